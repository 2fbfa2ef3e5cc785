// The generator draws its 4x4 and 6x6 solution grids from tables of every valid grid
// (generator/tango/grid_table.cpp), by index: the tables must hold every valid grid once (so the
// draw is uniform) and keep their order (so a seed gives the same puzzles as before).
#include <catch2/catch.hpp>

#include <set>

#include "generator/tango/grid_table.hpp"
#include "solver/tango/counter.hpp"
#include "tests/unit/tango/count_checks.hpp"

namespace tango = dg::tango;

TEST_CASE("tango grid tables hold every valid grid, in a fixed order", "[tango][generator]") {
  for (int n : {4, 6})
    for (bool unique_lines : {false, true}) {
      // Enough draws to see every grid of the table (11,222 for 6x6) with near certainty.
      const int expected =
          tango::count_solutions(dg::test::empty_tango(n, unique_lines), 20000).count;
      std::set<tango::Solution> seen;
      dg::Rng rng(dg::derive_seed(static_cast<std::uint64_t>(n), unique_lines));
      for (int i = 0; i < 20 * expected; ++i) {
        const tango::Solution s = tango::sample_solution(n, rng, unique_lines);
        if (seen.insert(s).second) {
          INFO(s[0] << "/" << s[1]);
          REQUIRE(tango::check_solution(dg::test::empty_tango(n, unique_lines), s).ok());
        }
      }
      CHECK(static_cast<int>(seen.size()) == expected);
    }
  // The order: the first draws of a fixed seed, as the table before its column counts were packed
  // (32c8ca2) gave them.
  dg::Rng rng(20261127);
  const tango::Solution first = tango::sample_solution(6, rng);
  const tango::Solution second = tango::sample_solution(6, rng);
  CHECK(first == tango::Solution{"100101", "001011", "011010", "110100", "101001", "010110"});
  CHECK(second == tango::Solution{"011001", "100110", "001011", "010101", "101100", "110010"});
}
