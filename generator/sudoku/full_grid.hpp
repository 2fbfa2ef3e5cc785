// Random full Sudoku grids, the generator's starting point: every cell filled, each digit once per
// row, column and box. Seeded: the same Rng state gives the same grid on every platform (the
// draws are dg::Rng's own below()).
#pragma once

#include <cstdint>

#include "solver/common/rng.hpp"
#include "solver/sudoku/model.hpp"

namespace dg::sudoku {

// Backtracking search budget for one grid. A 9x9 fill takes about 100 nodes and a 12x12 a few
// hundred; the cap only stops the rare fill that wanders into a dead end deep in the board.
inline constexpr int kFillNodes = 20000;

// A random full grid of `g`'s shape: cells filled on the one with fewest options first (ties to
// the first in row-major order), each cell's options tried in a random order. Empty when the fill
// ran out of kFillNodes nodes (the caller draws again).
Solution random_full_grid(const Geometry& g, Rng& rng);

}  // namespace dg::sudoku
