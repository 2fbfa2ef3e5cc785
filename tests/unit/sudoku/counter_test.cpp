// Sudoku counters: the production bitset counter and the exact-cover (DLX) counter agree on
// 10,000+ seeded random boards of 4x4, 6x6 and 9x9 with few givens (0, 1 and 2+ solutions), the
// plain brute force agrees wherever it finishes, every solution they return passes
// check_solution, and a spent budget shows as complete == false.
#include <catch2/catch.hpp>

#include <algorithm>

#include "solver/sudoku/counter.hpp"
#include "solver/sudoku/line.hpp"
#include "tests/unit/sudoku/boards.hpp"

namespace sudoku = dg::sudoku;

namespace {

// Element by element: std::sort's default comparison of byte vectors trips g++ 12's
// -Wstringop-overread (a false positive on its inlined memcmp).
std::vector<sudoku::Solution> sorted(std::vector<sudoku::Solution> v) {
  std::sort(v.begin(), v.end(), [](const sudoku::Solution& a, const sudoku::Solution& b) {
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i)
      if (a[i] != b[i]) return a[i] < b[i];
    return a.size() < b.size();
  });
  return v;
}

}  // namespace

TEST_CASE("sudoku counters agree on seeded random boards", "[sudoku][counter]") {
  int seen[3] = {0, 0, 0}, by_size[13] = {};
  int brute_compared = 0;
  for (std::uint64_t i = 0; i < 10500; ++i) {
    dg::Rng rng(dg::derive_seed(383838, i));
    const sudoku::Puzzle p = dg::test::random_sparse_board(rng);
    const int limit = i % 10 == 0 ? 20 : 2;
    const auto bits = sudoku::count_solutions(p, limit);
    const auto dlx = sudoku::count_solutions_dlx(p, limit);
    if (bits.count != dlx.count || !bits.complete || !dlx.complete)
      FAIL("case " << i << ": " << sudoku::to_json(p).dump() << " bits " << bits.count << " dlx "
                   << dlx.count);
    ++by_size[p.n];
    ++seen[std::min(bits.count, 2)];
    for (const auto& s : bits.solutions)
      if (!sudoku::check_solution(p, s).ok()) FAIL("case " << i << ": bits solution invalid");
    for (const auto& s : dlx.solutions)
      if (!sudoku::check_solution(p, s).ok()) FAIL("case " << i << ": dlx solution invalid");
    if (bits.count < limit && sorted(bits.solutions) != sorted(dlx.solutions))
      FAIL("case " << i << ": the counters found different solutions");
    if (p.n <= 6) {
      const auto brute = sudoku::count_solutions_brute(p, limit, dg::Budget{.max_nodes = 20000});
      if (brute.complete) {
        ++brute_compared;
        if (brute.count != bits.count) FAIL("case " << i << ": brute " << brute.count);
      }
    }
  }
  WARN("0: " << seen[0] << ", 1: " << seen[1] << ", 2+: " << seen[2] << "; 4x4 " << by_size[4]
             << ", 6x6 " << by_size[6] << ", 9x9 " << by_size[9] << "; brute " << brute_compared);
  CHECK(seen[0] > 500);
  CHECK(seen[1] > 500);
  CHECK(seen[2] > 500);
  CHECK(by_size[4] + by_size[6] + by_size[9] >= 10000);
  CHECK(brute_compared > 3000);
}

TEST_CASE("sudoku counters know the number of full grids", "[sudoku][counter]") {
  // 288 4x4 grids with 2x2 boxes; 28,200,960 6x6 grids with 2x3 boxes (counted here to 1000).
  const sudoku::Puzzle empty4 = *sudoku::make_puzzle(2, 2, std::vector<std::uint8_t>(16, 0));
  CHECK(sudoku::count_solutions(empty4, 1000).count == 288);
  CHECK(sudoku::count_solutions_dlx(empty4, 1000).count == 288);
  CHECK(sudoku::count_solutions_brute(empty4, 1000).count == 288);
  const sudoku::Puzzle empty6 = *sudoku::make_puzzle(2, 3, std::vector<std::uint8_t>(36, 0));
  CHECK(sudoku::count_solutions(empty6, 1000).count == 1000);
  CHECK(sudoku::count_solutions_dlx(empty6, 1000).count == 1000);
}

TEST_CASE("sudoku counters stop at their budget", "[sudoku][counter]") {
  const sudoku::Puzzle empty9 = *sudoku::make_puzzle(3, 3, std::vector<std::uint8_t>(81, 0));
  for (auto count : {sudoku::count_solutions(empty9, 1000000, dg::Budget{.max_nodes = 500}),
                     sudoku::count_solutions_dlx(empty9, 1000000, dg::Budget{.max_nodes = 500})}) {
    CHECK_FALSE(count.complete);
    CHECK(count.nodes > 500);
    CHECK(count.count < 1000000);
  }
  const auto past = dg::Budget::Clock::now();
  for (auto count :
       {sudoku::count_solutions(empty9, 1000000, dg::Budget{.deadline = past, .max_kept = 1}),
        sudoku::count_solutions_dlx(empty9, 1000000,
                                    dg::Budget{.deadline = past, .max_kept = 1})}) {
    CHECK_FALSE(count.complete);
    CHECK(count.solutions.size() <= 1);
  }
}

TEST_CASE("sudoku counters on clashing givens and on 8x8 and 12x12", "[sudoku][counter]") {
  auto clash = sudoku::from_line("11..............");
  REQUIRE(clash.ok());
  CHECK(sudoku::count_solutions(*clash).count == 0);
  CHECK(sudoku::count_solutions_dlx(*clash).count == 0);
  CHECK(sudoku::count_solutions_brute(*clash).count == 0);
  for (auto [br, bc] : {std::pair{2, 4}, std::pair{3, 4}, std::pair{4, 3}, std::pair{2, 5}}) {
    dg::Rng rng(static_cast<std::uint64_t>(br * 100 + bc));
    const sudoku::Solution full = dg::test::random_full_grid(rng, br, bc);
    sudoku::Puzzle p = *sudoku::make_puzzle(br, bc, full);
    for (std::size_t k = 0; k < full.size(); k += 2) p.givens[k] = 0;
    const auto bits = sudoku::count_solutions(p, 5);
    const auto dlx = sudoku::count_solutions_dlx(p, 5);
    CHECK(bits.count == dlx.count);
    CHECK(bits.count >= 1);
    CHECK(sudoku::check_solution(p, bits.solutions.front()).ok());
  }
}

TEST_CASE("sudoku counting while avoiding a digit matches the exact cover count's solutions",
          "[sudoku][counter]") {
  // count_solutions_avoiding(p, cell, d) must be the number of p's solutions without d at cell:
  // the DLX counter lists every solution of boards with at most 30, and the tally is taken there.
  int compared = 0, nonzero = 0;
  for (std::uint64_t i = 0; i < 3000; ++i) {
    dg::Rng rng(dg::derive_seed(484848, i));
    const sudoku::Puzzle p = dg::test::random_sparse_board(rng);
    const auto all = sudoku::count_solutions_dlx(p, 31);
    if (!all.complete || all.count > 30) continue;
    const int cells = p.n * p.n;
    int cell = static_cast<int>(rng.below(static_cast<std::uint64_t>(cells)));
    while (p.givens[static_cast<std::size_t>(cell)] != 0) cell = (cell + 1) % cells;
    const int digit = 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(p.n)));
    int expected = 0;
    for (const auto& s : all.solutions) expected += s[static_cast<std::size_t>(cell)] != digit;
    const auto avoiding = sudoku::count_solutions_avoiding(p, cell, digit, 31);
    REQUIRE(avoiding.complete);
    if (avoiding.count != expected)
      FAIL("case " << i << ": " << sudoku::to_json(p).dump() << " cell " << cell << " digit "
                   << digit << ": " << avoiding.count << " vs " << expected);
    for (const auto& s : avoiding.solutions) {
      CHECK(sudoku::check_solution(p, s).ok());
      CHECK(s[static_cast<std::size_t>(cell)] != digit);
    }
    ++compared;
    nonzero += expected > 0;
  }
  CHECK(compared > 500);
  CHECK(nonzero > 100);
  CHECK(compared - nonzero > 50);
}
