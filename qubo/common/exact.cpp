// Gray-code walk over every state, keeping each variable's local field h_i + sum_j J_ij x_j so a
// flip's energy change is read off in O(1) and applied to the neighbours in O(degree).
#include "qubo/common/exact.hpp"

#include <bit>

namespace dg::qubo {

GroundStates ground_states(const Model& m, std::size_t keep) {
  const int n = m.variables();
  const auto adj = adjacency(m);
  State x(static_cast<std::size_t>(n), 0);
  std::vector<double> field = m.linear;
  double e = m.offset;
  GroundStates best{e, 1, {x}};
  const std::uint64_t total = std::uint64_t{1} << n;
  for (std::uint64_t k = 1; k < total; ++k) {
    const auto v = static_cast<std::size_t>(std::countr_zero(k));
    const double sign = x[v] ? -1.0 : 1.0;
    e += sign * field[v];
    x[v] ^= 1;
    for (const auto& [u, w] : adj[v]) field[static_cast<std::size_t>(u)] += sign * w;
    if (e < best.energy) {
      best = {e, 1, {x}};
    } else if (e == best.energy) {
      ++best.count;
      if (best.states.size() < keep) best.states.push_back(x);
    }
  }
  return best;
}

}  // namespace dg::qubo
