// Generated puzzles reach the store with an id whichever path made them: the daily schedule
// stores what the generator table returns (db/daily.cpp -> store_generated).
#include <catch2/catch.hpp>

#include "db/generated.hpp"
#include "db/store.hpp"
#include "generator/common/generated_json.hpp"
#include "generator/common/generators.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

TEST_CASE("every game's generated puzzles are stored with an id", "[db][generator]") {
  TempDb tmp("generated_ids");
  {
    db::Store store(tmp.path.string());
    // A small board of each game: 5x5 where the game makes one, else 4x4 (Tango, Zip, Sudoku).
    for (const GeneratorEntry& g : all_generators()) {
      const int side = g.game == "queens" || g.game == "tents" ? 5 : 4;
      const nlohmann::json params = g.rectangular ? nlohmann::json{{"rows", side}, {"cols", side}}
                                                  : nlohmann::json{{"size", side}};
      auto made = g.make(params, 7, 2, 1);
      REQUIRE(made.ok());
      db::store_generated(store, *made, {std::string(g.game), "1", "{}"}, std::nullopt);
    }
    auto st = store.connection().prepare(
        "SELECT game, rows, cols, seed, coalesce(external_id, '') FROM puzzles");
    int rows = 0;
    while (st.step()) {
      ++rows;
      const std::string id = st.column_text(4);
      CHECK(id == generated_id(st.column_text(0), static_cast<int>(st.column_int(1)),
                               static_cast<int>(st.column_int(2)),
                               static_cast<std::uint64_t>(st.column_int(3))));
    }
    CHECK(rows == static_cast<int>(2 * all_generators().size()));
  }
}
