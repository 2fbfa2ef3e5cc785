// Queens: regions as flat colours from a fixed palette, thick borders between regions (so the
// board still reads in greyscale or for colour-blind players), optionally each region's letter in
// the top-left corner of its cells (the letters of the text format), queens as black crowns.
#include <cmath>

#include "render/draw.hpp"
#include "render/palette.hpp"
#include "solver/queens/model.hpp"

namespace dg::render {

namespace {

void crown(cairo_t* cr, double x, double y, double cell) {
  const double w = cell * 0.56, h = cell * 0.42;
  const double left = x - w / 2, base = y + h / 2, top = y - h / 2;
  cairo_move_to(cr, left, base);
  cairo_line_to(cr, left, top + h * 0.15);
  cairo_line_to(cr, left + w * 0.25, top + h * 0.55);
  cairo_line_to(cr, x, top);
  cairo_line_to(cr, left + w * 0.75, top + h * 0.55);
  cairo_line_to(cr, left + w, top + h * 0.15);
  cairo_line_to(cr, left + w, base);
  cairo_close_path(cr);
  cairo_set_source_rgb(cr, 0.08, 0.08, 0.08);
  cairo_fill(cr);
}

}  // namespace

void draw_queens(cairo_t* cr, const nlohmann::json& puzzle, const nlohmann::json& solution,
                 double cell, const Options& options) {
  const auto& regions = puzzle.at("regions");
  const int n = static_cast<int>(regions.size());
  auto region = [&](int r, int c) {
    return regions[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)].get<int>();
  };
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const Rgb& rgb = region_colour(region(r, c));
      cairo_set_source_rgb(cr, rgb.r, rgb.g, rgb.b);
      cairo_rectangle(cr, c * cell, r * cell, cell, cell);
      cairo_fill(cr);
    }
  grid_lines(cr, n, n, cell);
  cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
  cairo_set_line_width(cr, cell * 0.07);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      if (c + 1 < n && region(r, c) != region(r, c + 1)) {
        cairo_move_to(cr, (c + 1) * cell, r * cell);
        cairo_line_to(cr, (c + 1) * cell, (r + 1) * cell);
      }
      if (r + 1 < n && region(r, c) != region(r + 1, c)) {
        cairo_move_to(cr, c * cell, (r + 1) * cell);
        cairo_line_to(cr, (c + 1) * cell, (r + 1) * cell);
      }
    }
  cairo_stroke(cr);
  outer_border(cr, n, n, cell);
  if (options.letters) {
    cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c)
        centred_text(cr, std::string(1, queens::region_letter(region(r, c))), (c + 0.2) * cell,
                     (r + 0.22) * cell, cell * 0.26);
  }
  if (solution.is_array())
    for (int r = 0; r < n && r < static_cast<int>(solution.size()); ++r)
      crown(cr, (solution[static_cast<std::size_t>(r)].get<int>() + 0.5) * cell, (r + 0.5) * cell,
            cell);
}

}  // namespace dg::render
