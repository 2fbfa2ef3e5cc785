// Internal: Zip on the page: each step's facts (graded_steps.hpp), and the game's entry in
// the page's table (page/page_games.cpp).
#pragma once

#include "page/graded_steps.hpp"
#include "page/hint_words.hpp"

namespace dg::page {

GradedSteps zip_steps(const AnyPuzzle& puzzle);

// The game's entry: its steps, the puzzle keys its script reads, the script and the help line.
PageGame zip_page();

// Its hints in players' words (page/zip/hint_words.cpp).
GameHintWords zip_hint_words();

}  // namespace dg::page
