// Golden corpus: corpus/<game>/*.jsonl, one {"id", "puzzle", "solutions": 0|1|2, "source"} per line.
// Every game in the table must have a corpus with 0-, 1- and 2+-solution puzzles, and the
// production counter must reproduce every recorded count (and recorded solution).
#include <catch2/catch.hpp>

#include <filesystem>

#include "solver/common/document.hpp"
#include "tests/unit/common/corpus.hpp"

using namespace dg;

TEST_CASE("every game's corpus is reproduced by its production counter", "[corpus]") {
  for (const GameInfo& game : all_games()) {
    auto entries = test::load_corpus(std::string(game.name));
    INFO("game " << game.name);
    REQUIRE(entries.size() >= 3);
    int by_count[3] = {0, 0, 0};
    for (const auto& e : entries) {
      INFO("corpus entry " << e.id);
      REQUIRE(e.puzzle != nullptr);
      REQUIRE(e.puzzle->game() == game.name);
      const int expected = e.record.at("solutions").get<int>();
      CountSummary c = e.puzzle->count(2, Budget{});
      REQUIRE(c.complete);
      CHECK(c.count == expected);
      for (const auto& s : c.solutions) CHECK(e.puzzle->check(s).ok());
      if (e.record.contains("solution")) {
        REQUIRE(c.count == 1);
        CHECK(c.solutions[0] == e.record["solution"]);
      }
      ++by_count[std::min(expected, 2)];
    }
    CHECK(by_count[0] >= 1);
    CHECK(by_count[1] >= 1);
    CHECK(by_count[2] >= 1);
  }
}
