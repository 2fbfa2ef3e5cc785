// Zip counters: DFS, CP and brute force agree on seeded random puzzles (0, 1 and 2+ solutions),
// every reported solution passes check_solution, the budget contract holds, and the random
// instance helpers keep their promises.
#include <catch2/catch.hpp>

#include <set>

#include "generator/zip/random_path.hpp"
#include "solver/zip/counter.hpp"

using dg::Cell;
namespace zip = dg::zip;

namespace {

// A random puzzle on rows x cols: random waypoints (mostly taken from a random path, so that all
// of 0, 1 and 2+ solutions occur) and random walls.
zip::Puzzle random_puzzle(int rows, int cols, dg::Rng& rng) {
  const int n = rows * cols;
  const zip::Solution path = zip::random_hamiltonian_path(rows, cols, rng);
  const int numbers = rng.below(std::min(n - 1, 6));
  const int walls = rng.below(4);
  zip::Puzzle p = zip::puzzle_from_path(rows, cols, path, numbers, walls, rng);
  // Sometimes disturb it: swap two numbers or add a wall on the path, which often leaves 0.
  if (rng.chance(1, 4) && p.waypoints.size() >= 3) {
    const auto i = static_cast<std::size_t>(rng.below(static_cast<int>(p.waypoints.size())));
    const auto j = static_cast<std::size_t>(rng.below(static_cast<int>(p.waypoints.size())));
    std::swap(p.waypoints[i], p.waypoints[j]);
  }
  if (rng.chance(1, 4)) {
    const auto k = static_cast<std::size_t>(rng.below(n - 1));
    auto q = zip::make_puzzle(rows, cols, p.waypoints, [&] {
      auto w = p.walls;
      w.push_back(dg::ordered_pair(path[k], path[k + 1]));
      return w;
    }());
    if (q) p = *q;
  }
  return p;
}

void check_all(const zip::Count& c, const zip::Puzzle& p) {
  for (const auto& s : c.solutions) {
    auto ok = zip::check_solution(p, s);
    INFO(zip::to_text(p));
    CHECK(ok);
  }
  std::set<zip::Solution> distinct(c.solutions.begin(), c.solutions.end());
  CHECK(distinct.size() == c.solutions.size());
}

}  // namespace

TEST_CASE("zip DFS, CP and brute agree on small random puzzles", "[zip][counter]") {
  const int sizes[][2] = {{3, 3}, {3, 4}, {4, 4}, {4, 5}, {2, 6}, {5, 4}, {1, 7}, {2, 2}};
  int by_count[3] = {0, 0, 0};
  for (std::uint64_t seed = 1; seed <= 2400; ++seed) {
    dg::Rng rng(dg::derive_seed(77, seed));
    const auto& size = sizes[seed % 8];
    const zip::Puzzle p = random_puzzle(size[0], size[1], rng);
    INFO("seed " << seed << "\n" << zip::to_text(p));
    const zip::Count dfs = zip::count_solutions(p, 2);
    const zip::Count cp = zip::count_solutions_cp(p, 2);
    const zip::Count brute = zip::count_solutions_brute(p, 2);
    REQUIRE(dfs.complete);
    REQUIRE(cp.complete);
    REQUIRE(dfs.count == brute.count);
    REQUIRE(cp.count == brute.count);
    check_all(dfs, p);
    check_all(cp, p);
    ++by_count[std::min(dfs.count, 2)];
    if (dfs.count == 2) {
      // The full count where cheap: every method finds the same set of paths.
      const zip::Count a = zip::count_solutions(p, 50);
      const zip::Count b = zip::count_solutions_cp(p, 50);
      const zip::Count c = zip::count_solutions_brute(p, 50);
      REQUIRE(a.count == c.count);
      REQUIRE(b.count == c.count);
      CHECK(std::set<zip::Solution>(a.solutions.begin(), a.solutions.end()) ==
            std::set<zip::Solution>(c.solutions.begin(), c.solutions.end()));
      CHECK(std::set<zip::Solution>(b.solutions.begin(), b.solutions.end()) ==
            std::set<zip::Solution>(c.solutions.begin(), c.solutions.end()));
    }
  }
  // The generator must exercise all three verdicts.
  CHECK(by_count[0] > 100);
  CHECK(by_count[1] > 100);
  CHECK(by_count[2] > 100);
}

TEST_CASE("zip DFS and CP agree on bigger random puzzles", "[zip][counter]") {
  const int sizes[][2] = {{6, 6}, {5, 7}, {7, 5}};
  for (std::uint64_t seed = 1; seed <= 150; ++seed) {
    dg::Rng rng(dg::derive_seed(91, seed));
    const auto& size = sizes[seed % 3];
    const zip::Solution path = zip::random_hamiltonian_path(size[0], size[1], rng);
    const zip::Puzzle p =
        zip::puzzle_from_path(size[0], size[1], path, 4 + rng.below(8), rng.below(6), rng);
    INFO("seed " << seed << "\n" << zip::to_text(p));
    const zip::Count dfs = zip::count_solutions(p, 2);
    const zip::Count cp = zip::count_solutions_cp(p, 2);
    REQUIRE(dfs.count >= 1);  // the path itself is a solution
    REQUIRE(dfs.count == cp.count);
    check_all(dfs, p);
    check_all(cp, p);
  }
}

TEST_CASE("zip counters stop at the limit and report an exhausted budget", "[zip][counter]") {
  // 4x4 with two corners numbered: many solutions. ((0,0) to (3,3) would have none: same colour.)
  CHECK(zip::count_solutions(*zip::make_puzzle(4, 4, {{0, 0}, {3, 3}}, {}), 5).count == 0);
  auto p = zip::make_puzzle(4, 4, {{0, 0}, {3, 0}}, {});
  REQUIRE(p);
  for (int limit : {1, 2, 5}) {
    CHECK(zip::count_solutions(*p, limit).count == limit);
    CHECK(zip::count_solutions_cp(*p, limit).count == limit);
    CHECK(zip::count_solutions_brute(*p, limit).count == limit);
  }
  const zip::Count all = zip::count_solutions(*p, 1000);
  CHECK(all.complete);
  CHECK(all.count == zip::count_solutions_cp(*p, 1000).count);
  CHECK(all.count == zip::count_solutions_brute(*p, 1000).count);
  CHECK(all.guesses > 0);
  // A 7x7 board with two numbers cannot be settled in 50 nodes.
  auto big = zip::make_puzzle(7, 7, {{0, 0}, {6, 6}}, {});
  REQUIRE(big);
  const zip::Count d = zip::count_solutions(*big, 1000000, dg::Budget{50});
  CHECK_FALSE(d.complete);
  CHECK(d.nodes <= 51);
  const zip::Count c = zip::count_solutions_cp(*big, 1000000, dg::Budget{50});
  CHECK_FALSE(c.complete);
}

TEST_CASE("zip random paths are Hamiltonian and remove_numbers keeps uniqueness", "[zip][gen]") {
  dg::Rng rng(5);
  for (auto [rows, cols] : {std::pair{1, 1}, {1, 5}, {3, 7}, {6, 6}, {9, 9}, {16, 16}}) {
    const zip::Solution path = zip::random_hamiltonian_path(rows, cols, rng);
    auto p = zip::make_puzzle(rows, cols, {path.front(), path.back()}, {});
    if (rows * cols == 1) {
      CHECK(path.size() == 1);
      continue;
    }
    REQUIRE(p);
    CHECK(zip::check_solution(*p, path));
  }
  // Same seed, same path.
  dg::Rng a(11), b(11);
  CHECK(zip::random_hamiltonian_path(5, 6, a) == zip::random_hamiltonian_path(5, 6, b));
  for (int i = 0; i < 20; ++i) {
    const zip::Solution path = zip::random_hamiltonian_path(5, 5, rng);
    const zip::Puzzle full = zip::fully_numbered(5, 5, path, {});
    const zip::Puzzle few = zip::remove_numbers(full, path, rng);
    CHECK(few.waypoints.front() == path.front());
    CHECK(few.waypoints.back() == path.back());
    CHECK(few.waypoints.size() < full.waypoints.size());
    const zip::Count c = zip::count_solutions(few, 2);
    REQUIRE(c.count == 1);
    CHECK(c.solutions.front() == path);
  }
}
