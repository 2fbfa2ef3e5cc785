// Queens' difficulty data and step record. Costs are 2^tier, with the two placement rules x8 in
// the sum term: on LinkedIn's week the placements, weighted by how hidden they are, are what makes
// a Queens puzzle slow (finer per-rule costs overfit; docs/difficulty.md). The family's rules
// (every board that is not LinkedIn's) get the same scheme: 2^tier, placements x8, the kills that
// follow a star uncounted; their scores use LinkedIn's fit, so they rank family boards of one kind
// against each other but their bands are LinkedIn's (docs/difficulty.md, "The Queens family").
#include "grader/queens/difficulty.hpp"

#include <array>
#include <limits>

#include "grader/queens/family_rules.hpp"
#include "grader/queens/grader.hpp"
#include "grader/queens/rules.hpp"
#include "grader/queens/shapes.hpp"
#include "solver/common/popcount_clones.hpp"

namespace dg::queens {

namespace {

constexpr std::size_t kLinkedInCostCount = 5 + kShapes.size() + 1 + 4 + 1;
constexpr std::size_t kFamilyCostCount = 4 + 4 + 4 + 2;
constexpr std::size_t kCostCount = kLinkedInCostCount + kFamilyCostCount;

// LinkedIn's rule table, then the family's (rule_table.cpp), in table order.
constexpr std::array<RuleCost, kCostCount> make_costs() {
  std::array<RuleCost, kCostCount> t{};
  std::size_t i = 0;
  // The kill that follows every placement is part of the placement, not a deduction of its own.
  t[i++] = {"queen_adjacent_kill", 0, 0, false};
  t[i++] = {"single_cell_region", 8, 1};
  t[i++] = {"single_cell_line", 8, 1};
  t[i++] = {"region_confined_to_line", 1, 1};
  t[i++] = {"line_confined_to_region", 1, 1};
  for (const ShapeDef& shape : kShapes) t[i++] = {shape.id, 2, 2};
  t[i++] = {kIntersectionId, 2, 2};
  t[i++] = {"n_regions_in_n_rows", 4, 4};
  t[i++] = {"n_regions_in_n_columns", 4, 4};
  t[i++] = {"n_rows_in_n_regions", 4, 4};
  t[i++] = {"n_columns_in_n_regions", 4, 4};
  t[i++] = {"placement_forces_contradiction", 8, 8};
  // The family's: a star's kills and a full unit's clean-up follow a placement, as above.
  t[i++] = {"star_kill", 0, 0, false};
  t[i++] = {"unit_complete", 0, 0, false};
  t[i++] = {"unit_fill", 8, 1};
  t[i++] = {"unit_confined", 1, 1};
  t[i++] = {"unit_attack_intersection", 2, 2};
  t[i++] = {"unit_packing", 2, 2};
  t[i++] = {"two_by_two_blocks_rows", 2, 2};
  t[i++] = {"two_by_two_blocks_columns", 2, 2};
  t[i++] = {"hall_regions_in_rows", 4, 4};
  t[i++] = {"hall_regions_in_columns", 4, 4};
  t[i++] = {"hall_rows_in_regions", 4, 4};
  t[i++] = {"hall_columns_in_regions", 4, 4};
  t[i++] = {"star_forces_contradiction", 8, 8};
  t[i++] = {"star_forces_contradiction_shapes", 8, 8};
  return t;
}

constexpr std::array<RuleCost, kCostCount> kCosts = make_costs();
const std::span<const RuleCost> kLinkedInCosts(kCosts.data(), kLinkedInCostCount);
const std::span<const RuleCost> kFamilyCosts(kCosts.data() + kLinkedInCostCount, kFamilyCostCount);

// Fitted on LinkedIn Queens #1-400; bands at the 2/7, 4/7 and 5/7 quantiles of that part
// (easy = Mon-Tue, medium = Wed-Thu, hard = Fri, expert = Sat-Sun). Technique levels at the tier
// boundaries (log2 of the max costs 1, 2, 4, 8): plain = basic, clever = shapes, subtle =
// pigeonhole, deep = contradiction.
constexpr DifficultyParams kParams{
    0.75, 5.0, 1.0, {9.413235522503214, 9.946887817398007, 10.224851162024622}, {1.0, 2.0, 3.0},
    std::numeric_limits<double>::infinity(), "queens"};

// A unit is a live cell: placed queens and dead cells are decided. Cloned for POPCNT: the score's
// probe counts them at every step.
DG_POPCOUNT_CLONES int live_cells(const Grid& g) {
  int live = 0;
  for (int r = 0; r < g.n(); ++r) live += count_bits(g.live(r));
  return live;
}

int family_live_cells(const FamilyGrid& g) {
  return static_cast<int>(g.live().count());
}

}  // namespace

std::vector<StepRecord> record_steps(const Puzzle& p) {
  if (!is_linkedin(p)) {
    StepProbe<FamilyGrid> probe(family_rule_table(), kFamilyCosts, family_live_cells);
    grade_family(p, -1, nullptr, &probe);
    return probe.steps();
  }
  Grid g(p);
  StepProbe<Grid> probe(rule_table(), kLinkedInCosts, live_cells);
  run_rules_core<Grid>(g, rule_table(), static_cast<int>(Tier::contradiction), nullptr, {}, &probe);
  return probe.steps();
}

Difficulty difficulty(const Puzzle& p) {
  return score_steps(record_steps(p), is_linkedin(p) ? kLinkedInCosts : kFamilyCosts, kParams);
}

ScoredGrade grade_and_score(const Puzzle& p, Trace* trace, Timing timing) {
  const bool timed = timing == Timing::timed;
  if (!is_linkedin(p)) {
    StepProbe<FamilyGrid> probe(family_rule_table(), kFamilyCosts, family_live_cells,
                                kAvailabilityCap, true, timed);
    Grade g = grade_family(p, -1, trace, &probe);
    return scored_grade(std::move(g), probe, kFamilyCosts, kParams);
  }
  StepProbe<Grid> probe(rule_table(), kLinkedInCosts, live_cells, kAvailabilityCap, true, timed);
  Grade g = grade_observed(p, -1, trace, &probe);
  return scored_grade(std::move(g), probe, kLinkedInCosts, kParams);
}

namespace {

// The scorers' table calls grade_and_score with two arguments; its callers (grade, ingest) time.
ScoredGrade grade_and_score_timed(const Puzzle& p, Trace* trace) {
  return grade_and_score(p, trace, Timing::timed);
}

}  // namespace

namespace {

RecordedSteps recorded(const Puzzle& p) {
  return {record_steps(p), is_linkedin(p) ? kLinkedInCosts : kFamilyCosts, true};
}

}  // namespace

const ScorerInfo& scorer_info() {
  static const ScorerInfo info{"queens", &kParams, kCosts, difficulty_of_any<from_json, difficulty>,
                               grade_and_score_of_any<from_json, grade_and_score_timed>,
                               record_of_any<from_json, recorded>};
  return info;
}

}  // namespace dg::queens
