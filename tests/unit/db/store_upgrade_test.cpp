// Schema 11 (issue 41): a store of schema 10 is upgraded in place with every row kept. The store
// is tests/data/store_v10/dump.sql, made by dailygrid at 517696e (the last commit of schema 10):
// 46 puzzles generated (Queens, Tango, Zip), imported with source metadata and scheduled over three
// days with one day re-rolled, two solve times; export.json is that dailygrid's export of it.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "db/export.hpp"
#include "db/generated.hpp"
#include "db/key_hash.hpp"
#include "db/schema.hpp"
#include "db/store.hpp"
#include "tests/unit/db/file_text.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

namespace {

const std::string kData = std::string(DG_SOURCE_DIR) + "/tests/data/store_v10/";

std::vector<std::string> rows_of(db::Connection& c, const std::string& sql) {
  auto st = c.prepare(sql);
  std::vector<std::string> out;
  while (st.step()) {
    std::string row;
    for (int i = 0;; ++i) {
      // Columns until one past the last: column_text of a missing column is "" and NULL is too,
      // so the query says how many it has by ending with a sentinel 'end'.
      const std::string cell = st.column_is_null(i) ? "-" : st.column_text(i);
      if (cell == "end") break;
      row += cell + "|";
    }
    out.push_back(row);
  }
  return out;
}

// Every row a store of schema 10 holds, read through the columns both schemas show: the
// parameters of each puzzle as text, rule usage one row per rule.
struct Contents {
  std::vector<std::string> puzzles, grades, usage, sources, daily, log, times, runs;
};

Contents contents_of(db::Connection& c, const std::string& params) {
  return {
      rows_of(c,
              "SELECT id, game, rows, cols, puzzle, solution, canonical_key, generator, "
              "generator_version, " +
                  params +
                  ", seed, source, external_id, run_id, created, variant, 'end' "
                  "FROM puzzles p ORDER BY id"),
      rows_of(c,
              "SELECT puzzle_id, grader_version, status, max_tier, steps, micros, difficulty, "
              "band, bottleneck_steps, mean_available, technique, technique_level, minutes, "
              "calibration, 'end' FROM grades ORDER BY puzzle_id, grader_version"),
      rows_of(c,
              "SELECT puzzle_id, grader_version, rule, tier, hits, typeof(hits), 'end' "
              "FROM rule_usage ORDER BY puzzle_id, grader_version, rule"),
      rows_of(c, "SELECT rowid, *, 'end' FROM puzzle_sources ORDER BY rowid"),
      rows_of(c, "SELECT *, 'end' FROM daily ORDER BY date, slot"),
      rows_of(c, "SELECT *, 'end' FROM schedule_log ORDER BY id"),
      rows_of(c, "SELECT *, 'end' FROM solve_times ORDER BY id"),
      rows_of(c, "SELECT *, 'end' FROM runs ORDER BY id"),
  };
}

}  // namespace

TEST_CASE("a store of schema 10 is upgraded in place to the current schema with every row kept",
          "[db][store_upgrade]") {
  TempDb tmp("store_upgrade_v10");
  Contents before;
  {
    db::Connection c(tmp.path.string());
    c.exec(text_of(kData + "dump.sql"));
    c.exec("PRAGMA user_version = 10");
    REQUIRE(db::schema_difference(c, db::SchemaStrictness::foreign).empty());  // a true schema 10
    before = contents_of(c, "p.params");
  }
  REQUIRE(before.puzzles.size() == 46);
  REQUIRE(before.usage.size() > 100);
  db::Store store(tmp.path.string());
  CHECK(db::schema_version(store.connection()) == db::kSchemaVersion);
  CHECK(db::schema_difference(store.connection(), db::SchemaStrictness::foreign).empty());
  const Contents after = contents_of(
      store.connection(), "(SELECT params FROM generator_params g WHERE g.id = p.params_id)");
  CHECK(after.puzzles == before.puzzles);
  CHECK(after.grades == before.grades);
  CHECK(after.usage == before.usage);
  CHECK(after.sources == before.sources);
  CHECK(after.daily == before.daily);
  CHECK(after.log == before.log);
  CHECK(after.times == before.times);
  CHECK(after.runs == before.runs);

  SECTION("its export is the one schema 10's dailygrid made") {
    const auto expected = nlohmann::json::parse(text_of(kData + "export.json"));
    CHECK(db::export_puzzles(store, {}) == expected);
  }
  SECTION("every key hash is the key's, and the old boards are still duplicates") {
    auto st = store.connection().prepare("SELECT canonical_key, key_hash FROM puzzles");
    int rows = 0;
    while (st.step()) {
      ++rows;
      CHECK(st.column_int(1) == db::key_hash(st.column_text(0)));
    }
    CHECK(rows == 46);
    auto key = store.connection().prepare("SELECT canonical_key FROM puzzles WHERE id = 7");
    REQUIRE(key.step());
    CHECK(store.find_canonical_key(key.column_text(0)) == std::optional<std::int64_t>(7));
  }
  SECTION("the foreign keys hold and are on again") {
    CHECK(rows_of(store.connection(), "PRAGMA foreign_key_check").empty());
    CHECK(rows_of(store.connection(), "SELECT foreign_keys, 'end' FROM pragma_foreign_keys") ==
          std::vector<std::string>{"1|"});
  }
}

namespace {

// A 1x1 Queens board stored under `key` (the tests set the key by hand).
db::PuzzleRecord one_cell_record(const std::string& key) {
  db::PuzzleRecord r;
  r.game = "queens";
  r.rows = r.cols = 1;
  r.puzzle_json = R"({"game":"queens","regions":[[0]]})";
  r.solution_json = "[0]";
  r.canonical_key = key;
  r.source = "test";
  return r;
}

}  // namespace

TEST_CASE("two canonical keys of one hash are two puzzles", "[db][store_upgrade]") {
  TempDb tmp("store_key_collision");
  db::Store store(tmp.path.string());
  const db::PuzzleRecord a = one_cell_record("key-a"), b = one_cell_record("key-b");
  db::Store::Transaction tx(store);
  const auto id_a = store.insert_puzzle(a, std::nullopt);
  REQUIRE(id_a);
  // Make a's stored hash b's, as a collision would.
  auto set = store.connection().prepare("UPDATE puzzles SET key_hash = ?1 WHERE id = ?2");
  set.bind(1, db::key_hash("key-b")).bind(2, *id_a);
  set.step();
  const auto id_b = store.insert_puzzle(b, std::nullopt);
  REQUIRE(id_b);
  CHECK(*id_b != *id_a);
  CHECK_FALSE(store.insert_puzzle(b, std::nullopt));  // and b again is b's duplicate
  tx.commit();
}

TEST_CASE("rule usage is one compact row per grade, read back through the rule_usage view",
          "[db][store_upgrade]") {
  TempDb tmp("store_rule_hits");
  db::Store store(tmp.path.string());
  const db::PuzzleRecord p = one_cell_record("key");
  db::GradeRecord g;
  g.grader_version = "9";
  g.status = "solved";
  g.max_tier = "shapes";
  g.usage = {{"single_cell_region", "basic", 3}, {"shape_domino", "shapes", 1}};
  {
    db::Store::Transaction tx(store);
    const auto id = store.insert_puzzle(p, std::nullopt);
    REQUIRE(id);
    store.put_grade(*id, g);
    tx.commit();
  }
  auto& c = store.connection();
  CHECK(rows_of(c, "SELECT count(*), 'end' FROM rule_hits") == std::vector<std::string>{"1|"});
  CHECK(rows_of(c, "SELECT hits, 'end' FROM rule_hits") ==
        std::vector<std::string>{"{\"1\":3,\"2\":1}|"});
  CHECK(rows_of(c, "SELECT rule, tier, hits, 'end' FROM rule_usage ORDER BY rule") ==
        std::vector<std::string>{"shape_domino|shapes|1|", "single_cell_region|basic|3|"});
  SECTION("a grade no rule helped has no row; a regrade replaces the row") {
    g.usage = {{"shape_domino", "shapes", 4}};
    db::Store::Transaction tx(store);
    store.put_grade(1, g);
    tx.commit();
    CHECK(rows_of(c, "SELECT hits, 'end' FROM rule_hits") ==
          std::vector<std::string>{"{\"2\":4}|"});
    g.usage.clear();
    db::Store::Transaction again(store);
    store.put_grade(1, g);
    again.commit();
    CHECK(rows_of(c, "SELECT count(*), 'end' FROM rule_usage") == std::vector<std::string>{"0|"});
  }
  SECTION("hits are written by rule id whatever the order the grade names them in") {
    // The same rules in the other order, then one named twice (its last count stays); twice, the
    // second time from the writer's cached ids.
    for (int round = 0; round < 2; ++round) {
      g.usage = {{"shape_domino", "shapes", 4}, {"single_cell_region", "basic", 3}};
      db::Store::Transaction tx(store);
      store.put_grade(1, g);
      tx.commit();
      CHECK(rows_of(c, "SELECT hits, 'end' FROM rule_hits") ==
            std::vector<std::string>{"{\"1\":3,\"2\":4}|"});
      g.usage = {{"shape_domino", "shapes", 1},
                 {"single_cell_region", "basic", 5},
                 {"shape_domino", "shapes", 7}};
      db::Store::Transaction again(store);
      store.put_grade(1, g);
      again.commit();
      CHECK(rows_of(c, "SELECT hits, 'end' FROM rule_hits") ==
            std::vector<std::string>{"{\"1\":5,\"2\":7}|"});
    }
  }
  SECTION("a rule first seen in a rolled-back batch is stored again when next used") {
    g.usage = {{"n_regions_in_n_rows", "pigeonhole", 2}};
    {
      db::Store::Transaction tx(store);
      store.put_grade(1, g);
    }  // rolled back: the rule's row is gone, and so is its id
    db::Store::Transaction tx(store);
    store.put_grade(1, g);
    tx.commit();
    CHECK(rows_of(c, "SELECT rule, hits, 'end' FROM rule_usage") ==
          std::vector<std::string>{"n_regions_in_n_rows|2|"});
  }
}
