// Sudoku's difficulty data (per-rule costs, formula weights, band limits) and the step record its
// score reads. The formula is grader/common/difficulty.hpp; difficulty.cpp says where the figures
// come from.
#pragma once

#include <vector>

#include "grader/common/difficulty.hpp"
#include "grader/common/scorers.hpp"
#include "grader/sudoku/grader.hpp"
#include "solver/sudoku/model.hpp"

namespace dg::sudoku {

std::vector<StepRecord> record_steps(const Puzzle& p);
Difficulty difficulty(const Puzzle& p);
// grade(p, -1, trace) and, when solved, difficulty(p), from one run of the rules.
ScoredGrade grade_and_score(const Puzzle& p, Trace* trace = nullptr);
// The costs, one per rule of the table, in table order (tests check both tables agree).
std::span<const RuleCost> rule_costs();
const DifficultyParams& params();

// Sudoku's entry for the table of scorers (not yet listed in grader/common/scorers.cpp).
const ScorerInfo& scorer_info();

}  // namespace dg::sudoku
