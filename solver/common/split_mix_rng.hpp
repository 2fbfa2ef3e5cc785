// dg::SplitMixRng: SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
// generators", OOPSLA 2014), the second engine beside dg::Rng (solver/common/rng.hpp), for
// generators that make one stream per item seed and draw little from each. Its whole state is one
// word: a seed costs nothing, where dg::Rng's std::mt19937_64 fills and twists 312 words per seed
// (on a small Tents board, as much time as the puzzle's layouts), and a draw is two multiplies
// (Lemire's bounded draw, "Fast random integer generation in an interval", 2019: a division only
// on the rare rejection) where dg::Rng::below divides twice. Portable for the same reason as
// dg::Rng: the sequence is fixed by this code, not by a standard library. derive_seed is this
// generator's mixing too (item i's seed is output i + 1 of SplitMixRng(seed)).
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace dg {

// SplitMix64's output for the state `z` (its finaliser: a bijection of 64-bit words).
inline std::uint64_t split_mix64(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// The step SplitMix64 adds to its state per draw (2^64 / the golden ratio, odd).
inline constexpr std::uint64_t kSplitMixStep = 0x9e3779b97f4a7c15ULL;

class SplitMixRng {
 public:
  explicit SplitMixRng(std::uint64_t seed) : state_(seed) {}

  std::uint64_t next() { return split_mix64(state_ += kSplitMixStep); }

  // Uniform integer in [0, n); 0 < n < 2^31. The high 32 bits of a draw times n, high half;
  // draws whose low half falls below 2^32 mod n are rejected, so there is no bias.
  int below(int n) {
    const auto bound = static_cast<std::uint32_t>(n);
    std::uint64_t m = (next() >> 32) * bound;
    if (static_cast<std::uint32_t>(m) < bound) {
      const std::uint32_t reject = static_cast<std::uint32_t>(-bound) % bound;
      while (static_cast<std::uint32_t>(m) < reject) m = (next() >> 32) * bound;
    }
    return static_cast<int>(m >> 32);
  }

  // Fisher-Yates, front to back (as dg::Rng::shuffle).
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i)
      std::swap(v[i - 1], v[static_cast<std::size_t>(below(static_cast<int>(i)))]);
  }

 private:
  std::uint64_t state_;
};

}  // namespace dg
