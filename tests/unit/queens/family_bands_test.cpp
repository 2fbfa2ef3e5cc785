// The family counter's band bounds (count_family.cpp: two neighbouring rows or columns hold no
// more stars than their cells' columns or rows fit apart) only cut branches without solutions:
// on Star Battle boards of the sizes the generator makes, before repair (many solutions) and
// after (one), the family counter lists exactly what the CP counter, which has no such bound,
// lists.
#include <catch2/catch.hpp>

#include "generator/queens/family_board.hpp"
#include "solver/queens/counter.hpp"
#include "tests/unit/queens/solution_sets.hpp"

using namespace dg;
using namespace dg::queens;

namespace {

// A board grown around a planted placement, not repaired (so usually with rivals).
bool grown_board(const FamilyShape& shape, Rng& rng, Puzzle& p) {
  const Solution planted = plant_stars(shape, rng);
  if (planted.empty()) return false;
  return grow_family_regions(shape, queen_cells(planting_square(shape), planted), rng, p);
}

}  // namespace

TEST_CASE("queens family: band bounds agree with the CP counter on grown Star Battle boards",
          "[queens][family][counter]") {
  struct Case {
    int n, stars, limit, boards;
  };
  int capped = 0, listed = 0;
  for (const Case c : {Case{8, 2, 400, 40}, Case{9, 2, 400, 30}, Case{14, 3, 6, 4}}) {
    FamilyShape shape;
    shape.n = c.n;
    shape.stars = c.stars;
    Rng rng(derive_seed(2711, static_cast<std::uint64_t>(c.n)));
    for (int made = 0; made < c.boards;) {
      Puzzle p;
      if (!grown_board(shape, rng, p)) continue;
      ++made;
      const Count dfs = count_solutions(p, c.limit);
      const Count cp = count_solutions_cp(p, c.limit);
      INFO(c.n << "x" << c.n << " " << c.stars << " stars, board " << made << "\n" << to_text(p));
      REQUIRE(dfs.complete);
      REQUIRE(cp.complete);
      REQUIRE(dfs.count == cp.count);
      REQUIRE(dfs.count >= 1);  // the planted placement
      for (const Solution& s : dfs.solutions) REQUIRE(check_solution(p, s).ok());
      if (dfs.count < c.limit) {
        REQUIRE(test::sorted(dfs.solutions) == test::sorted(cp.solutions));
        ++listed;
      } else {
        ++capped;
      }
    }
  }
  CHECK(listed > 20);
  CHECK(capped > 3);
}

TEST_CASE("queens family: made 3-star 14x14 boards are unique by both counters",
          "[queens][family][counter]") {
  FamilyShape shape;
  shape.n = 14;
  shape.stars = 3;
  Rng rng(derive_seed(2711, 3));
  int made = 0;
  for (int attempt = 0; attempt < 400 && made < 2; ++attempt) {
    Puzzle p;
    Solution planted;
    if (!make_family_board(shape, rng, p, planted)) continue;
    ++made;
    const Count dfs = count_solutions(p, 2);
    const Count cp = count_solutions_cp(p, 2);
    INFO(to_text(p));
    REQUIRE(dfs.count == 1);
    REQUIRE(cp.count == 1);
    REQUIRE(dfs.solutions[0] == planted);
    REQUIRE(cp.solutions[0] == planted);
  }
  CHECK(made == 2);
}
