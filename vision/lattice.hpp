// Internal: checking a located grid against the colour field, for boards whose inner lines are
// faint or missing (grey lines over a saturated region of the same lightness, a run of given
// Tango cells with no line between them). The line search (locate_grid) works on L* alone and
// may then settle on every other line; this step looks at colour differences instead.
#pragma once

#include "vision/grid.hpp"
#include "vision/image.hpp"

namespace dg::vision {

// The game's board sizes, for judging a lattice: rows and columns in min_side..max_side, even
// when `even`, and as many rows as columns when `square` (Queens). `squarish` (Tango, whose
// classic board is square but which also has rectangles): a lattice that is not square is squared
// up where the colour field marks the missing lines; then any lattice loses the end bands that
// the other axis's lines do not run through (page furniture); a board that is really a rectangle
// stays one.
struct SideRange {
  int min_side = 1, max_side = 30;
  bool even = false;
  bool square = false;
  bool squarish = false;
  bool allows(int n) const { return n >= min_side && n <= max_side && (!even || n % 2 == 0); }
};

// `g`, or `g` with every cell split into k x k cells (k = 2 or 3) when the colour field says the
// finer lattice is the board: colour changes (lines, region borders, fills) happen only on
// lattice lines, so the true lattice's every line carries a colour ridge or step across most of
// the board while the middles of its cells are quiet. A split is taken when its new lines are
// clearly marked and stand out from the middles of the new cells, on both axes, and the new size
// is allowed. A coarse comb (5 cells or fewer) may instead take a split of another pitch, found
// freely against the colour field (its ends took a page's frame or a crop's margin for lines).
// Ends are then fitted (lines restored beyond them, see lattice.cpp), the lattice is refitted
// to its thin inner lines when they say so clearly, and a square game's board found a cell or
// two short on one axis is extended toward square with a fainter colour bar, or one a band or
// two long loses the end bands the other axis's lines cross least (`squarish`: any lattice
// loses those they do not cross).
Grid finest_lattice(const Image& img, const Grid& g, const SideRange& sides);

}  // namespace dg::vision
