// The Hungarian method with row and column potentials (shortest augmenting paths), 1-based
// internally so that index 0 is the virtual start column.
#include "vision/assignment.hpp"

#include <limits>

namespace dg::vision {

std::vector<int> cheapest_assignment(const std::vector<std::vector<double>>& cost) {
  const std::size_t n = cost.size();
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<double> u(n + 1, 0), v(n + 1, 0);
  std::vector<std::size_t> match(n + 1, 0), way(n + 1, 0);  // match[col] = row
  for (std::size_t i = 1; i <= n; ++i) {
    match[0] = i;
    std::size_t j0 = 0;
    std::vector<double> min_to(n + 1, inf);
    std::vector<bool> used(n + 1, false);
    do {
      used[j0] = true;
      const std::size_t i0 = match[j0];
      double delta = inf;
      std::size_t j1 = 0;
      for (std::size_t j = 1; j <= n; ++j) {
        if (used[j]) continue;
        const double cur = cost[i0 - 1][j - 1] - u[i0] - v[j];
        if (cur < min_to[j]) min_to[j] = cur, way[j] = j0;
        if (min_to[j] < delta) delta = min_to[j], j1 = j;
      }
      for (std::size_t j = 0; j <= n; ++j) {
        if (used[j])
          u[match[j]] += delta, v[j] -= delta;
        else
          min_to[j] -= delta;
      }
      j0 = j1;
    } while (match[j0] != 0);
    do {
      const std::size_t j1 = way[j0];
      match[j0] = match[j1];
      j0 = j1;
    } while (j0 != 0);
  }
  std::vector<int> col_of(n, 0);
  for (std::size_t j = 1; j <= n; ++j)
    if (match[j] != 0) col_of[match[j] - 1] = static_cast<int>(j - 1);
  return col_of;
}

}  // namespace dg::vision
