// Queens family counters: the family DFS, the CP enumerator and brute force agree on thousands of
// random boards across every option, and the published N-queens tables come out.
#include <catch2/catch.hpp>

#include <algorithm>

#include "generator/queens/random_regions.hpp"
#include "solver/queens/counter.hpp"
#include "tests/unit/queens/family_boards.hpp"
#include "tests/unit/queens/solution_sets.hpp"

using namespace dg;
using namespace dg::queens;

namespace {

Puzzle n_queens(int n, bool torus) {
  auto p = from_json({{"size", n}, {"diagonals", "full"}, {"torus", torus}});
  REQUIRE(p.ok());
  return *p;
}

}  // namespace

TEST_CASE("queens family: three counters agree on thousands of random boards", "[queens][family]") {
  int valid = 0, by_count[3] = {0, 0, 0}, with[4] = {0, 0, 0, 0};
  for (std::uint64_t seed = 1; seed <= 4000; ++seed) {
    Rng rng(derive_seed(1401, seed));
    auto made = test::random_family_board(rng);
    if (!made) continue;
    const Puzzle& p = *made;
    ++valid;
    with[0] += p.torus;
    with[1] += p.diagonals == Diagonals::full;
    with[2] += !p.givens.empty();
    with[3] += std::count(p.region.begin(), p.region.end(), kHole) > 0;
    for (int limit : {2, 1000}) {
      Count dfs = count_solutions(p, limit);
      Count cp = count_solutions_cp(p, limit);
      Count brute = count_solutions_brute(p, limit);
      INFO("seed " << seed << " limit " << limit << "\n" << to_text(p) << to_json(p).dump());
      REQUIRE(dfs.complete);
      REQUIRE(cp.complete);
      REQUIRE(dfs.count == brute.count);
      REQUIRE(cp.count == brute.count);
      for (const auto& s : dfs.solutions) REQUIRE(check_solution(p, s).ok());
      for (const auto& s : cp.solutions) REQUIRE(check_solution(p, s).ok());
      if (brute.count < limit) {
        REQUIRE(test::sorted(dfs.solutions) == test::sorted(brute.solutions));
        REQUIRE(test::sorted(cp.solutions) == test::sorted(brute.solutions));
      }
      if (limit == 2) ++by_count[std::min(brute.count, 2)];
    }
  }
  CHECK(valid > 2000);
  for (int n : by_count) CHECK(n > 200);
  for (int n : with) CHECK(n > 100);
}

TEST_CASE("queens family search agrees with the LinkedIn search on LinkedIn boards",
          "[queens][family]") {
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    Rng rng(derive_seed(1402, seed));
    Puzzle p = seed % 2 ? planted_puzzle(4 + static_cast<int>(seed % 7), rng)
                        : unplanted_puzzle(4 + static_cast<int>(seed % 7), rng);
    Count linkedin = count_solutions(p, 50);
    Count family = count_solutions_family(p, 50);
    REQUIRE(family.count == linkedin.count);
    if (linkedin.count < 50)
      REQUIRE(test::sorted(family.solutions) == test::sorted(linkedin.solutions));
  }
}

// Classical N-queens (OEIS A000170), whole diagonals and no regions. N up to 10 keeps this well
// under a second; tests/bench/bench_count_queens_family prints the rest of the table up to 14.
TEST_CASE("queens family: classical N-queens counts", "[queens][family]") {
  const int published[] = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724};
  for (int n = 1; n <= 10; ++n) {
    INFO("n = " << n);
    CHECK(count_solutions(n_queens(n, false), 1000000).count == published[n - 1]);
    if (n <= 8) CHECK(count_solutions_cp(n_queens(n, false), 1000000).count == published[n - 1]);
  }
}

// Toroidal (modular) N-queens, OEIS A051906 (0 unless gcd(n, 6) == 1): checked here against the
// brute-force counter for n <= 7, so the figures are ours, not only the table's.
TEST_CASE("queens family: toroidal N-queens counts", "[queens][family]") {
  const int published[] = {1, 0, 0, 0, 10, 0, 28, 0, 0, 0, 88};
  for (int n = 1; n <= 11; ++n) {
    INFO("n = " << n);
    const Puzzle p = n_queens(n, true);
    CHECK(count_solutions(p, 1000000).count == published[n - 1]);
    if (n <= 7) CHECK(count_solutions_brute(p, 1000000).count == published[n - 1]);
  }
}
