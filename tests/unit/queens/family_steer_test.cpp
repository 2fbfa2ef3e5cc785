// Issue 27's changes to the family board maker: 3-star repair counts only what the shapes rules
// leave (count_solutions_family_within), and the easier tiers are steered by fixed regions along
// rows. Checked: the restricted count lists the same solutions as the plain one; fixed regions lie
// in their rows; steered and 3-star batches are unique by two counters, graded the tier asked,
// and the same at any job count.
#include <catch2/catch.hpp>

#include "generator/queens/family_board.hpp"
#include "generator/queens/generator.hpp"
#include "generator/queens/json_entry.hpp"
#include "generator/queens/star_battle.hpp"
#include "grader/queens/family_rules.hpp"
#include "grader/queens/grader.hpp"
#include "solver/queens/counter.hpp"
#include "tests/unit/queens/solution_sets.hpp"

using namespace dg;
using namespace dg::queens;

namespace {

Params family(int n, int stars, int tier) {
  Params p;
  p.n = n;
  p.stars = stars;
  p.tier = tier;
  return p;
}

std::string dumps(const std::vector<GeneratedPuzzle>& batch) {
  std::string out;
  for (const auto& g : batch) out += generated_to_json(g).dump() + "\n";
  return out;
}

// The rows (first, last) region id's cells span.
std::pair<int, int> row_span(const Puzzle& p, int id) {
  int lo = p.n, hi = -1;
  for (int i = 0; i < p.n * p.cols; ++i)
    if (p.region[static_cast<std::size_t>(i)] == id) {
      lo = std::min(lo, i / p.cols);
      hi = std::max(hi, i / p.cols);
    }
  return {lo, hi};
}

}  // namespace

TEST_CASE("queens family: the count within the rules' open cells lists the plain count's solutions",
          "[queens][family]") {
  int boards = 0, reduced_smaller = 0, several = 0;
  for (int b = 0; b < 40; ++b) {
    Rng rng(derive_seed(2729, static_cast<std::uint64_t>(b)));
    const int n = b % 4 == 0 ? 14 : 10, k = n == 14 ? 3 : 2;
    Puzzle p;
    Solution planted;
    // Few repair moves: most boards keep rivals, so the lists have something to compare.
    star_battle(n, k, rng, p, planted, 1 + b % 3);
    if (p.region.empty() || !make_puzzle(p).ok()) continue;
    for (Tier tier : {Tier::basic, Tier::shapes, Tier::pigeonhole}) {
      const RuleReduction r = reduce_by_rules(p, tier);
      const Count plain = count_solutions(p, 64),
                  within = count_solutions_family_within(r.reduced, r.open, 64);
      INFO("board " << b << " tier " << static_cast<int>(tier) << "\n" << to_text(p));
      REQUIRE(plain.complete);
      REQUIRE(within.complete);
      CHECK(plain.count == within.count);
      if (r.solved) CHECK(plain.count == 1);  // the repair skips the count on such boards
      if (plain.count >= 64) continue;  // the limit: each lists its first 64, in its own order
      CHECK(test::sorted(plain.solutions) == test::sorted(within.solutions));
      reduced_smaller += within.nodes < plain.nodes;
      several += plain.count > 1;
    }
    ++boards;
  }
  CHECK(boards >= 25);
  CHECK(several >= 20);          // rival solutions were compared, not only unique boards
  CHECK(reduced_smaller >= 30);  // and the rules did cut the search
  // The open cells do restrict: a board with every cell closed has no solution.
  Rng rng(derive_seed(2729, 99));
  Puzzle p;
  Solution planted;
  REQUIRE(star_battle(10, 2, rng, p, planted));
  const std::vector<std::uint32_t> none(static_cast<std::size_t>(p.n), 0);
  CHECK(count_solutions_family_within(p, none, 2).count == 0);
}

TEST_CASE("queens family: fixed row regions lie in their rows and hold their stars",
          "[queens][family]") {
  int boards = 0;
  for (std::uint64_t seed = 1; seed <= 80; ++seed) {
    FamilyShape shape;
    shape.n = seed % 2 ? 14 : 10;
    shape.stars = seed % 2 ? 3 : 2;
    shape.line_regions = 1 + static_cast<int>(seed % 3);
    shape.band_regions = static_cast<int>(seed % 3);
    Rng rng(derive_seed(2730, seed));
    const Solution planted = plant_stars(shape, rng);
    if (planted.empty()) continue;
    const std::vector<Cell> stars = queen_cells(planting_square(shape), planted);
    Puzzle p;
    if (!grow_family_regions(shape, stars, rng, p)) continue;
    ++boards;
    INFO("seed " << seed << "\n" << to_text(p));
    REQUIRE(make_puzzle(p).ok());
    CHECK(warnings(p).empty());  // connected
    // Fixed regions span one row (lines) or two (bands); grown ones mostly more.
    int one_row = 0, two_rows = 0;
    for (int id = 0; id < shape.n; ++id) {
      const auto [lo, hi] = row_span(p, id);
      one_row += hi == lo;
      two_rows += hi == lo + 1;
      int held = 0;
      for (Cell s : stars) held += p.region_at(s.row, s.col) == id;
      CHECK(held == shape.stars);
    }
    // The first rows drawn always have room (later ones may not: no two fixed rows touch).
    if (shape.band_regions > 0) CHECK(two_rows >= 2);
    if (shape.band_regions == 0) CHECK(one_row >= 1);
  }
  CHECK(boards >= 25);
}

TEST_CASE("queens family generator: 3-star and steered batches are unique by two counters",
          "[queens][family][generator]") {
  const int basic = static_cast<int>(Tier::basic), shapes = static_cast<int>(Tier::shapes),
            pigeonhole = static_cast<int>(Tier::pigeonhole);
  for (const Params& p : {family(14, 3, kAnyTier), family(14, 3, shapes), family(14, 3, pigeonhole),
                          family(10, 2, basic)}) {
    INFO(describe(p));
    // Seed 1: a 2-star basic item can give up after its 2000 attempts (2 of 20 did at seed 27);
    // this seed's items do not.
    auto one = generate_batch(p, 1, 3, 1);
    auto two = generate_batch(p, 1, 3, 2);
    REQUIRE(one);
    REQUIRE(two);
    REQUIRE(one->size() == 3);
    CHECK(dumps(*one) == dumps(*two));
    for (const GeneratedPuzzle& g : *one) {
      INFO(to_text(g.puzzle));
      CHECK(warnings(g.puzzle).empty());
      CHECK(check_solution(g.puzzle, g.solution).ok());
      if (p.tier != kAnyTier) CHECK(generate_tier_of(g.grade) == p.tier);
      const Count dfs = count_solutions(g.puzzle, 2), cp = count_solutions_cp(g.puzzle, 2);
      REQUIRE(dfs.count == 1);
      REQUIRE(cp.count == 1);
      CHECK(dfs.solutions[0] == g.solution);
      CHECK(cp.solutions[0] == g.solution);
    }
  }
}
