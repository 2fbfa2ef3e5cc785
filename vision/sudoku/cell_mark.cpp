// One Sudoku cell's mark: the pixels that differ clearly in lightness from the cell's own fill
// (dark digits on a light cell, or light on dark), in 8-connected pieces; pieces that touch the
// edge of the box looked at are grid lines a lattice a little off lets in, not the digit, which
// dg::render (and every Sudoku app) centres with room around it. A mark is a given when its ink
// is neutral and about as far from the fill as the board's strongest marks: apps draw entered
// digits in colour or grey. The share is relative to the board, not a fixed L*, as blur and
// scaling take contrast from every digit alike.
#include <algorithm>
#include <cmath>
#include <vector>

#include "vision/cells.hpp"
#include "vision/colour.hpp"
#include "vision/median.hpp"
#include "vision/sudoku/read.hpp"

namespace dg::vision {

namespace {

// Ink differs from the fill by this much L*: a given digit (L* 5 on 100) clears it by far, a grey
// solved one (L* 58) in its middle, JPEG ringing around the lines (a few L*) does not.
constexpr float kInkContrast = 30;
// Margin of the box looked at, as a share of the pitch: clear of the thick box lines (6 % of a
// cell, centred on the line) on a lattice within a tenth of a cell of the board's.
constexpr double kMargin = 0.08;
// Less ink than this share of the box is no mark (specks); a digit covers 5-15 %.
constexpr double kMinInk = 0.01;
// A placed or solved digit, not a given: ink this colourful (median chroma), or differing from
// the fill by less than this share of the board's strongest mark (median L* difference):
// dg::render's givens are black on white (95), its solved digits mid grey (42, a share of 0.45).
constexpr float kColoured = 20;
constexpr float kGivenShare = 0.75f;

struct Piece {
  int x0, y0, x1, y1;  // inclusive, in box coordinates
  std::vector<int> pixels;
};

// 8-connected pieces of `mask` (w x h).
std::vector<Piece> pieces(const std::vector<std::uint8_t>& mask, int w, int h) {
  std::vector<std::uint8_t> seen(mask.size(), 0);
  std::vector<Piece> out;
  std::vector<int> stack;
  for (int start = 0; start < w * h; ++start) {
    if (!mask[static_cast<std::size_t>(start)] || seen[static_cast<std::size_t>(start)]) continue;
    Piece p{w, h, -1, -1, {}};
    stack.assign(1, start);
    seen[static_cast<std::size_t>(start)] = 1;
    while (!stack.empty()) {
      const int i = stack.back();
      stack.pop_back();
      p.pixels.push_back(i);
      const int x = i % w, y = i / w;
      p.x0 = std::min(p.x0, x), p.x1 = std::max(p.x1, x);
      p.y0 = std::min(p.y0, y), p.y1 = std::max(p.y1, y);
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
          const int nx = x + dx, ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          const auto j = static_cast<std::size_t>(ny * w + nx);
          if (mask[j] && !seen[j]) {
            seen[j] = 1;
            stack.push_back(ny * w + nx);
          }
        }
    }
    out.push_back(std::move(p));
  }
  return out;
}

}  // namespace

float fill_lightness(const Image& img, const Box& b) {
  if (b.area() <= 0) return 0;
  std::vector<float> ls;
  const int step = std::max(1, static_cast<int>(std::sqrt(b.area() / 100.0)));
  for (int y = b.y0; y < b.y1; y += step)
    for (int x = b.x0; x < b.x1; x += step) {
      const auto* px = img.at(x, y);
      ls.push_back(lightness(px[0], px[1], px[2]));
    }
  return median_of(ls);
}

std::optional<CellMark> cell_mark(const Image& img, const Grid& g, int r, int c) {
  const Box b = cell_box(img, g, r, c, kMargin);
  const int w = b.width(), h = b.height();
  if (w < 4 || h < 4) return std::nullopt;
  const float fill = fill_lightness(img, b);
  std::vector<std::uint8_t> mask(static_cast<std::size_t>(w * h), 0);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const auto* px = img.at(b.x0 + x, b.y0 + y);
      mask[static_cast<std::size_t>(y * w + x)] =
          std::abs(lightness(px[0], px[1], px[2]) - fill) > kInkContrast ? 1 : 0;
    }
  std::vector<std::uint8_t> ink(mask.size(), 0);
  int count = 0, x0 = w, y0 = h, x1 = -1, y1 = -1;
  for (const Piece& p : pieces(mask, w, h)) {
    if (p.x0 == 0 || p.y0 == 0 || p.x1 == w - 1 || p.y1 == h - 1) continue;
    for (int i : p.pixels) ink[static_cast<std::size_t>(i)] = 1;
    count += static_cast<int>(p.pixels.size());
    x0 = std::min(x0, p.x0), y0 = std::min(y0, p.y0), x1 = std::max(x1, p.x1),
    y1 = std::max(y1, p.y1);
  }
  if (count < kMinInk * w * h) return std::nullopt;
  // The glyph's own box, and the colour and contrast of its ink.
  const int gw = x1 - x0 + 1, gh = y1 - y0 + 1;
  std::vector<std::uint8_t> glyph(static_cast<std::size_t>(gw * gh), 0);
  std::vector<float> chromas, contrasts;
  for (int y = y0; y <= y1; ++y)
    for (int x = x0; x <= x1; ++x) {
      if (!ink[static_cast<std::size_t>(y * w + x)]) continue;
      glyph[static_cast<std::size_t>((y - y0) * gw + (x - x0))] = 1;
      const Lab px = to_lab_tabulated(img.at(b.x0 + x, b.y0 + y));
      chromas.push_back(chroma(px));
      contrasts.push_back(std::abs(px.l - fill));
    }
  const double pitch = g.pitch();
  return CellMark{glyph_from_mask(glyph, gw, gh), median_of(chromas) > kColoured,
                  median_of(contrasts), gw / pitch, gh / pitch};
}

std::vector<std::optional<CellMark>> board_givens(const Image& img, const Grid& g) {
  std::vector<std::optional<CellMark>> out;
  float strongest = 0;
  for (int r = 0; r < g.rows(); ++r)
    for (int c = 0; c < g.cols(); ++c) {
      out.push_back(cell_mark(img, g, r, c));
      if (out.back() && !out.back()->coloured)
        strongest = std::max(strongest, out.back()->contrast);
    }
  for (auto& mark : out)
    if (mark && (mark->coloured || mark->contrast < kGivenShare * strongest)) mark.reset();
  return out;
}

}  // namespace dg::vision
