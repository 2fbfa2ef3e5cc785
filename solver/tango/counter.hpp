// Exact solution counters for Tango. Three independent methods that tests run side by side:
//  - count_solutions: the production counter, row-by-row search over precomputed valid lines
//    with the column state kept in bitmasks.
//  - count_solutions_cp: CP-style search (cell domains, propagation to a fixed point of the
//    rules, branch on the most constrained cell).
//  - count_solutions_brute: products of per-row candidates checked with check_solution, for
//    n <= 6 (tests only).
// Contract (all three): see dg::CountResult in solver/common/count.hpp. `limit` >= 1 (smaller
// values act as 1). Solutions come back as Solution rows of '0'/'1'.
#pragma once

#include "solver/common/count.hpp"
#include "solver/tango/model.hpp"

namespace dg::tango {

using Count = CountResult<Solution>;

Count count_solutions(const Puzzle& p, int limit = 2, Budget budget = {});
Count count_solutions_cp(const Puzzle& p, int limit = 2, Budget budget = {});
// Pre: p.n <= 6 (enumeration cost grows as 14^6 for an empty 6x6). Larger boards return
// complete == false without searching.
Count count_solutions_brute(const Puzzle& p, int limit = 2);

}  // namespace dg::tango
