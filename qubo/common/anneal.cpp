// Metropolis sweeps on local fields; the schedule is fixed by the model's coefficient sizes.
#include "qubo/common/anneal.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "solver/common/rng.hpp"

namespace dg::qubo {

namespace {

// Inverse temperatures at the first and last sweep from the flip costs' range.
std::pair<double, double> beta_range(const Model& m, const Adjacency& adj) {
  double largest = 0, smallest = std::numeric_limits<double>::infinity();
  for (std::size_t i = 0; i < adj.size(); ++i) {
    double reach = std::abs(m.linear[i]);
    if (m.linear[i] != 0) smallest = std::min(smallest, std::abs(m.linear[i]));
    for (const auto& [j, w] : adj[i])
      reach += std::abs(w), smallest = std::min(smallest, std::abs(w));
    largest = std::max(largest, reach);
  }
  if (largest == 0) return {1, 1};
  return {std::log(2.0) / largest, std::log(100.0) / smallest};
}

double unit_interval(Rng& rng) {
  return static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
}

}  // namespace

Read anneal_read(const Model& m, const AnnealParams& params, int read_index) {
  const auto adj = adjacency(m);
  const auto [hot, cold] = beta_range(m, adj);
  Rng rng(derive_seed(params.seed, static_cast<std::uint64_t>(read_index)));
  const auto n = static_cast<std::size_t>(m.variables());
  State x(n);
  for (auto& bit : x) bit = static_cast<std::uint8_t>(rng.next() & 1);
  std::vector<double> field = m.linear;
  for (std::size_t i = 0; i < n; ++i)
    if (x[i])
      for (const auto& [j, w] : adj[i]) field[static_cast<std::size_t>(j)] += w;
  double e = energy(m, x);
  Read best{x, e};
  const int sweeps = std::max(params.sweeps, 1);
  const double ratio = sweeps > 1 ? std::pow(cold / hot, 1.0 / (sweeps - 1)) : 1.0;
  double beta = hot;
  const bool timed = params.deadline != std::chrono::steady_clock::time_point::max();
  for (int s = 0; s < sweeps; ++s, beta *= ratio) {
    if (s % AnnealParams::kClockEvery == 0 && s > 0) {
      if (params.on_sweeps) params.on_sweeps(s);
      if (timed && std::chrono::steady_clock::now() >= params.deadline) {
        best.complete = false;
        break;
      }
    }
    for (std::size_t v = 0; v < n; ++v) {
      const double sign = x[v] ? -1.0 : 1.0;
      const double delta = sign * field[v];
      if (delta > 0 && unit_interval(rng) >= std::exp(-beta * delta)) continue;
      e += delta;
      x[v] ^= 1;
      for (const auto& [u, w] : adj[v]) field[static_cast<std::size_t>(u)] += sign * w;
    }
    if (e < best.energy) best = {x, e};
  }
  return best;
}

}  // namespace dg::qubo
