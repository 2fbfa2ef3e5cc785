// Zip' overlay (Reader::overlay): the solution drawn over the screenshot it was read from.
#include <cairo.h>

#include <algorithm>
#include <string>

#include "vision/overlay_draw.hpp"
#include "vision/zip/read.hpp"

namespace dg::vision {

void draw_zip_overlay(cairo_t* cr, const Grid& g, const nlohmann::json& /*puzzle*/,
                      const nlohmann::json& solution) {
  const double p = g.pitch();
  for (std::size_t i = 0; i < solution.size(); ++i) {
    const Centre at = centre(g, solution[i][0].get<int>(), solution[i][1].get<int>());
    if (i == 0)
      cairo_move_to(cr, at.x, at.y);
    else
      cairo_line_to(cr, at.x, at.y);
  }
  cairo_set_line_width(cr, 0.3 * p);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_source_rgba(cr, 0.95, 0.45, 0.1, 0.6);
  cairo_stroke(cr);
}

}  // namespace dg::vision
