// Pieces every game's grader table entry needs, written once: grading an AnyPuzzle through the
// game's own model, grading a game's grid with its rule table, and reading a tier name.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "grader/common/engine.hpp"
#include "grader/common/explain.hpp"
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

// A game's grade_observed for a grid made from the puzzle: `grid` run through `rules` up to
// tier_cap (every tier when negative) and, when it ends in a contradiction, the trace told what
// broke in the game's own words (`describe` of the grid as the rules left it).
template <class Grid>
Grade grade_grid(Grid grid, std::span<const Rule<Grid>> rules,
                 std::span<const std::string_view> tier_names, int tier_cap, Trace* trace,
                 StepObserver<Grid>* observer, std::string (*describe)(const Grid&)) {
  const int cap = tier_cap < 0 ? static_cast<int>(tier_names.size()) - 1 : tier_cap;
  Grade out = run_rules<Grid>(grid, rules, tier_names, cap, trace, observer);
  if (trace && out.status == Status::contradiction) note_broken(*trace, describe(grid));
  return out;
}

// The index of `name` among `tiers`, tiers.size() for "search", -1 for any other name.
inline int tier_index(std::span<const std::string_view> tiers, std::string_view name) {
  for (std::size_t i = 0; i < tiers.size(); ++i)
    if (tiers[i] == name) return static_cast<int>(i);
  return name == kSearchTier ? static_cast<int>(tiers.size()) : -1;
}

}  // namespace dg
