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
    // complete && count >= 2 proves the given needed; anything else may not be.
    const Count c = count_solutions(trial, 2, budget());
    if (!c.complete || c.count < 2) return false;
    trial.givens[k] = d;
  }
  return true;
}

}  // namespace dg::sudoku
