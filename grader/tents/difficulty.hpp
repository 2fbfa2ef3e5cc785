// Tents' difficulty data (per-rule costs, formula weights, band limits) and the step record its
// score reads. The formula is grader/common/difficulty.hpp; docs/difficulty.md says where the
// figures come from.
#pragma once

#include <vector>

#include "grader/common/difficulty.hpp"
#include "grader/common/scorers.hpp"
#include "solver/tents/model.hpp"

namespace dg::tents {

std::vector<StepRecord> record_steps(const Puzzle& p);
Difficulty difficulty(const Puzzle& p);
// grade(p, -1, trace) and, when solved, difficulty(p), from one run of the rules.
ScoredGrade grade_and_score(const Puzzle& p, Trace* trace = nullptr);

// Tents' entry for the table of scorers (grader/common/scorers.cpp).
const ScorerInfo& scorer_info();

}  // namespace dg::tents
