// The Queens rule table: the one place that lists every rule with its stable id and tier, in
// difficulty order (the engine tries them top to bottom and restarts at the top after progress).
// Also grade() and the grader's entry for grader/common/graders.cpp.
#include <array>

#include "grader/common/engine.hpp"
#include "grader/common/explain.hpp"
#include "grader/queens/grader.hpp"
#include "grader/queens/rules.hpp"
#include "grader/queens/shapes.hpp"

namespace dg::queens {

namespace {

using QRule = Rule<Grid>;
constexpr int kBasic = static_cast<int>(Tier::basic);
constexpr int kShapesTier = static_cast<int>(Tier::shapes);
constexpr int kPigeon = static_cast<int>(Tier::pigeonhole);
constexpr int kContra = static_cast<int>(Tier::contradiction);
constexpr std::size_t kRuleCount = 5 + kShapes.size() + 1 + 4 + 1;

constexpr std::array<QRule, kRuleCount> make_rules() {
  std::array<QRule, kRuleCount> t{};
  std::size_t i = 0;
  // Tier basic (rules_basic.cpp).
  t[i++] = {"queen_adjacent_kill", kBasic, queen_adjacent_kill, 0};
  t[i++] = {"single_cell_region", kBasic, single_cell_region, 0};
  t[i++] = {"single_cell_line", kBasic, single_cell_line, 0};
  t[i++] = {"region_confined_to_line", kBasic, region_confined_to_line, 0};
  t[i++] = {"line_confined_to_region", kBasic, line_confined_to_region, 0};
  // Tier shapes (rules_shapes.cpp): one id per named polyomino (shapes.hpp), then the rest.
  for (std::size_t s = 0; s < kShapes.size(); ++s)
    t[i++] = {kShapes[s].id, kShapesTier, shape_rule, static_cast<int>(s)};
  t[i++] = {kIntersectionId, kShapesTier, shape_rule, kShapeCount};
  // Tier pigeonhole (rules_pigeonhole.cpp): param = axis + 2 * side.
  t[i++] = {"n_regions_in_n_rows", kPigeon, pigeonhole_rule, 0};
  t[i++] = {"n_regions_in_n_columns", kPigeon, pigeonhole_rule, 1};
  t[i++] = {"n_rows_in_n_regions", kPigeon, pigeonhole_rule, 2};
  t[i++] = {"n_columns_in_n_regions", kPigeon, pigeonhole_rule, 3};
  // Tier contradiction (rules_contradiction.cpp).
  t[i++] = {"placement_forces_contradiction", kContra, placement_forces_contradiction, 0};
  return t;
}

constexpr std::array<QRule, kRuleCount> kRules = make_rules();

constexpr std::array<RuleInfo, kRuleCount> kRuleInfos = rule_infos_of(kRules);

// The rules assume LinkedIn's board (square, one queen per unit, king adjacency, flat, no holes
// or givens); every other variant of the family is refused rather than graded wrongly.
std::string unsupported_any(const AnyPuzzle& puzzle) {
  auto p = from_json(puzzle.to_json());
  if (!p.ok() || is_linkedin(*p)) return {};
  return "queens: grading is not supported yet for this variant (" + variant_summary(*p) + ")";
}

Grade grade_any(const AnyPuzzle& puzzle, int tier_cap, Trace* trace) {
  auto p = from_json(puzzle.to_json());
  if (!p.ok()) return Grade{};  // cannot happen: AnyPuzzle holds a parsed queens puzzle
  return grade(p.value(), tier_cap, trace);
}

}  // namespace

std::span<const Rule<Grid>> rule_table() {
  return kRules;
}

Grade grade(const Puzzle& p, int tier_cap, Trace* trace) {
  return grade_observed(p, tier_cap, trace, nullptr);
}

Grade grade_observed(const Puzzle& p, int tier_cap, Trace* trace, StepObserver<Grid>* observer) {
  if (!is_linkedin(p)) return Grade{Status::stuck, -1, std::string(kSearchTier), {}, 0};
  Grid g(p);
  const int top = static_cast<int>(std::size(kTierNames)) - 1;
  const int cap = tier_cap < 0 || tier_cap > top ? top : tier_cap;
  Grade out = run_rules<Grid>(g, kRules, kTierNames, cap, trace, observer);
  if (trace && out.status == Status::contradiction) note_broken(*trace, describe_contradiction(g));
  return out;
}

const GraderInfo& grader_info() {
  static const GraderInfo info{"queens", kTierNames, kRuleInfos, grade_any, unsupported_any};
  return info;
}

}  // namespace dg::queens
