// FamilyGrid's per-unit counters (stars, live cells, broken units) are kept up to date by kill()
// and place() instead of counted from the bitsets on demand; this checks them against a recount
// after every change of random kills and placements on random boards of the whole family.
#include <catch2/catch.hpp>

#include "grader/queens/family_grid.hpp"
#include "grader/queens/family_rules.hpp"
#include "tests/unit/queens/family_boards.hpp"

using namespace dg;
using namespace dg::queens;

namespace {

// What the counters should say, from the bitsets.
void check_counts(const FamilyGrid& g) {
  bool broken = false;
  for (int u = 0; u < static_cast<int>(g.units().size()); ++u) {
    const Unit& unit = g.unit(u);
    const int stars = static_cast<int>((g.stars() & unit.cells).count());
    const int live = static_cast<int>((g.live() & unit.cells).count());
    REQUIRE(g.unit_stars(u) == stars);
    REQUIRE(g.unit_live_count(u) == live);
    REQUIRE(g.unit_rem(u) == unit.need - stars);
    if (stars > unit.need || stars + live < unit.need) broken = true;
  }
  for (int i = 0; i < g.rows() * g.cols(); ++i)
    if (g.stars()[static_cast<std::size_t>(i)] && (g.stars() & g.attacks(i)).any()) broken = true;
  REQUIRE(g.contradiction() == broken);
}

}  // namespace

TEST_CASE("queens family grid: unit counters follow kills and placements", "[queens][family]") {
  Rng rng(1414);
  int boards = 0;
  for (int attempt = 0; attempt < 400 && boards < 150; ++attempt) {
    auto board = test::random_family_board(rng, 7);
    if (!board.ok()) continue;
    ++boards;
    FamilyGrid g(*board);
    check_counts(g);
    const int cells = g.rows() * g.cols();
    for (int change = 0; change < 12; ++change) {
      const int i = rng.below(cells);
      if (rng.chance(1, 3)) {
        if (!g.is_live(i)) continue;
        g.place(i, rng.chance(1, 2));
      } else {
        CellSet dying;
        for (int k = 0; k < 3; ++k) dying.set(static_cast<std::size_t>(rng.below(cells)));
        g.kill(dying);
      }
      check_counts(g);
      const FamilyGrid copy = g;  // the contradiction tier simulates on copies
      check_counts(copy);
    }
  }
  CHECK(boards >= 100);
}

TEST_CASE("queens family grid: unit_placements skips units by memo only when a fresh grid agrees",
          "[queens][family]") {
  // Grid `worked` goes through random changes and packing scans, so its scan memos mark units
  // that proved nothing; a fresh grid brought to the same cells has no memos. Every scan must
  // find the same on both.
  Rng rng(2718);
  int scans = 0;
  for (int attempt = 0; attempt < 400 && scans < 600; ++attempt) {
    auto board = test::random_family_board(rng, 7);
    if (!board.ok()) continue;
    FamilyGrid worked(*board);
    const int cells = worked.rows() * worked.cols();
    for (int change = 0; change < 10 && !worked.contradiction(); ++change) {
      const int i = rng.below(cells);
      if (rng.chance(1, 4) && worked.is_live(i))
        worked.place(i, true);
      else
        worked.kill(CellSet{}.set(static_cast<std::size_t>(i)));
      for (int param = 0; param < 2; ++param) {
        FamilyGrid fresh(*board);
        for (int s = 0; s < cells; ++s)
          if (worked.stars()[static_cast<std::size_t>(s)] &&
              !fresh.stars()[static_cast<std::size_t>(s)])
            fresh.place(s);
        fresh.kill(fresh.live() & ~worked.live());
        REQUIRE(fresh.live() == worked.live());
        const Step a = unit_placements(worked, param, nullptr);
        const Step b = unit_placements(fresh, param, nullptr);
        ++scans;
        REQUIRE(a == b);
        REQUIRE(worked.live() == fresh.live());
        REQUIRE(worked.stars() == fresh.stars());
      }
    }
  }
  CHECK(scans >= 600);
}

TEST_CASE("queens family grid: each cell's attacks are model.cpp's attacks()", "[queens][family]") {
  int boards = 0, torus = 0, holes = 0;
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    Rng rng(derive_seed(2731, seed));
    auto p = test::random_family_board(rng, 7);
    if (!p.ok()) continue;
    ++boards;
    torus += p->torus;
    holes += std::count(p->region.begin(), p->region.end(), kHole) > 0;
    const FamilyGrid g(*p);
    for (int a = 0; a < p->n * p->cols; ++a) {
      if (!p->on_board(a / p->cols, a % p->cols)) continue;
      CellSet want;
      for (int b = 0; b < p->n * p->cols; ++b)
        if (p->on_board(b / p->cols, b % p->cols) && attacks(*p, g.cell(a), g.cell(b)))
          want.set(static_cast<std::size_t>(b));
      INFO("seed " << seed << " cell " << a << "\n" << to_text(*p));
      CHECK(g.attacks(a) == want);
    }
  }
  CHECK(boards >= 250);
  CHECK(torus >= 30);
  CHECK(holes >= 30);
}
