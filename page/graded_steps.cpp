// Lookups over the page's game table (page/page_games.cpp) and the shared JSON assembly (see
// graded_steps.hpp).
#include "page/graded_steps.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <span>

#include "grader/common/explain.hpp"
#include "grader/common/graders.hpp"
#include "page/page.hpp"

namespace dg::page {

const PageGame* find_page_game(std::string_view game) {
  for (const PageGame& g : all_page_games())
    if (g.game == game) return &g;
  return nullptr;
}

GradeStepsFn find_grade_steps(std::string_view game) {
  const PageGame* g = find_page_game(game);
  return g ? g->steps : nullptr;
}

std::shared_ptr<const GradedSteps> grade_steps(const AnyPuzzle& puzzle) {
  const GradeStepsFn fn = find_grade_steps(puzzle.game());
  const GraderInfo* grader = find_grader(puzzle.game());
  if (!fn || !grader || !unsupported_reason(*grader, puzzle).empty()) return nullptr;
  return std::make_shared<const GradedSteps>(fn(puzzle));
}

std::string unplayable_variant(std::string_view game, std::string_view variant) {
  if (!find_page_game(game)) return "the page cannot play " + std::string(game) + " yet";
  const std::string why = ungraded_variant(game, variant);
  return why.empty() ? "" : "no hints: " + why;
}

std::string unplayable_key(std::string_view game, const nlohmann::json& puzzle) {
  const PageGame* g = find_page_game(game);
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
