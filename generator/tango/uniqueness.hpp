// "Exactly one solution?" for the generator's removal loop, tens of times per puzzle. Sound rules
// that solve the clues prove them unique; where the rules stall, the exact counter takes over from
// the grid the rules left (same solutions as the clues, far fewer candidate lines), so nothing is
// counted from scratch and no Puzzle is built.
#pragma once

#include <span>

#include "generator/tango/clues.hpp"
#include "grader/tango/grid.hpp"
#include "solver/tango/line_clues.hpp"

namespace dg::tango {

// The clues of a grader grid, known cells included (grader Grid and LineClues share a layout).
LineClues line_clues_of(const Grid& g);

// Whether the clues `kept` of `pool` have exactly one solution: solved by the rules up to
// `screen_tier`, else counted (limit 2) from the grid those rules closed.
bool has_one_solution(const CluePool& pool, std::span<const int> kept, int screen_tier);

}  // namespace dg::tango
