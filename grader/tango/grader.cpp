// The Tango tier table and rule table: the only place Tango tiers and rule ids are named
// (they are stored in the database and JSON; renaming one is a data migration).
#include "grader/tango/grader.hpp"

#include <array>

#include "grader/tango/propagate.hpp"
#include "grader/tango/rules.hpp"

namespace dg::tango {

namespace {

constexpr std::array<std::string_view, kTierCount> kTierNames = {
    "basic", "signs", "near_complete", "line", "cross_line", "contradiction"};

// Difficulty order; within a tier, cheapest first. contradiction's param is the cap of its trial
// propagation: every cheaper tier.
const std::array<Rule<Grid>, 11> kRules = {{
    {"sign_propagation", kBasic, apply_sign_propagation, 0},
    {"pair", kBasic, apply_pair, 0},
    {"gap", kBasic, apply_gap, 0},
    {"line_full", kBasic, apply_line_full, 0},
    {"equal_pair_ends", kSigns, apply_equal_pair_ends, 0},
    {"opposite_balance", kSigns, apply_opposite_balance, 0},
    {"equal_pair_balance", kSigns, apply_equal_pair_balance, 0},
    {"near_complete", kNearComplete, apply_near_complete, 0},
    {"line_completion", kLine, apply_line_completion, 0},
    {"cross_line", kCrossLine, apply_cross_line, 0},
    {"contradiction", kContradiction, apply_contradiction, kCrossLine},
}};

const std::array<RuleInfo, kRules.size()> kRuleInfos = [] {
  std::array<RuleInfo, kRules.size()> out{};
  for (std::size_t i = 0; i < kRules.size(); ++i) out[i] = {kRules[i].id, kRules[i].tier};
  return out;
}();

int cap_of(int tier_cap) {
  return tier_cap < 0 ? kTierCount - 1 : tier_cap;
}

Grade grade_any(const AnyPuzzle& puzzle, int tier_cap, Trace* trace) {
  auto p = from_json(puzzle.to_json());
  if (!p) {  // cannot happen for a parsed tango puzzle; report rather than crash
    Grade g;
    g.status = Status::contradiction;
    g.tier = std::string(kTierNames[0]);
    return g;
  }
  return grade(*p, tier_cap, trace);
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
  for (std::size_t i = 0; i < kTierNames.size(); ++i)
    if (kTierNames[i] == name) return static_cast<int>(i);
  if (name == kSearchTier) return kTierCount;
  return -1;
}

Grade grade(const Puzzle& p, int tier_cap, Trace* trace) {
  Grid g = make_grid(p);
  return run_rules<Grid>(g, kRules, kTierNames, cap_of(tier_cap), trace);
}

// The engine's loop with the basic tier run as one fused propagation: a rule of tier t > basic
// runs only when every cheaper rule is stuck, exactly as in run_rules_core, so status and max_tier
// match grade() (tested), at about a third of the cost.
CoreGrade grade_grid(Grid& g, int tier_cap) {
  const int cap = cap_of(tier_cap);
  CoreGrade out;
  for (;;) {
    if (g.contradiction()) {
      out.status = Status::contradiction;
      return out;
    }
    if (!g.solved() && propagate_basic(g)) {
      ++out.steps;
      if (out.max_tier < kBasic) out.max_tier = kBasic;
    }
    if (g.contradiction()) {
      out.status = Status::contradiction;
      return out;
    }
    if (g.solved()) {
      out.status = Status::solved;
      return out;
    }
    bool progressed = false;
    for (const Rule<Grid>& rule : kRules) {
      if (rule.tier == kBasic) continue;
      if (rule.tier > cap) break;
      const Step step = rule.apply(g, rule.param, nullptr);
      if (step == Step::none) continue;
      ++out.steps;
      if (rule.tier > out.max_tier) out.max_tier = rule.tier;
      if (step == Step::contradiction) {
        out.status = Status::contradiction;
        return out;
      }
      progressed = true;
      break;
    }
    if (!progressed) {
      out.status = Status::stuck;
      return out;
    }
  }
}

const GraderInfo& grader_info() {
  static const GraderInfo info{"tango", kTierNames, kRuleInfos, grade_any};
  return info;
}

}  // namespace dg::tango
