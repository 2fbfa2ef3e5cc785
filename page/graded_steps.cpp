// The table of per-game step graders and the shared JSON assembly (see graded_steps.hpp).
#include "page/graded_steps.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <span>

#include "grader/common/explain.hpp"
#include "grader/common/graders.hpp"
#include "page/page.hpp"

namespace dg::page {

namespace {

// The keys of the puzzle JSON (docs/formats.md) a game's script reads; an empty list is not
// checked. A key the model learns later (a new variant) is then refused by name until the script
// plays it, instead of being silently ignored.
// Queens: the family's keys and the general system's attack patterns, pieces, no lines and extra
// units (counts may be ranges); "maximize" and "weights" are not a puzzle (the grader refuses).
constexpr std::string_view kQueensKeys[] = {"game",          "size",   "rows",       "cols",
                                            "regions",       "stars",  "row_counts", "col_counts",
                                            "region_counts", "givens", "diagonals",  "torus",
                                            "attack",        "pieces", "lines",      "units"};
constexpr std::string_view kTangoKeys[] = {"game",     "size",    "rows",     "cols",
                                           "cells",    "equal",   "opposite", "unique_lines",
                                           "row_ones", "col_ones"};
constexpr std::string_view kZipKeys[] = {"game", "rows", "cols", "waypoints", "walls"};
// unique_matching changes which boards count as puzzles, not how one is played.
constexpr std::string_view kTentsKeys[] = {"game",  "rows",       "cols",
                                           "trees", "row_counts", "col_counts",
                                           "tents", "grass",      "unique_matching"};

struct GameSteps {
  std::string_view game;
  GradeStepsFn fn;
  std::span<const std::string_view> keys;
};

constexpr std::array<GameSteps, 4> kGameSteps = {{
    {"queens", queens_steps, kQueensKeys},
    {"tango", tango_steps, kTangoKeys},
    {"zip", zip_steps, kZipKeys},
    {"tents", tents_steps, kTentsKeys},
}};

const GameSteps* find_game(std::string_view game) {
  for (const GameSteps& g : kGameSteps)
    if (g.game == game) return &g;
  return nullptr;
}

}  // namespace

GradeStepsFn find_grade_steps(std::string_view game) {
  const GameSteps* g = find_game(game);
  return g ? g->fn : nullptr;
}

std::shared_ptr<const GradedSteps> grade_steps(const AnyPuzzle& puzzle) {
  const GradeStepsFn fn = find_grade_steps(puzzle.game());
  const GraderInfo* grader = find_grader(puzzle.game());
  if (!fn || !grader || !unsupported_reason(*grader, puzzle).empty()) return nullptr;
  return std::make_shared<const GradedSteps>(fn(puzzle));
}

std::string unplayable_variant(std::string_view game, std::string_view variant) {
  if (!find_game(game)) return "the page cannot play " + std::string(game) + " yet";
  const std::string why = ungraded_variant(game, variant);
  return why.empty() ? "" : "no hints: " + why;
}

std::string unplayable_key(std::string_view game, const nlohmann::json& puzzle) {
  const GameSteps* g = find_game(game);
  if (!g || g->keys.empty() || !puzzle.is_object()) return {};
  for (const auto& [key, value] : puzzle.items())
    if (std::find(g->keys.begin(), g->keys.end(), key) == g->keys.end()) return key;
  return {};
}

nlohmann::json steps_with_facts(const Trace& trace, const nlohmann::json& facts) {
  nlohmann::json steps = trace_to_json(trace);
  for (std::size_t i = 0; i < steps.size(); ++i)
    steps[i]["facts"] = i < facts.size() ? facts[i] : nlohmann::json::array();
  return steps;
}

}  // namespace dg::page
