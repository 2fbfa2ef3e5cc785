// Queens: each step's facts are the cells it decided, read off the grader's grid before and after
// the step: a cell that was live and now holds a queen (["q", r, c]) or is dead (["x", r, c]).
#include <cstdint>
#include <vector>

#include "grader/queens/rules.hpp"
#include "page/graded_steps.hpp"

namespace dg::page {

namespace {

using queens::Grid;

enum CellState : std::uint8_t { kLive, kQueen, kDead };

std::vector<std::uint8_t> cell_states(const Grid& g) {
  std::vector<std::uint8_t> out;
  out.reserve(static_cast<std::size_t>(g.n() * g.n()));
  for (int r = 0; r < g.n(); ++r)
    for (int c = 0; c < g.n(); ++c)
      out.push_back(g.queen_col(r) == c ? kQueen : g.is_live(r, c) ? kLive : kDead);
  return out;
}

class FactRecorder final : public StepObserver<Grid> {
 public:
  void before_step(const Grid& grid) override { before_ = cell_states(grid); }
  void after_step(std::size_t, Step, const Grid& after) override {
    const auto now = cell_states(after);
    const int n = after.n();
    nlohmann::json step = nlohmann::json::array();
    for (std::size_t i = 0; i < now.size(); ++i) {
      if (before_[i] != kLive || now[i] == kLive) continue;
      const int r = static_cast<int>(i) / n, c = static_cast<int>(i) % n;
      step.push_back({now[i] == kQueen ? "q" : "x", r, c});
    }
    facts.push_back(std::move(step));
  }
  nlohmann::json facts = nlohmann::json::array();

 private:
  std::vector<std::uint8_t> before_;
};

}  // namespace

GradedSteps queens_steps(const AnyPuzzle& puzzle) {
  const auto p = queens::from_json(puzzle.to_json());
  if (!p.ok()) return {};  // cannot happen: AnyPuzzle holds a parsed queens puzzle
  Trace trace;
  FactRecorder recorder;
  GradedSteps out;
  out.grade = queens::grade_observed(p.value(), -1, &trace, &recorder);
  out.steps = steps_with_facts(trace, recorder.facts);
  return out;
}

}  // namespace dg::page
