// Tents' difficulty data and step record. Easy steps are nearly free (SGT's Easy level is what
// people do at sight); a Tricky step costs like a Tango signs step, and each tier above SGT's
// levels grows. No published set of graded Tents puzzles was at hand to fit against, so the band
// limits are provisional, set from measured scores: SGT Easy 8x8 scores 3.9-4.6 (easy), SGT
// Tricky 10x10 6.4-7.7 (medium), SGT Tricky 15x15 7.4-8.8 and our 15x15 basic 6.3-6.6 / tricky
// 7.4-8.7 (medium to hard), 15x15 starving 8.3-9.7, pair 9.0-9.8 and contradiction 9.7-10.5
// (hard to expert). The size term (kappa ln U0) is most of a basic puzzle's score.
#include "grader/tents/difficulty.hpp"

#include <array>
#include <limits>

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
    {"starving", 7, 7},
    {"line_pair", 12, 12},
    {"contradiction", 24, 24},
}};

// Each tier's cost is at least 2^0.75 times the one below, so the technique level's bottleneck
// bonus (at most 0.75 on the log2 scale) never lifts a step above a dearer tier's; the technique
// limits sit at the tier boundaries: plain = SGT Easy, clever = SGT Tricky, subtle = matching and
// starving, deep = the pair rule and contradiction.
constexpr DifficultyParams kParams{0.0, 2.0, 1.0, {6.0, 8.0, 9.5}, {0.5, 1.9, 3.57},
                                  std::numeric_limits<double>::infinity(), "tents"};

int unknown_cells(const Grid& g) {
  return g.unknown;
}

// The step record of StepProbe without availability (count_available = false) and without its
// clock: rule, tier and the unknown cells before each step.
class StepRecorder final : public StepObserver<Grid> {
 public:
  explicit StepRecorder(std::vector<StepRecord>& steps) : steps_(steps) {}
  void before_step(const Grid& grid) override { undecided_ = unknown_cells(grid); }
  void after_step(std::size_t k, Step, const Grid&) override {
    steps_.push_back({static_cast<int>(k), rule_table()[k].tier, undecided_, 0});
  }

 private:
  std::vector<StepRecord>& steps_;
  int undecided_ = 0;
};

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

CandidateGrade grade_candidate(const Puzzle& p, int tier_cap, Solution* tents) {
  CandidateGrade out;
  // A step decides a cell or links a tree: at most as many steps as cells and trees.
  out.steps.reserve(static_cast<std::size_t>(p.rows * p.cols) + p.trees.size());
  Grid g = make_grid(p);
  StepRecorder recorder(out.steps);
  out.core = run_rules_core<Grid>(g, rule_table(), tier_cap < 0 ? kTierCount - 1 : tier_cap,
                                  nullptr, out.hits, &recorder);
  if (tents && out.core.status == Status::solved) {
    tents->clear();
    tents->reserve(p.trees.size());
    for (int k = 0; k < g.rows * g.cols; ++k)
      if (g.at(k) == kTent) tents->push_back(g.cell(k));
  }
  return out;
}

ScoredGrade finish_grade(const CandidateGrade& c) {
  static_assert(kParams.gamma == 0.0, "the score reads availability: count it");
  ScoredGrade out;
  Grade& g = out.grade;  // as run_rules makes it (grader/common/engine.hpp)
  g.status = c.core.status;
  g.max_tier = c.core.max_tier;
  g.steps = c.core.steps;
  for (std::size_t k = 0; k < kRuleCount; ++k)
    if (c.hits[k] > 0) g.hits[std::string(rule_table()[k].id)] += c.hits[k];
  const auto names = tier_names();
  if (g.status == Status::stuck)
    g.tier = std::string(kSearchTier);
  else
    g.tier = std::string(names[static_cast<std::size_t>(std::max(g.max_tier, 0))]);
  if (g.status == Status::solved) out.difficulty = score_steps(c.steps, kCosts, kParams);
  return out;
}

namespace {

RecordedSteps recorded(const Puzzle& p) {
  return {record_steps(p), kCosts, true};
}

}  // namespace

const ScorerInfo& scorer_info() {
  static const ScorerInfo info{"tents", &kParams, kCosts, difficulty_of_any<from_json, difficulty>,
                               grade_and_score_of_any<from_json, grade_and_score>,
                               record_of_any<from_json, recorded>};
  return info;
}

}  // namespace dg::tents
