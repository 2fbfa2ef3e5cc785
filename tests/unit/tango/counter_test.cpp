// Tango counters: the production DFS, the CP counter and brute force must agree on seeded random
// puzzles with 0, 1 and 2+ solutions, every solution they return must pass check_solution, and a
// spent budget must show as complete == false.
#include <catch2/catch.hpp>

#include <algorithm>

#include "generator/tango/random_grid.hpp"
#include "solver/tango/counter.hpp"
#include "tests/unit/tango/count_checks.hpp"

namespace {

namespace tango = dg::tango;
using dg::test::check_tango_count;
using dg::test::empty_tango;
using dg::test::sorted_solutions;

// A random puzzle from a random grid; one time in three a clue is made false (a given flipped or
// a sign turned round), so 0-solution puzzles occur too.
tango::Puzzle random_case(int n, dg::Rng& rng) {
  const auto sol = tango::random_solution(n, rng);
  auto p = tango::random_puzzle(sol, rng.below(60), rng.below(45), rng);
  if (rng.chance(1, 3)) {
    std::vector<int> givens;
    for (int i = 0; i < n * n; ++i)
      if (p.cells[static_cast<std::size_t>(i)] >= 0) givens.push_back(i);
    if (!givens.empty() && (p.equal.empty() || rng.chance(1, 2))) {
      auto& c = p.cells[static_cast<std::size_t>(
          givens[static_cast<std::size_t>(rng.below(static_cast<int>(givens.size())))])];
      c = static_cast<std::int8_t>(1 - c);
    } else if (!p.equal.empty()) {
      p.opposite.push_back(p.equal.back());
      p.equal.pop_back();
      std::sort(p.opposite.begin(), p.opposite.end());
    }
  }
  return p;
}

}  // namespace

TEST_CASE("tango counters agree on seeded random puzzles", "[tango][counter]") {
  int seen[3] = {0, 0, 0};  // puzzles with 0, 1, 2+ solutions
  for (int n : {4, 6}) {
    const int cases = n == 4 ? 800 : 1500;
    for (int i = 0; i < cases; ++i) {
      const std::uint64_t seed =
          dg::derive_seed(static_cast<std::uint64_t>(n), static_cast<std::uint64_t>(i));
      dg::Rng rng(seed);
      const auto p = random_case(n, rng);
      INFO("n " << n << " case " << i << ": " << tango::to_json(p).dump());
      for (int limit : {2, 50}) {
        const auto dfs = tango::count_solutions(p, limit);
        const auto cp = tango::count_solutions_cp(p, limit);
        const auto brute = tango::count_solutions_brute(p, limit);
        REQUIRE(dfs.count == brute.count);
        REQUIRE(cp.count == brute.count);
        check_tango_count(p, dfs);
        check_tango_count(p, cp);
        check_tango_count(p, brute);
        if (brute.count < limit) {  // all solutions found: the three sets must be equal
          const auto c = sorted_solutions(brute.solutions);
          CHECK(sorted_solutions(dfs.solutions) == c);
          CHECK(sorted_solutions(cp.solutions) == c);
        }
        if (limit == 2) ++seen[std::min(dfs.count, 2)];
      }
    }
  }
  INFO("0: " << seen[0] << ", 1: " << seen[1] << ", 2+: " << seen[2]);
  CHECK(seen[0] > 100);
  CHECK(seen[1] > 100);
  CHECK(seen[2] > 100);
}

TEST_CASE("tango empty boards have the known number of solutions", "[tango][counter]") {
  // 4x4: 90 valid grids, 6x6: 11222 (rows may repeat, unlike classic Takuzu/Binairo).
  CHECK(tango::count_solutions(empty_tango(4), 1000).count == 90);
  CHECK(tango::count_solutions_cp(empty_tango(4), 1000).count == 90);
  CHECK(tango::count_solutions_brute(empty_tango(4), 1000).count == 90);
  CHECK(tango::count_solutions(empty_tango(6), 20000).count == 11222);
  CHECK(tango::count_solutions_cp(empty_tango(6), 20000).count == 11222);
  CHECK(tango::count_solutions_brute(empty_tango(6), 20000).count == 11222);
}

TEST_CASE("tango counters stop at the budget with complete == false", "[tango][counter]") {
  const auto p = empty_tango(10);
  dg::Budget budget{50};
  const auto dfs = tango::count_solutions(p, 1000000, budget);
  CHECK_FALSE(dfs.complete);
  CHECK(dfs.nodes <= 51);
  CHECK(dfs.count < 1000000);
  const auto cp = tango::count_solutions_cp(p, 1000000, budget);
  CHECK_FALSE(cp.complete);
  CHECK(cp.nodes <= 51);
  // A big enough budget settles a small board.
  const auto q = empty_tango(4);
  CHECK(tango::count_solutions(q, 2, dg::Budget{1000}).complete);
  CHECK(tango::count_solutions_brute(p, 2).complete == false);  // n > 6 is refused
}

TEST_CASE("tango random grids are valid and reduce_to_unique gives unique puzzles",
          "[tango][generator]") {
  dg::Rng rng(11);
  for (int n = 4; n <= 14; n += 2) {
    const auto sol = tango::random_solution(n, rng);
    CHECK(tango::check_solution(empty_tango(n), sol).ok());
  }
  for (int i = 0; i < 20; ++i) {
    const auto sol = tango::random_solution(6, rng);
    const auto full = tango::random_puzzle(sol, 100, 30, rng);
    auto reduced = tango::reduce_to_unique(full, rng);
    REQUIRE(reduced.ok());
    const auto c = tango::count_solutions(*reduced, 2);
    REQUIRE(c.count == 1);
    CHECK(c.solutions[0] == sol);
  }
  const auto none = empty_tango(4);
  CHECK_FALSE(tango::reduce_to_unique(none, rng).ok());
}
