// Batches that lose only the items the generator gives up on; options no seed can meet are
// refused up front; every generated puzzle carries an id.
#include <catch2/catch.hpp>

#include "generator/common/distinct_batch.hpp"
#include "generator/common/generated_json.hpp"
#include "generator/queens/generator.hpp"
#include "generator/tango/generator.hpp"
#include "generator/zip/generator.hpp"
#include "grader/queens/grader.hpp"
#include "grader/tango/grader.hpp"
#include "solver/common/rng.hpp"

using namespace dg;

TEST_CASE("a batch keeps what it made and names the seeds it failed on", "[generator]") {
  // Odd seeds "give up"; the others make the seed itself (distinct keys).
  const std::function<Expected<std::uint64_t>(std::uint64_t)> make =
      [](std::uint64_t s) -> Expected<std::uint64_t> {
    if (s % 2) return make_error("gave up (seed " + std::to_string(s) + ")");
    return s;
  };
  const std::function<std::uint64_t(const std::uint64_t&)> key = [](const std::uint64_t& s) {
    return s;
  };
  for (int jobs : {1, 3}) {
    auto r = distinct_batch<std::uint64_t, std::uint64_t>(42, 40, jobs, {}, make, key, "test");
    CHECK(r.made.size() + r.failed.size() == 40);
    CHECK_FALSE(r.failed.empty());
    CHECK_FALSE(r.made.empty());
    CHECK(r.shortfall.empty());
    for (const auto& f : r.failed) {
      CHECK(f.seed == derive_seed(42, f.index));
      CHECK(f.seed % 2 == 1);
      CHECK_THAT(f.error, Catch::Contains(std::to_string(f.seed)));
    }
    // The all-or-nothing view reports the first failure.
    auto all = all_or_error(std::move(r));
    REQUIRE_FALSE(all.ok());
    CHECK_THAT(all.error(), Catch::Contains("gave up"));
  }
}

TEST_CASE("queens batches keep their puzzles when some items give up", "[generator][queens]") {
  queens::Params p;
  p.n = 7;
  p.tier = static_cast<int>(queens::Tier::pigeonhole);
  p.max_attempts = 1;  // many items give up at once
  auto r = queens::generate_each(p, 3, 6, 2);
  // Some items fail, and one of the first four succeeds, so the batch does not stop early.
  REQUIRE_FALSE(r.gave_up_early);
  CHECK(r.made.size() + r.failed.size() == 6);
  CHECK_FALSE(r.made.empty());
  REQUIRE_FALSE(r.failed.empty());
  CHECK_THAT(r.failed.front().error,
             Catch::Contains("seed " + std::to_string(r.failed.front().seed)));
  CHECK_FALSE(queens::generate_batch(p, 3, 6, 2).ok());
}

TEST_CASE("tango refuses requests no seed can meet", "[generator][tango]") {
  tango::Params p;
  p.givens = {0, 0};  // the sun/moon swap of any solution is a second solution
  REQUIRE_FALSE(tango::validate(p).ok());
  CHECK_THAT(tango::validate(p).error(), Catch::Contains("givens 0..0"));
  p.givens = {1, 10};
  CHECK(tango::validate(p).ok());
  p.tier = tango::kSigns;
  p.signs = {0, 0};  // every rule of tier signs reads a sign
  CHECK_FALSE(tango::validate(p).ok());
  p.signs = {0, 3};
  CHECK(tango::validate(p).ok());
  p.givens = {36, 36};  // a full 6x6 board: nothing to deduce, so no tier and never minimal
  CHECK_FALSE(tango::validate(p).ok());
  p.tier = tango::kAnyTier;
  CHECK(tango::validate(p).ok());
  p.minimal = true;
  CHECK_FALSE(tango::validate(p).ok());
}

TEST_CASE("every generator gives its puzzles an id", "[generator]") {
  queens::Params q;
  q.n = 5;
  auto queen = queens::generate(q, 1);
  REQUIRE(queen.ok());
  CHECK(queens::generated_to_json(*queen)["id"].get<std::string>().rfind("queens-5x5-", 0) == 0);
  tango::Params t;
  t.n = 4;
  auto tan = tango::generate(t, 1);
  REQUIRE(tan.ok());
  CHECK(tango::generated_to_json(*tan)["id"].get<std::string>().rfind("tango-4x4-", 0) == 0);
  zip::Params z;
  z.rows = 4;
  z.cols = 5;
  auto zp = zip::generate(z, 1);
  REQUIRE(zp.ok());
  CHECK(zip::generated_to_json(*zp)["id"].get<std::string>().rfind("zip-4x5-", 0) == 0);
}

TEST_CASE("zip refuses a number on every cell with a tier above basic", "[generator][zip]") {
  zip::Params p;
  p.rows = 3;
  p.cols = 3;
  p.numbers = {9, 9};
  p.tier = zip::kBasic;
  CHECK(zip::validate(p).ok());
  p.tier = zip::kRegions;
  CHECK_FALSE(zip::validate(p).ok());
  p.numbers = {2, 9};
  CHECK(zip::validate(p).ok());
}

TEST_CASE("seeds are written as decimal text and read back from text or numbers",
          "[generator][seed]") {
  const std::uint64_t big = 17654133722951466987ULL;  // above 2^53: a double would round it
  CHECK(seed_to_json(big) == nlohmann::json("17654133722951466987"));
  CHECK(seed_from_json(seed_to_json(big)) == big);
  CHECK(seed_from_json(nlohmann::json(big)) == big);  // files written before seeds were text
  CHECK(seed_from_json(nlohmann::json(42)) == 42u);
  CHECK(seed_from_json(nlohmann::json("18446744073709551615")) == UINT64_MAX);
  CHECK_FALSE(seed_from_json(nlohmann::json("18446744073709551616")));  // out of range
  CHECK_FALSE(seed_from_json(nlohmann::json(-1)));
  CHECK_FALSE(seed_from_json(nlohmann::json("12x")));
  CHECK_FALSE(seed_from_json(nlohmann::json("")));
  CHECK_FALSE(seed_from_json(nlohmann::json(1.5)));
  zip::Params z;
  z.rows = 4;
  z.cols = 5;
  auto made = zip::generate(z, big);
  REQUIRE(made.ok());
  const auto j = zip::generated_to_json(*made);
  REQUIRE(j["seed"].is_string());
  CHECK(seed_from_json(j["seed"]) == big);
}
