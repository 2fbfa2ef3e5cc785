// dg::Rng is the portability anchor of seeded generation: these values must never change.
#include <catch2/catch.hpp>

#include <set>

#include "solver/common/rng.hpp"

TEST_CASE("Rng below stays in range and covers it", "[rng]") {
  dg::Rng rng(7);
  std::set<int> seen;
  for (int i = 0; i < 1000; ++i) {
    int x = rng.below(6);
    REQUIRE(x >= 0);
    REQUIRE(x < 6);
    seen.insert(x);
  }
  CHECK(seen.size() == 6);
}

TEST_CASE("Rng sequence is fixed by the seed", "[rng]") {
  dg::Rng a(42), b(42), c(43);
  std::vector<std::uint64_t> va, vb, vc;
  for (int i = 0; i < 5; ++i) {
    va.push_back(a.next());
    vb.push_back(b.next());
    vc.push_back(c.next());
  }
  CHECK(va == vb);
  CHECK(va != vc);
  // mt19937_64's 10000th output for the default seed is fixed by the standard.
  std::mt19937_64 reference;
  reference.discard(9999);
  CHECK(reference() == 9981545732273789042ULL);
}

TEST_CASE("derive_seed gives distinct seeds per index", "[rng]") {
  std::set<std::uint64_t> seeds;
  for (std::uint64_t i = 0; i < 1000; ++i) seeds.insert(dg::derive_seed(1, i));
  CHECK(seeds.size() == 1000);
  CHECK(dg::derive_seed(1, 5) == dg::derive_seed(1, 5));
}

TEST_CASE("shuffle is a permutation", "[rng]") {
  dg::Rng rng(3);
  std::vector<int> v{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  rng.shuffle(v);
  std::vector<int> sorted = v;
  std::sort(sorted.begin(), sorted.end());
  CHECK(sorted == std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9});
}
