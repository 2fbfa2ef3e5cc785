// The Tents grader: human-style rules in tiers lined up with Simon Tatham's solver levels (basic
// tricky), then matching, starving, pair and contradiction above them, run by the shared
// fixed-point engine (grader/common/engine.hpp). A puzzle the rules leave stuck is graded
// "search". The rules are sound, so "solved" proves uniqueness.
#pragma once

#include <span>
#include <string_view>

#include "grader/common/engine.hpp"
#include "grader/common/graders.hpp"
#include "grader/tents/grid.hpp"
#include "solver/tents/model.hpp"

namespace dg::tents {

enum TentsTier : int {
  kBasic = 0,
  kTricky,
  kMatching,
  kStarving,
  kPair,
  kContradiction,
  kTierCount
};
inline constexpr std::size_t kRuleCount = 11;  // entries of the rule table
std::span<const std::string_view> tier_names();
// Tier index of `name`, kTierCount for "search", -1 when unknown.
int parse_tier(std::string_view name);
std::span<const RuleInfo> rule_infos();

// Grades `p` with the rules of tier <= tier_cap (-1: all). With `trace`, records every deduction.
Grade grade(const Puzzle& p, int tier_cap = -1, Trace* trace = nullptr);
Grade grade_observed(const Puzzle& p, int tier_cap, Trace* trace, StepObserver<Grid>* observer);
// The grade's status and hardest tier without names or hit counts (the generator's hot loop:
// difficulty.hpp's grade_candidate, which also keeps what an accepted puzzle's output needs).
CoreGrade grade_core(const Puzzle& p, int tier_cap);

const GraderInfo& grader_info();

}  // namespace dg::tents
