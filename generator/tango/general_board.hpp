// Full grids and clue pools for the boards beyond the classic even square (generator.hpp):
// odd sides, rectangles and per-line counts. The classic board keeps its own uniform grid table
// and row sampler (random_grid.hpp, grid_table.hpp), so its puzzles stay as they were.
#pragma once

#include "generator/tango/clues.hpp"
#include "generator/tango/generator.hpp"
#include "solver/common/rng.hpp"

namespace dg::tango {

// A random full grid keeping the rules of `shape` (its size, per-line ranges and unique_lines;
// no cells): row by row, each row a random valid line of its range among those that leave the
// grid completable (the exact counter answers, within a node budget). Empty when some row found
// no line within the budget.
Solution random_board(const Puzzle& shape, Rng& rng);

// The clue pool of one random full grid for `p` (not classic). With p.counts the grid is drawn
// with any count per line and each line's count becomes its clue (row_ones / col_ones, exact).
// The pool's solution is empty when no grid was drawn.
CluePool general_pool(const Params& p, Rng& rng);

}  // namespace dg::tango
