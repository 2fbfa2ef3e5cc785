// Tango' overlay (Reader::overlay): the solution drawn over the screenshot it was read from.
#include <cairo.h>

#include <algorithm>
#include <string>

#include "vision/overlay_draw.hpp"
#include "vision/tango/read.hpp"

namespace dg::vision {

void draw_tango_overlay(cairo_t* cr, const Grid& g, const nlohmann::json& puzzle,
                        const nlohmann::json& solution) {
  const double p = g.pitch();
  for (std::size_t r = 0; r < solution.size(); ++r) {
    const std::string row = solution[r].get<std::string>();
    const std::string given = puzzle["cells"][r].get<std::string>();
    for (std::size_t c = 0; c < row.size(); ++c) {
      if (given[c] != '.') continue;  // the screenshot already shows it
      disc(cr, centre(g, static_cast<int>(r), static_cast<int>(c)), 0.22 * p);
      if (row[c] == '1')
        cairo_set_source_rgba(cr, 0.98, 0.62, 0.1, 0.85);
      else
        cairo_set_source_rgba(cr, 0.2, 0.4, 0.85, 0.85);
      cairo_fill(cr);
    }
  }
}

}  // namespace dg::vision
