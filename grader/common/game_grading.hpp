// Pieces every game's grader table entry needs, written once: grading an AnyPuzzle through the
// game's own model, and reading a tier name.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "grader/common/grade.hpp"
#include "solver/common/game.hpp"

namespace dg {

// GraderInfo's grade_any for a game whose model reads back from its interchange JSON with
// `parse` (an AnyPuzzle of the game always does; a failure is reported as a contradiction at the
// first tier rather than a crash) and is graded by `grade`.
template <class Parse, class GradeFn>
Grade grade_through_model(const AnyPuzzle& puzzle, int tier_cap, Trace* trace, Parse parse,
                          GradeFn grade, std::string_view first_tier) {
  auto p = parse(puzzle.to_json());
  if (!p) {
    Grade g;
    g.status = Status::contradiction;
    g.tier = std::string(first_tier);
    return g;
  }
  return grade(*p, tier_cap, trace);
}

// The index of `name` among `tiers`, tiers.size() for "search", -1 for any other name.
inline int tier_index(std::span<const std::string_view> tiers, std::string_view name) {
  for (std::size_t i = 0; i < tiers.size(); ++i)
    if (tiers[i] == name) return static_cast<int>(i);
  return name == kSearchTier ? static_cast<int>(tiers.size()) : -1;
}

}  // namespace dg
