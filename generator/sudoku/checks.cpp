// The generator's exact-count checks (see checks.hpp).
#include "generator/sudoku/checks.hpp"

#include "solver/sudoku/counter.hpp"

namespace dg::sudoku {

namespace {

Budget budget() {
  Budget b;
  b.max_nodes = kCountNodes;
  b.max_kept = 0;  // the solutions themselves are never read
  return b;
}

}  // namespace

bool counted_unique(const Puzzle& p) {
  const Count c = count_solutions(p, 2, budget());
  return c.complete && c.count == 1;
}

bool unique_after_removal(const Puzzle& p, int cell, int digit) {
  const Count c = count_solutions_avoiding(p, cell, digit, 1, budget());
  return c.complete && c.count == 0;
}

bool unique_by_both(const Puzzle& p) {
  if (!counted_unique(p)) return false;
  const Count c = count_solutions_dlx(p, 2, budget());
  return c.complete && c.count == 1;
}

bool is_minimal(const Puzzle& p) {
  Puzzle trial = p;
  for (std::size_t k = 0; k < trial.givens.size(); ++k) {
    const std::uint8_t d = trial.givens[k];
    if (d == 0) continue;
    trial.givens[k] = 0;
    // p's one solution holds d at k, so another solution without it there proves the given
    // needed (complete and found); anything else may not be.
    const Count c = count_solutions_avoiding(trial, static_cast<int>(k), d, 1, budget());
    if (!c.complete || c.count < 1) return false;
    trial.givens[k] = d;
  }
  return true;
}

}  // namespace dg::sudoku
