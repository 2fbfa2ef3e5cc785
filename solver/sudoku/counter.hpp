// Exact solution counters for Sudoku. Two independent methods that tests run side by side, and a
// plain one for tiny boards:
//  - count_solutions: the production counter, candidates as bitsets with naked and hidden
//    singles propagated to a fixed point, then a branch on the cell with the fewest candidates
//    (MRV). 9x9 uniqueness checks take tens of microseconds (tests/bench/bench_sudoku.cpp).
//    Boards of at most 64 cells (4x4, 6x6, 8x8) run the same search on one cell mask per digit
//    (count_masks.cpp): the same nodes and solutions, in about half the time.
//  - count_solutions_dlx: exact cover (Knuth's dancing links) over the 4 n^2 constraints (a
//    digit in each cell; each digit once in each row, column and box), branching on the
//    constraint with the fewest options.
//  - count_solutions_brute: cells in row-major order, each digit not yet in its row, column or
//    box, no propagation; boards of n <= 6 only (tests).
// Contract (all three): see dg::CountResult in solver/common/count.hpp; `limit` >= 1 (smaller
// values act as 1). Solutions are full grids, row-major. A node is one search node (a branch
// taken); guesses count branch points with 2+ options.
#pragma once

#include "solver/common/count.hpp"
#include "solver/sudoku/model.hpp"

namespace dg::sudoku {

using Count = CountResult<Solution>;

Count count_solutions(const Puzzle& p, int limit = 2, Budget budget = {});
Count count_solutions_dlx(const Puzzle& p, int limit = 2, Budget budget = {});
// The solutions of `p` whose cell `cell` (open in `p`) does not hold `digit`, by the bitset
// counter. With a known solution S holding `digit` there, p has S alone exactly when this finds
// none: the generator's removal check, which need not walk back to S (generator/sudoku/dig.cpp).
Count count_solutions_avoiding(const Puzzle& p, int cell, int digit, int limit = 1,
                               Budget budget = {});
// n > 6: complete == false without searching.
Count count_solutions_brute(const Puzzle& p, int limit = 2, Budget budget = {});

}  // namespace dg::sudoku
