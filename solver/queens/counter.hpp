// Exact solution counters for Queens. Three independent methods that tests run side by side:
//  - count_solutions: the production counter, a bitmask backtracking search.
//  - count_solutions_cp: CP-style enumeration (propagate to a fixed point, branch on the most
//    constrained row/column/region).
//  - count_solutions_brute: every permutation of columns, for n <= 9 (tests only).
// Contract (all three): see dg::CountResult in solver/common/count.hpp. `limit` >= 1.
#pragma once

#include "solver/common/count.hpp"
#include "solver/queens/model.hpp"

namespace dg::queens {

using Count = CountResult<Solution>;

Count count_solutions(const Puzzle& p, int limit = 2, Budget budget = {});
Count count_solutions_cp(const Puzzle& p, int limit = 2, Budget budget = {});
// Pre: p.n <= 9.
Count count_solutions_brute(const Puzzle& p, int limit = 2);

}  // namespace dg::queens
