// Where a board lies in an image: the pixel positions of its grid lines, outer borders included,
// so cell (row r, col c) spans xs[c]..xs[c+1] by ys[r]..ys[r+1]. Cells are square on every board
// LinkedIn draws, so both pitches agree to within a few per cent.
#pragma once

#include <vector>

#include "solver/common/expected.hpp"
#include "vision/image.hpp"

namespace dg::vision {

struct Grid {
  std::vector<double> xs, ys;  // increasing; cols + 1 and rows + 1 entries
  int rows() const { return static_cast<int>(ys.size()) - 1; }
  int cols() const { return static_cast<int>(xs.size()) - 1; }
  double pitch() const {
    return ((xs.back() - xs.front()) / cols() + (ys.back() - ys.front()) / rows()) / 2;
  }
};

// Finds the board in a whole screenshot (page or app chrome, margins, scaling, blur, JPEG, dark
// mode). Method: grid lines are thin ridges (darker or lighter than both sides) that run the
// board's full height or width; their column and row profiles give candidate lines, the longest
// evenly spaced runs of candidates give candidate combs, and a vertical and a horizontal comb of
// the same pitch whose every line really spans the other comb's extent is the board (the largest
// wins). A board cut by the image's edge gets that edge as its last line. A grid only 2 cells
// thin (a Zip board of 2 rows) counts when at least 3 cells run the other way and two of its
// cells hold number discs; any other board has at least 3x3 cells. When L* shows no grid, the
// search is repeated with ridges of a* and b* added (lines that differ in hue only), then on L*
// at half the contrast (very faint lines). Error "no grid of lines found" when nothing
// qualifies. The lattice may still be every other line of a board whose inner
// lines are faint in L*: finest_lattice (lattice.hpp) checks it against the colour field.
Expected<Grid> locate_grid(const Image& image);

}  // namespace dg::vision
