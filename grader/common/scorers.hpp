// The table of difficulty scorers, one per game, so commands and the store loop over games
// instead of switching on names. Kept apart from graders.hpp: only callers that score need it.
#pragma once

#include <span>
#include <string_view>

#include "grader/common/difficulty.hpp"
#include "solver/common/game.hpp"

namespace dg {

struct ScorerInfo {
  std::string_view game;
  const DifficultyParams* params;
  std::span<const RuleCost> costs;  // one per rule of the game's table, in table order
  // Grades the puzzle with every tier, recording the steps, and scores the record.
  Difficulty (*difficulty)(const AnyPuzzle& puzzle);
};

// A ScorerInfo's `difficulty` from a game's model reader and scorer: the type-erased puzzle is
// read back from its interchange JSON (a parsed puzzle always reads back; a failure scores 0).
template <auto from_json, auto difficulty>
Difficulty difficulty_of_any(const AnyPuzzle& any) {
  auto p = from_json(any.to_json());
  return p ? difficulty(*p) : Difficulty{};
}

std::span<const ScorerInfo> all_scorers();
// The scorer of `game`, or nullptr when that game has none.
const ScorerInfo* find_scorer(std::string_view game);

}  // namespace dg
