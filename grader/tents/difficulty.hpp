// Tents' difficulty data (per-rule costs, formula weights, band limits) and the step record its
// score reads. The formula is grader/common/difficulty.hpp; docs/difficulty.md says where the
// figures come from.
#pragma once

#include <array>
#include <vector>

#include "grader/common/difficulty.hpp"
#include "grader/common/scorers.hpp"
#include "grader/tents/grader.hpp"
#include "solver/tents/model.hpp"

namespace dg::tents {

std::vector<StepRecord> record_steps(const Puzzle& p);
Difficulty difficulty(const Puzzle& p);
// grade(p, -1, trace) and, when solved, difficulty(p), from one run of the rules.
ScoredGrade grade_and_score(const Puzzle& p, Trace* trace = nullptr);
// grade_and_score without the bottleneck figures (grader/common/scorers.hpp grade_and_rate_with):
// Tents' score does not read availability (gamma = 0), so the run costs one grade.
ScoredGrade grade_and_rate(const Puzzle& p);

// One run of the rules of tier <= tier_cap that keeps what an accepted puzzle's output needs (hit
// counts and the step record, without names, availability or clock): the generator grades each
// candidate this way, so the one it accepts is not graded again.
struct CandidateGrade {
  CoreGrade core;
  std::array<int, kRuleCount> hits{};
  std::vector<StepRecord> steps;
};
// With `tents`, a solved run also gives the tents the rules placed (sorted).
CandidateGrade grade_candidate(const Puzzle& p, int tier_cap, Solution* tents = nullptr);
// The grade (tier name, hit counts) and, when solved, the score and band of a candidate's run:
// what grade_and_rate(p) gives whenever the capped run solved p or was uncapped (a capped
// run that solves takes the very steps of an uncapped one: a dearer rule is only reached when
// every cheaper one is stuck).
ScoredGrade finish_grade(const CandidateGrade& c);

// Tents' entry for the table of scorers (grader/common/scorers.cpp).
const ScorerInfo& scorer_info();

}  // namespace dg::tents
