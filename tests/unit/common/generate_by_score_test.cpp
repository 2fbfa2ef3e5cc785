// Generating by difficulty: every game's generator keeps only puzzles whose score fits the
// filter, the same for a seed whatever the thread count; an inactive filter changes nothing;
// giving up still names the request and the seed; the JSON entries take "difficulty" and "band".
#include <catch2/catch.hpp>

#include "generator/common/generators.hpp"
#include "generator/queens/generator.hpp"
#include "generator/tango/generator.hpp"
#include "generator/zip/generator.hpp"
#include "grader/common/graders.hpp"
#include "grader/common/scorers.hpp"
#include "grader/queens/difficulty.hpp"
#include "grader/tango/difficulty.hpp"
#include "grader/tango/grader.hpp"
#include "grader/zip/difficulty.hpp"
#include "solver/common/game.hpp"

using namespace dg;

TEST_CASE("queens by band: every puzzle scores in the band, whatever --jobs",
          "[generator][score]") {
  queens::Params p;
  p.n = 8;
  p.tier = 1;  // shapes: its scores straddle easy and medium (docs/difficulty.md)
  p.score.band = "medium";
  auto one = queens::generate_batch(p, 5, 6, 1);
  auto two = queens::generate_batch(p, 5, 6, 2);
  REQUIRE(one.ok());
  REQUIRE(two.ok());
  REQUIRE(one->size() == 6);
  for (std::size_t i = 0; i < one->size(); ++i) {
    CHECK(queens::difficulty((*one)[i].puzzle).band == "medium");
    CHECK((*one)[i].puzzle.region == (*two)[i].puzzle.region);
  }
}

TEST_CASE("tango and zip by score range", "[generator][score]") {
  tango::Params t;
  t.tier = tango::kBasic;
  t.score.max = 8.8;
  auto tangos = tango::generate_batch(t, 9, 8, 2);
  REQUIRE(tangos.ok());
  for (const auto& g : *tangos) CHECK(tango::difficulty(g.puzzle).score <= 8.8);

  zip::Params z;
  z.rows = z.cols = 6;
  z.tier = 1;         // regions
  z.score.min = 7.0;  // about half of 6x6 regions boards (docs/difficulty.md, "Zip")
  for (const auto& made : zip::generate_batch(z, 4, 0, 5, 2)) {
    REQUIRE(made.ok());
    CHECK(zip::difficulty(made->puzzle).score >= 7.0);
  }
}

TEST_CASE("an inactive filter leaves the puzzles as they were", "[generator][score]") {
  tango::Params plain;
  plain.tier = tango::kSigns;
  tango::Params wide = plain;
  wide.score.min = -1e9;  // active, accepts every solved puzzle
  auto a = tango::generate(plain, 77);
  auto b = tango::generate(wide, 77);
  REQUIRE(a.ok());
  REQUIRE(b.ok());
  CHECK(a->puzzle == b->puzzle);
  CHECK(a->attempts == b->attempts);
}

TEST_CASE("a score no puzzle reaches gives up naming the request and the seed",
          "[generator][score]") {
  queens::Params p;
  p.n = 6;
  p.max_attempts = 3;
  p.score.min = 100;
  auto g = queens::generate(p, 12);
  REQUIRE_FALSE(g.ok());
  CHECK_THAT(g.error(), Catch::Contains("gave up after 3 attempts"));
  CHECK_THAT(g.error(), Catch::Contains("difficulty 100.."));
  CHECK_THAT(g.error(), Catch::Contains("seed 12"));
}

TEST_CASE("every generator's JSON entry takes difficulty and band", "[generator][score]") {
  for (const GeneratorEntry& gen : all_generators()) {
    INFO(gen.game);
    nlohmann::json params =
        gen.rectangular ? nlohmann::json{{"rows", 6}, {"cols", 6}} : nlohmann::json{{"size", 6}};
    // The easiest tier by the game's own name for it.
    const GraderInfo* grader = find_grader(gen.game);
    REQUIRE(grader);
    params["tier"] = std::string(grader->tiers.front());
    // On LinkedIn's scale an easy 6x6 Zip has walls; an open one is rarely easy
    // (docs/difficulty.md).
    if (gen.game == "zip") params["walls"] = "8..24";
    params["band"] = "easy";
    params["difficulty"] = "..100";
    CHECK(gen.check(params).ok());
    auto made = gen.make(params, 3, 2, 1);
    REQUIRE(made.ok());
    const ScorerInfo* scorer = find_scorer(gen.game);
    REQUIRE(scorer);
    for (const auto& j : *made) {
      auto puzzle = find_game(gen.game)->from_json(j);
      REQUIRE(puzzle.ok());
      CHECK(scorer->difficulty(**puzzle).band == "easy");
    }
    params["band"] = "hardest";
    auto bad = gen.check(params);
    REQUIRE_FALSE(bad.ok());
    CHECK_THAT(bad.error(), Catch::Contains("\"band\": unknown band \"hardest\""));
  }
}
