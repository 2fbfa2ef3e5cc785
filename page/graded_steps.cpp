// The table of per-game step graders and the shared JSON assembly (see graded_steps.hpp).
#include "page/graded_steps.hpp"

#include <array>

#include "grader/common/explain.hpp"

namespace dg::page {

namespace {

struct GameSteps {
  std::string_view game;
  GradeStepsFn fn;
};

constexpr std::array<GameSteps, 4> kGameSteps = {{
    {"queens", queens_steps},
    {"tango", tango_steps},
    {"zip", zip_steps},
    {"tents", tents_steps},
}};

}  // namespace

GradeStepsFn find_grade_steps(std::string_view game) {
  for (const GameSteps& g : kGameSteps)
    if (g.game == game) return g.fn;
  return nullptr;
}

nlohmann::json steps_with_facts(const Trace& trace, const nlohmann::json& facts) {
  nlohmann::json steps = trace_to_json(trace);
  for (std::size_t i = 0; i < steps.size(); ++i)
    steps[i]["facts"] = i < facts.size() ? facts[i] : nlohmann::json::array();
  return steps;
}

}  // namespace dg::page
