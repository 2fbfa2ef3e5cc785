// Zip counters on sparse boards (issue 17, row 11): few numbers, with and without walls, where
// the production counter's forward search can wander for millions of nodes and the count goes
// through its reversed and restarted runs. Checks that the DFS (with any first-run budget), CP
// and brute-force counters agree and that every reported solution is a solution of the puzzle
// as given (runs from K report paths that start at number 1 again).
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "generator/zip/random_path.hpp"
#include "solver/zip/counter.hpp"

using dg::Cell;
namespace zip = dg::zip;

namespace {

void check_solutions(const zip::Puzzle& p, const zip::Count& c) {
  INFO(zip::to_text(p));
  for (const auto& s : c.solutions) CHECK(zip::check_solution(p, s));
  CHECK(std::set<zip::Solution>(c.solutions.begin(), c.solutions.end()).size() ==
        c.solutions.size());
}

std::set<zip::Solution> as_set(const zip::Count& c) {
  return {c.solutions.begin(), c.solutions.end()};
}

// A sparse puzzle on rows x cols: 2..4 numbers from a random path, 0..cells/2 walls on unused
// edges, and now and then two numbers swapped (mostly no solution then).
zip::Puzzle sparse_puzzle(int rows, int cols, dg::Rng& rng) {
  const zip::Solution path = zip::random_hamiltonian_path(rows, cols, rng);
  const int walls = rng.chance(1, 3) ? 0 : rng.below(rows * cols / 2 + 1);
  zip::Puzzle p = zip::puzzle_from_path(rows, cols, path, rng.below(3), walls, rng);
  if (rng.chance(1, 4) && p.waypoints.size() >= 3) std::swap(p.waypoints[0], p.waypoints[1]);
  return p;
}

}  // namespace

TEST_CASE("zip counters agree with brute force on sparse small boards with walls",
          "[zip][counter]") {
  const int sizes[][2] = {{3, 3}, {3, 4}, {4, 3}, {4, 4}, {4, 5}, {5, 4}, {2, 7}, {3, 6}};
  int by_count[3] = {0, 0, 0};
  for (std::uint64_t seed = 1; seed <= 800; ++seed) {
    dg::Rng rng(dg::derive_seed(1717, seed));
    const auto& size = sizes[seed % 8];
    const zip::Puzzle p = sparse_puzzle(size[0], size[1], rng);
    INFO("seed " << seed << "\n" << zip::to_text(p));
    const zip::Count brute = zip::count_solutions_brute(p, 50);
    const zip::Count dfs = zip::count_solutions(p, 50);
    const zip::Count cp = zip::count_solutions_cp(p, 50);
    REQUIRE(dfs.complete);
    REQUIRE(cp.complete);
    REQUIRE(dfs.count == brute.count);
    REQUIRE(cp.count == brute.count);
    CHECK(as_set(dfs) == as_set(brute));
    CHECK(as_set(cp) == as_set(brute));
    // Tiny first runs send every count through the frontier stage or (without it) through the
    // reversed runs and the restarts.
    for (std::uint64_t first : {1, 3, 20}) {
      for (bool frontier : {false, true}) {
        const zip::Count small =
            zip::count_solutions_first_run(p, 50, dg::Budget{}, first, frontier);
        REQUIRE(small.complete);
        REQUIRE(small.count == brute.count);
        CHECK(as_set(small) == as_set(brute));
        const zip::Count two = zip::count_solutions_first_run(p, 2, dg::Budget{}, first, frontier);
        CHECK(two.count == std::min(brute.count, 2));
        check_solutions(p, two);
      }
    }
    ++by_count[std::min(brute.count, 2)];
  }
  CHECK(by_count[0] > 50);
  CHECK(by_count[1] > 50);
  CHECK(by_count[2] > 50);
}

TEST_CASE("zip restarted counts keep the budget contract", "[zip][counter]") {
  // 6x6 with numbers on two corners of one side: over a thousand solutions.
  const auto p = zip::make_puzzle(6, 6, {{0, 0}, {0, 5}}, {});
  REQUIRE(p);
  const zip::Count all = zip::count_solutions(*p, 100000);
  REQUIRE(all.complete);
  for (std::uint64_t budget : {1, 7, 60, 500}) {
    const zip::Count c = zip::count_solutions_first_run(*p, 100000, dg::Budget{budget}, 4, false);
    CHECK_FALSE(c.complete);
    CHECK(c.nodes <= budget + 1);
    CHECK(c.count <= all.count);
    check_solutions(*p, c);
  }
  const zip::Count enough = zip::count_solutions_first_run(*p, 100000, dg::Budget{}, 4, false);
  CHECK(enough.complete);
  CHECK(enough.count == all.count);
}

TEST_CASE("zip row-11 board: sparse 10x10, 6 numbers, 2+ solutions", "[zip][counter]") {
  // Found by bench_count_zip_worst --search: the forward search spent 68 M nodes (28 s) before
  // its first solution; the reversed search finds two at once.
  // zip 10x10, numbers 1..6 at D6, F7, G6, J8, D9, E2.
  const auto p = zip::make_puzzle(10, 10, {{5, 3}, {6, 5}, {5, 6}, {7, 9}, {8, 3}, {1, 4}}, {});
  REQUIRE(p);
  const zip::Count dfs = zip::count_solutions(*p, 2);
  const zip::Count cp = zip::count_solutions_cp(*p, 2);
  CHECK(dfs.complete);
  CHECK(cp.complete);
  CHECK(dfs.count == 2);
  CHECK(cp.count == 2);
  check_solutions(*p, dfs);
  check_solutions(*p, cp);
  // The same board with its numbers reversed has the same solutions, reversed.
  zip::Puzzle reversed = *p;
  std::reverse(reversed.waypoints.begin(), reversed.waypoints.end());
  const zip::Count back = zip::count_solutions(reversed, 2);
  CHECK(back.count == 2);
  check_solutions(reversed, back);
}
