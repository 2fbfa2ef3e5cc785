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
// The same grade with only the score and band right: the steps are recorded without counting how
// many deductions each offered (availability), which Tents' score does not read (gamma = 0), so
// the run costs one grade. The technique, bottleneck and mean availability it reports are not
// meaningful: for callers that keep only score and band (generate's file output).
ScoredGrade grade_and_score_only(const Puzzle& p);

// Tents' entry for the table of scorers (grader/common/scorers.cpp).
const ScorerInfo& scorer_info();

}  // namespace dg::tents
