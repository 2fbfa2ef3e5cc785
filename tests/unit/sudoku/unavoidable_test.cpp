// Unavoidable sets (generator/sudoku/unavoidable.hpp): swapping the two digits of any set gives
// another valid grid; every cell of a set holds one of two digits, each unit meeting the set holds
// both; a set of givens that misses a set has another solution by both counters, and one that meets
// every set is not refused (the generator's puzzles meet all of theirs).
#include <catch2/catch.hpp>

#include <set>

#include "generator/sudoku/full_grid.hpp"
#include "generator/sudoku/generator.hpp"
#include "generator/sudoku/unavoidable.hpp"
#include "solver/sudoku/counter.hpp"

namespace sudoku = dg::sudoku;

namespace {

// `full` with the two digits of `set` swapped inside it.
sudoku::Solution swapped(const sudoku::Solution& full, const sudoku::CellSet& set, int cells) {
  std::set<int> digits;
  for (int k = 0; k < cells; ++k)
    if (set.has(k)) digits.insert(full[static_cast<std::size_t>(k)]);
  REQUIRE(digits.size() == 2);
  const int a = *digits.begin(), b = *digits.rbegin();
  sudoku::Solution out = full;
  for (int k = 0; k < cells; ++k)
    if (set.has(k))
      out[static_cast<std::size_t>(k)] =
          static_cast<std::uint8_t>(a + b - full[static_cast<std::size_t>(k)]);
  return out;
}

}  // namespace

TEST_CASE("sudoku unavoidable sets swap into other valid grids", "[sudoku][generator]") {
  const int shapes[][2] = {{2, 2}, {2, 3}, {3, 2}, {2, 4}, {3, 3}, {3, 4}};
  int sets = 0, small = 0;
  for (const auto& shape : shapes) {
    const sudoku::Geometry& g = sudoku::geometry(shape[0], shape[1]);
    for (std::uint64_t i = 0; i < 20; ++i) {
      dg::Rng rng(dg::derive_seed(4242, i));
      const sudoku::Solution full = sudoku::random_full_grid(g, rng);
      REQUIRE(!full.empty());
      const sudoku::Puzzle as_puzzle{shape[0], shape[1], g.n, full};
      const sudoku::UnavoidableSets found(g, full);
      // Each pair of digits gives at least one set (the whole pair at worst).
      CHECK(found.sets().size() >= static_cast<std::size_t>(g.n * (g.n - 1) / 2));
      for (const auto& set : found.sets()) {
        const sudoku::Solution other = swapped(full, set, g.cells);
        REQUIRE(other != full);
        INFO(sudoku::to_json(as_puzzle).dump());
        REQUIRE(sudoku::check_solution(as_puzzle, full).ok());
        sudoku::Puzzle open = as_puzzle;
        for (int k = 0; k < g.cells; ++k)
          if (set.has(k)) open.givens[static_cast<std::size_t>(k)] = 0;
        REQUIRE(sudoku::check_solution(open, other).ok());
        ++sets;
        int size = 0;
        for (int k = 0; k < g.cells; ++k) size += set.has(k);
        small += size == 4;
      }
    }
  }
  WARN(sets << " sets, " << small << " of 4 cells");
  CHECK(small > 0);
}

TEST_CASE("sudoku givens missing an unavoidable set have another solution", "[sudoku][generator]") {
  int missed = 0, met = 0;
  for (const auto& shape : {std::pair{2, 3}, std::pair{3, 3}}) {
    const sudoku::Geometry& g = sudoku::geometry(shape.first, shape.second);
    for (std::uint64_t i = 0; i < 300; ++i) {
      dg::Rng rng(dg::derive_seed(5151, i));
      const sudoku::Solution full = sudoku::random_full_grid(g, rng);
      REQUIRE(!full.empty());
      const sudoku::UnavoidableSets found(g, full);
      sudoku::Puzzle p{shape.first, shape.second, g.n, full};
      const int keep = g.cells / 5 + rng.below(g.cells / 3);
      for (int k = 0; k < g.cells; ++k)
        if (static_cast<int>(rng.below(g.cells)) >= keep) p.givens[static_cast<std::size_t>(k)] = 0;
      const auto bits = sudoku::count_solutions(p, 2);
      const auto dlx = sudoku::count_solutions_dlx(p, 2);
      REQUIRE(bits.count == dlx.count);
      if (found.missed_by(sudoku::given_cells(p))) {
        ++missed;
        REQUIRE(bits.count == 2);
      } else {
        ++met;
      }
    }
  }
  WARN(missed << " missed a set, " << met << " met every set");
  CHECK(missed > 100);
  CHECK(met > 20);
}

TEST_CASE("sudoku generated puzzles meet every unavoidable set of their grid",
          "[sudoku][generator]") {
  sudoku::Params params;
  params.box_rows = 2;
  params.box_cols = 3;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const auto g = sudoku::generate(params, seed);
    REQUIRE(g);
    const sudoku::UnavoidableSets found(g->puzzle.geo(), g->solution);
    CHECK_FALSE(found.missed_by(sudoku::given_cells(g->puzzle)));
  }
}
