// The Queens family grader's soundness replay, shared by the family's and the general system's
// tests: an observer of the engine's loop checks, after every step, that each star on the grid is
// a star of every solution and each dead cell a star of none (sound rules deduce only what all
// solutions share, so any board with known solutions will do, unique or not).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "grader/queens/family_rules.hpp"
#include "solver/queens/model.hpp"

namespace dg::queens::test {

inline CellSet cells_of(const Puzzle& p, const Solution& s) {
  CellSet out;
  for (Cell c : queen_cells(p, s)) out.set(static_cast<std::size_t>(c.row * p.cols + c.col));
  return out;
}

// Checks every step's grid against every solution (`agree` = stars all share, `any` = stars some
// solution has; a dead cell must be outside `any`, a star inside `agree`).
class Replay final : public StepObserver<FamilyGrid> {
 public:
  Replay(const Puzzle& p, const std::vector<Solution>& solutions) {
    agree.set();
    for (const Solution& s : solutions) {
      const CellSet c = cells_of(p, s);
      agree &= c;
      any |= c;
    }
    vacuous = solutions.empty();  // on a board without solutions every deduction is sound
  }
  void before_step(const FamilyGrid&) override {}
  void after_step(std::size_t rule, Step step, const FamilyGrid& g) override {
    ++steps;
    const std::string_view id = family_rule_table()[rule].id;
    if (step == Step::contradiction) {
      contradiction_rule = std::string(id);
      return;
    }
    ++hits[std::string(id)];
    const CellSet dead = g.layout().board & ~g.live() & ~g.stars();
    if (vacuous) return;
    if ((g.stars() & ~agree).any() || (dead & any).any()) {
      ++unsound;
      if (first_unsound.empty()) first_unsound = std::string(id);
    }
  }
  CellSet agree, any;
  bool vacuous = false;
  int steps = 0, unsound = 0;
  std::string first_unsound, contradiction_rule;
  std::map<std::string, int> hits;  // progress steps per rule id
};

}  // namespace dg::queens::test
