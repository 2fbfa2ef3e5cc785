// Zip frontier counter (count_solutions_frontier, issue 17 row 11): the same counts and solution
// sets as the brute-force counter on thousands of small boards (walls, few and many numbers,
// numbers out of order, rectangles both ways), the same counts as the DFS alone and the CP counter
// beyond brute force's reach, the solution-extraction modes (links for up to 8 wanted solutions,
// the backward pass beyond, none when max_kept is 0), the budget contract, the memory cap's
// give-up on a board too wide, and the former worst boards of the production counter settled
// through its frontier stage.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "generator/zip/random_path.hpp"
#include "solver/zip/counter.hpp"

namespace zip = dg::zip;
using dg::Cell;

namespace {

std::set<zip::Solution> as_set(const zip::Count& c) {
  return {c.solutions.begin(), c.solutions.end()};
}

void check_solutions(const zip::Puzzle& p, const zip::Count& c) {
  INFO(zip::to_text(p));
  for (const auto& s : c.solutions) CHECK(zip::check_solution(p, s));
  CHECK(as_set(c).size() == c.solutions.size());
}

// A board of one of four families: numbers on a random path (few or many), the same with two
// numbers swapped, or numbers on random cells in random order (nearly always no solution); walls
// on unused edges, sometimes up to half the cells.
zip::Puzzle random_board(int rows, int cols, dg::Rng& rng, int family) {
  const int n = rows * cols;
  const zip::Solution path = zip::random_hamiltonian_path(rows, cols, rng);
  const int numbers = family == 1 ? rng.below(n - 1) : rng.below(std::min(n - 1, 4));
  const int walls = rng.chance(1, 3) ? 0 : rng.below(n / 2 + 1);
  zip::Puzzle p = zip::puzzle_from_path(rows, cols, path, numbers, walls, rng);
  if (family == 2 && p.waypoints.size() >= 3) {
    const auto i = static_cast<std::size_t>(rng.below(static_cast<int>(p.waypoints.size())));
    const auto j = static_cast<std::size_t>(rng.below(static_cast<int>(p.waypoints.size())));
    std::swap(p.waypoints[i], p.waypoints[j]);
  }
  if (family == 3) {
    std::vector<Cell> cells;
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c) cells.push_back({r, c});
    rng.shuffle(cells);
    cells.resize(static_cast<std::size_t>(2 + rng.below(std::min(n - 1, 5))));
    if (auto q = zip::make_puzzle(rows, cols, cells, p.walls)) p = *q;
  }
  return p;
}

}  // namespace

TEST_CASE("zip frontier counter agrees with brute force on small boards", "[zip][counter]") {
  const int sizes[][2] = {{1, 2}, {2, 1}, {1, 9}, {9, 1}, {2, 2}, {2, 3}, {3, 2},
                          {3, 3}, {3, 4}, {4, 3}, {4, 4}, {4, 5}, {5, 4}, {2, 7},
                          {7, 2}, {3, 6}, {6, 3}, {2, 9}, {9, 2}, {2, 10}};
  int by_count[3] = {0, 0, 0};
  for (std::uint64_t seed = 1; seed <= 3000; ++seed) {
    dg::Rng rng(dg::derive_seed(2417, seed));
    const auto& size = sizes[seed % std::size(sizes)];
    const zip::Puzzle p = random_board(size[0], size[1], rng, static_cast<int>(seed / 7 % 4));
    INFO("seed " << seed << "\n" << zip::to_text(p));
    const zip::Count brute = zip::count_solutions_brute(p, 50);
    // Limit 50: more solutions wanted than links hold, so the backward pass extracts them.
    const zip::Count all = zip::count_solutions_frontier(p, 50);
    REQUIRE(all.complete);
    REQUIRE(all.count == brute.count);
    CHECK(as_set(all) == as_set(brute));
    // Limit 2 (links): the capped count and that many distinct solutions of the puzzle.
    const zip::Count two = zip::count_solutions_frontier(p, 2);
    REQUIRE(two.count == std::min(brute.count, 2));
    CHECK(two.solutions.size() == static_cast<std::size_t>(two.count));
    check_solutions(p, two);
    for (const auto& s : two.solutions) CHECK(as_set(brute).count(s) == 1);
    // Limit 1, and no solutions kept: the count alone.
    CHECK(zip::count_solutions_frontier(p, 1).count == std::min(brute.count, 1));
    dg::Budget none;
    none.max_kept = 0;
    const zip::Count counted = zip::count_solutions_frontier(p, 50, none);
    CHECK(counted.count == brute.count);
    CHECK(counted.solutions.empty());
    ++by_count[std::min(brute.count, 2)];
  }
  CHECK(by_count[0] > 300);
  CHECK(by_count[1] > 300);
  CHECK(by_count[2] > 300);
}

TEST_CASE("zip frontier counter agrees with the DFS and CP counters on larger boards",
          "[zip][counter]") {
  const int sizes[][2] = {{5, 5}, {6, 6}, {5, 7}, {7, 5}, {3, 10}, {10, 3}, {4, 8}, {8, 4}};
  int by_count[3] = {0, 0, 0};
  for (std::uint64_t seed = 1; seed <= 1500; ++seed) {
    dg::Rng rng(dg::derive_seed(2418, seed));
    const auto& size = sizes[seed % std::size(sizes)];
    const zip::Puzzle p = random_board(size[0], size[1], rng, static_cast<int>(seed / 9 % 4));
    INFO("seed " << seed << "\n" << zip::to_text(p));
    const zip::Count dfs = zip::count_solutions_first_run(p, 2, dg::Budget{}, 50'000, false);
    const zip::Count cp = zip::count_solutions_cp(p, 2);
    const zip::Count frontier = zip::count_solutions_frontier(p, 2);
    REQUIRE(dfs.complete);
    REQUIRE(frontier.complete);
    REQUIRE(frontier.count == dfs.count);
    REQUIRE(frontier.count == cp.count);
    check_solutions(p, frontier);
    if (frontier.count == 1) CHECK(frontier.solutions == dfs.solutions);
    ++by_count[std::min(frontier.count, 2)];
  }
  CHECK(by_count[0] > 150);
  CHECK(by_count[1] > 80);
  CHECK(by_count[2] > 150);
}

TEST_CASE("zip frontier counter: many solutions, limits and max_kept", "[zip][counter]") {
  // 6x6 with numbers on two corners of one side: over a thousand solutions.
  const auto p = zip::make_puzzle(6, 6, {{0, 0}, {0, 5}}, {});
  REQUIRE(p);
  const zip::Count dfs = zip::count_solutions_first_run(*p, 100000, dg::Budget{}, 50'000, false);
  REQUIRE(dfs.complete);
  REQUIRE(dfs.count > 1000);
  const zip::Count all = zip::count_solutions_frontier(*p, 100000);
  CHECK(all.complete);
  CHECK(all.count == dfs.count);
  CHECK(as_set(all) == as_set(dfs));
  for (int limit : {1, 5, 8, 9, 300}) {
    const zip::Count c = zip::count_solutions_frontier(*p, limit);
    CHECK(c.count == limit);
    CHECK(c.solutions.size() == static_cast<std::size_t>(limit));
    check_solutions(*p, c);
  }
  dg::Budget kept;
  kept.max_kept = 3;
  const zip::Count three = zip::count_solutions_frontier(*p, 100000, kept);
  CHECK(three.count == dfs.count);
  CHECK(three.solutions.size() == 3);
  check_solutions(*p, three);
}

TEST_CASE("zip frontier counter keeps the budget contract", "[zip][counter]") {
  const auto p = zip::make_puzzle(6, 6, {{0, 0}, {0, 5}}, {});
  REQUIRE(p);
  for (std::uint64_t budget : {1, 10, 100, 1000}) {
    const zip::Count c = zip::count_solutions_frontier(*p, 2, dg::Budget{budget});
    CHECK_FALSE(c.complete);
    CHECK(c.nodes == budget + 1);
    CHECK(c.count == 0);
    CHECK(c.solutions.empty());
  }
  dg::Budget late;
  late.deadline = dg::Budget::Clock::now();
  const zip::Count c = zip::count_solutions_frontier(*p, 2, late);
  CHECK_FALSE(c.complete);
  CHECK(c.nodes <= dg::Budget::kClockEvery);
  // The production counter through its quick runs and frontier stage (first run of 10 nodes)
  // stays within the caller's node budget, and an unfinished count says so by going over it.
  for (std::uint64_t budget : {5, 20, 200, 900, 5000}) {
    const zip::Count r = zip::count_solutions_first_run(*p, 2, dg::Budget{budget}, 10);
    INFO("budget " << budget);
    CHECK(r.nodes <= budget + 1);
    if (r.complete) {
      CHECK(r.count == 2);
    } else {
      CHECK(r.nodes == budget + 1);
    }
    check_solutions(*p, r);
  }
  CHECK_FALSE(zip::count_solutions_first_run(*p, 2, dg::Budget{20}, 10).complete);
  const zip::Count done = zip::count_solutions_first_run(*p, 2, dg::Budget{}, 10);
  CHECK(done.complete);
  CHECK(done.count == 2);
  check_solutions(*p, done);
}

TEST_CASE("zip former worst boards are settled through the frontier stage", "[zip][counter]") {
  // From tests/bench/data/zip_worst.jsonl; before the frontier stage the production counter
  // needed 1.6 M nodes (4000017), 1.1 M (11000044) and more than 10 M (5000051).
  struct Board {
    const char* id;
    int rows, cols;
    std::vector<Cell> numbers;
    std::vector<dg::CellPair> walls;
    int solutions;
  };
  const Board boards[] = {
      {"zip-worst-9x9-4000017",
       9,
       9,
       {{8, 0}, {2, 5}, {3, 6}, {6, 8}, {3, 5}, {1, 3}, {2, 0}},
       {{{6, 6}, {7, 6}}},
       0},
      {"zip-worst-10x10-5000051", 10, 10, {{3, 5}, {9, 2}, {7, 2}, {4, 9}, {5, 9}, {1, 6}}, {}, 2},
      {"zip-worst-9x10-11000044",
       9,
       10,
       {{0, 8}, {0, 5}, {0, 3}, {8, 3}, {2, 0}, {2, 7}},
       {{{0, 1}, {1, 1}},
        {{4, 1}, {4, 2}},
        {{4, 4}, {5, 4}},
        {{5, 2}, {6, 2}},
        {{5, 6}, {5, 7}},
        {{5, 7}, {5, 8}},
        {{6, 3}, {6, 4}},
        {{6, 6}, {7, 6}},
        {{6, 7}, {6, 8}},
        {{7, 1}, {7, 2}},
        {{7, 5}, {8, 5}},
        {{7, 8}, {8, 8}}},
       0},
  };
  for (const Board& b : boards) {
    INFO(b.id);
    const auto p = zip::make_puzzle(b.rows, b.cols, b.numbers, b.walls);
    REQUIRE(p);
    const zip::Count c = zip::count_solutions(*p, 2);
    CHECK(c.complete);
    CHECK(c.count == b.solutions);
    CHECK(c.nodes < 700'000);  // 5000051: 508,958
    check_solutions(*p, c);
    const zip::Count f = zip::count_solutions_frontier(*p, 2);
    CHECK(f.count == b.solutions);
    CHECK(as_set(f) == as_set(c));
  }
}

TEST_CASE("zip frontier counter gives up on boards too wide for its memory cap", "[zip][counter]") {
  // 16x16 with 1 and K on opposite corners: millions of frontier states per row, so both runs
  // of the race reach their cap of stored states (~0.7 s, ~300 MB) and the count gives up inside
  // the budget; count_solutions never sends a board this wide to the frontier stage.
  const auto p = zip::make_puzzle(16, 16, {{0, 0}, {15, 15}}, {});
  REQUIRE(p);
  const dg::Budget budget{100'000'000};
  const zip::Count c = zip::count_solutions_frontier(*p, 2, budget);
  CHECK_FALSE(c.complete);
  CHECK(c.count == 0);
  CHECK(c.solutions.empty());
  CHECK(c.nodes > 1'000'000);
  CHECK(c.nodes <= budget.max_nodes);  // not the node budget: the memory cap
}

TEST_CASE("zip frontier counter on wide boards with many numbers (every key size)",
          "[zip][counter]") {
  // Up to 256 numbers and 17 plugs: the packed keys take 1 to 5 words (numbers need up to 9 bits
  // per plug); the frontier and the DFS alone agree, and a unique board's solution is its path.
  const int sizes[][2] = {{10, 10}, {12, 16}, {16, 12}, {16, 16}, {8, 16}, {16, 4}, {3, 16}};
  for (std::uint64_t seed = 1; seed <= 28; ++seed) {
    const auto& size = sizes[seed % std::size(sizes)];
    dg::Rng rng(dg::derive_seed(2419, seed));
    const zip::Solution path = zip::random_hamiltonian_path(size[0], size[1], rng);
    const int n = size[0] * size[1];
    // Every number or half of them: counts of 1 and 2+ (a third of them made some 16x16 boards
    // cost the DFS a second).
    const int numbers = (n - 2) / static_cast<int>(1 + seed % 2);
    const zip::Puzzle p =
        zip::puzzle_from_path(size[0], size[1], path, numbers, rng.below(n / 4 + 1), rng);
    INFO("seed " << seed << "\n" << zip::to_text(p));
    const zip::Count dfs = zip::count_solutions_first_run(p, 2, dg::Budget{}, 50'000, false);
    const zip::Count frontier = zip::count_solutions_frontier(p, 2);
    REQUIRE(dfs.complete);
    REQUIRE(frontier.complete);
    CHECK(frontier.count == dfs.count);
    check_solutions(p, frontier);
    if (dfs.count == 1) CHECK(frontier.solutions.front() == path);
  }
}
