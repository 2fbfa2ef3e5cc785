// Internal: what the games' overlays (vision/<game>/overlay.cpp, Reader::overlay) draw with, on
// the cairo context write_overlay (overlay.hpp) gives them.
#pragma once

#include <cairo.h>

#include <cstddef>

#include "vision/grid.hpp"

namespace dg::vision {

inline constexpr double kPi = 3.14159265358979323846;

struct Centre {
  double x, y;
};

inline Centre centre(const Grid& g, int r, int c) {
  return {(g.xs[static_cast<std::size_t>(c)] + g.xs[static_cast<std::size_t>(c) + 1]) / 2,
          (g.ys[static_cast<std::size_t>(r)] + g.ys[static_cast<std::size_t>(r) + 1]) / 2};
}

inline void disc(cairo_t* cr, Centre at, double radius) {
  cairo_new_sub_path(cr);
  cairo_arc(cr, at.x, at.y, radius, 0, 2 * kPi);
}

}  // namespace dg::vision
