// The table of graders, one per game that has one, so commands loop over games instead of
// switching on names. A grader works on the game's own model; grade() takes the type-erased
// puzzle and reads the model back from its interchange JSON (a few microseconds, and it keeps
// the solver library free of any dependency on the grader).
#pragma once

#include <array>
#include <cstddef>
#include <span>
#include <string>
#include <string_view>

#include "grader/common/engine.hpp"
#include "grader/common/grade.hpp"
#include "solver/common/game.hpp"

namespace dg {

// Stored with every grade. Bump it whenever a rule, tier or the engine changes what a grade says;
// `dailygrid regrade` then re-grades stored puzzles under the new version. 2: grades carry the
// difficulty score (grader/common/difficulty.hpp); bump it too when a cost or weight changes.
// 3: Zip's score on LinkedIn's scale, and the technique level beside every score.
// 4: the predicted minutes beside every score, and the bands read on the minutes, one scale for
// every game (grader/common/calibration.hpp).
// 5: Zip's step availability counts the edges a sweep decides; Zip and Tents minutes take Queens'
// exponent (calibration "shipped-2026-12-02").
inline constexpr std::string_view kGraderVersion = "5";

struct RuleInfo {
  std::string_view id;
  int tier;
};

// The id and tier of every rule of a game's table, in table order: the table states each once.
template <class Grid, std::size_t N>
constexpr std::array<RuleInfo, N> rule_infos_of(const std::array<Rule<Grid>, N>& rules) {
  std::array<RuleInfo, N> out{};
  for (std::size_t i = 0; i < N; ++i) out[i] = {rules[i].id, rules[i].tier};
  return out;
}

struct GraderInfo {
  std::string_view game;
  std::span<const std::string_view> tiers;  // difficulty order; "search" is implied after the last
  std::span<const RuleInfo> rules;          // every rule id with its tier, in table order
  // Grades with every tier up to `tier_cap` (an index into tiers; -1 = all).
  Grade (*grade)(const AnyPuzzle& puzzle, int tier_cap, Trace* trace);
  // Why this grader cannot grade `puzzle` (a variant its rules do not handle yet), as a one-line
  // message; empty when it can. nullptr: it grades every puzzle of its game.
  std::string (*unsupported)(const AnyPuzzle& puzzle) = nullptr;
};

// grader.unsupported(puzzle), or empty when the grader has no such test.
std::string unsupported_reason(const GraderInfo& grader, const AnyPuzzle& puzzle);

// Why no puzzle of `variant` is graded (a part the game's rules do not handle), or "" when the
// variant's puzzles are graded (solver/common/variant.hpp), for `registries --json` and the
// graders' own refusals. The same answer per puzzle comes from unsupported_reason; the page
// plays only what is graded.
std::string ungraded_variant(std::string_view game, std::string_view variant);

std::span<const GraderInfo> all_graders();
// The grader of `game`, or nullptr when that game has none yet.
const GraderInfo* find_grader(std::string_view game);

}  // namespace dg
