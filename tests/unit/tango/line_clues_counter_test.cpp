// The counters the generator's uniqueness test uses (solver/tango/line_clues.hpp): the set counter
// (count_line_bits, up to 8x8) and the row DFS on line clues (count_line_rows) must count what the
// Puzzle counters count, on random puzzles with 0, 1 and 2+ solutions (both variants), on the
// grids the generator hands them (its clue sets closed by the line rules), and on boards where
// the closure and the clues disagree on nothing but the known cells.
#include <catch2/catch.hpp>

#include <algorithm>

#include "generator/tango/clues.hpp"
#include "generator/tango/generator.hpp"
#include "generator/tango/grid_table.hpp"
#include "generator/tango/random_grid.hpp"
#include "generator/tango/uniqueness.hpp"
#include "grader/tango/closure.hpp"
#include "grader/tango/grader.hpp"
#include "solver/tango/counter.hpp"
#include "solver/tango/line_clues.hpp"
#include "tests/unit/tango/board_checks.hpp"
#include "tests/unit/tango/count_checks.hpp"

namespace {

namespace tango = dg::tango;

// A random puzzle from a random grid; one time in three a given is flipped, so 0-solution puzzles
// occur too.
tango::Puzzle random_case(int n, bool unique_lines, dg::Rng& rng) {
  const auto sol =
      unique_lines ? tango::sample_solution(n, rng, true) : tango::random_solution(n, rng);
  auto p = tango::random_puzzle(sol, rng.below(55), rng.below(45), rng);
  p.unique_lines = unique_lines;
  if (rng.chance(1, 3)) dg::test::flip_a_given(p, rng);
  return p;
}

}  // namespace

TEST_CASE("tango line-clue counters agree with the puzzle counters", "[tango][counter]") {
  int seen[3] = {0, 0, 0};
  for (bool unique_lines : {false, true})
    for (int n : {4, 6, 8}) {
      const int cases = n == 8 ? 300 : 700;
      for (int i = 0; i < cases; ++i) {
        dg::Rng rng(dg::derive_seed(static_cast<std::uint64_t>(n * 2 + unique_lines),
                                    static_cast<std::uint64_t>(i)));
        const tango::Puzzle p = random_case(n, unique_lines, rng);
        INFO("n " << n << " case " << i << ": " << tango::to_json(p).dump());
        const tango::LineClues c = tango::line_clues(p);
        for (int limit : {1, 2, 7}) {
          const auto dfs = tango::count_solutions(p, limit);
          const auto bits = tango::count_line_bits(c, limit);
          const auto rows = tango::count_line_rows(c, limit);
          REQUIRE(bits.complete);
          REQUIRE(bits.count == dfs.count);
          REQUIRE(rows.count == dfs.count);
          CHECK(bits.solutions.empty());
          CHECK(rows.solutions.empty());
          if (n <= 6 && limit == 2) REQUIRE(tango::count_solutions_cp(p, limit).count == dfs.count);
          if (limit == 2) ++seen[std::min(dfs.count, 2)];
        }
      }
    }
  INFO("0: " << seen[0] << ", 1: " << seen[1] << ", 2+: " << seen[2]);
  CHECK(seen[0] > 200);
  CHECK(seen[1] > 200);
  CHECK(seen[2] > 200);
}

TEST_CASE("tango set counter counts empty boards and honours its budget", "[tango][counter]") {
  const tango::LineClues e4 = tango::line_clues(dg::test::empty_tango(4));
  const tango::LineClues e6 = tango::line_clues(dg::test::empty_tango(6));
  const tango::LineClues u6 = tango::line_clues(dg::test::empty_tango(6, true));
  CHECK(tango::count_line_bits(e4, 1000).count == 90);
  CHECK(tango::count_line_bits(e6, 20000).count == 11222);
  CHECK(tango::count_line_bits(u6, 20000).count ==
        tango::count_solutions(dg::test::empty_tango(6, true), 20000).count);
  dg::Budget budget;
  budget.max_nodes = 50;
  const auto cut = tango::count_line_bits(e6, 20000, budget);
  CHECK_FALSE(cut.complete);
  CHECK(cut.count < 11222);
  // Sizes it does not take come back incomplete, not wrong.
  tango::LineClues big;
  big.n = 10;
  CHECK_FALSE(tango::count_line_bits(big, 2).complete);
}

namespace {

// has_one_solution, the closed grid's counters and two independent counters on the Puzzle agree
// on `kept`; returns whether it is unique and the line rules leave it stuck (-1: solved by them).
int check_kept(const tango::CluePool& pool, const std::vector<int>& kept) {
  const tango::Puzzle p = tango::puzzle_of(pool, kept);
  INFO(tango::to_json(p).dump());
  const bool expected = tango::count_solutions(p, 2).count == 1;
  if (p.n <= 8) REQUIRE((tango::count_solutions_cp(p, 2).count == 1) == expected);
  for (int screen : {tango::kBasic, tango::kLine, tango::kCrossLine})
    REQUIRE(tango::has_one_solution(pool, kept, screen) == expected);
  tango::Grid g = tango::grid_of(pool, kept);
  if (tango::close_grid(g, tango::kLine) != dg::Status::stuck) return -1;
  const tango::LineClues c = tango::line_clues_of(g);
  REQUIRE((tango::count_line_clues(c, 2).count == 1) == expected);
  REQUIRE((tango::count_line_rows(c, 2).count == 1) == expected);
  return expected ? 1 : 0;
}

}  // namespace

TEST_CASE("tango uniqueness from closed grids matches two independent counters",
          "[tango][counter][generator]") {
  // What the generator's removal loop asks: generated puzzles that the line rules do not solve
  // (unique, stuck) and each of them less one clue (mostly not unique), in both variants.
  int seen[2] = {0, 0};
  struct Source {
    int n, tier;
    bool unique_lines;
    std::size_t count;
  };
  const Source sources[] = {{6, tango::kCrossLine, false, 80},
                            {6, tango::kContradiction, false, 20},
                            {8, tango::kCrossLine, false, 15},
                            {8, tango::kCrossLine, true, 15},
                            {10, tango::kCrossLine, false, 4}};
  for (const Source& s : sources) {
    tango::Params p;
    p.n = s.n;
    p.tier = s.tier;
    p.unique_lines = s.unique_lines;
    auto batch = tango::generate_batch(p, 31, s.count, 2);
    REQUIRE(batch.ok());
    for (const tango::GeneratedPuzzle& gp : *batch) {
      const tango::CluePool pool = tango::make_pool(gp.solution, s.unique_lines);
      // The pool's clues the puzzle holds.
      const tango::Puzzle& q = gp.puzzle;
      std::vector<int> kept;
      for (int k = 0; k < static_cast<int>(pool.clues.size()); ++k) {
        const tango::Clue& c = pool.clues[static_cast<std::size_t>(k)];
        const auto& signs = c.equal ? q.equal : q.opposite;
        if (c.sign ? std::find(signs.begin(), signs.end(), dg::CellPair{c.a, c.b}) != signs.end()
                   : q.at(c.a.row, c.a.col) >= 0)
          kept.push_back(k);
      }
      REQUIRE(tango::puzzle_of(pool, kept) == q);
      CHECK(check_kept(pool, kept) == 1);
      for (std::size_t i = 0; i < kept.size(); ++i) {
        std::vector<int> less = kept;
        less.erase(less.begin() + static_cast<std::ptrdiff_t>(i));
        const int r = check_kept(pool, less);
        if (r >= 0) ++seen[r];
      }
    }
  }
  INFO("one clue less, stuck after the line rules: not unique " << seen[0] << ", unique "
                                                                << seen[1]);
  CHECK(seen[0] > 200);
  CHECK(seen[1] > 25);
}
