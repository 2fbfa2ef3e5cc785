// dg::Rng: with dg::SplitMixRng (solver/common/split_mix_rng.hpp, for generators that seed a
// stream per item and draw little from each), the only randomness library code may use.
// std::mt19937_64's output sequence is fixed by the standard, and below()/shuffle() are our own,
// so a seed gives the same puzzles with every standard library (std::uniform_int_distribution and
// std::shuffle are implementation-defined).
#pragma once

#include <cstdint>
#include <limits>
#include <random>
#include <utility>
#include <vector>

#include "solver/common/split_mix_rng.hpp"

namespace dg {

// The seed used when the user gives none (a fixed constant: runs are reproducible by default).
inline constexpr std::uint64_t kDefaultSeed = 20261122;

class Rng {
 public:
  explicit Rng(std::uint64_t seed) : engine_(seed) {}

  std::uint64_t next() { return engine_(); }

  // Uniform integer in [0, n); n must be > 0. Rejection sampling, so no modulo bias.
  std::uint64_t below(std::uint64_t n) {
    const std::uint64_t limit =
        std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % n;
    std::uint64_t x;
    do {
      x = engine_();
    } while (x >= limit);
    return x % n;
  }
  int below(int n) { return static_cast<int>(below(static_cast<std::uint64_t>(n))); }

  // True with probability num/den.
  bool chance(int num, int den) { return below(den) < num; }

  // Fisher-Yates, front to back.
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) {
      std::size_t j = static_cast<std::size_t>(below(static_cast<std::uint64_t>(i)));
      std::swap(v[i - 1], v[j]);
    }
  }

 private:
  std::mt19937_64 engine_;
};

// Seed of item `index` in a batch seeded with `seed` (splitmix64 of the pair: output index + 1 of
// SplitMixRng(seed)), so item i of a batch is the same puzzle whatever the thread count or shard
// layout.
inline std::uint64_t derive_seed(std::uint64_t seed, std::uint64_t index) {
  return split_mix64(seed + kSplitMixStep * (index + 1));
}

}  // namespace dg
