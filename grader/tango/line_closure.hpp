// One line's own fixed point under the single-line rules of tier <= cap: every cell those rules
// force when run on that line alone, again and again, until they find nothing new. The closure
// (closure.cpp) calls this for every line a new cell touches, so it is the generator's hottest
// code: lines of up to kMemoMaxSize cells have few states (3^6 cell states x 3^5 sign states =
// 177,147 for n = 6), and for them the answer comes from a table filled in as states come up.
#pragma once

#include "grader/tango/grid.hpp"

namespace dg::tango {

inline constexpr int kMemoMaxSize = 6;

// The unknown cells of line `v` (length n) forced by the single-line rules of tier <= cap, run to
// the line's fixed point. A line the rules find impossible, or whose known cells (before or after
// those deductions) break a rule, has a cell in both masks.
// `ranged`: whether the line's range may differ from the classic n/2 (Grid::ranged); a caller
// that knows every line is classic passes false and skips the check that guards the tables.
Forced close_line(int cap, int n, const LineView& v, bool ranged = true);

}  // namespace dg::tango
