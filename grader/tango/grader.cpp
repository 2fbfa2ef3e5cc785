// The Tango tier table and rule table: the only place Tango tiers and rule ids are named
// (they are stored in the database and JSON; renaming one is a data migration).
#include "grader/tango/grader.hpp"

#include <array>

#include "grader/common/explain.hpp"
#include "grader/common/game_grading.hpp"
#include "grader/tango/rules.hpp"
#include "solver/tango/variant.hpp"

namespace dg::tango {

namespace {

constexpr std::array<std::string_view, kTierCount> kTierNames = {
    "basic", "signs", "near_complete", "line", "cross_line", "contradiction"};

// Difficulty order; within a tier, cheapest first. contradiction's param is the cap of its trial
// propagation: every cheaper tier.
constexpr std::array<Rule<Grid>, 12> kRules = {{
    {"sign_propagation", kBasic, apply_sign_propagation, 0},
    {"pair", kBasic, apply_pair, 0},
    {"gap", kBasic, apply_gap, 0},
    {"line_full", kBasic, apply_line_full, 0},
    {"equal_pair_ends", kSigns, apply_equal_pair_ends, 0},
    {"opposite_balance", kSigns, apply_opposite_balance, 0},
    {"equal_pair_balance", kSigns, apply_equal_pair_balance, 0},
    {"near_complete", kNearComplete, apply_near_complete, 0},
    {"line_completion", kLine, apply_line_completion, 0},
    {"distinct_lines", kLine, apply_distinct_lines, 0},  // unique-lines variant only
    {"cross_line", kCrossLine, apply_cross_line, 0},
    {"contradiction", kContradiction, apply_contradiction, kCrossLine},
}};

// The single-line rules again as pure deductions, for the generator's closure (closure.cpp). Their
// tiers come from kRules by id, so a rule's tier is stated once. line_completion is complete: it
// forces every cell on which all of a line's completions agree.
const std::array<LineRule, 9> kLineRules = [] {
  std::array<LineRule, 9> rules = {{
      {"sign_propagation", 0, deduce_sign_propagation, false},
      {"pair", 0, deduce_pair, false},
      {"gap", 0, deduce_gap, false},
      {"line_full", 0, deduce_line_full, false},
      {"equal_pair_ends", 0, deduce_equal_pair_ends, false},
      {"opposite_balance", 0, deduce_opposite_balance, false},
      {"equal_pair_balance", 0, deduce_equal_pair_balance, false},
      {"near_complete", 0, deduce_near_complete, false},
      {"line_completion", 0, deduce_line_completion, true},
  }};
  for (LineRule& r : rules)
    for (const Rule<Grid>& rule : kRules)
      if (rule.id == r.id) r.tier = rule.tier;
  return rules;
}();

constexpr std::array<RuleInfo, kRules.size()> kRuleInfos = rule_infos_of(kRules);

Grade grade_any(const AnyPuzzle& puzzle, int tier_cap, Trace* trace) {
  return grade_through_model(
      puzzle, tier_cap, trace, [](const nlohmann::json& j) { return from_json(j); },
      [](const Puzzle& p, int cap, Trace* t) { return grade(p, cap, t); }, kTierNames[0]);
}

// The grader's rules count each line against its own sun range and look at runs of three along
// rows and columns and at signs between neighbours, so they take rectangles, odd sizes and
// per-line counts (the paper's boards people play). A torus or diagonals add runs no rule looks
// at, regions add counts no rule keeps, long signs join cells no line holds: such a board is
// refused with the first of those options it has rather than graded wrongly.
std::string unsupported_any(const AnyPuzzle& puzzle) {
  auto p = from_json(puzzle.to_json());
  if (!p) return {};
  for (const auto& [part, has] : option_parts(*p))
    if (has && !graded_part(part))
      return "tango " + part +
             ": the grader's rules see runs in rows and columns, line counts and signs between "
             "neighbours only";
  return {};
}

}  // namespace

bool graded_part(std::string_view part) {
  return part == "rect" || part == "odd" || part == "counts";
}

namespace {}  // namespace

std::span<const Rule<Grid>> rule_table() {
  return kRules;
}
std::span<const LineRule> line_rules() {
  return kLineRules;
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

const GraderInfo& grader_info() {
  static const GraderInfo info{"tango", kTierNames, kRuleInfos, grade_any, unsupported_any};
  return info;
}

}  // namespace dg::tango
