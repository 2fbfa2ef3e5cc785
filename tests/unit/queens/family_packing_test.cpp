// unit_placements (rules_family_packing.cpp) against a plain reading of its rule: every way to put
// a unit's stars on its cells left is listed by brute force, folded into the cells all ways use
// and the cells all ways rule out, and the rule must make exactly the first unit's deduction
// (or find its contradiction). The rule probes for ways that share nothing before it enumerates;
// this checks that the shortcut never changes what it deduces.
#include <catch2/catch.hpp>

#include <optional>

#include "generator/queens/family_board.hpp"
#include "grader/queens/family_rules.hpp"
#include "tests/unit/queens/family_boards.hpp"

using namespace dg;
using namespace dg::queens;

namespace {

struct Expected {
  Step step = Step::none;
  CellSet stars, dying;
};

// The first unit's deduction, by listing every subset of its cells left of the right size.
Expected plain_reading(const FamilyGrid& g, int param) {
  const int units = static_cast<int>(g.units().size());
  for (int u = 0; u < units; ++u) {
    const int rem = g.unit_rem(u);
    if (rem <= 0 || (param == 0) != (rem == 1)) continue;
    const int live = g.unit_live_count(u);
    if (live <= rem) continue;
    std::vector<int> cells;
    const CellSet left = g.unit_live(u);
    for (std::size_t i = 0; i < left.size(); ++i)
      if (left[i]) cells.push_back(static_cast<int>(i));
    long count = 0;
    CellSet in_all, ruled_out = g.live();
    in_all.set();
    bool too_many = false;
    std::vector<int> pick;
    // Every rem-subset of `cells`, in increasing order.
    auto visit = [&](auto&& self, std::size_t from) -> void {
      if (too_many) return;
      if (static_cast<int>(pick.size()) == rem) {
        std::vector<int> taken(static_cast<std::size_t>(units), 0);
        CellSet chosen, blocked;
        for (std::size_t a = 0; a < pick.size(); ++a) {
          for (std::size_t b = 0; b < a; ++b)
            if (g.attacks(pick[a])[static_cast<std::size_t>(pick[b])]) return;
          chosen.set(static_cast<std::size_t>(pick[a]));
          blocked |= g.attacks(pick[a]);
          for (int v : g.layout().unit_of[static_cast<std::size_t>(pick[a])])
            if (v >= 0 && ++taken[static_cast<std::size_t>(v)] > g.unit_rem(v)) return;
        }
        for (int i : pick)
          for (int v : g.layout().unit_of[static_cast<std::size_t>(i)])
            if (v >= 0 && taken[static_cast<std::size_t>(v)] == g.unit_rem(v))
              blocked |= g.unit(v).cells;
        ++count;
        in_all &= chosen;
        ruled_out &= blocked & ~chosen;
        return;
      }
      for (std::size_t k = from; k < cells.size(); ++k) {
        pick.push_back(cells[k]);
        self(self, k + 1);
        pick.pop_back();
      }
    };
    // The rule skips units with more than 4096 subsets; so does this reading.
    long subsets = 1;
    for (int i = 1; i <= rem && !too_many; ++i) {
      subsets = subsets * (live - rem + i) / i;
      too_many = subsets > 4096;
    }
    if (too_many) continue;
    visit(visit, 0);
    if (count == 0) return {Step::contradiction, {}, {}};
    const CellSet dying = ruled_out & g.live();
    if (in_all.none() && dying.none()) continue;
    return {Step::progress, in_all, dying & ~in_all};
  }
  return {};
}

// Applies the rule to a copy of g and compares it with the plain reading; true when it deduced.
bool check(const FamilyGrid& g, int param) {
  const Expected want = plain_reading(g, param);
  FamilyGrid copy = g;
  const Step got = unit_placements(copy, param, nullptr);
  REQUIRE(got == want.step);
  if (got != Step::progress) return false;
  CHECK(copy.stars() == (g.stars() | want.stars));
  CHECK(copy.live() == (g.live() & ~want.stars & ~want.dying));
  return true;
}

// Kills about a fifth of g's live cells at random.
void thin(FamilyGrid& g, Rng& rng) {
  CellSet dying;
  for (std::size_t i = 0; i < g.live().size(); ++i)
    if (g.live()[i] && rng.chance(1, 5)) dying.set(i);
  g.kill(dying);
}

}  // namespace

TEST_CASE("queens family: unit_placements makes the plain reading's deduction",
          "[queens][family]") {
  int progress[2] = {0, 0}, grids = 0;
  // Small boards of every option.
  for (std::uint64_t seed = 1; seed <= 1500; ++seed) {
    Rng rng(derive_seed(2712, seed));
    auto made = test::random_family_board(rng);
    if (!made) continue;
    FamilyGrid g(*made);
    if (rng.chance(1, 2)) thin(g, rng);
    if (g.contradiction()) continue;
    ++grids;
    for (int param : {0, 1}) {
      INFO("seed " << seed << " param " << param << "\n" << to_text(*made));
      progress[param] += check(g, param);
    }
  }
  // Star Battle boards as the generator grows them, thinned (2 and 3 stars: the ways that the
  // probe shortcut was written for).
  for (const auto& [n, stars] : {std::pair{10, 2}, std::pair{14, 3}}) {
    FamilyShape shape;
    shape.n = n;
    shape.stars = stars;
    Rng rng(derive_seed(2713, static_cast<std::uint64_t>(n)));
    for (int boards = 0; boards < 60;) {
      const Solution planted = plant_stars(shape, rng);
      if (planted.empty()) continue;
      Puzzle p;
      if (!grow_family_regions(shape, queen_cells(planting_square(shape), planted), rng, p))
        continue;
      ++boards;
      FamilyGrid g(p);
      for (int round = 0; round < 3; ++round) {
        thin(g, rng);
        if (g.contradiction()) break;
        ++grids;
        INFO(n << "x" << n << " " << stars << " stars, board " << boards << " round " << round
               << "\n"
               << to_text(p));
        progress[1] += check(g, 1);
      }
    }
  }
  CHECK(grids > 800);
  CHECK(progress[0] > 50);
  CHECK(progress[1] > 50);
}
