// A cheap certificate that a removal test fails: a second solution of the trial puzzle that
// differs from the planted path only within a few legs around the removed number.
//
// Why: in a removal pass at a rule tier (regions, parity, contradiction), most trials the basic
// tier leaves open are refused because they have a second solution (7x7 parity: 8.8 of 47 trials
// a candidate, 54% of the generation time, 96% of them not unique), and the rules only find that
// out by running every look-ahead sweep to a standstill. No sound rule solves a puzzle with two
// solutions, so a second solution found any other way refuses the trial with the same verdict.
//
// The search: the trial's numbers at path positions p_0 < ... < p_{k-1}; the removed number merged
// legs m and m + 1 of the old puzzle into leg m of the trial. A window of legs m - w + 1 .. m + w
// covers the path cells p_lo .. p_hi; a different Hamiltonian path of those cells from the cell at
// p_lo to the one at p_hi that passes the window's inner numbers in order, glued to the planted
// path outside the window, is a second solution of the whole trial. The depth-first search obeys
// the trial's basic fixed point (no off edge, every on edge), which every solution does.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "grader/zip/grid.hpp"
#include "solver/zip/model.hpp"

namespace dg::zip {

class LocalAlternative {
 public:
  // `path`: the planted solution (every trial of the pass shares it).
  explicit LocalAlternative(const Puzzle& p, const Solution& path);

  // Whether a solution of g's puzzle other than the planted path exists that differs from it only
  // within the legs m - w + 1 .. m + w (clipped to the puzzle), found within `nodes` search steps
  // per window, for w = 2 .. max_w. `g`: the trial at its basic fixed point, agreeing with the
  // path; `merged_leg`: m. False says nothing (no alternative there, or the budget ran out).
  bool found(const Grid& g, int merged_leg, int max_w, int nodes);

 private:
  bool window(const Grid& g, int lo, int hi, int first_inner, int last_inner);
  bool dfs(const Grid& g, int head, int from, int depth, int next_rank, bool differs);
  int open_sides(const Grid& g, int u, int head) const;

  int n_ = 0;
  std::vector<int> order_;        // path position -> cell index
  std::vector<int> pos_;          // cell index -> path position
  std::vector<int> number_pos_;   // the trial's numbers' path positions, in order (scratch)
  std::vector<int> rank_;         // per cell: order of a window's inner number, -1 for others
  std::vector<std::uint8_t> in_;  // per cell: in the window and not yet on the new route
  // The window being searched: its first path position and size, its last cell and the cell
  // after it on the path (-1 at the path's end), search steps left.
  int lo_ = 0, total_ = 0, target_ = 0, after_ = -1, budget_ = 0;
};

}  // namespace dg::zip
