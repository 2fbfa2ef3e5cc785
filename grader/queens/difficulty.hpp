// Queens's difficulty data (per-rule costs, formula weights, band limits) and the step record its
// score reads. The formula is grader/common/difficulty.hpp; docs/difficulty.md says where the
// figures come from and how to re-fit them.
#pragma once

#include <span>
#include <vector>

#include "grader/common/difficulty.hpp"
#include "grader/common/scorers.hpp"
#include "solver/queens/model.hpp"

namespace dg::queens {

// Grades p with every tier and records each progress step (step_probe.hpp).
std::vector<StepRecord> record_steps(const Puzzle& p);
Difficulty difficulty(const Puzzle& p);
// grade(p, -1, trace) and, when solved, difficulty(p), from one run of the rules. Untimed: no
// clock is read and scoring_time is 0 (for callers that do not write the grade's time).
enum class Timing { timed, untimed };
ScoredGrade grade_and_score(const Puzzle& p, Trace* trace = nullptr, Timing timing = Timing::timed);

// Queens's entry for the table of scorers (grader/common/scorers.cpp): its costs
// (one per rule of the rule table, in table order), weights and band limits.
const ScorerInfo& scorer_info();

}  // namespace dg::queens
