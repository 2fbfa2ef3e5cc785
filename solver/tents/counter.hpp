// Exact solution counters for Tents. Three independent methods that tests run side by side:
//  - count_solutions: the production counter, a CP search over cells (tent or grass) with
//    propagation of touching, line counts, trees with one candidate left and a matching test
//    (every tree and every tent must still be pairable), branching on the cell of the tree with
//    the fewest candidates.
//  - count_solutions_dfs: a search over trees, each choosing its tent among its neighbours, with
//    line counts as it goes; a tent set is counted once, for its lexicographically first pairing.
//  - count_solutions_brute: every set of as many tents as trees among the cells next to a tree,
//    checked with check_solution, for boards with at most 24 such cells (tests only).
// Contract (all three): see dg::CountResult in solver/common/count.hpp; `limit` >= 1 (smaller
// values act as 1). Solutions are sorted tent cells.
#pragma once

#include "solver/common/count.hpp"
#include "solver/tents/model.hpp"

namespace dg::tents {

using Count = CountResult<Solution>;

Count count_solutions(const Puzzle& p, int limit = 2, Budget budget = {});
Count count_solutions_dfs(const Puzzle& p, int limit = 2, Budget budget = {});
// More than 24 candidate cells: complete == false without searching.
Count count_solutions_brute(const Puzzle& p, int limit = 2);

}  // namespace dg::tents
