// The Tango grader: human-style rules in tiers (basic, signs, near_complete, line, cross_line,
// contradiction), run by the shared fixed-point engine (grader/common/engine.hpp). A puzzle the
// rules leave stuck is graded "search". The rules are sound, so "solved" proves uniqueness.
// Boards: the classic even square, and rectangles, odd sizes (near balance) and per-line counts,
// each line counted against its own sun range.
#pragma once

#include <span>
#include <string_view>

#include "grader/common/engine.hpp"
#include "grader/common/graders.hpp"
#include "grader/tango/grid.hpp"
#include "solver/tango/model.hpp"

namespace dg::tango {

// Tier indices (difficulty order); kTierNames[t] names tier t.
enum TangoTier : int {
  kBasic = 0,
  kSigns,
  kNearComplete,
  kLine,
  kCrossLine,
  kContradiction,
  kTierCount
};
std::span<const std::string_view> tier_names();
// Tier index of `name`, kTierCount for "search", -1 when unknown.
int parse_tier(std::string_view name);

// Every rule id with its tier, in table order.
std::span<const RuleInfo> rule_infos();

// Grades `p` with the rules of tier <= tier_cap (-1: all). With `trace`, records every deduction.
Grade grade(const Puzzle& p, int tier_cap = -1, Trace* trace = nullptr);

// Whether the grader takes boards with this option part of the seed paper (variant.hpp): rect,
// odd and counts (each line counted against its own range); not torus, diagonals, regions or
// long-signs.
bool graded_part(std::string_view part);

// The registry entry (grader/common/graders.cpp).
const GraderInfo& grader_info();

}  // namespace dg::tango
