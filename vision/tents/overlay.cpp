// Tents' overlay (Reader::overlay): the solution drawn over the screenshot it was read from.
#include <cairo.h>

#include <algorithm>
#include <string>

#include "vision/overlay_draw.hpp"
#include "vision/tents/read.hpp"

namespace dg::vision {

// Tents: an orange triangle in each tent's cell the picture does not already show.
void draw_tents_overlay(cairo_t* cr, const Grid& g, const nlohmann::json& puzzle,
                        const nlohmann::json& solution) {
  const double p = g.pitch();
  const nlohmann::json given = puzzle.value("tents", nlohmann::json::array());
  for (const auto& cell : solution) {
    if (std::find(given.begin(), given.end(), cell) != given.end()) continue;
    const Centre at = centre(g, cell[0].get<int>(), cell[1].get<int>());
    cairo_move_to(cr, at.x, at.y - 0.3 * p);
    cairo_line_to(cr, at.x + 0.32 * p, at.y + 0.28 * p);
    cairo_line_to(cr, at.x - 0.32 * p, at.y + 0.28 * p);
    cairo_close_path(cr);
  }
  cairo_set_source_rgba(cr, 0.95, 0.45, 0.1, 0.85);
  cairo_fill(cr);
}

}  // namespace dg::vision
