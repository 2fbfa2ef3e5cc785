// The table of graders, one per game that has one, so commands loop over games instead of
// switching on names. A grader works on the game's own model; grade() takes the type-erased
// puzzle and reads the model back from its interchange JSON (a few microseconds, and it keeps
// the solver library free of any dependency on the grader).
#pragma once

#include <span>
#include <string_view>

#include "grader/common/grade.hpp"
#include "solver/common/game.hpp"

namespace dg {

// Stored with every grade. Bump it whenever a rule, tier or the engine changes what a grade says;
// `dailygrid regrade` then re-grades stored puzzles under the new version.
inline constexpr std::string_view kGraderVersion = "1";

struct RuleInfo {
  std::string_view id;
  int tier;
};

struct GraderInfo {
  std::string_view game;
  std::span<const std::string_view> tiers;  // difficulty order; "search" is implied after the last
  std::span<const RuleInfo> rules;          // every rule id with its tier, in table order
  // Grades with every tier up to `tier_cap` (an index into tiers; -1 = all).
  Grade (*grade)(const AnyPuzzle& puzzle, int tier_cap, Trace* trace);
};

std::span<const GraderInfo> all_graders();
// The grader of `game`, or nullptr when that game has none yet.
const GraderInfo* find_grader(std::string_view game);

}  // namespace dg
