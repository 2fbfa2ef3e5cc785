// The 8 symmetries of a rectangular board (rotations and reflections), used for canonical keys:
// the same puzzle turned or mirrored must get the same key. Symmetries 1, 3, 6 and 7 swap the
// board's rows and cols.
#pragma once

#include "solver/common/cell.hpp"

namespace dg {

inline constexpr int kSymmetries = 8;

inline bool swaps_dims(int sym) { return sym == 1 || sym == 3 || sym == 6 || sym == 7; }

// Where cell c of a rows x cols board lands under symmetry `sym` (0 = identity).
inline Cell transform(Cell c, int sym, int rows, int cols) {
  const int r = c.row, k = c.col;
  switch (sym) {
    case 1: return {k, rows - 1 - r};             // rotate 90 clockwise
    case 2: return {rows - 1 - r, cols - 1 - k};  // rotate 180
    case 3: return {cols - 1 - k, r};             // rotate 270
    case 4: return {r, cols - 1 - k};             // mirror left-right
    case 5: return {rows - 1 - r, k};             // mirror top-bottom
    case 6: return {k, r};                        // transpose
    case 7: return {cols - 1 - k, rows - 1 - r};  // anti-transpose
    default: return c;
  }
}

}  // namespace dg
