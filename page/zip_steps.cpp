// Zip: each step's facts are the edges it decided, read off the grader's grid before and after
// the step: ["on", r1, c1, r2, c2] when the path steps between the two cells, ["off", ...] when it
// does not. Most of them a player cannot mark (only the path drawn from 1 is), so the page keeps
// the facts of every hint it has shown.
#include <vector>

#include "grader/zip/rules.hpp"
#include "page/graded_steps.hpp"

namespace dg::page {

namespace {

using zip::Grid;

std::vector<zip::EdgeState> edge_states(const Grid& g) {
  std::vector<zip::EdgeState> out;
  out.reserve(static_cast<std::size_t>(g.topo().edges));
  for (int e = 0; e < g.topo().edges; ++e) out.push_back(g.edge(e));
  return out;
}

class FactRecorder final : public StepObserver<Grid> {
 public:
  void before_step(const Grid& grid) override { before_ = edge_states(grid); }
  void after_step(std::size_t, Step, const Grid& after) override {
    const auto now = edge_states(after);
    const zip::Topology& t = after.topo();
    nlohmann::json step = nlohmann::json::array();
    for (std::size_t e = 0; e < now.size(); ++e) {
      if (before_[e] != zip::kUnknown || now[e] == zip::kUnknown) continue;
      const Cell a = t.cell(t.ends[e][0]), b = t.cell(t.ends[e][1]);
      step.push_back({now[e] == zip::kOn ? "on" : "off", a.row, a.col, b.row, b.col});
    }
    facts.push_back(std::move(step));
  }
  nlohmann::json facts = nlohmann::json::array();

 private:
  std::vector<zip::EdgeState> before_;
};

}  // namespace

GradedSteps zip_steps(const AnyPuzzle& puzzle) {
  const auto p = zip::from_json(puzzle.to_json());
  if (!p) return {};  // cannot happen: AnyPuzzle holds a parsed zip puzzle
  Trace trace;
  FactRecorder recorder;
  GradedSteps out;
  out.grade = zip::grade_observed(*p, -1, &trace, nullptr, nullptr, &recorder);
  out.steps = steps_with_facts(trace, recorder.facts);
  return out;
}

}  // namespace dg::page
