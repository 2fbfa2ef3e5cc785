// Internal: the data block of one puzzle on the page, everything its script needs: the puzzle
// (interchange JSON), the solution (to name a wrong mark), the caption, and the grader's steps
// with their facts (graded_steps.hpp).
#pragma once

#include <nlohmann/json.hpp>

#include "page/page.hpp"
#include "solver/common/expected.hpp"

namespace dg::page {

// {"game", "caption", "note", "tier", "ref", "puzzle", "solution", "steps"}, where "ref" is the
// puzzle's canonical key (what the page's "Copy my times" names it by). Error (naming the caption)
// when the puzzle cannot be played: no grader for its game, a variant the grader refuses, a given
// solution that is not the puzzle's, not exactly one solution, or a count or grading that did not
// finish within `budget` (its deadline also bounds the grading).
Expected<nlohmann::json> puzzle_data(const Item& item, const Budget& budget);

// The Queens region colours as CSS hex strings ("#44bb99"), the palette render/ draws with.
nlohmann::json region_palette();
// What a player calls each palette colour, in the palette's order (render/palette.hpp).
nlohmann::json region_colour_names();

}  // namespace dg::page
