// Queens' overlay (Reader::overlay): the solution drawn over the screenshot it was read from.
#include <cairo.h>

#include <algorithm>
#include <string>

#include "vision/overlay_draw.hpp"
#include "vision/queens/read.hpp"

namespace dg::vision {

void draw_queens_overlay(cairo_t* cr, const Grid& g, const nlohmann::json& /*puzzle*/,
                         const nlohmann::json& solution) {
  const double p = g.pitch();
  for (std::size_t r = 0; r < solution.size(); ++r) {
    const Centre at = centre(g, static_cast<int>(r), solution[r].get<int>());
    disc(cr, at, 0.28 * p);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_fill(cr);
    disc(cr, at, 0.22 * p);
    cairo_set_source_rgb(cr, 0.05, 0.05, 0.05);
    cairo_fill(cr);
  }
}

}  // namespace dg::vision
