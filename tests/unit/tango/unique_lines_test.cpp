// Tango's unique-lines variant (classic Takuzu: no two equal rows, no two equal columns): the
// model's JSON and text forms, check_solution and warnings, the canonical key, and the three
// counters, which must agree on seeded random puzzles with the flag on.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "generator/tango/random_grid.hpp"
#include "solver/common/symmetry.hpp"
#include "solver/tango/canonical.hpp"
#include "solver/tango/counter.hpp"
#include "tests/unit/tango/board_checks.hpp"
#include "tests/unit/tango/count_checks.hpp"

namespace {

using nlohmann::json;
namespace tango = dg::tango;
using dg::test::check_tango_count;
using dg::test::empty_tango;
using dg::test::sorted_solutions;

// Unique with the flag, 9 solutions without it (corpus id tango-unique-lines-6x6).
const char* kHandmadeText =
    "tango unique-lines\n"
    ". . . . .x.\n"
    "\n"
    ". .=. . . .\n"
    "\n"
    ". . . .x. .\n"
    "\n"
    ". . . . . .\n"
    "\n"
    ". . .=. . .\n"
    "x         =\n"
    "0 . 1 . . .\n";
const tango::Solution kHandmadeSolution = {"010101", "100101", "101010",
                                           "010011", "101100", "011010"};

// A valid Tango grid whose rows 3 and 5 are equal while its columns are all distinct; its
// transpose has columns 3 and 5 equal and distinct rows.
const tango::Solution kEqualRows = {"101001", "011010", "010101", "100110", "011001", "100110"};
const tango::Solution kEqualColumns = {"100101", "011010", "110010", "001101", "010101", "101010"};

bool lines_distinct(const tango::Solution& s) {
  std::set<std::string> rows(s.begin(), s.end()), cols;
  for (std::size_t c = 0; c < s.size(); ++c) {
    std::string col;
    for (const auto& row : s) col += row[c];
    cols.insert(col);
  }
  return rows.size() == s.size() && cols.size() == s.size();
}

// A random valid grid with distinct rows and columns, by rejection (about 1 grid in 3 for 6x6).
tango::Solution random_distinct_solution(int n, dg::Rng& rng) {
  for (;;) {
    auto s = tango::random_solution(n, rng);
    if (lines_distinct(s)) return s;
  }
}

// A seeded unique-lines puzzle: clues cut from a grid with distinct lines (so 1-solution puzzles
// are common) or from any grid (whose equal lines then often leave 0 solutions), and one time in
// four a given flipped, as in counter_test.cpp.
tango::Puzzle random_case(int n, dg::Rng& rng) {
  const auto sol =
      rng.chance(2, 3) ? random_distinct_solution(n, rng) : tango::random_solution(n, rng);
  auto p = tango::random_puzzle(sol, rng.below(60), rng.below(45), rng);
  p.unique_lines = true;
  if (rng.chance(1, 4)) dg::test::flip_a_given(p, rng);
  return p;
}

// check_tango_count, and every listed solution's lines distinct by this file's own string test
// (independent of check_solution's unique-lines check).
void check_distinct_count(const tango::Puzzle& p, const tango::Count& c) {
  check_tango_count(p, c);
  for (const auto& s : c.solutions) CHECK(lines_distinct(s));
}

// The same puzzle under symmetry `sym`, suns and moons swapped when `swap`.
tango::Puzzle turn(const tango::Puzzle& p, int sym, bool swap) {
  tango::Puzzle out = p;
  auto turn_pairs = [&](const std::vector<dg::CellPair>& pairs) {
    std::vector<dg::CellPair> t;
    for (const auto& pr : pairs)
      t.push_back(
          dg::ordered_pair(dg::transform(pr.a, sym, p.n, p.n), dg::transform(pr.b, sym, p.n, p.n)));
    std::sort(t.begin(), t.end());
    return t;
  };
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.n; ++c) {
      const dg::Cell t = dg::transform({r, c}, sym, p.n, p.n);
      const int v = p.at(r, c);
      out.cells[static_cast<std::size_t>(t.row * p.n + t.col)] =
          static_cast<std::int8_t>(v < 0 || !swap ? v : 1 - v);
    }
  out.equal = turn_pairs(p.equal);
  out.opposite = turn_pairs(p.opposite);
  return out;
}

}  // namespace

TEST_CASE("tango unique_lines JSON: optional, written only when true, strictly boolean",
          "[tango][model][unique_lines]") {
  auto p = tango::from_text(kHandmadeText);
  REQUIRE(p.ok());
  CHECK(p->unique_lines);
  const json out = tango::to_json(*p);
  CHECK(out.at("unique_lines") == true);
  auto again = tango::from_json(out);
  REQUIRE(again.ok());
  CHECK(*again == *p);

  // Off: the key is not written, and an explicit false reads the same as a missing key.
  auto classic = *p;
  classic.unique_lines = false;
  json off = tango::to_json(classic);
  CHECK_FALSE(off.contains("unique_lines"));
  CHECK(*tango::from_json(off) == classic);
  off["unique_lines"] = false;
  CHECK(*tango::from_json(off) == classic);
  CHECK_FALSE(*tango::from_json(off) == *p);  // operator== sees the flag

  for (const json& bad : {json(1), json("true"), json(nullptr), json::array()}) {
    json j = out;
    j["unique_lines"] = bad;
    auto r = tango::from_json(j);
    INFO(bad.dump());
    REQUIRE_FALSE(r.ok());
    CHECK(r.error() == "tango: \"unique_lines\" must be true or false, got " + bad.dump());
  }
}

TEST_CASE("tango unique_lines text: header \"tango unique-lines\", round trip",
          "[tango][model][unique_lines]") {
  auto p = tango::from_text(kHandmadeText);
  REQUIRE(p.ok());
  CHECK(tango::to_text(*p) == kHandmadeText);
  CHECK(*tango::from_text(tango::to_text(*p)) == *p);
  CHECK(*tango::from_json(tango::to_json(*p)) == *p);
  CHECK(tango::solution_text(*p, kHandmadeSolution).rfind("tango unique-lines\n0 1 0 1 0x1\n", 0) ==
        0);

  // Without the option the same grid is the classic puzzle, and it is written back as plain
  // "tango".
  std::string classic_text = kHandmadeText;
  classic_text.replace(0, std::string("tango unique-lines").size(), "tango");
  auto classic = tango::from_text(classic_text);
  REQUIRE(classic.ok());
  CHECK_FALSE(classic->unique_lines);
  CHECK(tango::to_text(*classic) == classic_text);

  // Spacing around the option does not matter; an unknown option is refused, not dropped.
  std::string spaced = kHandmadeText;
  spaced.replace(0, std::string("tango unique-lines").size(), "# comment\n  tango\tunique-lines  ");
  auto sp = tango::from_text(spaced);
  REQUIRE(sp.ok());
  CHECK(*sp == *p);
  std::string unknown = kHandmadeText;
  unknown.replace(0, std::string("tango unique-lines").size(), "tango unique-rows");
  auto bad = tango::from_text(unknown);
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error() ==
        "tango: line 1: unknown header option \"unique-rows\", expected unique-lines, torus, "
        "diagonals, long-signs, rows=, cols=, regions=, region-ones=, equal= or opposite=");
}

TEST_CASE("tango check_solution names equal rows or columns only with unique_lines",
          "[tango][model][unique_lines]") {
  const auto off = empty_tango(6, false), on = empty_tango(6, true);
  CHECK(tango::check_solution(off, kEqualRows).ok());
  CHECK(tango::check_solution(off, kEqualColumns).ok());
  auto rows = tango::check_solution(on, kEqualRows);
  REQUIRE_FALSE(rows.ok());
  CHECK(rows.error() == "tango: rows 4 and 6 are equal");
  auto cols = tango::check_solution(on, kEqualColumns);
  REQUIRE_FALSE(cols.ok());
  CHECK(cols.error() == "tango: columns D and F are equal");
  CHECK(tango::check_solution(on, kHandmadeSolution).ok());
  // The classic rules are still reported first.
  auto three =
      tango::check_solution(on, {"000111", "000111", "111000", "111000", "010101", "101010"});
  REQUIRE_FALSE(three.ok());
  CHECK_THAT(three.error(), Catch::Contains("three 0s in a row"));
}

TEST_CASE("tango warnings flag fully given equal lines only with unique_lines",
          "[tango][model][unique_lines]") {
  // Rows 3 and 5 of kEqualRows given in full; row 4 given but different.
  std::vector<std::int8_t> cells(36, -1);
  for (int r : {3, 4, 5})
    for (int c = 0; c < 6; ++c)
      cells[static_cast<std::size_t>(r * 6 + c)] = static_cast<std::int8_t>(
          kEqualRows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] - '0');
  auto off = tango::make_puzzle(6, cells, {}, {}, false);
  auto on = tango::make_puzzle(6, cells, {}, {}, true);
  REQUIRE(off.ok());
  REQUIRE(on.ok());
  CHECK(tango::warnings(*off).empty());
  const auto w = tango::warnings(*on);
  REQUIRE(w.size() == 1);
  CHECK(w[0] ==
        "tango: rows 4 and 6 are fully given and equal, but lines must be unique (no solution)");
  CHECK(tango::count_solutions(*on, 2).count == 0);
  // Columns: the same givens transposed.
  auto on_t = turn(*on, 6, false);
  const auto wt = tango::warnings(on_t);
  REQUIRE(wt.size() == 1);
  CHECK_THAT(wt[0], Catch::StartsWith("tango: columns D and F are fully given and equal"));
  // A line with a gap is not complete, so nothing is said.
  cells[3 * 6] = -1;
  CHECK(tango::warnings(*tango::make_puzzle(6, cells, {}, {}, true)).empty());
}

TEST_CASE("tango canonical key tells the variant apart and survives its symmetries",
          "[tango][canonical][unique_lines]") {
  dg::Rng rng(4);
  for (int i = 0; i < 40; ++i) {
    const int n = 4 + 2 * (i % 3);
    auto p = tango::random_puzzle(random_distinct_solution(n, rng), 30, 20, rng);
    auto classic = p;
    p.unique_lines = true;
    const std::string key = tango::canonical_key(p);
    INFO(tango::to_json(p).dump());
    CHECK(key != tango::canonical_key(classic));
    const int count = tango::count_solutions(p, 1000).count;
    for (int sym = 0; sym < dg::kSymmetries; ++sym)
      for (bool swap : {false, true}) {
        const auto t = turn(p, sym, swap);
        CHECK(t.unique_lines);
        CHECK(tango::canonical_key(t) == key);
        CHECK(tango::canonical_key(turn(classic, sym, swap)) == tango::canonical_key(classic));
        // The key may only merge puzzles that are the same problem: same solution count.
        CHECK(tango::count_solutions(t, 1000).count == count);
      }
  }
}

TEST_CASE("tango hand-made puzzle is unique only with unique_lines",
          "[tango][counter][unique_lines]") {
  auto p = tango::from_text(kHandmadeText);
  REQUIRE(p.ok());
  for (const auto& c : {tango::count_solutions(*p, 100), tango::count_solutions_cp(*p, 100),
                        tango::count_solutions_brute(*p, 100)}) {
    REQUIRE(c.count == 1);
    CHECK(c.solutions[0] == kHandmadeSolution);
  }
  auto classic = *p;
  classic.unique_lines = false;
  const auto dfs = tango::count_solutions(classic, 100);
  CHECK(dfs.count == 9);
  CHECK(tango::count_solutions_cp(classic, 100).count == 9);
  CHECK(tango::count_solutions_brute(classic, 100).count == 9);
  // The classic solutions are the variant's one plus eight with a repeated line.
  const auto repeated = std::count_if(dfs.solutions.begin(), dfs.solutions.end(),
                                      [](const tango::Solution& s) { return !lines_distinct(s); });
  CHECK(repeated == 8);
  CHECK(std::count(dfs.solutions.begin(), dfs.solutions.end(), kHandmadeSolution) == 1);
}

TEST_CASE("tango empty boards with unique lines have the known number of solutions",
          "[tango][counter][unique_lines]") {
  // Classic Takuzu (binairo) grids: 72 for 4x4, 4140 for 6x6 (against 90 and 11222 for Tango).
  for (const auto& [n, want] : {std::pair{4, 72}, std::pair{6, 4140}}) {
    INFO("n " << n);
    const auto p = empty_tango(n, true);
    CHECK(tango::count_solutions(p, 20000).count == want);
    CHECK(tango::count_solutions_cp(p, 20000).count == want);
    CHECK(tango::count_solutions_brute(p, 20000).count == want);
  }
}

TEST_CASE("tango counters agree on seeded random unique-lines puzzles",
          "[tango][counter][unique_lines]") {
  for (int n : {4, 6, 8}) {
    int seen[3] = {0, 0, 0};  // puzzles with 0, 1, 2+ solutions (limit 2)
    const int cases = n == 8 ? 1000 : 1500;
    for (int i = 0; i < cases; ++i) {
      dg::Rng rng(
          dg::derive_seed(1000 + static_cast<std::uint64_t>(n), static_cast<std::uint64_t>(i)));
      const auto p = random_case(n, rng);
      INFO("n " << n << " case " << i << ": " << tango::to_json(p).dump());
      for (int limit : {2, 20}) {
        const auto dfs = tango::count_solutions(p, limit);
        const auto cp = tango::count_solutions_cp(p, limit);
        REQUIRE(dfs.count == cp.count);
        check_distinct_count(p, dfs);
        check_distinct_count(p, cp);
        if (n <= 6) {
          const auto brute = tango::count_solutions_brute(p, limit);
          REQUIRE(brute.count == dfs.count);
          check_distinct_count(p, brute);
          if (brute.count < limit)
            CHECK(sorted_solutions(brute.solutions) == sorted_solutions(dfs.solutions));
        }
        if (dfs.count < limit)
          CHECK(sorted_solutions(cp.solutions) == sorted_solutions(dfs.solutions));
        if (dfs.count < limit && n <= 6) {
          // All found: exactly the classic solutions with distinct lines (classic 6x6 boards
          // have at most 11222 solutions, so the classic count always completes).
          auto classic = p;
          classic.unique_lines = false;
          const auto all = tango::count_solutions(classic, 100000);
          std::vector<tango::Solution> kept;
          std::copy_if(all.solutions.begin(), all.solutions.end(), std::back_inserter(kept),
                       lines_distinct);
          CHECK(sorted_solutions(kept) == sorted_solutions(dfs.solutions));
        }
        if (limit == 2) ++seen[std::min(dfs.count, 2)];
      }
    }
    INFO("n " << n << " -> 0: " << seen[0] << ", 1: " << seen[1] << ", 2+: " << seen[2]);
    CHECK(seen[0] >= cases / 10);
    CHECK(seen[1] >= cases / 10);
    CHECK(seen[2] >= cases / 10);
  }
}
