// Page mock-ups around a board image (see pages.hpp).
#include "pages.hpp"

#include <algorithm>
#include <cmath>
#include <string>

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
  // Full width, unless the board is tall: a phone shows all of a 9x4 board (1400 px of its 2340).
  const double f = std::min((w - 60.0) / board.width, 1400.0 / board.height);
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

Image card_page(const Image& board, int cells, bool timer) {
  const Rgb page{243, 242, 239}, card{255, 255, 255}, ink{40, 40, 40}, rule{210, 210, 210};
  const int pitch = std::max(8, board.width / std::max(1, cells));
  const int pad = std::max(6, pitch / 2);  // white between the board and the card's outline
  const int left = 80, top = 90;
  const int bar = timer ? pitch : 0;
  const int w = board.width + 2 * (left + pad);
  const int h = top + pad + bar + board.height + 7 * pitch + 2 * pad + 60;
  Image out(w, h);
  fill(out, 0, 0, w, h, page);
  fill(out, 0, 0, w, 52, card);
  fill(out, 0, 52, w, 1, rule);
  word(out, 24, 16, 7, 20, ink);
  fill(out, left, top, board.width + 2 * pad, h - top - 30, card);
  outline(out, left, top, board.width + 2 * pad, h - top - 30, 1, rule);
  int y = top + pad;
  if (timer) {
    // A clock and a time, and at the right a difficulty tag: text, no outline.
    word(out, left + pad, y + bar / 4, 4, bar * 3 / 10, ink);
    word(out, left + pad + board.width - 3 * pitch, y + bar / 4, 6, bar * 3 / 10, ink);
    y += bar;
  }
  paste(out, board, left + pad, y);
  y += board.height + pitch / 3;
  const int bw = board.width / 2 - pitch / 8, bh = pitch * 7 / 10;
  outline(out, left + pad, y, bw, bh, 1, rule);
  outline(out, left + pad + board.width - bw, y, bw, bh, 1, rule);
  word(out, left + pad + bw / 2 - pitch / 2, y + bh / 3, 4, bh / 3, ink);
  word(out, left + pad + board.width - bw / 2 - pitch / 2, y + bh / 3, 4, bh / 3, ink);
  y += pitch + pitch / 4;
  word(out, left + pad, y + pitch / 3, 10, pitch / 3, ink);
  for (int k = 1; k < 5; ++k) {
    fill(out, left + pad, y + k * pitch, board.width, 1, rule);
    word(out, left + pad, y + k * pitch + pitch / 3, 6 + (k * 5) % 9, pitch / 4, ink);
  }
  return out;
}

nlohmann::json with_sign_row(const nlohmann::json& puzzle, const nlohmann::json& solution,
                             int line) {
  nlohmann::json out = puzzle;
  const int n = puzzle["size"].get<int>();
  const auto value = [&](int r, int c) {
    return solution[static_cast<std::size_t>(r)].get<std::string>()[static_cast<std::size_t>(c)];
  };
  for (int c = 0; c < n; ++c) {
    const nlohmann::json pair = {{line - 1, c}, {line, c}};
    bool present = false;
    for (const char* key : {"equal", "opposite"})
      for (const auto& p : out[key]) present = present || p == pair;
    if (!present) out[value(line - 1, c) == value(line, c) ? "equal" : "opposite"].push_back(pair);
  }
  return out;
}

Image faint_tango(const nlohmann::json& puzzle, int cell) {
  // Drawn 3x larger with hard edges, then scaled down: soft edges like a browser's.
  constexpr int kScale = 3;
  const int n = puzzle["size"].get<int>(), s = cell * kScale, line = kScale;
  const int side = n * s + line;
  Image big(side, side);
  const Rgb beige{238, 233, 224}, given{236, 233, 228}, white{255, 255, 255};
  const Rgb sun{245, 160, 40}, sun_rim{205, 115, 25}, moon{60, 110, 210}, glyph{100, 95, 88};
  fill(big, 0, 0, side, side, white);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const char v = puzzle["cells"][static_cast<std::size_t>(r)]
                         .get<std::string>()[static_cast<std::size_t>(c)];
      if (v == '.') continue;
      fill(big, c * s, r * s, s, s, given);
      const double cx = c * s + s / 2.0, cy = r * s + s / 2.0, rad = 0.3 * s;
      for (int y = static_cast<int>(cy - rad); y <= static_cast<int>(cy + rad); ++y)
        for (int x = static_cast<int>(cx - rad); x <= static_cast<int>(cx + rad); ++x) {
          const double d = std::hypot(x - cx, y - cy);
          if (d > rad) continue;
          auto* px = big.at(x, y);
          Rgb colour = d > 0.85 * rad ? sun_rim : sun;
          if (v == '0') {
            // A crescent: the disc less an offset disc.
            if (std::hypot(x - (cx + 0.13 * s), y - (cy - 0.1 * s)) < 0.24 * s) continue;
            colour = moon;
          }
          px[0] = colour.r, px[1] = colour.g, px[2] = colour.b;
        }
    }
  for (int k = 0; k <= n; ++k) {
    fill(big, k * s, 0, line, side, beige);
    fill(big, 0, k * s, side, line, beige);
  }
  for (const char* key : {"equal", "opposite"})
    for (const auto& p : puzzle[key]) {
      const int r1 = p[0][0], c1 = p[0][1], r2 = p[1][0], c2 = p[1][1];
      const int cx = (c1 + c2 + 1) * s / 2 + line / 2, cy = (r1 + r2 + 1) * s / 2 + line / 2;
      const int half = s * 3 / 20, stroke = std::max(kScale, s / 25);
      fill(big, cx - half, cy - half, 2 * half, 2 * half, white);
      const int arm = s / 10;
      if (std::string(key) == "equal") {
        fill(big, cx - arm, cy - arm / 2 - stroke / 2, 2 * arm, stroke, glyph);
        fill(big, cx - arm, cy + arm / 2 - stroke / 2, 2 * arm, stroke, glyph);
      } else {
        for (int t = -arm; t <= arm; ++t) {
          fill(big, cx + t - stroke / 2, cy + t - stroke / 2, stroke, stroke, glyph);
          fill(big, cx + t - stroke / 2, cy - t - stroke / 2, stroke, stroke, glyph);
        }
      }
    }
  return scaled(big, 1.0 / kScale);
}

void draw_tango_pieces(Image& board, const Grid& grid, const nlohmann::json& puzzle,
                       const nlohmann::json& solution) {
  const int n = grid.rows();
  const double p = grid.pitch();
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const auto rr = static_cast<std::size_t>(r), cc = static_cast<std::size_t>(c);
      if (puzzle["cells"][rr].get<std::string>()[cc] != '.') continue;
      const char v = solution[rr].get<std::string>()[cc];
      const double cx = (grid.xs[cc] + grid.xs[cc + 1]) / 2,
                   cy = (grid.ys[rr] + grid.ys[rr + 1]) / 2;
      for (int y = static_cast<int>(cy - 0.3 * p); y <= static_cast<int>(cy + 0.3 * p); ++y)
        for (int x = static_cast<int>(cx - 0.3 * p); x <= static_cast<int>(cx + 0.3 * p); ++x) {
          if (x < 0 || y < 0 || x >= board.width || y >= board.height) continue;
          if (std::hypot(x - cx, y - cy) > 0.3 * p) continue;
          const bool moon = v == '0';
          if (moon && std::hypot(x - cx - 0.13 * p, y - cy + 0.1 * p) < 0.24 * p) continue;
          const Rgb colour = moon ? Rgb{50, 100, 205} : Rgb{242, 153, 26};
          auto* px = board.at(x, y);
          px[0] = colour.r, px[1] = colour.g, px[2] = colour.b;
        }
    }
}

void draw_zip_path(Image& board, const Grid& grid, const nlohmann::json& solution) {
  const double p = grid.pitch(), half = 0.17 * p;
  const auto centre = [&](const nlohmann::json& step) {
    const auto r = step[0].get<std::size_t>(), c = step[1].get<std::size_t>();
    return std::pair{(grid.xs[c] + grid.xs[c + 1]) / 2, (grid.ys[r] + grid.ys[r + 1]) / 2};
  };
  for (std::size_t i = 0; i + 1 < solution.size(); ++i) {
    const auto [x0, y0] = centre(solution[i]);
    const auto [x1, y1] = centre(solution[i + 1]);
    for (int y = static_cast<int>(std::min(y0, y1) - half);
         y <= static_cast<int>(std::max(y0, y1) + half); ++y)
      for (int x = static_cast<int>(std::min(x0, x1) - half);
           x <= static_cast<int>(std::max(x0, x1) + half); ++x) {
        if (x < 0 || y < 0 || x >= board.width || y >= board.height) continue;
        // Distance to the segment (axis-parallel: clamp along it).
        const double cx = std::clamp<double>(x, std::min(x0, x1), std::max(x0, x1));
        const double cy = std::clamp<double>(y, std::min(y0, y1), std::max(y0, y1));
        if (std::hypot(x - cx, y - cy) > half) continue;
        auto* px = board.at(x, y);
        if (px[0] + px[1] + px[2] < 3 * 130) continue;  // a disc, a wall, the border
        px[0] = 235, px[1] = 110, px[2] = 40;
      }
  }
}

void draw_x_marks(Image& board, const Grid& grid, const std::vector<std::pair<int, int>>& cells) {
  for (const auto& [r, c] : cells) {
    const auto rr = static_cast<std::size_t>(r), cc = static_cast<std::size_t>(c);
    const double cx = (grid.xs[cc] + grid.xs[cc + 1]) / 2, cy = (grid.ys[rr] + grid.ys[rr + 1]) / 2;
    const double arm = 0.14 * grid.pitch(), width = std::max(1.0, 0.035 * grid.pitch());
    for (int y = static_cast<int>(cy - arm - width); y <= static_cast<int>(cy + arm + width); ++y)
      for (int x = static_cast<int>(cx - arm - width); x <= static_cast<int>(cx + arm + width);
           ++x) {
        if (x < 0 || y < 0 || x >= board.width || y >= board.height) continue;
        const double u = x - cx, v = y - cy;
        if (std::abs(u) > arm + width / 2 || std::abs(v) > arm + width / 2) continue;
        if (std::min(std::abs(u - v), std::abs(u + v)) / std::sqrt(2.0) > width / 2) continue;
        auto* px = board.at(x, y);
        px[0] = px[1] = px[2] = 70;
      }
  }
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
