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
    const nlohmann::json params[] = {
        {{"size", 5}}, {{"size", 4}}, {{"rows", 4}, {"cols", 4}}, {{"rows", 5}, {"cols", 5}}};
    std::size_t k = 0;
    for (const GeneratorEntry& g : all_generators()) {
      auto made = g.make(params[k++], 7, 2, 1);
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
    CHECK(rows == 8);
  }
}
