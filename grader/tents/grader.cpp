// The Tents tier table and rule table: the only place Tents tiers and rule ids are named (they
// are stored in the database and JSON; renaming one is a data migration).
#include "grader/tents/grader.hpp"

#include <array>

#include "grader/common/explain.hpp"
#include "grader/common/game_grading.hpp"
#include "grader/tents/rules.hpp"

namespace dg::tents {

namespace {

constexpr std::array<std::string_view, kTierCount> kTierNames = {
    "basic", "tricky", "matching", "starving", "pair", "contradiction"};

// Difficulty order; within a tier, cheapest first. contradiction's param caps its trial
// propagation: every cheaper tier.
constexpr std::array<Rule<Grid>, 11> kRules = {{
    {"no_tree", kBasic, apply_no_tree, 0},
    {"touch", kBasic, apply_touch, 0},
    {"tree_one_cell", kBasic, apply_tree_one_cell, 0},
    {"tent_one_tree", kBasic, apply_tent_one_tree, 0},
    {"line_count", kBasic, apply_line_count, 0},
    {"shared_neighbour", kTricky, apply_shared_neighbour, 0},
    {"line_neighbours", kTricky, apply_line_neighbours, 0},
    {"pairing", kMatching, apply_pairing, 0},
    {"starving", kStarving, apply_starving, 0},
    {"line_pair", kPair, apply_line_pair, 0},
    {"contradiction", kContradiction, apply_contradiction, kPair},
}};

static_assert(kRules.size() == kRuleCount);

constexpr std::array<RuleInfo, kRules.size()> kRuleInfos = rule_infos_of(kRules);

int cap_of(int tier_cap) {
  return tier_cap < 0 ? kTierCount - 1 : tier_cap;
}

Grade grade_any(const AnyPuzzle& puzzle, int tier_cap, Trace* trace) {
  return grade_through_model(
      puzzle, tier_cap, trace, [](const nlohmann::json& j) { return from_json(j); },
      [](const Puzzle& p, int cap, Trace* t) { return grade(p, cap, t); }, kTierNames[0]);
}

}  // namespace

std::span<const Rule<Grid>> rule_table() {
  return kRules;
}
std::span<const std::string_view> tier_names() {
  return kTierNames;
}
std::span<const RuleInfo> rule_infos() {
  return kRuleInfos;
}

int parse_tier(std::string_view name) {
  return tier_index(kTierNames, name);
}

Grade grade(const Puzzle& p, int tier_cap, Trace* trace) {
  return grade_observed(p, tier_cap, trace, nullptr);
}

Grade grade_observed(const Puzzle& p, int tier_cap, Trace* trace, StepObserver<Grid>* observer) {
  return grade_grid<Grid>(make_grid(p), kRules, kTierNames, tier_cap, trace, observer,
                          describe_contradiction);
}

CoreGrade grade_core(const Puzzle& p, int tier_cap) {
  Grid g = make_grid(p);
  return run_rules_core<Grid>(g, kRules, cap_of(tier_cap), nullptr);
}

const GraderInfo& grader_info() {
  static const GraderInfo info{"tents", kTierNames, kRuleInfos, grade_any};
  return info;
}

}  // namespace dg::tents
