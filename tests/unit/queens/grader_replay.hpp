// Test helper: replays a Queens grade's trace against the known solution. Every killed cell must
// be empty in the solution, every placed queen must be in it, a unique puzzle never grades as a
// contradiction, and a solved grade placed exactly the solution.
#pragma once

#include <set>
#include <string>

#include <catch2/catch.hpp>

#include "grader/queens/grader.hpp"

namespace dg::test {

// Rules whose trace cells are queens they place (all other rules list the cells they kill; the
// first cell of a queen_adjacent_kill step is the queen whose attacks die).
inline bool places_queen(const std::string& rule) {
  return rule == "single_cell_region" || rule == "single_cell_line";
}

inline void check_replay(const queens::Puzzle& p, const queens::Solution& solution,
                         const Grade& grade, const Trace& trace) {
  CHECK(grade.status != Status::contradiction);
  std::set<Cell> placed;
  for (const TraceStep& step : trace.steps) {
    INFO("rule " << step.rule << ": " << step.text);
    REQUIRE(!step.cells.empty());
    CHECK(grade.hits.count(step.rule) == 1);  // trace and table name rules alike
    if (places_queen(step.rule)) {
      REQUIRE(step.cells.size() == 1);
      CHECK(solution[static_cast<std::size_t>(step.cells[0].row)] == step.cells[0].col);
      placed.insert(step.cells[0]);
      continue;
    }
    const std::size_t first = step.rule == "queen_adjacent_kill" ? 1 : 0;
    for (std::size_t i = first; i < step.cells.size(); ++i) {
      const Cell c = step.cells[i];
      CHECK(solution[static_cast<std::size_t>(c.row)] != c.col);
    }
  }
  if (grade.status == Status::solved) CHECK(static_cast<int>(placed.size()) == p.n);
  // Each progress step writes exactly one trace step.
  CHECK(static_cast<int>(trace.steps.size()) == grade.steps);
}

}  // namespace dg::test
