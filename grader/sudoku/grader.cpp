// The Sudoku tier table and rule table: the only place Sudoku tiers and rule ids are named (they
// are stored in the database and JSON; renaming one is a data migration).
#include "grader/sudoku/grader.hpp"

#include <array>

#include "grader/common/explain.hpp"
#include "grader/common/game_grading.hpp"
#include "grader/sudoku/rules.hpp"

namespace dg::sudoku {

namespace {

constexpr std::array<std::string_view, kTierCount> kTierNames = {
    "hidden_single", "naked_single", "locked_candidates", "naked_subset", "hidden_subset",
    "fish",          "wing",         "contradiction"};

// Difficulty order; within a tier, cheapest first. contradiction's param caps what its
// supposition follows: the singles, as players follow a supposition in their heads. (Capping at
// the wings instead solved no more of 2,000 random 9x9 boards by removal and took 9x longer.)
constexpr std::array<Rule<Grid>, kRuleCount> kRules = {{
    {"hidden_single_box", kHiddenSingle, apply_hidden_single, 0},
    {"hidden_single_line", kHiddenSingle, apply_hidden_single, 1},
    {"naked_single", kNakedSingle, apply_naked_single, 0},
    {"pointing", kLockedCandidates, apply_pointing, 0},
    {"claiming", kLockedCandidates, apply_claiming, 0},
    {"naked_pair", kNakedSubset, apply_naked_subset, 2},
    {"naked_triple", kNakedSubset, apply_naked_subset, 3},
    {"hidden_pair", kHiddenSubset, apply_hidden_subset, 2},
    {"hidden_triple", kHiddenSubset, apply_hidden_subset, 3},
    {"x_wing", kFish, apply_fish, 2},
    {"swordfish", kFish, apply_fish, 3},
    {"xy_wing", kWing, apply_xy_wing, 0},
    {"xyz_wing", kWing, apply_xyz_wing, 0},
    {"contradiction", kContradiction, apply_contradiction, kNakedSingle},
}};

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
  static const GraderInfo info{"sudoku", kTierNames, kRuleInfos, grade_any};
  return info;
}

}  // namespace dg::sudoku
