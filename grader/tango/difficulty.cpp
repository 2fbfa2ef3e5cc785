// Tango's difficulty data and step record. Basic steps are nearly free (people do them at sight);
// one step of a sign, near_complete or line rule is what slows a LinkedIn Tango down. Scarcity
// (gamma) did not help on LinkedIn's week, so it is 0 here; the record still carries availability
// for the bottleneck figures.
#include "grader/tango/difficulty.hpp"

#include <array>
#include <limits>
#include <bit>

#include "grader/tango/grader.hpp"
#include "grader/tango/rules.hpp"

namespace dg::tango {

namespace {

constexpr std::array<RuleCost, 12> kCosts = {{
    {"sign_propagation", 0.02, 0.02},
    {"pair", 0.02, 0.02},
    {"gap", 0.02, 0.02},
    {"line_full", 0.02, 0.02},
    {"equal_pair_ends", 0.05, 0.05},  // a signs rule that behaves like a basic one in the data
    {"opposite_balance", 2, 2},
    {"equal_pair_balance", 2, 2},
    {"near_complete", 4, 4},
    {"line_completion", 4, 4},
    {"distinct_lines", 4, 4},
    {"cross_line", 8, 8},       // one LinkedIn puzzle uses it: set by extrapolation
    {"contradiction", 16, 16},  // no LinkedIn puzzle uses it: set by extrapolation
}};

// Fitted on LinkedIn Tango #1-300; bands at the 2/7, 4/7 and 5/7 quantiles of that part.
// Technique levels at the tier boundaries (log2 of the max costs): plain = basic (and
// equal_pair_ends), clever = signs (2), subtle = near_complete and line (4), deep = cross_line and
// contradiction (8, 16).
constexpr DifficultyParams kParams{
    0.0, 2.0, 3.0, {9.094929523495157, 12.024910416617878, 12.394667856817307}, {0.0, 2.0, 3.0},
    std::numeric_limits<double>::infinity(), "tango"};

int unknown_cells(const Grid& g) {
  int unknown = 0;
  for (int r = 0; r < g.n; ++r)
    unknown += g.cols - std::popcount(g.known[static_cast<std::size_t>(r)] & g.full);
  return unknown;
}

}  // namespace

std::vector<StepRecord> record_steps(const Puzzle& p) {
  Grid g = make_grid(p);
  StepProbe<Grid> probe(rule_table(), kCosts, unknown_cells);
  run_rules_core<Grid>(g, rule_table(), kTierCount - 1, nullptr, {}, &probe);
  return probe.steps();
}

Difficulty difficulty(const Puzzle& p) {
  return score_steps(record_steps(p), kCosts, kParams);
}

ScoredGrade grade_and_score(const Puzzle& p, Trace* trace) {
  StepProbe<Grid> probe(rule_table(), kCosts, unknown_cells);
  Grade g = grade_observed(p, -1, trace, &probe);
  return scored_grade(std::move(g), probe, kCosts, kParams);
}

ScoredGrade grade_and_rate(const Puzzle& p) {
  return grade_and_rate_with<Grid>(
      rule_table(), kCosts, unknown_cells, kParams,
      [&](StepProbe<Grid>* probe) { return grade_observed(p, -1, nullptr, probe); });
}

namespace {

RecordedSteps recorded(const Puzzle& p) {
  return {record_steps(p), kCosts, true};
}

}  // namespace

const ScorerInfo& scorer_info() {
  static const ScorerInfo info{"tango", &kParams, kCosts, difficulty_of_any<from_json, difficulty>,
                               grade_and_score_of_any<from_json, grade_and_score>,
                               record_of_any<from_json, recorded>};
  return info;
}

}  // namespace dg::tango
