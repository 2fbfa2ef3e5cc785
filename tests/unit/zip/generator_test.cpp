// Zip generator: same output for 1 and 2 jobs, exact tier, count == 1 re-checked with both
// counters, number and wall ranges honoured, square and rectangular boards; params parsing.
#include <catch2/catch.hpp>

#include "generator/zip/generator.hpp"
#include "generator/zip/json_entry.hpp"
#include "grader/zip/grader.hpp"
#include "solver/zip/counter.hpp"

namespace zip = dg::zip;

TEST_CASE("zip generator is deterministic whatever the job count", "[zip][generator]") {
  zip::Params p;
  p.rows = 6;
  p.cols = 7;
  p.tier = 1;
  p.walls = {0, 6};
  const auto one = zip::generate_batch(p, 42, 3, 8, 1);
  const auto two = zip::generate_batch(p, 42, 3, 8, 2);
  REQUIRE(one.size() == 8);
  REQUIRE(two.size() == 8);
  for (std::size_t i = 0; i < one.size(); ++i) {
    REQUIRE(one[i]);
    REQUIRE(two[i]);
    CHECK(zip::generated_to_json(*one[i]).dump() == zip::generated_to_json(*two[i]).dump());
    // Item i is generate() with the derived seed, so it can be made again alone.
    const auto again = zip::generate(p, one[i]->seed);
    REQUIRE(again);
    CHECK(again->puzzle == one[i]->puzzle);
  }
}

TEST_CASE("zip generator meets tier, uniqueness and ranges", "[zip][generator]") {
  const int sizes[][2] = {{5, 5}, {6, 6}, {5, 7}, {7, 5}, {7, 7}};
  for (int tier : {-1, 0, 1}) {
    for (const auto& size : sizes) {
      zip::Params p;
      p.rows = size[0];
      p.cols = size[1];
      p.tier = tier;
      p.walls = {2, 8};
      p.numbers = {2, 30};
      const auto batch = zip::generate_batch(p, 7, 0, 3, 2);
      for (const auto& g : batch) {
        INFO(zip::describe(p));
        REQUIRE(g);
        const zip::Puzzle& pz = g->puzzle;
        CHECK(pz.rows == p.rows);
        CHECK(pz.cols == p.cols);
        CHECK(static_cast<int>(pz.walls.size()) >= p.walls.min);
        CHECK(static_cast<int>(pz.walls.size()) <= p.walls.max);
        CHECK(static_cast<int>(pz.waypoints.size()) <= p.numbers.max);
        CHECK(zip::check_solution(pz, g->solution));
        const zip::Count c = zip::count_solutions(pz, 2);
        CHECK(c.complete);
        CHECK(c.count == 1);
        CHECK(zip::count_solutions_cp(pz, 2).count == 1);
        if (tier >= 0) {
          CHECK(g->grade.status == dg::Status::solved);
          CHECK(g->grade.max_tier == tier);
          CHECK(zip::grade(pz).max_tier == tier);
        }
        const auto j = zip::generated_to_json(*g);
        CHECK(j["game"] == "zip");
        CHECK(j.contains("solution"));
        CHECK(j["seed"] == std::to_string(g->seed));  // decimal text: JSON.parse keeps it whole
      }
    }
  }
}

TEST_CASE("zip generator params parse and validate", "[zip][generator]") {
  auto r = zip::IntRange::parse("3..12");
  REQUIRE(r);
  CHECK(*r == zip::IntRange{3, 12});
  CHECK(zip::IntRange::parse("5")->max == 5);
  CHECK_FALSE(zip::IntRange::parse("5..3"));
  CHECK_FALSE(zip::IntRange::parse("x..3"));
  CHECK_FALSE(zip::IntRange::parse("-1..3"));
  CHECK_FALSE(zip::IntRange::parse(""));
  CHECK(*zip::parse_tier("any") == zip::kAnyTier);
  CHECK(*zip::parse_tier("parity") == 2);
  CHECK(*zip::parse_tier("search") == zip::kSearchTierIndex);
  CHECK_FALSE(zip::parse_tier("hard"));
  zip::Params p;
  CHECK(zip::validate(p));
  p.rows = 17;
  CHECK_FALSE(zip::validate(p));
  p.rows = 5;
  p.walls = {100, 200};  // a 5x7 board leaves 24 edges free of the path
  p.cols = 7;
  const auto bad = zip::validate(p);
  REQUIRE_FALSE(bad);
  CHECK(bad.error().find("walls") != std::string::npos);
  p.walls = {0, 0};
  p.numbers = {1, 5};
  CHECK_FALSE(zip::validate(p));
  // A generator that cannot succeed reports the params and the seed.
  p.numbers = {2, 2};
  p.tier = 0;
  p.max_attempts = 2;
  const auto fail = zip::generate(p, 99);
  REQUIRE_FALSE(fail);
  CHECK(fail.error().find("seed 99") != std::string::npos);
  CHECK(fail.error().find("rows=5 cols=7") != std::string::npos);
}

TEST_CASE("zip number range defaults to the board", "[zip][generator]") {
  // LinkedIn's boards (up to 8x8) keep 2..20; bigger ones scale, so that a 12x12 basic-tier
  // request (30-45 numbers left) can be met.
  CHECK(zip::default_numbers(6, 6) == zip::IntRange{2, 20});
  CHECK(zip::default_numbers(8, 8) == zip::IntRange{2, 20});
  CHECK(zip::default_numbers(10, 10) == zip::IntRange{2, 31});
  CHECK(zip::default_numbers(12, 12) == zip::IntRange{2, 45});
  auto p = zip::params_from_json({{"rows", 12}, {"cols", 12}, {"tier", "basic"}});
  REQUIRE(p);
  CHECK(p->numbers == zip::IntRange{2, 45});
  CHECK(p->max_attempts == zip::Params{}.max_attempts);
  p = zip::params_from_json({{"rows", 12}, {"cols", 12}, {"numbers", "3..9"}, {"attempts", 7}});
  REQUIRE(p);
  CHECK(p->numbers == zip::IntRange{3, 9});
  CHECK(p->max_attempts == 7);
  // A 12x12 basic-tier puzzle keeps more than 20 numbers, so the default range is what lets
  // the request succeed.
  const auto made =
      zip::generate(*zip::params_from_json({{"rows", 12}, {"cols", 12}, {"tier", "basic"}}), 3);
  REQUIRE(made);
  CHECK(static_cast<int>(made->puzzle.waypoints.size()) > 20);
}

// The parity tier's own candidate source (parity_by_addition, generator version 2): exact tier,
// unique by both counters, the same puzzles at any job count, walls honoured.
TEST_CASE("zip parity tier from a minimal puzzle plus one number", "[zip][generator]") {
  const int sizes[][2] = {{6, 6}, {7, 7}, {6, 8}};
  for (const auto& size : sizes) {
    zip::Params p;
    p.rows = size[0];
    p.cols = size[1];
    p.tier = zip::kParity;
    p.walls = size[0] == size[1] ? zip::IntRange{0, 0} : zip::IntRange{1, 3};
    const auto one = zip::generate_batch(p, 11, 0, 4, 1);
    const auto two = zip::generate_batch(p, 11, 0, 4, 2);
    REQUIRE(one.size() == 4);
    for (std::size_t i = 0; i < one.size(); ++i) {
      INFO(zip::describe(p) << " item " << i);
      REQUIRE(one[i]);
      REQUIRE(two[i]);
      CHECK(zip::generated_to_json(*one[i]).dump() == zip::generated_to_json(*two[i]).dump());
      const zip::Puzzle& pz = one[i]->puzzle;
      CHECK(static_cast<int>(pz.walls.size()) >= p.walls.min);
      CHECK(static_cast<int>(pz.walls.size()) <= p.walls.max);
      CHECK(zip::check_solution(pz, one[i]->solution));
      const zip::Count c = zip::count_solutions(pz, 2);
      CHECK(c.complete);
      CHECK(c.count == 1);
      CHECK(zip::count_solutions_cp(pz, 2).count == 1);
      const dg::Grade g = zip::grade(pz);
      CHECK(g.status == dg::Status::solved);
      CHECK(g.max_tier == zip::kParity);
      CHECK(zip::grade(pz, zip::kRegions).status == dg::Status::stuck);
    }
  }
}
