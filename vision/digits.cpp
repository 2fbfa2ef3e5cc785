// Digit (and letter) templates drawn with cairo at 120 px and reduced to glyphs exactly as the
// screenshots' glyphs are.
#include "vision/digits.hpp"

#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>

#include "solver/common/cairo_text.hpp"

namespace dg::vision {

namespace {

constexpr std::size_t kSymbolCount = sizeof kSymbols - 1;

std::array<Glyph, kSymbolCount> draw_templates() {
  std::array<Glyph, kSymbolCount> out;
  constexpr int kSide = 160;
  for (std::size_t d = 0; d < kSymbolCount; ++d) {
    cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_A8, kSide, kSide);
    cairo_t* cr = cairo_create(s);
    set_text_options(cr);  // the templates must not depend on what the process drew before
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
    cairo_set_font_size(cr, 120);
    const std::string text(1, kSymbols[d]);
    cairo_move_to(cr, 20, 135);
    cairo_show_text(cr, text.c_str());
    cairo_destroy(cr);
    cairo_surface_flush(s);
    const unsigned char* data = cairo_image_surface_get_data(s);
    const int stride = cairo_image_surface_get_stride(s);
    std::vector<std::uint8_t> mask(kSide * kSide);
    for (int y = 0; y < kSide; ++y)
      for (int x = 0; x < kSide; ++x)
        mask[static_cast<std::size_t>(y * kSide + x)] = data[y * stride + x] >= 128 ? 1 : 0;
    cairo_surface_destroy(s);
    out[d] = glyph_from_mask(mask, kSide, kSide);
  }
  return out;
}

const std::array<Glyph, kSymbolCount>& templates() {
  static const std::array<Glyph, kSymbolCount> t = draw_templates();
  return t;
}

}  // namespace

Glyph glyph_from_mask(const std::vector<std::uint8_t>& mask, int w, int h) {
  int x0 = w, x1 = -1, y0 = h, y1 = -1;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      if (mask[static_cast<std::size_t>(y * w + x)]) {
        x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
      }
  Glyph g;
  if (x1 < 0) return g;
  const int bw = x1 - x0 + 1, bh = y1 - y0 + 1;
  g.aspect = static_cast<double>(bw) / bh;
  // Area sampling: each glyph cell averages the mask pixels whose centres fall in it; a box
  // thinner than the grid (a "1" is 2 px wide in a small screenshot) repeats its pixels.
  for (int gy = 0; gy < kGlyphH; ++gy)
    for (int gx = 0; gx < kGlyphW; ++gx) {
      const int sx0 = x0 + gx * bw / kGlyphW, sx1 = std::max(sx0 + 1, x0 + (gx + 1) * bw / kGlyphW);
      const int sy0 = y0 + gy * bh / kGlyphH, sy1 = std::max(sy0 + 1, y0 + (gy + 1) * bh / kGlyphH);
      int ink = 0, total = 0;
      for (int y = sy0; y < sy1; ++y)
        for (int x = sx0; x < sx1; ++x) {
          ink += mask[static_cast<std::size_t>(y * w + x)];
          ++total;
        }
      g.ink[static_cast<std::size_t>(gy * kGlyphW + gx)] =
          static_cast<float>(ink) / static_cast<float>(total);
    }
  return g;
}

double digit_distance(const Glyph& g, int d) {
  return symbol_distance(g, static_cast<char>('0' + d));
}

double symbol_distance(const Glyph& g, char symbol) {
  const std::string_view symbols(kSymbols);
  const auto at = symbols.find(symbol);
  if (at == std::string_view::npos) return 1e9;
  const Glyph& t = templates()[at];
  double sum = 0;
  for (std::size_t i = 0; i < g.ink.size(); ++i)
    sum += (g.ink[i] - t.ink[i]) * (g.ink[i] - t.ink[i]);
  const double shape = sum / static_cast<double>(g.ink.size());
  const double aspect = std::log(std::max(g.aspect, 0.05) / std::max(t.aspect, 0.05));
  return shape * 4 + aspect * aspect;
}

}  // namespace dg::vision
