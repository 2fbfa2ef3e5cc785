// Energy and neighbour lists of a QUBO model.
#include "qubo/common/model.hpp"

namespace dg::qubo {

double energy(const Model& m, const State& x) {
  double e = m.offset;
  for (std::size_t i = 0; i < m.linear.size(); ++i)
    if (x[i]) e += m.linear[i];
  for (const auto& [ij, w] : m.quadratic)
    if (x[static_cast<std::size_t>(ij.first)] && x[static_cast<std::size_t>(ij.second)]) e += w;
  return e;
}

Adjacency adjacency(const Model& m) {
  Adjacency adj(m.labels.size());
  for (const auto& [ij, w] : m.quadratic) {
    adj[static_cast<std::size_t>(ij.first)].push_back({ij.second, w});
    adj[static_cast<std::size_t>(ij.second)].push_back({ij.first, w});
  }
  return adj;
}

}  // namespace dg::qubo
