// The Queens rule tables: the one place that lists every rule with its stable id and tier, in
// difficulty order (the engine tries them top to bottom and restarts at the top after progress).
// Two tables share the four tiers: LinkedIn's (one queen per unit on a square board, bitmask
// rules, grid.hpp) and the family's (every other board: k stars per unit, per-unit counts, holes,
// givens, full diagonals, torus; family_grid.hpp). A LinkedIn board is always graded by its own
// table, so its grades and traces stay what they were.
// Also grade() and the grader's entry for grader/common/graders.cpp.
#include <array>

#include "grader/common/engine.hpp"
#include "grader/common/explain.hpp"
#include "grader/common/graders.hpp"
#include "grader/queens/family_rules.hpp"
#include "grader/queens/grader.hpp"
#include "grader/queens/rules.hpp"
#include "grader/queens/shapes.hpp"
#include "solver/queens/variant.hpp"

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

using FRule = Rule<FamilyGrid>;
constexpr std::size_t kFamilyRuleCount = 4 + 2 + 2 + 4 + 2;

// The family's rules (rules_family_*.cpp). Within each tier, cheap and local first.
constexpr std::array<FRule, kFamilyRuleCount> make_family_rules() {
  std::array<FRule, kFamilyRuleCount> t{};
  std::size_t i = 0;
  // Tier basic (rules_family_basic.cpp).
  t[i++] = {"star_kill", kBasic, star_kill, 0};
  t[i++] = {"unit_complete", kBasic, unit_complete, 0};
  t[i++] = {"unit_fill", kBasic, unit_fill, 0};
  t[i++] = {"unit_confined", kBasic, unit_confined, 0};
  // Tier shapes (rules_family_packing.cpp).
  t[i++] = {"unit_attack_intersection", kShapesTier, unit_placements, 0};
  t[i++] = {"unit_packing", kShapesTier, unit_placements, 1};
  t[i++] = {"two_by_two_blocks_rows", kShapesTier, two_by_two_blocks, 0};
  t[i++] = {"two_by_two_blocks_columns", kShapesTier, two_by_two_blocks, 1};
  // Tier pigeonhole (rules_family_hall.cpp): param = which kind lies in which.
  t[i++] = {"hall_regions_in_rows", kPigeon, hall_capacity, 0};
  t[i++] = {"hall_regions_in_columns", kPigeon, hall_capacity, 1};
  t[i++] = {"hall_rows_in_regions", kPigeon, hall_capacity, 2};
  t[i++] = {"hall_columns_in_regions", kPigeon, hall_capacity, 3};
  // Tier contradiction (rules_family_contradiction.cpp).
  t[i++] = {"star_forces_contradiction", kContra, star_forces_contradiction, 0};
  t[i++] = {"star_forces_contradiction_shapes", kContra, star_forces_contradiction, 1};
  return t;
}

constexpr std::array<FRule, kFamilyRuleCount> kFamilyRules = make_family_rules();

// Every rule id with its tier: LinkedIn's table, then the family's (stats and the scorer's cost
// list follow this order).
constexpr std::array<RuleInfo, kRuleCount + kFamilyRuleCount> all_rule_infos() {
  std::array<RuleInfo, kRuleCount + kFamilyRuleCount> out{};
  const auto linkedin = rule_infos_of(kRules);
  const auto family = rule_infos_of(kFamilyRules);
  for (std::size_t i = 0; i < kRuleCount; ++i) out[i] = linkedin[i];
  for (std::size_t i = 0; i < kFamilyRuleCount; ++i) out[kRuleCount + i] = family[i];
  return out;
}

constexpr std::array<RuleInfo, kRuleCount + kFamilyRuleCount> kRuleInfos = all_rule_infos();

// The family rules grade every valid board; the model bounds keep it within the grid's limits.
// Regions beyond 64 would not fit the pigeonhole tier's unit masks (kMaxRegions is 52).
static_assert(kMaxRegions <= 64, "hall_capacity keeps a kind's units in a 64-bit mask");

Grade grade_any(const AnyPuzzle& puzzle, int tier_cap, Trace* trace) {
  auto p = from_json(puzzle.to_json());
  if (!p.ok()) return Grade{};  // cannot happen: AnyPuzzle holds a parsed queens puzzle
  return grade(p.value(), tier_cap, trace);
}

// The family rules grade general boards too (count ranges, extra units, attack patterns; see
// docs/difficulty.md for which rule needs what). Refused: the variants graders.cpp lists (Max
// Chess Pieces), and boards with more extra units than the grid's counters hold.
std::string unsupported_any(const AnyPuzzle& puzzle) {
  auto p = from_json(puzzle.to_json());
  if (!p.ok() || !is_general(p.value())) return "";
  std::string why = ungraded_variant("queens", variant(p.value()));
  if (why.empty() &&
      p.value().general.units.size() > static_cast<std::size_t>(kMaxGradedExtraUnits))
    why = "the grader takes at most " + std::to_string(kMaxGradedExtraUnits) +
          " extra units, this board has " + std::to_string(p.value().general.units.size());
  if (why.empty()) return "";
  return "cannot grade this Queens board (" + variant_summary(p.value()) + "): " + why;
}

}  // namespace

std::span<const Rule<Grid>> rule_table() {
  return kRules;
}

std::span<const Rule<FamilyGrid>> family_rule_table() {
  return kFamilyRules;
}

Grade grade_family(const Puzzle& p, int tier_cap, Trace* trace,
                   StepObserver<FamilyGrid>* observer) {
  FamilyGrid g(p);
  const int top = static_cast<int>(std::size(kTierNames)) - 1;
  const int cap = tier_cap < 0 || tier_cap > top ? top : tier_cap;
  Grade out = run_rules<FamilyGrid>(g, kFamilyRules, kTierNames, cap, trace, observer);
  if (trace && out.status == Status::contradiction) note_broken(*trace, g.broken());
  if (trace && g.layout().general)
    for (TraceStep& step : trace->steps) star_to_piece_words(step);
  return out;
}

Grade grade(const Puzzle& p, int tier_cap, Trace* trace) {
  return grade_observed(p, tier_cap, trace, nullptr);
}

Grade grade_observed(const Puzzle& p, int tier_cap, Trace* trace, StepObserver<Grid>* observer) {
  if (!is_linkedin(p)) return grade_family(p, tier_cap, trace, nullptr);
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
