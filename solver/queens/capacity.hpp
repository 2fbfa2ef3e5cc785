// How many queens a set of cells can hold without two attacking each other: the check behind
// "a region with fewer cells than its count can hold" when a puzzle is read.
#pragma once

#include <vector>

#include "solver/queens/model.hpp"

namespace dg::queens {

// min(need, the largest set of cells in `cells` that attack no other), found by a small
// branch-and-bound search. The search stops at `need`; if it runs out of its node budget first it
// returns `need` (the puzzle is then accepted and a counter finds any impossibility).
// Pre: p's dimensions and attack options are set; cells are on the board.
int capacity(const Puzzle& p, const std::vector<Cell>& cells, int need);

}  // namespace dg::queens
