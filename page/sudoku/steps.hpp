// Internal: Sudoku on the page: each step's facts (graded_steps.hpp), and the game's entry in
// the page's table (page/page_games.cpp).
#pragma once

#include <string>
#include <string_view>

#include "page/graded_steps.hpp"
#include "page/hint_words.hpp"

namespace dg::page {

GradedSteps sudoku_steps(const AnyPuzzle& puzzle);

// The technique a rule of the Sudoku grader's table applies, as players name it ("Hidden single",
// "X-Wing"); "" for an id the table does not have.
std::string sudoku_technique(std::string_view rule);

// The game's entry: its steps, the puzzle keys its script reads, the script, its stylesheet and
// the help line.
PageGame sudoku_page();

// Its hints in players' words (page/sudoku/hint_words.cpp).
GameHintWords sudoku_hint_words();

}  // namespace dg::page
