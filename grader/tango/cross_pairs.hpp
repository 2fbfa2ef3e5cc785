// The cross_line deduction (the rule is explained in rules_trial.cpp), shared by the engine rule
// and the generator's closure: one sweep over every pair of neighbouring parallel lines.
#pragma once

#include <functional>

#include "grader/tango/grid.hpp"

namespace dg::tango {

// Called for a pair of lines l1, l1 + 1 with the cells the rule forces in each (unknown cells
// only, at least one). Sets them in the grid and returns whether the sweep goes on.
using PairForcedFn = std::function<bool(int l1, Forced f1, Forced f2)>;

// Sweeps the row pairs, then the column pairs. Every line's completions are listed once at the
// start, so pairs visited after `on_forced` set cells work from lists that may be a little stale;
// those are supersets of the current ones, so what they force still holds. Returns false (and
// marks the grid broken) when some pair has no pair of completions that fits.
bool sweep_line_pairs(Grid& g, const PairForcedFn& on_forced);

}  // namespace dg::tango
