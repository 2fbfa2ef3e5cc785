// generate queens writes each puzzle's text directly (generator/queens/generated_text.hpp): it must
// be byte for byte what the JSON tree's way wrote, with_score(generated_to_json(g)).dump(), for
// every kind of puzzle the generator makes: LinkedIn boards of several sizes and tiers (the direct
// way), the family's variants, and grades for the store or unscored (the tree's way).
#include <catch2/catch.hpp>

#include "generator/common/generated_json.hpp"
#include "generator/queens/generated_text.hpp"
#include "generator/queens/generator.hpp"
#include "solver/queens/model.hpp"

namespace queens = dg::queens;

TEST_CASE("queens generated text is the JSON tree's text", "[queens][generator]") {
  struct Case {
    int n, tier, stars;
    bool torus;
    dg::IntRange holes;
    bool for_output, for_store;
    bool direct;  // written without the tree
  };
  const Case cases[] = {
      {6, queens::kAnyTier, 1, false, {0, 0}, true, false, true},
      {8, queens::kAnyTier, 1, false, {0, 0}, true, false, true},
      {8, 0, 1, false, {0, 0}, true, false, true},
      {9, 2, 1, false, {0, 0}, true, false, true},
      {11, queens::kAnyTier, 1, false, {0, 0}, true, false, true},
      {8, queens::kAnyTier, 1, false, {0, 0}, false, false, false},
      {8, queens::kAnyTier, 1, false, {0, 0}, false, true, false},
      {8, queens::kAnyTier, 2, false, {0, 0}, true, false, false},
      {8, queens::kAnyTier, 1, true, {0, 0}, true, false, false},
      {8, queens::kAnyTier, 1, false, {1, 3}, true, false, false},
  };
  int compared = 0, direct = 0;
  for (const Case& c : cases) {
    queens::Params p;
    p.n = c.n;
    p.tier = c.tier;
    p.stars = c.stars;
    p.torus = c.torus;
    p.holes = c.holes;
    p.score.for_output = c.for_output;
    p.score.for_store = c.for_store;
    auto batch = queens::generate_batch(p, 11, 6, 1);
    REQUIRE(batch.ok());
    for (const queens::GeneratedPuzzle& g : *batch) {
      INFO(c.n << "x" << c.n << " tier " << c.tier << " stars " << c.stars << " seed " << g.seed);
      const std::string tree = dg::with_score(queens::generated_to_json(g)).dump();
      REQUIRE(queens::generated_to_text(g) == tree);
      // The cases marked direct meet the direct way's conditions (LinkedIn, scored for the
      // output), so the comparison above covered it and not only the tree's way.
      const bool takes_direct = g.graded && g.store_grade.micros < 0 &&
                                g.store_grade.difficulty.has_value() &&
                                queens::is_linkedin(g.puzzle);
      CHECK(takes_direct == c.direct);
      ++compared;
      direct += c.direct;
    }
  }
  CHECK(compared == 10 * 6);
  CHECK(direct == 5 * 6);
}
