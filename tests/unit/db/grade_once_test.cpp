// A generated puzzle is graded once: the generator's grade made for the store (the generator
// table's JSON carries it, ScoreFilter::for_store) is stored as is, and gives the same rows as the
// store grading the puzzle itself (db/generated.cpp). Only the time may differ.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "db/generated.hpp"
#include "db/store.hpp"
#include "generator/common/generators.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

namespace {

// Every stored grade and rule usage, by canonical key, as comparable text (NULLs included).
std::vector<std::string> stored_rows(db::Store& store) {
  std::vector<std::string> out;
  auto grades = store.connection().prepare(
      "SELECT p.canonical_key || ' ' || g.grader_version || ' ' || g.status || ' ' || g.max_tier "
      "|| ' ' || g.steps || ' ' || quote(g.difficulty) || ' ' || quote(g.band) || ' ' || "
      "quote(g.bottleneck_steps) || ' ' || quote(g.mean_available) || ' ' || quote(g.technique) "
      "|| ' ' || quote(g.technique_level) || ' ' || quote(g.minutes) || ' ' || "
      "quote(g.calibration) "
      "FROM grades g JOIN puzzles p ON p.id = g.puzzle_id "
      "ORDER BY 1");
  while (grades.step()) out.push_back(grades.column_text(0));
  auto usage = store.connection().prepare(
      "SELECT p.canonical_key || ' ' || u.rule || ' ' || u.tier || ' ' || u.hits "
      "FROM rule_usage u JOIN puzzles p ON p.id = u.puzzle_id ORDER BY 1");
  while (usage.step()) out.push_back(usage.column_text(0));
  return out;
}

}  // namespace

TEST_CASE("generated puzzles stored with the generator's grade match the store's own grading",
          "[db][generator]") {
  // Per game: a LinkedIn-style board and one needing harder tiers (or search).
  const std::vector<std::pair<std::string, nlohmann::json>> requests = {
      {"queens", {{"size", 6}}},
      {"queens", {{"size", 8}, {"tier", "contradiction"}}},
      {"queens", {{"size", 8}, {"stars", 2}, {"holes", "0..3"}}},
      {"tango", {{"size", 6}}},
      {"tango", {{"size", 6}, {"tier", "cross_line"}}},
      {"zip", {{"rows", 5}, {"cols", 5}}},
      {"zip", {{"rows", 6}, {"cols", 6}, {"tier", "regions"}}},
      {"tents", {{"rows", 6}, {"cols", 6}}},
  };
  TempDb carried_db("grade_once_carried"), graded_db("grade_once_graded");
  db::Store carried(carried_db.path.string()), graded(graded_db.path.string());
  std::size_t puzzles = 0, scored = 0;
  for (const auto& [game, params] : requests) {
    CAPTURE(game, params.dump());
    const GeneratorEntry* gen = find_generator(game);
    REQUIRE(gen);
    auto made = gen->make(params, 5, 3, 1);
    REQUIRE(made.ok());
    std::vector<nlohmann::json> bare;
    for (const nlohmann::json& j : *made) {
      // The carried path is really taken: the grade says how long it took.
      REQUIRE(j.at("grade").contains("micros"));
      if (j["grade"].contains("technique_level")) ++scored;
      nlohmann::json plain = j;
      for (const char* key : {"micros", "difficulty", "band", "minutes", "technique",
                              "technique_level", "bottleneck_steps", "mean_available"})
        plain["grade"].erase(key);
      bare.push_back(std::move(plain));
    }
    puzzles += made->size();
    const db::GeneratorInfo info{game, "1", params.dump()};
    CHECK(db::store_generated(carried, *made, info, std::nullopt).added ==
          static_cast<int>(made->size()));
    CHECK(db::store_generated(graded, bare, info, std::nullopt).added ==
          static_cast<int>(bare.size()));
  }
  CHECK(scored > 0);
  const auto a = stored_rows(carried), b = stored_rows(graded);
  CHECK(a.size() > puzzles);  // a grade per puzzle and rule usages
  CHECK(a == b);
}
