// "Exactly one solution?" for the generator's removal loop, tens of times per puzzle, without
// building a Puzzle. Boards up to 8x8: the set counter (solver/tango/line_clues.hpp) straight from
// the clues; its arc consistency between rows and columns already finds every cell the line rules
// would (line_completion is complete for one line), so a screen by the rules first only cost time
// (6x6 generate x2000: 425M instructions with the line-tier screen, 390M without, before the
// counter's tables). Larger boards: sound rules that solve the clues prove them unique; where
// they stall, the row DFS counts from the grid they closed (same solutions, fewer candidates).
// Rectangles, odd sides and per-line counts: the rules, then the exact counter on the puzzle.
#pragma once

#include <span>

#include "generator/tango/clues.hpp"
#include "grader/tango/grid.hpp"
#include "solver/tango/line_clues.hpp"

namespace dg::tango {

// The clues of a grader grid, known cells included (grader Grid and LineClues share a layout).
LineClues line_clues_of(const Grid& g);

// Whether the clues `kept` of `pool` have exactly one solution. Above 8x8: solved by the rules up
// to `screen_tier`, else counted (limit 2) from the grid those rules closed.
bool has_one_solution(const CluePool& pool, std::span<const int> kept, int screen_tier);

// Whether a whole puzzle has exactly one solution by the exact counter, under the same node
// budget as has_one_solution (a count cut short reads as "not unique").
bool counted_unique(const Puzzle& p);

}  // namespace dg::tango
