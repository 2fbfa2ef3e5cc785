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
// (0-based; a Zip edge names its cells in reading order).
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "grader/common/grade.hpp"
#include "solver/common/game.hpp"

namespace dg::page {

struct GradedSteps {
  Grade grade;
  // [{"rule", "cells": [[r, c], ...], "text", "facts": [fact, ...]}, ...]: trace_to_json's steps
  // (the words of `grade --explain`) with each step's facts added.
  nlohmann::json steps = nlohmann::json::array();
};

// Grades `puzzle` with every tier, recording each step's facts. Pre: the game's grader accepts
// the puzzle (graders.hpp unsupported_reason is empty).
using GradeStepsFn = GradedSteps (*)(const AnyPuzzle& puzzle);

GradedSteps queens_steps(const AnyPuzzle& puzzle);
GradedSteps tango_steps(const AnyPuzzle& puzzle);
GradedSteps zip_steps(const AnyPuzzle& puzzle);
GradedSteps tents_steps(const AnyPuzzle& puzzle);

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
