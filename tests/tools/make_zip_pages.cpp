// Mock-ups of LinkedIn's own Zip page (issue 39): the board as LinkedIn draws it (a rounded grey
// frame, thin grey lines, black number discs with white digits, thick black walls, the start cell
// shaded in the path colour, sometimes a ring round disc 1 or a path partly drawn) inside the page
// around it: a phone screenshot (status bar, header, timer and Reset, Undo/Hint under the board,
// "How to play"), a desktop page (top bar, title, timer bar, Undo/Hint, "How to play", a side
// panel), a dark desktop page, or a tight crop of board and buttons. Then scaled like a
// screenshot passed around, and saved as JPEG.
//
//   make_zip_pages PUZZLES.jsonl HALF SEED OUT_DIR
//
// PUZZLES.jsonl: one Zip puzzle a line with its "solution" (as `dailygrid generate zip` writes
// them). Writes OUT_DIR/HALF-NN.jpg and prints one truth line per image (the puzzle, plus image,
// half, kind, path_drawn and size_px). Deterministic for the same inputs (its own random numbers,
// cairo's drawing and libjpeg-turbo's encoder).
#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/common/cairo_text.hpp"
#include "vision/encode_jpeg.hpp"
#include "vision/image.hpp"

using nlohmann::json;

namespace {

// splitmix64: the same numbers on every platform (std::uniform_*_distribution are not).
struct Random {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  double uniform(double lo, double hi) {
    return lo + (hi - lo) * static_cast<double>(next() >> 11) / 9007199254740992.0;
  }
  int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
  bool chance(double p) { return uniform(0, 1) < p; }
};

struct Colour {
  double r, g, b;
};
Colour hex(unsigned v) {
  return {((v >> 16) & 255) / 255.0, ((v >> 8) & 255) / 255.0, (v & 255) / 255.0};
}
void source(cairo_t* cr, Colour c) {
  cairo_set_source_rgb(cr, c.r, c.g, c.b);
}

// A context on `surface` with text drawn as a browser does (grey antialiasing, no hinting), the
// same in every process (render/ and vision/ set theirs alike).
cairo_t* context(cairo_surface_t* surface) {
  cairo_t* cr = cairo_create(surface);
  dg::set_text_options(cr);
  return cr;
}

void rounded(cairo_t* cr, double x, double y, double w, double h, double r) {
  r = std::min({r, w / 2, h / 2});
  cairo_new_sub_path(cr);
  cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
  cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
  cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
  cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
  cairo_close_path(cr);
}

void text(cairo_t* cr, const std::string& s, double x, double y, double size, Colour c,
          bool bold = false, bool centred = false) {
  cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
                         bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, size);
  cairo_text_extents_t ext;
  cairo_text_extents(cr, s.c_str(), &ext);
  source(cr, c);
  if (centred)
    cairo_move_to(cr, x - ext.width / 2 - ext.x_bearing, y - ext.height / 2 - ext.y_bearing);
  else
    cairo_move_to(cr, x, y - ext.height / 2 - ext.y_bearing);
  cairo_show_text(cr, s.c_str());
  cairo_new_path(cr);
}

// A pill button: filled (Undo, greyed out) or outlined (Hint, Reset), its label centred.
void pill(cairo_t* cr, double x, double y, double w, double h, const std::string& label,
          bool filled, Colour fill, Colour ink, double line) {
  rounded(cr, x, y, w, h, h / 2);
  if (filled) {
    source(cr, fill);
    cairo_fill(cr);
  } else {
    source(cr, ink);
    cairo_set_line_width(cr, line);
    cairo_stroke(cr);
  }
  text(cr, label, x + w / 2, y + h / 2, h * 0.38, ink, true, true);
}

// "How to play": an outlined panel as wide as the board, its title and a chevron.
void how_to_play(cairo_t* cr, double x, double y, double w, double h, Colour rule, Colour ink,
                 double line) {
  cairo_rectangle(cr, x, y, w, h);
  source(cr, rule);
  cairo_set_line_width(cr, line);
  cairo_stroke(cr);
  text(cr, "How to play", x + h * 0.35, y + h / 2, h * 0.22, ink, true);
  source(cr, ink);
  cairo_set_line_width(cr, h * 0.04);
  cairo_move_to(cr, x + w - h * 0.55, y + h * 0.45);
  cairo_line_to(cr, x + w - h * 0.45, y + h * 0.55);
  cairo_line_to(cr, x + w - h * 0.35, y + h * 0.45);
  cairo_stroke(cr);
}

// How a board looks: one draw of LinkedIn's style with its small variations.
struct BoardStyle {
  double pitch;
  double frame_radius, frame_width, line_width, wall_width, disc_radius, digit_size;
  Colour cell, line, frame, disc, digit, tint, path;
  bool ring;       // a ring in the path colour round disc 1
  bool bold;       // bold digits (LinkedIn's) or regular
  int path_steps;  // cells of the solution already drawn as a path (0: none)

  // The same style at another pitch (a phone fits the board to its width).
  BoardStyle at(double p) const {
    BoardStyle s = *this;
    const double f = p / pitch;
    s.pitch = p;
    s.frame_radius *= f, s.wall_width *= f, s.disc_radius *= f, s.digit_size *= f;
    s.frame_width = std::max(1.0, s.frame_width * f);
    s.line_width = std::max(1.0, s.line_width * f);
    return s;
  }
};

BoardStyle board_style(Random& rnd, double pitch) {
  // The start cell's shade and the path colour: LinkedIn's themes (green, blue, orange, pink,
  // purple), a light tint and a strong line.
  static const unsigned kThemes[][2] = {{0xb3dcc2, 0x2e9e5b}, {0xbccdf6, 0x3a66d8},
                                        {0xf8d2ad, 0xf07c24}, {0xf4c4d8, 0xd94483},
                                        {0xd6c8f4, 0x7d52d9}, {0xa9dcec, 0x1c8fb5}};
  const auto& theme = kThemes[rnd.below(6)];
  BoardStyle s{};
  s.pitch = pitch;
  s.frame_radius = pitch * rnd.uniform(0.3, 0.5);
  s.frame_width = std::max(1.0, pitch * rnd.uniform(0.02, 0.035));
  s.line_width = std::max(1.0, pitch * rnd.uniform(0.015, 0.03));
  s.wall_width = pitch * rnd.uniform(0.1, 0.24);
  s.disc_radius = pitch * rnd.uniform(0.27, 0.36);
  s.digit_size = s.disc_radius * rnd.uniform(1.0, 1.25);
  const int grey = 175 + rnd.below(45);
  s.cell = hex(rnd.chance(0.7) ? 0xffffff : 0xfcfcfd);
  s.line = {grey / 255.0, grey / 255.0, grey / 255.0};
  const int fg = 150 + rnd.below(40);
  s.frame = {fg / 255.0, fg / 255.0, fg / 255.0};
  s.disc = hex(rnd.chance(0.5) ? 0x000000 : 0x151515);
  s.digit = hex(0xffffff);
  // The start cell: a light shade, or filled with the path colour itself.
  s.tint = hex(theme[rnd.chance(0.5) ? 0 : 1]);
  s.path = hex(theme[1]);
  s.ring = rnd.chance(0.35);
  s.bold = rnd.chance(0.8);
  return s;
}

// The board with its top-left corner at (x, y).
void draw_board(cairo_t* cr, const json& puzzle, const BoardStyle& s, double x, double y) {
  const int rows = puzzle["rows"], cols = puzzle["cols"];
  const double p = s.pitch, w = cols * p, h = rows * p;
  cairo_save(cr);
  cairo_translate(cr, x, y);
  rounded(cr, 0, 0, w, h, s.frame_radius);
  source(cr, s.cell);
  cairo_fill_preserve(cr);
  cairo_clip(cr);
  const json& wp = puzzle["waypoints"];
  // The start cell, shaded.
  source(cr, s.tint);
  cairo_rectangle(cr, wp[0][1].get<int>() * p, wp[0][0].get<int>() * p, p, p);
  cairo_fill(cr);
  const json& sol = puzzle["solution"];
  source(cr, s.line);
  cairo_set_line_width(cr, s.line_width);
  for (int r = 1; r < rows; ++r) {
    cairo_move_to(cr, 0, r * p);
    cairo_line_to(cr, w, r * p);
  }
  for (int c = 1; c < cols; ++c) {
    cairo_move_to(cr, c * p, 0);
    cairo_line_to(cr, c * p, h);
  }
  cairo_stroke(cr);
  // The path: a broad band in the path colour through the centres of the cells taken.
  if (s.path_steps > 1) {
    source(cr, s.path);
    cairo_set_line_width(cr, p * 0.36);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    for (int i = 0; i < s.path_steps; ++i) {
      const double cx = (sol[i][1].get<int>() + 0.5) * p, cy = (sol[i][0].get<int>() + 0.5) * p;
      if (i == 0)
        cairo_move_to(cr, cx, cy);
      else
        cairo_line_to(cr, cx, cy);
    }
    cairo_stroke(cr);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  }
  // Walls: thick black bars on edges, a little past the corners.
  source(cr, s.disc);
  for (const auto& wall : puzzle["walls"]) {
    const int r1 = wall[0][0], c1 = wall[0][1], r2 = wall[1][0], c2 = wall[1][1];
    const double t = s.wall_width;
    if (r1 == r2) {  // a vertical bar between columns
      const double ex = std::max(c1, c2) * p;
      cairo_rectangle(cr, ex - t / 2, r1 * p - t / 2, t, p + t);
    } else {
      const double ey = std::max(r1, r2) * p;
      cairo_rectangle(cr, c1 * p - t / 2, ey - t / 2, p + t, t);
    }
    cairo_fill(cr);
  }
  // Numbers.
  for (std::size_t k = 0; k < wp.size(); ++k) {
    const double cx = (wp[k][1].get<int>() + 0.5) * p, cy = (wp[k][0].get<int>() + 0.5) * p;
    if (k == 0 && s.ring) {
      source(cr, s.path);
      cairo_new_sub_path(cr);
      cairo_arc(cr, cx, cy, s.disc_radius + p * 0.045, 0, 2 * M_PI);
      cairo_fill(cr);
    }
    source(cr, s.disc);
    cairo_new_sub_path(cr);
    cairo_arc(cr, cx, cy, s.disc_radius, 0, 2 * M_PI);
    cairo_fill(cr);
    const std::string label = std::to_string(k + 1);
    text(cr, label, cx, cy, label.size() > 1 ? s.digit_size * 0.85 : s.digit_size, s.digit, s.bold,
         true);
  }
  cairo_restore(cr);
  // The frame over the cells' edge.
  rounded(cr, x, y, w, h, s.frame_radius);
  source(cr, s.frame);
  cairo_set_line_width(cr, s.frame_width);
  cairo_stroke(cr);
}

// A mouse cursor: an arrow, black with a white rim, its tip at (x, y).
void cursor(cairo_t* cr, double x, double y, double size) {
  cairo_move_to(cr, x, y);
  cairo_line_to(cr, x, y + size);
  cairo_line_to(cr, x + size * 0.28, y + size * 0.75);
  cairo_line_to(cr, x + size * 0.45, y + size * 1.05);
  cairo_line_to(cr, x + size * 0.55, y + size * 1.0);
  cairo_line_to(cr, x + size * 0.4, y + size * 0.7);
  cairo_line_to(cr, x + size * 0.72, y + size * 0.7);
  cairo_close_path(cr);
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_fill_preserve(cr);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_set_line_width(cr, std::max(1.0, size * 0.07));
  cairo_stroke(cr);
}

struct Page {
  cairo_surface_t* surface;
  std::string kind;
};

// A phone screenshot of the LinkedIn app (width w, height ~2.16 w).
Page phone(const json& puzzle, Random& rnd, BoardStyle s, int w) {
  const int h = static_cast<int>(w * rnd.uniform(2.05, 2.17));
  const int cols = puzzle["cols"], rows = puzzle["rows"];
  const double u = w / 100.0;  // one hundredth of the width
  const double margin = u * rnd.uniform(3, 5);
  s = s.at((w - 2 * margin) / cols);
  auto* surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
  cairo_t* cr = context(surface);
  const Colour page = hex(rnd.chance(0.6) ? 0xf7f8fa : 0xffffff), ink = hex(0x1d1d1d);
  const Colour grey = hex(0x666666), rule = hex(0xe0dfdc);
  source(cr, page);
  cairo_paint(cr);
  // Status bar: black with white marks, or the page's colour with black ones.
  const bool black_bar = rnd.chance(0.6);
  const double bar = u * 6;
  source(cr, black_bar ? hex(0x000000) : page);
  cairo_rectangle(cr, 0, 0, w, bar);
  cairo_fill(cr);
  const Colour bar_ink = black_bar ? hex(0xffffff) : ink;
  text(cr, std::to_string(1 + rnd.below(12)) + ":" + std::to_string(10 + rnd.below(50)), u * 8,
       bar * 0.55, u * 3.2, bar_ink, true);
  for (int i = 0; i < 4; ++i) {
    source(cr, bar_ink);
    cairo_rectangle(cr, w - u * 22 + i * u * 1.4, bar * 0.7 - i * u * 0.6, u, i * u * 0.6 + u);
    cairo_fill(cr);
  }
  rounded(cr, w - u * 11, bar * 0.35, u * 6, bar * 0.4, u);
  source(cr, bar_ink);
  cairo_fill(cr);
  // App header: back arrow, "in" badge and "Zip", help and settings.
  double y = bar + u * 5;
  source(cr, ink);
  cairo_set_line_width(cr, u * 0.5);
  cairo_move_to(cr, u * 8, y);
  cairo_line_to(cr, u * 3, y);
  cairo_move_to(cr, u * 5.5, y - u * 2.5);
  cairo_line_to(cr, u * 3, y);
  cairo_line_to(cr, u * 5.5, y + u * 2.5);
  cairo_stroke(cr);
  rounded(cr, w / 2 - u * 10, y - u * 2.5, u * 5, u * 5, u);
  cairo_fill(cr);
  text(cr, "in", w / 2 - u * 7.5, y, u * 3.5, page, true, true);
  text(cr, "Zip", w / 2 - u * 3.5, y, u * 5, ink, false);
  for (double cx : {w - u * 17, w - u * 6}) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, cx, y, u * 2.6, 0, 2 * M_PI);
    source(cr, hex(0x404040));
    cairo_fill(cr);
  }
  text(cr, "?", w - u * 17, y, u * 3.2, page, true, true);
  // Timer and Reset.
  y += u * 12;
  cairo_new_sub_path(cr);
  cairo_arc(cr, margin + u * 2, y, u * 1.6, 0, 2 * M_PI);
  source(cr, ink);
  cairo_set_line_width(cr, u * 0.45);
  cairo_stroke(cr);
  text(cr, "0:" + std::to_string(10 + rnd.below(49)), margin + u * 5, y, u * 4, ink, true);
  pill(cr, w - margin - u * 15, y - u * 3.5, u * 15, u * 7, rnd.chance(0.5) ? "Reset" : "Clear",
       false, page, hex(0x333333), u * 0.3);
  y += u * rnd.uniform(8, 11);
  // The board.
  draw_board(cr, puzzle, s, margin, y);
  y += rows * s.pitch + u * 4;
  // Undo (greyed out) and Hint.
  const double bw = (w - 2 * margin - u * 2) / 2, bh = u * rnd.uniform(7, 8.5);
  pill(cr, margin, y, bw, bh, "Undo", true, hex(0xe6e6e6), hex(0x9a9a9a), u * 0.3);
  pill(cr, w - margin - bw, y, bw, bh, "Hint", false, page, hex(0x333333), u * 0.3);
  y += bh + u * 4;
  how_to_play(cr, margin, y, w - 2 * margin, u * 14, rule, ink, u * 0.25);
  y += u * 20;
  text(cr, "Privacy Policy  |  Terms", w / 2, std::min(y, h - u * 8.0), u * 2.6, grey, false, true);
  cairo_destroy(cr);
  return {surface, "phone"};
}

// LinkedIn's desktop page around the board: top bar, title, timer bar, board, Undo/Hint, "How to
// play", a side panel; light or dark.
Page desktop(const json& puzzle, Random& rnd, const BoardStyle& s, bool dark, bool crop) {
  const int cols = puzzle["cols"], rows = puzzle["rows"];
  const double p = s.pitch, bw = cols * p, bh = rows * p;
  const double u = std::max(6.0, p / 6);
  const double left = crop ? u * 2 : u * 12, top = crop ? u * 2 : u * 26;
  const double side = crop ? 0 : bw * 0.55 + u * 8;
  const int w = static_cast<int>(left * 2 + bw + side);
  const int h = static_cast<int>(top + bh + u * (crop ? 12 : 34));
  auto* surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
  cairo_t* cr = context(surface);
  const Colour page = hex(dark ? 0x000000 : 0xf4f2ee), card = hex(dark ? 0x1b1f23 : 0xffffff);
  const Colour ink = hex(dark ? 0xe8e8e8 : 0x1d1d1d), rule = hex(dark ? 0x3c4146 : 0xdcdbd8);
  const Colour muted = hex(dark ? 0x9aa0a6 : 0x666666);
  source(cr, page);
  cairo_paint(cr);
  // The game's card.
  rounded(cr, left - u * 1.5, crop ? 0 : u * 9, bw + u * 3, h, u);
  source(cr, card);
  cairo_fill(cr);
  if (!crop) {
    // LinkedIn's top bar: logo, search field, a few icons with labels.
    source(cr, card);
    cairo_rectangle(cr, 0, 0, w, u * 6.5);
    cairo_fill(cr);
    rounded(cr, u * 2, u * 1.2, u * 4, u * 4, u * 0.6);
    source(cr, hex(0x0a66c2));
    cairo_fill(cr);
    text(cr, "in", u * 4, u * 3.2, u * 2.6, hex(0xffffff), true, true);
    rounded(cr, u * 7.5, u * 1.5, u * 18, u * 3.5, u * 0.5);
    source(cr, hex(dark ? 0x38434f : 0xedf3f8));
    cairo_fill(cr);
    text(cr, "Search", u * 10, u * 3.25, u * 1.6, muted);
    for (int i = 0; i < 4; ++i)
      text(cr, i % 2 ? "Jobs" : "Home", w - u * (8 + i * 7), u * 4.6, u * 1.2, muted, false, true);
    // Title, number and a line of text.
    text(cr, "Zip", left, u * 13, u * 3.2, ink, true);
    text(cr, "#" + std::to_string(100 + rnd.below(200)), left + u * 8, u * 13, u * 2, muted);
    text(cr, "Connect the dots in order", left, u * 17, u * 1.6, muted);
    // The timer bar: a clock, a time, Clear at the right.
    rounded(cr, left, u * 19.5, bw, u * 4.5, u * 0.6);
    source(cr, rule);
    cairo_set_line_width(cr, 1);
    cairo_stroke(cr);
    text(cr, "0:" + std::to_string(10 + rnd.below(49)), left + u * 2, u * 21.75, u * 2, ink, true);
    pill(cr, left + bw - u * 10, u * 20.25, u * 9, u * 3, "Clear", false, card, ink, 1);
    // The side panel: a heading and text lines.
    const double sx = left + bw + u * 6;
    rounded(cr, sx, u * 9, side - u * 6, h - u * 12, u);
    source(cr, card);
    cairo_fill(cr);
    text(cr, "Leaderboard", sx + u * 2, u * 12, u * 1.8, ink, true);
    for (int i = 0; i < 6; ++i) {
      cairo_new_sub_path(cr);
      cairo_arc(cr, sx + u * 3.5, u * (16.5 + i * 5), u * 1.6, 0, 2 * M_PI);
      source(cr, hex(0x8fa9c4));
      cairo_fill(cr);
      text(cr, "Name " + std::to_string(i + 1) + "  0:" + std::to_string(20 + 7 * i), sx + u * 6.5,
           u * (16.5 + i * 5), u * 1.5, muted);
    }
  }
  draw_board(cr, puzzle, s, left, top);
  double y = top + bh + u * 2;
  const double pw = (bw - u * 2) / 2, ph = u * 4.5;
  pill(cr, left, y, pw, ph, "Undo", true, hex(dark ? 0x38434f : 0xe8e8e8), muted, 1);
  pill(cr, left + bw - pw, y, pw, ph, "Hint", false, card, ink, 1.2);
  y += ph + u * 2;
  how_to_play(cr, left, y, bw, u * 6, rule, ink, 1);
  if (!crop && rnd.chance(0.5))
    cursor(cr, left + rnd.uniform(0.2, 0.8) * bw, top + rnd.uniform(0.2, 0.8) * bh, p * 0.35);
  cairo_destroy(cr);
  return {surface, crop ? "crop" : dark ? "desktop dark" : "desktop"};
}

// The cairo surface as an Image, scaled by `factor` with cairo's good filter (a screenshot
// shrunk for sharing: soft edges, no new detail).
dg::vision::Image to_image(cairo_surface_t* surface, double factor) {
  const int w0 = cairo_image_surface_get_width(surface),
            h0 = cairo_image_surface_get_height(surface);
  const int w = std::max(1, static_cast<int>(w0 * factor)),
            h = std::max(1, static_cast<int>(h0 * factor));
  auto* out = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
  cairo_t* cr = cairo_create(out);
  cairo_scale(cr, static_cast<double>(w) / w0, static_cast<double>(h) / h0);
  cairo_set_source_surface(cr, surface, 0, 0);
  cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD);
  cairo_paint(cr);
  cairo_destroy(cr);
  cairo_surface_flush(out);
  dg::vision::Image img(w, h);
  const unsigned char* data = cairo_image_surface_get_data(out);
  const int stride = cairo_image_surface_get_stride(out);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      std::uint32_t v;
      std::copy_n(data + y * stride + x * 4, 4, reinterpret_cast<unsigned char*>(&v));
      auto* px = img.at(x, y);
      px[0] = static_cast<std::uint8_t>(v >> 16), px[1] = static_cast<std::uint8_t>(v >> 8),
      px[2] = static_cast<std::uint8_t>(v);
    }
  cairo_surface_destroy(out);
  return img;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 5) {
    std::cerr << "usage: make_zip_pages PUZZLES.jsonl HALF SEED OUT_DIR\n";
    return 2;
  }
  const std::string half = argv[2], out_dir = argv[4];
  Random rnd{std::stoull(argv[3])};
  std::ifstream in(argv[1]);
  if (!in) {
    std::cerr << "make_zip_pages: cannot open " << argv[1] << "\n";
    return 1;
  }
  std::string line;
  int index = 0;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    json puzzle = json::parse(line);
    const int kind = index % 4;  // phone, desktop, desktop dark, crop: each in turn
    const bool path = rnd.chance(0.3);
    // Phones are shared at a half to a third of their size; desktop pages at 0.5 to 1, their
    // cells 30 to 110 px wide once shared (a smaller board is no screenshot anyone reads).
    const double factor = kind == 0 ? rnd.uniform(0.28, 0.55) : rnd.uniform(0.5, 1.0);
    BoardStyle s = board_style(rnd, rnd.uniform(30, 110) / factor);
    if (path)
      s.path_steps = 2 + rnd.below(std::max(1, static_cast<int>(puzzle["solution"].size()) / 2));
    Page page = kind == 0   ? phone(puzzle, rnd, s, 1080 + 102 * rnd.below(3))
                : kind == 1 ? desktop(puzzle, rnd, s, false, false)
                : kind == 2 ? desktop(puzzle, rnd, s, true, false)
                            : desktop(puzzle, rnd, s, false, true);
    const auto img = to_image(page.surface, factor);
    cairo_surface_destroy(page.surface);
    char name[64];
    std::snprintf(name, sizeof name, "%s-%02d.jpg", half.c_str(), index + 1);
    std::ofstream(out_dir + "/" + name, std::ios::binary)
        << dg::vision::encode_jpeg(img, 40 + rnd.below(51));
    json truth = {{"image", name},
                  {"half", half},
                  {"kind", page.kind},
                  {"path_drawn", s.path_steps > 1},
                  {"size_px", {img.width, img.height}},
                  {"game", "zip"},
                  {"rows", puzzle["rows"]},
                  {"cols", puzzle["cols"]},
                  {"waypoints", puzzle["waypoints"]},
                  {"walls", puzzle["walls"]}};
    std::cout << truth.dump() << "\n";
    ++index;
  }
  return 0;
}
