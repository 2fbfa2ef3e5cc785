// Issue 28 (an outside oracle): 3-star 14x14 boards had regions in two pieces. Growing the
// regions joined each group's later stars by shortest paths to "a cell of the region", which
// could be a star of the group not joined yet; the last two stars then joined each other and the
// first stayed apart. Every grown board of every star count must have each region 4-connected
// and hold its group's stars.
#include <catch2/catch.hpp>

#include "generator/queens/family_board.hpp"

using namespace dg;
using namespace dg::queens;

TEST_CASE("queens family: grown regions are 4-connected for 1, 2 and 3 stars",
          "[queens][family][generator]") {
  struct Case {
    int n, stars;
    bool torus;
  };
  for (const Case& k : {Case{8, 1, false}, Case{10, 2, false}, Case{10, 2, true},
                        Case{14, 3, false}, Case{14, 3, true}}) {
    FamilyShape shape;
    shape.n = k.n;
    shape.stars = k.stars;
    shape.torus = k.torus;
    int grown = 0;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
      Rng rng(seed);
      const Solution planted = plant_stars(shape, rng);
      if (planted.empty()) continue;
      const std::vector<Cell> stars = queen_cells(planting_square(shape), planted);
      Puzzle p;
      if (!grow_family_regions(shape, stars, rng, p)) continue;
      ++grown;
      INFO(k.stars << " stars " << k.n << "x" << k.n << (k.torus ? " torus" : "") << ", seed "
                   << seed << "\n"
                   << to_text(p));
      // Regions never wrap when grown, so the plain 4-connectivity of warnings() is the test.
      CHECK(warnings(p).empty());
      std::vector<int> held(static_cast<std::size_t>(shape.n), 0);
      for (Cell s : stars) ++held[static_cast<std::size_t>(p.region_at(s.row, s.col))];
      for (int h : held) CHECK(h == shape.stars);
    }
    INFO(k.stars << " stars " << k.n << "x" << k.n << (k.torus ? " torus" : ""));
    CHECK(grown >= 5);  // plant_stars gives up on many 3-star tori
  }
}
