// Tents' difficulty data and step record. Easy steps are nearly free (SGT's Easy level is what
// people do at sight); a Tricky step costs like a Tango signs step, and each tier above SGT's
// levels doubles. No published set of graded Tents puzzles was at hand to fit against, so the
// band limits are provisional: the 2/7, 4/7 and 5/7 quantiles of the scores of 100 SGT 10x10
// Tricky and 100 SGT 10x10 Easy puzzles (tests/data/tents), as Tango's came from LinkedIn's week.
#include "grader/tents/difficulty.hpp"

#include <array>

#include "grader/tents/grader.hpp"
#include "grader/tents/rules.hpp"

namespace dg::tents {

namespace {

constexpr std::array<RuleCost, 11> kCosts = {{
    {"no_tree", 0.02, 0.02},
    {"touch", 0.02, 0.02},
    {"tree_one_cell", 0.02, 0.02},
    {"tent_one_tree", 0.02, 0.02},
    {"line_count", 0.1, 0.1},
    {"shared_neighbour", 2, 2},
    {"line_neighbours", 2, 2},
    {"pairing", 4, 4},
    {"starving", 6, 6},
    {"line_pair", 8, 8},
    {"contradiction", 16, 16},
}};

constexpr DifficultyParams kParams{0.0, 2.0, 1.0, {5.0, 7.0, 9.0}};

int unknown_cells(const Grid& g) { return g.unknown; }

}  // namespace

std::vector<StepRecord> record_steps(const Puzzle& p) {
  Grid g = make_grid(p);
  StepProbe<Grid> probe(rule_table(), kCosts, unknown_cells);
  run_rules_core<Grid>(g, rule_table(), kTierCount - 1, nullptr, {}, &probe);
  return probe.steps();
}

Difficulty difficulty(const Puzzle& p) { return score_steps(record_steps(p), kCosts, kParams); }

ScoredGrade grade_and_score(const Puzzle& p, Trace* trace) {
  StepProbe<Grid> probe(rule_table(), kCosts, unknown_cells);
  Grade g = grade_observed(p, -1, trace, &probe);
  return scored_grade(std::move(g), probe, kCosts, kParams);
}

const ScorerInfo& scorer_info() {
  static const ScorerInfo info{"tents", &kParams, kCosts, difficulty_of_any<from_json, difficulty>,
                               grade_and_score_of_any<from_json, grade_and_score>};
  return info;
}

}  // namespace dg::tents
