// Internal: Tents on the page: each step's facts (graded_steps.hpp), and the game's entry in
// the page's table (page/page_games.cpp).
#pragma once

#include "page/graded_steps.hpp"
#include "page/hint_words.hpp"

namespace dg::page {

GradedSteps tents_steps(const AnyPuzzle& puzzle);

// The game's entry: its steps, the puzzle keys its script reads, the script and the help line.
PageGame tents_page();

// Its hints in players' words (page/tents/hint_words.cpp).
GameHintWords tents_hint_words();

}  // namespace dg::page
