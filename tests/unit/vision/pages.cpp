// Page mock-ups around a board image (see pages.hpp).
#include "pages.hpp"

#include <algorithm>
#include <cmath>

namespace dg::vision::test {

namespace {

void fill(Image& img, int x0, int y0, int w, int h, Rgb c) {
  for (int y = std::max(0, y0); y < std::min(img.height, y0 + h); ++y)
    for (int x = std::max(0, x0); x < std::min(img.width, x0 + w); ++x) {
      auto* px = img.at(x, y);
      px[0] = c.r, px[1] = c.g, px[2] = c.b;
    }
}

void outline(Image& img, int x0, int y0, int w, int h, int t, Rgb c) {
  fill(img, x0, y0, w, t, c);
  fill(img, x0, y0 + h - t, w, t, c);
  fill(img, x0, y0, t, h, c);
  fill(img, x0 + w - t, y0, t, h, c);
}

void paste(Image& dst, const Image& src, int x, int y) {
  for (int yy = 0; yy < src.height; ++yy)
    for (int xx = 0; xx < src.width; ++xx)
      if (x + xx >= 0 && y + yy >= 0 && x + xx < dst.width && y + yy < dst.height)
        std::copy_n(src.at(xx, yy), 3, dst.at(x + xx, y + yy));
}

// A word of `letters` letter-like blocks of height `h` starting at (x, y).
void word(Image& img, int x, int y, int letters, int h, Rgb ink) {
  for (int i = 0; i < letters; ++i) {
    const int w = std::max(2, h * (5 + (i * 7) % 4) / 10);
    fill(img, x, y + ((i % 3 == 1) ? h / 4 : 0), std::max(1, h / 6), h - ((i % 3 == 1) ? h / 4 : 0),
         ink);
    fill(img, x, y + h - std::max(1, h / 6), w, std::max(1, h / 6), ink);
    fill(img, x + w - std::max(1, h / 6), y + h / 3, std::max(1, h / 6), h - h / 3, ink);
    x += w + std::max(2, h / 4);
  }
}

}  // namespace

Image board_only(const Image& render) {
  auto g = locate_grid(render);
  if (!g) return render;
  const int pad = std::max(1, static_cast<int>(g->pitch() / 25));
  const int x0 = std::max(0, static_cast<int>(g->xs.front()) - pad);
  const int y0 = std::max(0, static_cast<int>(g->ys.front()) - pad);
  const int x1 = std::min(render.width, static_cast<int>(g->xs.back()) + pad + 1);
  const int y1 = std::min(render.height, static_cast<int>(g->ys.back()) + pad + 1);
  Image out(x1 - x0, y1 - y0);
  for (int y = y0; y < y1; ++y)
    for (int x = x0; x < x1; ++x) std::copy_n(render.at(x, y), 3, out.at(x - x0, y - y0));
  return out;
}

Image framed(const Image& board, int frame, Rgb colour) {
  Image out(board.width + 2 * frame, board.height + 2 * frame);
  fill(out, 0, 0, out.width, out.height, colour);
  paste(out, board, frame, frame);
  return out;
}

Image linkedin_page(const Image& board, int cells, bool timer, bool dark) {
  const Rgb page = dark ? Rgb{27, 31, 35} : Rgb{243, 242, 239};
  const Rgb card = dark ? Rgb{29, 34, 38} : Rgb{255, 255, 255};
  const Rgb ink = dark ? Rgb{225, 225, 225} : Rgb{40, 40, 40};
  const Rgb rule = dark ? Rgb{70, 74, 78} : Rgb{200, 200, 200};
  const int pitch = std::max(8, board.width / std::max(1, cells));
  const Image b =
      framed(board, std::max(3, pitch / 10), dark ? Rgb{200, 200, 200} : Rgb{30, 30, 30});
  const int margin = 90, top = 110;
  const int bar = timer ? pitch : 0;
  const int w = b.width + 2 * margin;
  const int h = top + bar + b.height + 7 * pitch + 80;
  Image out(w, h);
  fill(out, 0, 0, w, h, page);
  fill(out, 0, 0, w, 52, card);  // LinkedIn's top bar
  fill(out, 0, 52, w, 1, rule);
  word(out, 24, 16, 7, 20, ink);
  fill(out, margin - 30, 70, b.width + 60, h - 90, card);  // the game's card
  int y = top;
  if (timer) {
    // The timer bar: an outlined bar as wide as the board, a clock and time text in it.
    outline(out, margin, y, b.width, bar * 7 / 10, 2, rule);
    word(out, margin + b.width / 2 - pitch, y + bar / 5, 4, bar * 3 / 10, ink);
    y += bar;
  }
  paste(out, b, margin, y);
  y += b.height + pitch / 4;
  // Undo and Hint: two outlined pills, half the board wide each, about a cell tall.
  const int bw = b.width / 2 - pitch / 8, bh = pitch * 8 / 10;
  outline(out, margin, y, bw, bh, 2, ink);
  outline(out, margin + b.width - bw, y, bw, bh, 2, ink);
  word(out, margin + bw / 2 - pitch / 2, y + bh / 3, 4, bh / 3, ink);
  word(out, margin + b.width - bw / 2 - pitch / 2, y + bh / 3, 4, bh / 3, ink);
  y += pitch + pitch / 4;
  // How to play: a panel as wide as the board, its heading and rules a cell apart.
  outline(out, margin, y, b.width, 5 * pitch, 1, rule);
  word(out, margin + pitch / 3, y + pitch / 3, 10, pitch / 3, ink);
  for (int k = 1; k < 5; ++k) {
    fill(out, margin + pitch / 3, y + k * pitch, b.width - 2 * (pitch / 3), 1, rule);
    word(out, margin + pitch / 3, y + k * pitch + pitch / 3, 6 + (k * 5) % 9, pitch / 4, ink);
  }
  return out;
}

Image desktop(const Image& page) {
  Image out(1920, 1080);
  fill(out, 0, 0, 1920, 1080, Rgb{30, 30, 30});
  // The IDE: activity bar, file tree, tab bar, editor lines with line numbers.
  fill(out, 0, 0, 48, 1080, Rgb{51, 51, 51});
  fill(out, 48, 0, 250, 1080, Rgb{37, 37, 38});
  for (int i = 0; i < 30; ++i)
    word(out, 70 + (i % 3) * 12, 40 + i * 22, 5 + (i * 3) % 6, 10, Rgb{200, 200, 200});
  fill(out, 298, 0, 660, 35, Rgb{45, 45, 45});
  for (int t = 0; t < 4; ++t) fill(out, 298 + t * 150, 0, 1, 35, Rgb{80, 80, 80});
  const Rgb syntax[] = {
      {86, 156, 214}, {206, 145, 120}, {78, 201, 176}, {220, 220, 170}, {212, 212, 212}};
  for (int i = 0; i < 48; ++i) {
    word(out, 305, 50 + i * 21, 2, 10, Rgb{110, 110, 110});
    word(out, 350 + (i % 5) * 16, 50 + i * 21, 3 + (i * 7) % 11, 11, syntax[i % 5]);
  }
  fill(out, 958, 0, 2, 1080, Rgb{60, 60, 60});
  // The browser: tab strip, address bar, then the page scaled to the content area.
  fill(out, 960, 0, 960, 1080, Rgb{222, 225, 230});
  for (int t = 0; t < 3; ++t) outline(out, 970 + t * 200, 6, 190, 30, 1, Rgb{180, 180, 180});
  fill(out, 960, 40, 960, 44, Rgb{255, 255, 255});
  outline(out, 1060, 46, 700, 30, 1, Rgb{190, 190, 190});
  word(out, 1080, 54, 18, 12, Rgb{60, 60, 60});
  const double f = std::min(940.0 / page.width, 980.0 / page.height);
  const Image p = f < 1 ? scaled(page, f) : page;
  paste(out, p, 960 + (960 - p.width) / 2, 90);
  return out;
}

Image phone_page(const Image& board, int cells) {
  const int w = 1080;
  const double f = (w - 60.0) / board.width;
  const Image b = scaled(board, f);
  const int pitch = b.width / std::max(1, cells);
  Image out(w, 2340);
  fill(out, 0, 0, w, 2340, Rgb{255, 255, 255});
  fill(out, 0, 0, w, 90, Rgb{0, 0, 0});
  word(out, 40, 30, 4, 30, Rgb{255, 255, 255});
  word(out, 60, 160, 6, 50, Rgb{20, 20, 20});
  fill(out, 0, 260, w, 2, Rgb{220, 220, 220});
  outline(out, 30, 300, b.width, pitch * 7 / 10, 3, Rgb{200, 200, 200});
  paste(out, b, 30, 300 + pitch);
  int y = 300 + pitch + b.height + pitch / 4;
  outline(out, 30, y, b.width / 2 - 10, pitch * 8 / 10, 3, Rgb{40, 40, 40});
  outline(out, 30 + b.width / 2 + 10, y, b.width / 2 - 10, pitch * 8 / 10, 3, Rgb{40, 40, 40});
  y += pitch * 5 / 4;
  for (int k = 0; k < 5; ++k) {
    fill(out, 30, y + k * pitch, b.width, 2, Rgb{225, 225, 225});
    word(out, 60, y + k * pitch + pitch / 3, 8 + k, pitch / 4, Rgb{40, 40, 40});
  }
  return out;
}

void draw_crowns(Image& board, const Grid& grid, const std::vector<std::pair<int, int>>& cells) {
  for (const auto& [r, c] : cells) {
    const auto rr = static_cast<std::size_t>(r), cc = static_cast<std::size_t>(c);
    const double cx = (grid.xs[cc] + grid.xs[cc + 1]) / 2, cy = (grid.ys[rr] + grid.ys[rr + 1]) / 2;
    const double s = 0.32 * grid.pitch();
    // A crown: a band at the bottom and three spikes above it.
    for (int y = static_cast<int>(cy - s); y <= static_cast<int>(cy + s * 0.7); ++y)
      for (int x = static_cast<int>(cx - s); x <= static_cast<int>(cx + s); ++x) {
        if (x < 0 || y < 0 || x >= board.width || y >= board.height) continue;
        const double u = (x - cx) / s, v = (y - cy) / s;  // -1..1
        bool on = v > 0.25;                               // the band
        for (double tip : {-0.8, 0.0, 0.8})
          on = on || (v <= 0.25 && std::abs(u - tip) < 0.35 * (v + 1.0) / 1.25);
        if (!on) continue;
        auto* px = board.at(x, y);
        px[0] = px[1] = px[2] = 20;
      }
  }
}

}  // namespace dg::vision::test
