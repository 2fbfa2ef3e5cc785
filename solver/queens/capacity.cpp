// Unit capacity by branch and bound (see capacity.hpp). Units are at most 900 cells and the
// search stops at the first set of `need` cells, which greedy order usually finds at once.
#include "solver/queens/capacity.hpp"

#include <algorithm>

namespace dg::queens {

namespace {

constexpr long kNodeBudget = 200000;

struct Search {
  const Puzzle& p;
  const std::vector<Cell>& cells;
  int need;
  long nodes = 0;
  int best = 0;
  std::vector<Cell> chosen;

  // Tries cells from index i on; returns true once `need` is reached or the budget is spent.
  bool run(std::size_t i) {
    best = std::max(best, static_cast<int>(chosen.size()));
    if (best >= need || ++nodes > kNodeBudget) return true;
    if (static_cast<int>(chosen.size() + (cells.size() - i)) <= best) return false;  // bound
    for (std::size_t j = i; j < cells.size(); ++j) {
      if (std::any_of(chosen.begin(), chosen.end(),
                      [&](Cell c) { return attacks(p, c, cells[j]); }))
        continue;
      chosen.push_back(cells[j]);
      const bool stop = run(j + 1);
      chosen.pop_back();
      if (stop) return true;
      if (static_cast<int>(chosen.size() + (cells.size() - j - 1)) <= best) return false;
    }
    return false;
  }
};

}  // namespace

int capacity(const Puzzle& p, const std::vector<Cell>& cells, int need) {
  if (need <= 0) return need;
  Search s{p, cells, need, 0, 0, {}};
  s.run(0);
  if (s.best >= need) return need;
  // Out of budget: only the cell count is known to bound it.
  if (s.nodes > kNodeBudget) return std::min(need, static_cast<int>(cells.size()));
  return s.best;
}

}  // namespace dg::queens
