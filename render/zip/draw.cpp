// Zip: numbered black circles, walls as thick bars on cell edges, and the solution as a thick
// path through the cell centres, drawn under the numbers.
#include <cmath>

#include "render/zip/draw.hpp"

namespace dg::render {

void draw_zip(cairo_t* cr, const nlohmann::json& puzzle, const nlohmann::json& solution,
              double cell, const Options&) {
  const int rows = puzzle.at("rows").get<int>(), cols = puzzle.at("cols").get<int>();
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_rectangle(cr, 0, 0, cols * cell, rows * cell);
  cairo_fill(cr);
  grid_lines(cr, rows, cols, cell);
  if (solution.is_array() && !solution.empty()) {
    cairo_set_source_rgba(cr, 0.85, 0.35, 0.1, 0.85);
    cairo_set_line_width(cr, cell * 0.32);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    bool first = true;
    for (const auto& step : solution) {
      const double x = (step[1].get<int>() + 0.5) * cell, y = (step[0].get<int>() + 0.5) * cell;
      if (first)
        cairo_move_to(cr, x, y);
      else
        cairo_line_to(cr, x, y);
      first = false;
    }
    cairo_stroke(cr);
  }
  if (puzzle.contains("walls")) {
    cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
    cairo_set_line_width(cr, cell * 0.12);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    for (const auto& w : puzzle["walls"]) {
      const int r1 = w[0][0].get<int>(), c1 = w[0][1].get<int>();
      const int r2 = w[1][0].get<int>(), c2 = w[1][1].get<int>();
      if (r1 == r2) {  // side by side: a vertical bar on the shared edge
        const double x = std::max(c1, c2) * cell;
        cairo_move_to(cr, x, r1 * cell);
        cairo_line_to(cr, x, (r1 + 1) * cell);
      } else {  // one above the other: a horizontal bar
        const double y = std::max(r1, r2) * cell;
        cairo_move_to(cr, c1 * cell, y);
        cairo_line_to(cr, (c1 + 1) * cell, y);
      }
    }
    cairo_stroke(cr);
  }
  int number = 0;
  for (const auto& wp : puzzle.at("waypoints")) {
    ++number;
    const double x = (wp[1].get<int>() + 0.5) * cell, y = (wp[0].get<int>() + 0.5) * cell;
    cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
    disc(cr, x, y, cell * 0.3);
    cairo_set_source_rgb(cr, 1, 1, 1);
    centred_text(cr, std::to_string(number), x, y, cell * (number >= 10 ? 0.28 : 0.34));
  }
  outer_border(cr, rows, cols, cell);
}

Drawer zip_drawer() {
  return {"zip", draw_zip, nullptr};
}

}  // namespace dg::render
