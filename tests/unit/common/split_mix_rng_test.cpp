// dg::SplitMixRng is seeded generation's second engine (the Tents generator's): its sequence must
// never change, and derive_seed is the same mixing (item i's seed is the stream's output i + 1).
#include <catch2/catch.hpp>

#include <set>
#include <vector>

#include "solver/common/rng.hpp"
#include "solver/common/split_mix_rng.hpp"

TEST_CASE("SplitMixRng gives the published SplitMix64 sequence", "[rng]") {
  // The reference implementation's first outputs for seed 0 (Vigna's splitmix64.c).
  dg::SplitMixRng rng(0);
  CHECK(rng.next() == 0xe220a8397b1dcdafULL);
  CHECK(rng.next() == 0x6e789e6aa1b965f4ULL);
  CHECK(rng.next() == 0x06c45d188009454fULL);
  CHECK(rng.next() == 0xf88bb8a8724c81ecULL);
}

TEST_CASE("derive_seed is the SplitMix64 stream of the batch seed", "[rng]") {
  for (std::uint64_t seed : {0ULL, 1ULL, 7ULL, 20261122ULL, ~0ULL}) {
    dg::SplitMixRng rng(seed);
    for (std::uint64_t i = 0; i < 50; ++i) CHECK(dg::derive_seed(seed, i) == rng.next());
  }
}

TEST_CASE("SplitMixRng below stays in range, covers it, and shuffle permutes", "[rng]") {
  dg::SplitMixRng rng(dg::derive_seed(5, 0));
  for (int n : {1, 2, 3, 6, 7, 100}) {
    std::set<int> seen;
    for (int i = 0; i < 2000; ++i) {
      const int x = rng.below(n);
      REQUIRE(x >= 0);
      REQUIRE(x < n);
      seen.insert(x);
    }
    CHECK(static_cast<int>(seen.size()) == n);
  }
  std::vector<int> v = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  rng.shuffle(v);
  CHECK(std::set<int>(v.begin(), v.end()).size() == 10);
  CHECK(v != std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9});
}
