// The Queens family generator (--stars, --torus, --holes): the same batch at any job count, every
// puzzle unique by independent counters (the family DFS, the CP counter, brute force on small
// boards), the planted solution, connected regions, holes as asked, distinct up to the board's
// symmetries; validation of sizes and holes; the grader's refusal of a variant, read from its
// unsupported_reason rather than assumed.
#include <catch2/catch.hpp>

#include <set>

#include "generator/queens/family_board.hpp"
#include "generator/queens/family_generator.hpp"
#include "generator/queens/generator.hpp"
#include "generator/queens/json_entry.hpp"
#include "grader/common/graders.hpp"
#include "solver/common/game.hpp"
#include "solver/queens/canonical.hpp"
#include "solver/queens/counter.hpp"

using namespace dg;
using namespace dg::queens;

namespace {

Params family(int n, int stars, bool torus, IntRange holes) {
  Params p;
  p.n = n;
  p.stars = stars;
  p.torus = torus;
  p.holes = holes;
  return p;
}

// One request per option, small enough for a unit test.
std::vector<Params> requests() {
  return {family(10, 2, false, {0, 0}), family(8, 2, false, {0, 0}),
          family(8, 1, true, {0, 0}),   family(9, 2, true, {0, 0}),
          family(8, 1, false, {3, 10}), family(10, 2, false, {5, 20})};
}

int holes_of(const Puzzle& p) {
  int holes = 0;
  for (int id : p.region) holes += id == kHole;
  return holes;
}

std::string dumps(const std::vector<GeneratedPuzzle>& batch) {
  std::string out;
  for (const auto& g : batch) out += generated_to_json(g).dump() + "\n";
  return out;
}

}  // namespace

TEST_CASE("queens family generator: 1 job and 2 jobs give identical batches",
          "[queens][family][generator]") {
  for (const Params& p : requests()) {
    INFO(describe(p));
    auto one = generate_batch(p, 42, 12, 1);
    auto two = generate_batch(p, 42, 12, 2);
    REQUIRE(one);
    REQUIRE(two);
    CHECK(one->size() == 12);
    CHECK(dumps(*one) == dumps(*two));
    auto other = generate_batch(p, 43, 12, 2);
    REQUIRE(other);
    CHECK(dumps(*other) != dumps(*one));
  }
}

TEST_CASE("queens family generator: unique by two counters, planted, connected, distinct",
          "[queens][family][generator]") {
  for (const Params& p : requests()) {
    INFO(describe(p));
    auto made = generate_batch(p, 7, 8, 0);
    REQUIRE(made);
    std::set<std::string> keys;
    for (const GeneratedPuzzle& g : *made) {
      INFO("seed " << g.seed << "\n" << to_text(g.puzzle));
      REQUIRE(make_puzzle(g.puzzle).ok());
      CHECK(make_puzzle(g.puzzle).value() == g.puzzle);
      CHECK(warnings(g.puzzle).empty());  // every region 4-connected
      CHECK(g.puzzle.stars == p.stars);
      CHECK(g.puzzle.torus == p.torus);
      CHECK(p.holes.contains(holes_of(g.puzzle)));
      CHECK(region_count(g.puzzle) == p.n);
      CHECK(check_solution(g.puzzle, g.solution).ok());
      const Count dfs = count_solutions(g.puzzle, 2), cp = count_solutions_cp(g.puzzle, 2);
      REQUIRE(dfs.count == 1);
      REQUIRE(cp.count == 1);
      CHECK(dfs.solutions[0] == g.solution);
      CHECK(cp.solutions[0] == g.solution);
      keys.insert(canonical_key(g.puzzle));
    }
    CHECK(keys.size() == made->size());
  }
}

TEST_CASE("queens family generator: brute force agrees on small boards",
          "[queens][family][generator]") {
  for (const Params& p :
       {family(5, 1, true, {0, 0}), family(6, 1, false, {2, 8}), family(6, 1, true, {1, 6})}) {
    INFO(describe(p));
    auto made = generate_batch(p, 3, 6, 0);
    REQUIRE(made);
    for (const GeneratedPuzzle& g : *made) {
      const Count brute = count_solutions_brute(g.puzzle, 2);
      REQUIRE(brute.count == 1);
      CHECK(brute.solutions[0] == g.solution);
    }
  }
}

TEST_CASE("queens family generator: the board maker keeps regions connected and the plant",
          "[queens][family][generator]") {
  // Many single boards (not only the ones a batch keeps): every step's promise, seed by seed.
  int made = 0;
  for (std::uint64_t seed = 1; seed <= 150; ++seed) {
    FamilyShape shape;
    shape.n = 8 + static_cast<int>(seed % 3);
    shape.stars = seed % 2 == 0 ? 2 : 1;
    shape.torus = seed % 5 == 0 && shape.n >= 9;
    shape.holes_min = static_cast<int>(seed % 7);
    shape.holes_max = shape.holes_min + 4;
    Rng rng(seed);
    Puzzle p;
    Solution planted;
    if (!make_family_board(shape, rng, p, planted)) continue;
    ++made;
    INFO("seed " << seed << "\n" << solution_text(p, planted));
    CHECK(warnings(p).empty());
    CHECK(holes_of(p) >= shape.holes_min);
    CHECK(holes_of(p) <= shape.holes_max);
    CHECK(check_solution(p, planted).ok());
    CHECK(count_solutions(p, 2).count == 1);
  }
  CHECK(made >= 75);
}

TEST_CASE("queens family generator: sizes, torus sizes and holes are checked up front",
          "[queens][family][generator]") {
  CHECK(validate(family(10, 2, false, {0, 0})));
  CHECK(validate(family(14, 3, false, {0, 0})));
  CHECK(validate(family(16, 1, true, {0, 0})));
  CHECK_FALSE(validate(family(12, 2, false, {0, 0})));
  CHECK_FALSE(validate(family(10, 3, false, {0, 0})));
  CHECK_FALSE(validate(family(10, 4, false, {0, 0})));
  CHECK_FALSE(validate(family(8, 2, true, {0, 0})));  // no 2-star 8x8 torus placement exists
  CHECK(validate(family(9, 2, true, {0, 0})));
  CHECK(validate(family(9, 1, false, {0, 27})));
  CHECK_FALSE(validate(family(9, 1, false, {0, 28})));
  CHECK_FALSE(validate(family(9, 1, false, {5, 4})));
  const auto error = validate(family(12, 2, false, {0, 0}));
  REQUIRE_FALSE(error);
  CHECK(error.error() ==
        "queens: 2 stars at size 12 is not made (sizes 1 star: 5..16, 2 stars: 8..11, 3 stars: "
        "14)");
  // A torus 2-star 8x8 placement does not exist: the planter agrees (no placement found).
  Rng rng(5);
  FamilyShape shape;
  shape.n = 8;
  shape.torus = true;
  CHECK(plant_stars(shape, rng).empty());
}

TEST_CASE("queens family generator: a tier or score only where the grader grades the variant",
          "[queens][family][generator]") {
  const GraderInfo* grader = find_grader("queens");
  REQUIRE(grader);
  for (Params p : requests()) {
    INFO(describe(p));
    auto made = generate_batch(p, 11, 1, 1);
    REQUIRE(made);
    const GeneratedPuzzle& g = made->front();
    auto any = find_game("queens")->from_json(to_json(g.puzzle));
    REQUIRE(any);
    const std::string why = unsupported_reason(*grader, **any);
    // Whatever the grader says, the generated JSON tells the truth about it.
    CHECK(g.graded == why.empty());
    CHECK(generated_to_json(g).contains("grade") == why.empty());
    for (int tier = 0; tier < kSearchTierIndex; ++tier) {
      p.tier = tier;
      const auto ok = validate(p);
      CHECK(ok.ok() == why.empty());
      if (!ok) {
        CHECK(ok.error().find(why.substr(why.find(": ") + 2)) != std::string::npos);
        CHECK(ok.error().find("only tier any") != std::string::npos);
      }
    }
    p.tier = kAnyTier;
    p.score.band = "hard";
    CHECK(validate(p).ok() == why.empty());
  }
}

TEST_CASE("queens family generator: curve params and fits", "[queens][family][generator]") {
  auto star = params_from_json(nlohmann::json{{"size", 10}, {"stars", 2}});
  REQUIRE(star);
  CHECK(star->stars == 2);
  auto holes = params_from_json(nlohmann::json{{"size", 8}, {"holes", "2..5"}, {"torus", true}});
  REQUIRE(holes);
  CHECK(holes->holes == IntRange{2, 5});
  CHECK(holes->torus);
  CHECK_FALSE(params_from_json(nlohmann::json{{"size", 10}, {"stars", "2"}}));
  CHECK_FALSE(params_from_json(nlohmann::json{{"size", 8}, {"holes", "5..2"}}));
  CHECK_FALSE(params_from_json(nlohmann::json{{"size", 8}, {"torus", 1}}));

  auto made = generate_batch(*star, 1, 1, 1);
  REQUIRE(made);
  const nlohmann::json board = generated_to_json(made->front());
  const nlohmann::json linkedin{{"size", 10}, {"tier", "any"}};
  CHECK(fits_json(nlohmann::json{{"size", 10}, {"stars", 2}}, board, nullptr));
  CHECK_FALSE(fits_json(linkedin, board, nullptr));
  CHECK_FALSE(
      fits_json(nlohmann::json{{"size", 10}, {"stars", 2}, {"torus", true}}, board, nullptr));
  auto plain = generate_batch(Params{}, 1, 1, 1);
  REQUIRE(plain);
  CHECK(fits_json(nlohmann::json{{"size", 8}}, generated_to_json(plain->front()), nullptr));
  CHECK_FALSE(fits_json(nlohmann::json{{"size", 8}, {"holes", "1..3"}},
                        generated_to_json(plain->front()), nullptr));
}
