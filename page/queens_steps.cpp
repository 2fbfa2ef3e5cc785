// Queens: each step's facts are the cells it decided, read off the grader's grid before and after
// the step: a cell that was live and now holds a queen (["q", r, c]) or is dead (["x", r, c]).
#include <cstdint>
#include <vector>

#include "grader/queens/rules.hpp"
#include "page/fact_recorder.hpp"
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

nlohmann::json queens_fact(const Grid& g, std::size_t i, std::uint8_t now) {
  const int r = static_cast<int>(i) / g.n(), c = static_cast<int>(i) % g.n();
  return {now == kQueen ? "q" : "x", r, c};
}

}  // namespace

GradedSteps queens_steps(const AnyPuzzle& puzzle) {
  const auto p = queens::from_json(puzzle.to_json());
  if (!p.ok()) return {};  // cannot happen: AnyPuzzle holds a parsed queens puzzle
  Trace trace;
  FactRecorder<Grid, std::uint8_t> recorder(cell_states, kLive, queens_fact);
  GradedSteps out;
  out.grade = queens::grade_observed(p.value(), -1, &trace, &recorder);
  out.steps = steps_with_facts(trace, recorder.facts);
  return out;
}

}  // namespace dg::page
