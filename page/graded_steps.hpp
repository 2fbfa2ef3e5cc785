// Internal: a puzzle's grade with its trace and, for every step, what the step concluded: the
// facts the page's hints compare with the player's position. The conclusions are read off the
// grader's own working grid, before and after each step (an engine observer), so they are
// exactly what each rule deduced and need nothing from the rules themselves.
//
// A fact is a JSON array, the same shape for every step of a game:
//   Queens ["q", r, c] a queen (a star) on (r, c)   ["x", r, c] none on (r, c); every board of
//          the family: LinkedIn's grid for LinkedIn boards, the family's grid for the others
//   Tango  ["v", r, c, 1] a sun on (r, c)     ["v", r, c, 0] a moon
//   Zip    ["on", r1, c1, r2, c2] the path steps between the two cells; ["off", ...] it does not
//   Tents  ["t", r, c] a tent on (r, c)      ["g", r, c] grass (no tent)
//   Sudoku ["v", r, c, d] digit d in (r, c)  ["x", r, c, d] d removed from (r, c)'s candidates
// (0-based; a Zip edge names its cells in reading order).
#pragma once

#include <span>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "grader/common/grade.hpp"
#include "page/hint_words.hpp"
#include "solver/common/game.hpp"

namespace dg::page {

struct GradedSteps {
  Grade grade;
  // [{"rule", "cells": [[r, c], ...], "text", "facts": [fact, ...]}, ...]: trace_to_json's steps
  // (the words of `grade --explain`) with each step's facts added; a game may add "name", the
  // step's technique in players' words, which the page shows instead of the rule id.
  nlohmann::json steps = nlohmann::json::array();
};

// Grades `puzzle` with every tier, recording each step's facts. Pre: the game's grader accepts
// the puzzle (graders.hpp unsupported_reason is empty).
using GradeStepsFn = GradedSteps (*)(const AnyPuzzle& puzzle);

// One game on the page: each game builds its entry in page/<game>/steps.cpp, and the table
// (page/page_games.cpp) lists them.
struct PageGame {
  std::string_view game;
  GradeStepsFn steps;
  // The keys of the puzzle JSON (docs/formats.md) the game's script reads; an empty list is not
  // checked. A key the model learns later (a new variant) is then refused by name until the
  // script plays it, instead of being silently ignored.
  std::span<const std::string_view> keys;
  // The game's script (page/<game>/<game>.js, embedded by page/CMakeLists.txt): it sets
  // GAMES.<game> for app.js. Scripts go in table order between board.js and hints.js.
  std::string_view script;
  // How to play it, one sentence of HTML for the page's footer (taps, drags, its keys).
  std::string_view help;
  // The game's own stylesheet (page/<game>/<game>.css), after page.css; "" for none.
  std::string_view style = {};
  // Its hints in players' words: a sentence per rule (page/<game>/hint_words.cpp).
  GameHintWords hints = {};
};

// Every game the page plays, in the game table's order.
std::span<const PageGame> all_page_games();

// The page's entry of `game`, or nullptr.
const PageGame* find_page_game(std::string_view game);

// The function of `game`, or nullptr for a game the page cannot give hints for.
GradeStepsFn find_grade_steps(std::string_view game);

// Why the page does not play puzzles of `variant` (its hints are the grader's steps, so a variant
// the grader refuses is refused here too), or "" when it plays them: for `registries --json`.
std::string unplayable_variant(std::string_view game, std::string_view variant);

// The first key of `puzzle` (its interchange JSON) that the game's script does not read, or ""
// when it reads them all: a board the page would misplay (puzzle_data refuses it).
std::string unplayable_key(std::string_view game, const nlohmann::json& puzzle);

// Internal helper for the per-game files: trace_to_json(trace) with facts[i] added to step i.
// Pre: facts has one entry per trace step (the engine's observer sees every counted step).
nlohmann::json steps_with_facts(const Trace& trace, const nlohmann::json& facts);

}  // namespace dg::page
