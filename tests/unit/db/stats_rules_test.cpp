// stats reads rule usage from the compact rule_hits rows itself (db/stats_rules.hpp, issue 41):
// its counts equal the rule_usage view's, for the store's own JSON and for any JSON object (a row
// with spaces, as another writer might leave it), and a row that is not one fails the stats.
#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <tuple>

#include "db/generated.hpp"
#include "db/stats.hpp"
#include "db/store.hpp"
#include "generator/common/generators.hpp"
#include "grader/common/graders.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

namespace {

using Counts = std::map<std::tuple<std::string, std::string>, std::pair<long long, long long>>;

// rule, tier -> puzzles, hits: from the stats and from the view.
Counts from_stats(db::Store& store) {
  Counts out;
  for (const auto& r : db::compute_stats(store, {}).rules)
    out[{r.rule, r.tier}] = {r.puzzles, r.hits};
  return out;
}
Counts from_view(db::Store& store) {
  Counts out;
  auto st = store.connection().prepare(
      "SELECT rule, tier, count(*), sum(hits) FROM rule_usage WHERE grader_version = ?1 "
      "GROUP BY 1, 2");
  st.bind(1, std::string(kGraderVersion));
  while (st.step())
    out[{st.column_text(0), st.column_text(1)}] = {st.column_int(2), st.column_int(3)};
  return out;
}

}  // namespace

TEST_CASE("stats counts rule usage as the rule_usage view does", "[db][stats]") {
  TempDb tmp("stats_rules");
  db::Store store(tmp.path.string());
  const GeneratorEntry* gen = find_generator("queens");
  auto made = gen->make(nlohmann::json::parse(R"({"size": 7})"), 41, 12, 1);
  REQUIRE(made);
  REQUIRE(db::store_generated(store, *made, {"queens", "1", "{}"}, std::nullopt).added == 12);
  const Counts view = from_view(store);
  REQUIRE(view.size() > 3);
  CHECK(from_stats(store) == view);

  // The same hits written with spaces and in another key order.
  auto first = store.connection().prepare("SELECT puzzle_id, hits FROM rule_hits LIMIT 1");
  REQUIRE(first.step());
  const std::int64_t id = first.column_int(0);
  const auto hits = nlohmann::json::parse(first.column_text(1));
  first.reset();
  REQUIRE(hits.size() > 1);
  std::string spaced = "{ ";
  for (auto it = hits.items().begin(); it != hits.items().end(); ++it)
    spaced.insert(
        2, "\"" + it.key() + "\" : " + it.value().dump() + (spaced.size() > 2 ? " , " : " "));
  spaced += "}";
  auto set = store.connection().prepare("UPDATE grades SET hits = ?2 WHERE puzzle_id = ?1");
  set.bind(1, id).bind(2, spaced);
  set.step();
  set.reset();
  CHECK(from_view(store) == view);
  CHECK(from_stats(store) == view);

  set.bind(1, id).bind(2, std::string("{\"1\":two}"));
  set.step();
  CHECK_THROWS_AS(db::compute_stats(store, {}), db::DbError);
}
