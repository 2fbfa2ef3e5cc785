// Exact solution counters for Zip. Four methods that tests run side by side:
//  - count_solutions: the production counter, a depth-first search that extends the path cell by
//    cell with bitmask pruning (dead ends, connectivity, parity, waypoints) from number 1; when
//    that run needs more than 50,000 nodes, on boards at most 10 wide: quick runs (5,000 nodes)
//    from K and in the other move order, then count_solutions_frontier (below); when that gives
//    up or the board is wider, restarted runs with doubling budgets from either end and in either
//    move order, the first to settle giving the count (count_dfs.cpp). Generated (LinkedIn-like)
//    boards nearly all settle in the first run.
//    count_solutions_first_run(..., false) is the DFS alone, which tests check against the rest.
//  - count_solutions_cp: CP-style search on edges (every cell has path degree 2, the ends 1),
//    propagated to a fixed point, branching on the most constrained cell. Shares no search code
//    with the DFS.
//  - count_solutions_frontier: transfer-matrix counting over the cells row by row, the frontier
//    crossing the narrower side (count_frontier.cpp): one layer of frontier states per cell, each
//    state the path fragments crossing the frontier with the range of numbers on each, counted
//    with saturation at `limit`; two orientations race (top-down and bottom-up, or on square
//    boards the two ranked best of four) and the first to finish answers. Its cost depends on the
//    board's width and numbers, not on a search tree, so boards with no solution cost no more
//    than others. Nodes are state expansions. Besides the budget, it gives up (complete == false,
//    nodes within the budget, deadline not passed, count 0) when the states would not fit a few
//    hundred megabytes: in practice sparse boards over 11-12 wide both ways.
//  - count_solutions_brute: every path from number 1 with only the visited check, each finished
//    path checked by check_solution; for boards of at most 20 cells (tests only).
// Contract (all of them): see dg::CountResult in solver/common/count.hpp. `limit` >= 1 (smaller
// values act as 1). Solutions are full paths, solution[0] == number 1.
#pragma once

#include <cstdint>

#include "solver/common/count.hpp"
#include "solver/zip/model.hpp"

namespace dg::zip {

using Count = CountResult<Solution>;

Count count_solutions(const Puzzle& p, int limit = 2, Budget budget = {});
// count_solutions with the node budget of its first run given instead of 50,000 (>= 1), and the
// frontier stage on or off; the count is the same for any choice. Tests use small first runs to
// send small boards through the frontier stage, or with frontier = false through the restarts.
Count count_solutions_first_run(const Puzzle& p, int limit, Budget budget,
                                std::uint64_t first_run_nodes, bool frontier = true);
Count count_solutions_cp(const Puzzle& p, int limit = 2, Budget budget = {});
Count count_solutions_frontier(const Puzzle& p, int limit = 2, Budget budget = {});
// Pre: p.cells() <= 20 (the enumeration is exponential; larger boards are not refused but slow).
Count count_solutions_brute(const Puzzle& p, int limit = 2);

}  // namespace dg::zip
