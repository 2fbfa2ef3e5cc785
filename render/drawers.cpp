// The table of game drawers: the one place that lists them.
#include "render/draw.hpp"
#include "render/queens/draw.hpp"
#include "render/sudoku/draw.hpp"
#include "render/tango/draw.hpp"
#include "render/tents/draw.hpp"
#include "render/zip/draw.hpp"

namespace dg::render {

std::span<const Drawer> all_drawers() {
  static const Drawer drawers[] = {
      queens_drawer(),
      tango_drawer(),
      zip_drawer(),
      tents_drawer(),
      sudoku_drawer(),
  };
  return drawers;
}

}  // namespace dg::render
