// Tango: each step's facts are the cells it filled, read off the grader's grid before and after
// the step: ["v", r, c, 1] for a sun, ["v", r, c, 0] for a moon.
#include <vector>

#include "grader/tango/rules.hpp"
#include "page/graded_steps.hpp"

namespace dg::page {

namespace {

using tango::Grid;

std::vector<int> cell_values(const Grid& g) {
  std::vector<int> out;
  out.reserve(static_cast<std::size_t>(g.n * g.n));
  for (int r = 0; r < g.n; ++r)
    for (int c = 0; c < g.n; ++c) out.push_back(g.at(r, c));
  return out;
}

class FactRecorder final : public StepObserver<Grid> {
 public:
  void before_step(const Grid& grid) override { before_ = cell_values(grid); }
  void after_step(std::size_t, Step, const Grid& after) override {
    const auto now = cell_values(after);
    nlohmann::json step = nlohmann::json::array();
    for (std::size_t i = 0; i < now.size(); ++i) {
      if (before_[i] != -1 || now[i] == -1) continue;
      const int r = static_cast<int>(i) / after.n, c = static_cast<int>(i) % after.n;
      step.push_back({"v", r, c, now[i]});
    }
    facts.push_back(std::move(step));
  }
  nlohmann::json facts = nlohmann::json::array();

 private:
  std::vector<int> before_;
};

}  // namespace

GradedSteps tango_steps(const AnyPuzzle& puzzle) {
  const auto p = tango::from_json(puzzle.to_json());
  if (!p) return {};  // cannot happen: AnyPuzzle holds a parsed tango puzzle
  Trace trace;
  FactRecorder recorder;
  GradedSteps out;
  out.grade = tango::grade_observed(*p, -1, &trace, &recorder);
  out.steps = steps_with_facts(trace, recorder.facts);
  return out;
}

}  // namespace dg::page
