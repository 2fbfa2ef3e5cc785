// "Do the rules of tier <= cap solve this grid?" for hot loops (the generator asks it tens of times
// per puzzle). The engine (grade()) runs the rules cheapest first and restarts after every step so
// the grade records which tiers were required; that order only matters for the hit counts. Every
// Tango rule is monotone (a deduction stays valid as more cells become known) and sound, so the
// rules' fixed point does not depend on the order they run in, and this closure reaches the same
// status far more cheaply:
//  - per-line rules run as one worklist over dirty lines; from tier "line" up, line_completion
//    alone (it finds every cell all completions of a line agree on, so it subsumes every other
//    single-line rule);
//  - distinct_lines (unique-lines variant) and cross_line run as whole-grid passes once the lines
//    are closed; cross_line lists every line's completions once per pass, not once per line pair;
//  - contradiction trials close the trial grid the same way and keep scanning after a success.
// Tests check that the status equals grade()'s at every cap on thousands of puzzles.
#pragma once

#include "grader/common/tier.hpp"
#include "grader/tango/grid.hpp"

namespace dg::tango {

// Runs the rules of tier <= tier_cap (-1: all) on `g` to their fixed point (left in `g`) and
// returns solved, stuck or contradiction, as grade(puzzle, tier_cap).status would.
Status close_grid(Grid& g, int tier_cap);

}  // namespace dg::tango
