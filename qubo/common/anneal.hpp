// Simulated annealing over a QUBO: the usual classical baseline for quantum annealers. Each read
// starts from a random state and sweeps every variable in index order with Metropolis flips, the
// inverse temperature rising geometrically from a hot start (the largest possible flip cost is
// accepted half the time) to a cold end (the smallest nonzero cost is accepted 1% of the time).
// Deterministic for a seed: read i draws from derive_seed(seed, i) only.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <vector>

#include "qubo/common/model.hpp"

namespace dg::qubo {

struct AnnealParams {
  int reads = 100;
  int sweeps = 1000;
  std::uint64_t seed = 20261122;
  // A read still sweeping at this time stops (a 900-variable model at 10^8 sweeps runs for hours).
  // The clock is read every kClockEvery sweeps; a read that ends before the deadline is the same
  // with or without one.
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  // Told the sweeps a read has done, every kClockEvery sweeps (a progress line for long reads).
  std::function<void(int sweeps_done)> on_sweeps = nullptr;
  static constexpr int kClockEvery = 16;
};

struct Read {
  State state;  // the lowest-energy state the read visited (checked after every sweep)
  double energy = 0;
  bool complete = true;  // false: stopped at params.deadline before its last sweep
};

// One read: `params.reads` is ignored, `read_index` picks the read's seed.
Read anneal_read(const Model& m, const AnnealParams& params, int read_index);

}  // namespace dg::qubo
