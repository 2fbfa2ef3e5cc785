// Queens brute-force counter for tiny boards: tries every permutation of columns (one queen per
// row and column by construction) and keeps those that pass check_solution. Tests only.
#include <algorithm>

#include "solver/queens/counter.hpp"

namespace dg::queens {

Count count_solutions_brute(const Puzzle& p, int limit) {
  Count result;
  limit = std::max(limit, 1);
  Solution cols(static_cast<std::size_t>(p.n));
  for (int i = 0; i < p.n; ++i) cols[static_cast<std::size_t>(i)] = i;
  do {
    ++result.nodes;
    if (check_solution(p, cols)) {
      result.solutions.push_back(cols);
      if (++result.count >= limit) break;
    }
  } while (std::next_permutation(cols.begin(), cols.end()));
  return result;
}

}  // namespace dg::queens
