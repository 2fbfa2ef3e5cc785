// Helpers shared by the Tango grader and counter tests: the faults they plant in a random puzzle
// (a flipped given, a false sign) and the check that the grader agrees with the exact counter.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include <catch2/catch.hpp>

#include "grader/tango/closure.hpp"
#include "grader/tango/grader.hpp"
#include "solver/common/rng.hpp"
#include "solver/tango/counter.hpp"

namespace dg::test {

// One given cell of `p`, picked by `rng`, turned to the other value (nothing when p has none):
// the puzzle often has no solution then.
inline void flip_a_given(tango::Puzzle& p, Rng& rng) {
  std::vector<std::size_t> givens;
  for (std::size_t i = 0; i < p.cells.size(); ++i)
    if (p.cells[i] >= 0) givens.push_back(i);
  if (givens.empty()) return;
  auto& c = p.cells[givens[static_cast<std::size_t>(rng.below(static_cast<int>(givens.size())))]];
  c = static_cast<std::int8_t>(1 - c);
}

// The last '=' sign of `p` turned to 'x'. Pre: p.equal is not empty.
inline void make_a_sign_false(tango::Puzzle& p) {
  p.opposite.push_back(p.equal.back());
  p.equal.pop_back();
  std::sort(p.opposite.begin(), p.opposite.end());
}

// p's grade against the exact counter: solved means one solution, a contradiction none; and the
// generator's order-free closure reaches the engine's status at every tier cap. Counts the solved
// and contradictory puzzles; returns the grade.
inline Grade check_grade_against_count(const tango::Puzzle& p, int& solved, int& contradictions) {
  const Grade g = tango::grade(p);
  const int count = tango::count_solutions(p, 2).count;
  INFO(tango::to_text(p));
  if (g.status == Status::solved) {
    CHECK(count == 1);
    ++solved;
  }
  if (g.status == Status::contradiction) {
    CHECK(count == 0);
    ++contradictions;
  }
  for (int cap = 0; cap < tango::kTierCount; ++cap) {
    INFO("cap " << cap);
    tango::Grid a = tango::make_grid(p);
    CHECK(tango::close_grid(a, cap) == tango::grade(p, cap).status);
  }
  return g;
}

}  // namespace dg::test
