// The seed paper's Tango generalisations (section 3.3), counted exactly: published and enumerated
// counts (OEIS A177790 and A253316, the research note's Tango table) each by two independent
// counters, and a property test where the general row counter, the CP counter, the profile
// (transfer-matrix) counter and the brute force counter agree on random small boards of every
// option.
#include <random>

#include <catch2/catch.hpp>

#include "solver/tango/counter.hpp"
#include "tests/unit/tango/count_checks.hpp"

namespace dg::tango {

namespace {

constexpr int kAll = 1 << 30;

// An empty rows x cols board with the options set by `tweak`.
template <class Tweak>
Puzzle board(int rows, int cols, Tweak tweak) {
  Puzzle p;
  p.n = rows;
  p.cols = cols;
  p.cells.assign(static_cast<std::size_t>(rows * cols), -1);
  tweak(p);
  auto made = make_puzzle(std::move(p));
  INFO((made ? std::string() : made.error()));
  REQUIRE(made);
  return *made;
}

Puzzle board(int rows, int cols) {
  return board(rows, cols, [](Puzzle&) {});
}

// Blocks of bh x bw cells as regions (near balance by default).
std::vector<int> blocks(int n, int bh, int bw) {
  std::vector<int> out;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) out.push_back((r / bh) * (n / bw) + c / bw);
  return out;
}

int rows_count(const Puzzle& p) {
  const Count c = count_solutions_rows(p, kAll, Budget{.max_kept = 0});
  REQUIRE(c.complete);
  return c.count;
}

int cp_count(const Puzzle& p) {
  const Count c = count_solutions_cp(p, kAll, Budget{.max_kept = 0});
  REQUIRE(c.complete);
  return c.count;
}

int profile_count(const Puzzle& p) {
  const Count c = count_solutions_profile(p, kAll, Budget{.max_kept = 0});
  REQUIRE(c.complete);
  return c.count;
}

// The three counters on p, and with unique lines (Takuzu).
void check_table_row(Puzzle p, int tango, int takuzu) {
  CHECK(rows_count(p) == tango);
  CHECK(cp_count(p) == tango);
  CHECK(profile_count(p) == tango);
  p.unique_lines = true;
  CHECK(rows_count(p) == takuzu);
  CHECK(cp_count(p) == takuzu);
  CHECK(profile_count(p) == takuzu);
}

}  // namespace

TEST_CASE("A177790: balanced rows without three equal, one line of length 2..10",
          "[tango][options][counter]") {
  const int expected[] = {2, 6, 14, 34, 84};
  for (int k = 0; k < 5; ++k) {
    const Puzzle p = board(1, 2 * (k + 1));
    INFO("length " << p.cols);
    CHECK(rows_count(p) == expected[k]);
    CHECK(cp_count(p) == expected[k]);
    CHECK(profile_count(p) == expected[k]);
    if (p.cols <= 6) CHECK(count_solutions_brute(p, kAll).count == expected[k]);
  }
}

TEST_CASE("the Tango table: classic boards by the row counter and the CP counter",
          "[tango][options][counter]") {
  check_table_row(board(4, 4), 90, 72);
  check_table_row(board(6, 6), 11222, 4140);
}

// The big boards, each by two methods: the profile counter, and the row counter (with the classic
// counter too on 8x8). The CP counter is not used on them: it needs more than 8 minutes on the
// 8x8 torus; the smaller boards above compare it with the other two. Timings (Release, two cores
// shared with other builds; tests/bench/results/2026-11-27-counters-29.md): the profile counter
// 1-2 s for 8x8 and 7x7 Tango (run every time), 5-10 s for each Takuzu and torus count; the row
// counter 15-70 s a board. Those run by hand: `dg_tests "[.big]"`.
TEST_CASE("the Tango table: 8x8 and odd 7x7 Tango by the profile counter",
          "[tango][options][counter][profile]") {
  CHECK(profile_count(board(8, 8)) == 12413918);
  CHECK(profile_count(board(7, 7)) == 57330048);
}

TEST_CASE(
    "the Tango table: Takuzu 8x8 (A253316) and 8x8 torus and Takuzu 7x7 by the profile counter",
    "[.big][tango][options][counter][profile]") {
  Puzzle flat = board(8, 8);
  flat.unique_lines = true;
  CHECK(profile_count(flat) == 4111116);
  Puzzle torus = board(8, 8, [](Puzzle& q) { q.torus = true; });
  CHECK(profile_count(torus) == 4067322);
  torus.unique_lines = true;
  CHECK(profile_count(torus) == 1273904);
  Puzzle odd = board(7, 7);
  odd.unique_lines = true;
  CHECK(profile_count(odd) == 25653548);
}

TEST_CASE("A253316 and the 8x8 Tango count: the row counter against the classic counter",
          "[.big][tango][options][counter]") {
  Puzzle p = board(8, 8);
  CHECK(rows_count(p) == 12413918);
  CHECK(count_solutions(p, kAll, Budget{.max_kept = 0}).count == 12413918);
  p.unique_lines = true;
  CHECK(rows_count(p) == 4111116);
  CHECK(count_solutions(p, kAll, Budget{.max_kept = 0}).count == 4111116);
}

TEST_CASE("the Tango table: torus (3.3.4)", "[tango][options][counter]") {
  auto torus = [](Puzzle& p) { p.torus = true; };
  check_table_row(board(4, 4, torus), 90, 72);
  check_table_row(board(6, 6, torus), 11222, 4140);
}

TEST_CASE("the Tango table: 8x8 torus by the row counter (the profile counter's second method)",
          "[.big][tango][options][counter]") {
  Puzzle p = board(8, 8, [](Puzzle& q) { q.torus = true; });
  CHECK(rows_count(p) == 4067322);
  p.unique_lines = true;
  CHECK(rows_count(p) == 1273904);
}

TEST_CASE("the Tango table: diagonal runs banned too (3.3.2)", "[tango][options][counter]") {
  auto diagonals = [](Puzzle& p) { p.diagonals = true; };
  check_table_row(board(4, 4, diagonals), 10, 2);
  check_table_row(board(6, 6, diagonals), 4, 0);
  check_table_row(board(8, 8, diagonals), 8, 0);
  check_table_row(board(10, 10, diagonals), 4, 0);
}

TEST_CASE("the Tango table: odd 5x5 with near balance (3.3.1)", "[tango][options][counter]") {
  check_table_row(board(5, 5), 17834, 8460);
}

TEST_CASE("the Tango table: odd 7x7 by the row counter (the profile counter's second method)",
          "[.big][tango][options][counter]") {
  Puzzle p = board(7, 7);
  CHECK(rows_count(p) == 57330048);
  p.unique_lines = true;
  CHECK(rows_count(p) == 25653548);
}

TEST_CASE("the Tango table: 6x6 with balanced blocks as regions (3.3.3)",
          "[tango][options][counter]") {
  check_table_row(board(6, 6, [](Puzzle& p) { p.region = blocks(6, 2, 3); }), 6236, 2124);
  check_table_row(board(6, 6, [](Puzzle& p) { p.region = blocks(6, 2, 2); }), 5264, 1728);
}

TEST_CASE("per-line counts: the row counter, CP and the brute force agree with a hand count",
          "[tango][options][counter]") {
  // A 3x4 board whose rows each hold exactly one sun and columns at most one: "1000" and "0001"
  // hold three moons in a row, so every row is "0100" or "0010", and three rows cannot take two
  // positions once each: no solution.
  Puzzle p = board(3, 4, [](Puzzle& q) {
    q.row_ones.assign(3, {1, 1});
    q.col_ones.assign(4, {0, 1});
  });
  CHECK(rows_count(p) == 0);
  CHECK(cp_count(p) == 0);
  CHECK(profile_count(p) == 0);
  CHECK(count_solutions_brute(p, kAll).count == 0);
  // Rows of 2..2 suns and columns free (0..3) in a 3x4: every valid row (6) three times, minus
  // columns with three equal: counted by the brute force as the reference.
  Puzzle q = board(3, 4, [](Puzzle& r) { r.col_ones.assign(4, {0, 3}); });
  const int brute = count_solutions_brute(q, kAll).count;
  CHECK(brute > 0);
  CHECK(rows_count(q) == brute);
  CHECK(cp_count(q) == brute);
  CHECK(profile_count(q) == brute);
}

// Random small boards of every option: givens, signs (long ones with long_signs), counts,
// regions; the three counters must give the same solution lists (the brute force checks every
// grid with check_solution, so it is the rules' reference).
TEST_CASE("tango counters agree on random boards of every option", "[tango][options][counter]") {
  std::mt19937 rng(20261127);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  int boards = 0, solved = 0;
  for (int trial = 0; trial < 400; ++trial) {
    Puzzle p;
    p.n = pick(3, 6);
    p.cols = pick(3, 6);
    if (p.n * p.cols > 30) continue;
    if (p.n == p.cols && p.n % 2 == 0 && p.n < 4) continue;
    const int option = trial % 7;
    p.torus = option == 1 || (option == 6 && pick(0, 1));
    p.diagonals = option == 2 || (option == 6 && pick(0, 1));
    p.long_signs = option == 4 || option == 6;
    p.unique_lines = pick(0, 3) == 0;
    const int cells = p.n * p.cols;
    p.cells.assign(static_cast<std::size_t>(cells), -1);
    for (int k = pick(0, 3); k > 0; --k)
      p.cells[static_cast<std::size_t>(pick(0, cells - 1))] = static_cast<std::int8_t>(pick(0, 1));
    for (int k = pick(0, 3); k > 0; --k) {
      const Cell a{pick(0, p.n - 1), pick(0, p.cols - 1)};
      Cell b = a;
      if (p.long_signs) {
        b = {pick(0, p.n - 1), pick(0, p.cols - 1)};
      } else if (pick(0, 1) && a.col + 1 < p.cols) {
        b.col += 1;
      } else if (a.row + 1 < p.n) {
        b.row += 1;
      }
      const CellPair pair = ordered_pair(a, b);
      auto has = [&](const std::vector<CellPair>& list) {
        return std::find(list.begin(), list.end(), pair) != list.end();
      };
      if (b == a || has(p.equal) || has(p.opposite)) continue;  // one sign per pair
      (pick(0, 1) ? p.equal : p.opposite).push_back(pair);
    }
    if (option == 3 || option == 6) {
      for (int r = 0; r < p.n; ++r) {
        const int lo = pick(0, p.cols);
        p.row_ones.push_back({lo, std::min(p.cols, lo + pick(0, 2))});
      }
      if (pick(0, 1))
        for (int c = 0; c < p.cols; ++c) {
          const int lo = pick(0, p.n);
          p.col_ones.push_back({lo, std::min(p.n, lo + pick(0, 2))});
        }
    }
    if (option == 5 || (option == 6 && pick(0, 1))) {
      // Regions: vertical bands of random widths, ids in order.
      int id = -1;
      std::vector<int> band(static_cast<std::size_t>(p.cols));
      for (int c = 0; c < p.cols; ++c)
        band[static_cast<std::size_t>(c)] = c == 0 || pick(0, 1) ? ++id : id;
      for (int r = 0; r < p.n; ++r)
        for (int c = 0; c < p.cols; ++c) p.region.push_back(band[static_cast<std::size_t>(c)]);
      if (pick(0, 1)) {
        for (int k = 0; k <= id; ++k) {
          const int size = p.n * static_cast<int>(std::count(band.begin(), band.end(), k));
          const int lo = pick(0, size);
          p.region_ones.push_back({lo, std::min(size, lo + pick(0, 3))});
        }
      }
    }
    if (p.torus && (p.n < 3 || p.cols < 3)) continue;
    auto made = make_puzzle(p);
    INFO((made ? std::string() : made.error()));
    REQUIRE(made);
    ++boards;
    const Count rows = count_solutions_rows(*made, kAll);
    const Count cp = count_solutions_cp(*made, kAll);
    const Count brute = count_solutions_brute(*made, kAll);
    const Count profile = count_solutions_profile(*made, kAll);
    INFO("trial " << trial << ": " << to_json(*made).dump());
    test::check_tango_count(*made, rows);
    test::check_tango_count(*made, cp);
    test::check_tango_count(*made, brute);
    test::check_tango_count(*made, profile);
    CHECK(rows.count == brute.count);
    CHECK(cp.count == brute.count);
    CHECK(profile.count == brute.count);
    CHECK(test::sorted_solutions(rows.solutions) == test::sorted_solutions(brute.solutions));
    CHECK(test::sorted_solutions(cp.solutions) == test::sorted_solutions(brute.solutions));
    CHECK(test::sorted_solutions(profile.solutions) == test::sorted_solutions(brute.solutions));
    // Capped at a limit, the profile counter answers min(count, limit) and lists that many.
    const Count capped = count_solutions_profile(*made, 2);
    CHECK(capped.count == std::min(brute.count, 2));
    CHECK(static_cast<int>(capped.solutions.size()) == capped.count);
    // The production entry point sends these boards to the row counter.
    CHECK(count_solutions(*made, kAll).count == brute.count);
    solved += brute.count > 0;
  }
  CHECK(boards >= 250);
  CHECK(solved >= 50);  // the comparison is about something: many boards have solutions
}

}  // namespace dg::tango

namespace dg::tango {

TEST_CASE("tango profile counter: a node budget stops it and the count so far is a lower bound",
          "[tango][options][counter][profile]") {
  const Puzzle p = board(8, 8, [](Puzzle& q) { q.torus = true; });
  const Count c = count_solutions_profile(p, kAll, Budget{.max_nodes = 5000, .max_kept = 0});
  CHECK_FALSE(c.complete);
  CHECK(c.nodes > 5000);
  CHECK(c.count < 4067322);
  // A limit settles early: min(count, limit), solutions listed up to it.
  const Count two = count_solutions_profile(board(6, 6), 2);
  CHECK(two.complete);
  CHECK(two.count == 2);
  CHECK(two.solutions.size() == 2);
  CHECK(two.solutions[0] != two.solutions[1]);
}

}  // namespace dg::tango
