// Exact solution counters for Tango. Independent methods that tests run side by side:
//  - count_solutions: the production counter. Classic boards (is_classic): row-by-row search over
//    precomputed valid lines with the column state kept in bitmasks; every other board (the
//    paper's options) goes to count_solutions_rows.
//  - count_solutions_rows: the general row-by-row counter for every option (count_rows.cpp).
//  - count_solutions_cp: CP-style search (cell domains, propagation to a fixed point of the
//    rules, branch on the most constrained cell).
//  - count_solutions_profile: a transfer-matrix count over rows, memoised on what the rows to come
//    can see of the rows placed (count_profile.cpp); fast where the others enumerate tens of
//    millions of grids one by one (7x7 near balance, the 8x8 torus). It lists the first
//    solutions by walking its memo, so when its budget runs out it lists none (the count is then
//    a lower bound, as for the others).
//  - count_solutions_brute: products of per-row candidates checked with check_solution, for
//    boards of at most 36 cells and 6 columns (tests only).
//  - the generator's counters on per-line clues, count only (line_clues.hpp): the set counter
//    (count_line_bits, up to 8x8) and this file's row DFS (count_line_rows).
// Contract (the solution counters): see dg::CountResult in solver/common/count.hpp. `limit` >= 1
// (smaller values act as 1). Solutions come back as Solution rows of '0'/'1'.
#pragma once

#include "solver/common/count.hpp"
#include "solver/tango/model.hpp"

namespace dg::tango {

using Count = CountResult<Solution>;

Count count_solutions(const Puzzle& p, int limit = 2, Budget budget = {});
Count count_solutions_rows(const Puzzle& p, int limit = 2, Budget budget = {});
Count count_solutions_cp(const Puzzle& p, int limit = 2, Budget budget = {});
Count count_solutions_profile(const Puzzle& p, int limit = 2, Budget budget = {});
// Pre: at most 36 cells and 6 columns (enumeration cost grows as 14^6 for an empty 6x6). Larger
// boards return complete == false without searching.
Count count_solutions_brute(const Puzzle& p, int limit = 2);

}  // namespace dg::tango
