// The Tents generator's random numbers: SplitMix64 (Steele, Lea and Flood, "Fast splittable
// pseudorandom number generators", OOPSLA 2014), whose whole state is one word. A generator makes
// one stream per item seed, and on a small board a puzzle takes about ten layouts' worth of
// draws: dg::Rng's std::mt19937_64 fills and twists 312 words per seed (as much time as the
// puzzle's layouts), and its below() divides twice per draw. Here a seed costs nothing and a
// draw is two multiplies (Lemire's bounded draw, "Fast random integer generation in an
// interval", 2019: a division only on the rare rejection). Portable for the same reason as
// dg::Rng (solver/common/rng.hpp): the sequence is fixed by this code, not by a standard library.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace dg::tents {

class SplitMixRng {
 public:
  explicit SplitMixRng(std::uint64_t seed) : state_(seed) {}

  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }

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

}  // namespace dg::tents
