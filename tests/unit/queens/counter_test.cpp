// Queens counters: the DFS, the CP enumerator and brute force must agree on every puzzle, with 0,
// 1 and 2+ solutions, and every solution they return must pass check_solution.
#include <catch2/catch.hpp>

#include "generator/queens/random_regions.hpp"
#include "solver/queens/counter.hpp"
#include "tests/unit/queens/solution_sets.hpp"

using namespace dg;
using namespace dg::queens;

TEST_CASE("queens counters agree on thousands of random boards", "[queens][counter]") {
  int by_count[3] = {0, 0, 0};
  for (std::uint64_t seed = 1; seed <= 3000; ++seed) {
    Rng rng(derive_seed(77, seed));
    // 4..7, and 8 for one board in ten (brute force over 8! permutations is the slow part).
    const int n = seed % 10 == 0 ? 8 : 4 + static_cast<int>(seed % 4);
    Puzzle p = seed % 3 == 0 ? unplanted_puzzle(n, rng) : planted_puzzle(n, rng);
    for (int limit : {2, 1000}) {
      Count dfs = count_solutions(p, limit);
      Count cp = count_solutions_cp(p, limit);
      Count brute = count_solutions_brute(p, limit);
      INFO("seed " << seed << " n " << n << " limit " << limit << "\n" << to_text(p));
      REQUIRE(dfs.complete);
      REQUIRE(cp.complete);
      REQUIRE(dfs.count == brute.count);
      REQUIRE(cp.count == brute.count);
      for (const auto& s : dfs.solutions) REQUIRE(check_solution(p, s).ok());
      for (const auto& s : cp.solutions) REQUIRE(check_solution(p, s).ok());
      if (brute.count < limit) {  // all solutions found: the sets must be identical
        REQUIRE(test::sorted(dfs.solutions) == test::sorted(brute.solutions));
        REQUIRE(test::sorted(cp.solutions) == test::sorted(brute.solutions));
      }
      if (limit == 2) ++by_count[std::min(brute.count, 2)];
    }
  }
  // The generator of test boards must exercise all three verdicts.
  CHECK(by_count[0] > 100);
  CHECK(by_count[1] > 100);
  CHECK(by_count[2] > 100);
}

TEST_CASE("queens counters agree on larger boards", "[queens][counter]") {
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    Rng rng(derive_seed(78, seed));
    const int n = 9 + static_cast<int>(seed % 6);  // 9..14
    Puzzle p = planted_puzzle(n, rng);
    Count dfs = count_solutions(p, 2);
    Count cp = count_solutions_cp(p, 2);
    INFO("seed " << seed << "\n" << to_text(p));
    REQUIRE(dfs.count == cp.count);
    REQUIRE(dfs.count >= 1);  // planted boards always keep their planted solution
  }
}

TEST_CASE("queens counters stop at the budget", "[queens][counter]") {
  Rng rng(9);
  Puzzle p = planted_puzzle(10, rng);
  Count dfs = count_solutions(p, 1000000, Budget{5});
  Count cp = count_solutions_cp(p, 1000000, Budget{2});
  CHECK_FALSE(dfs.complete);
  CHECK_FALSE(cp.complete);
  CHECK(dfs.nodes <= 6);
}

TEST_CASE("queens write-up level has the published unique solution", "[queens][counter]") {
  auto p = from_text(
      "queens\naabbbccc\nadbdbecc\nadbdbccc\nadddbfgc\nadddbfgg\nadhdbfgg\nhdhdbffg\nhhhhgggg\n");
  REQUIRE(p.ok());
  for (const Count& c : {count_solutions(*p), count_solutions_cp(*p), count_solutions_brute(*p)}) {
    REQUIRE(c.count == 1);
    CHECK(c.solutions[0] == Solution{3, 5, 1, 7, 0, 2, 6, 4});
  }
}
