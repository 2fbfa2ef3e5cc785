// Schema 9 (issue 39, A2/A3): the views puzzle_grades and schedule carry the technique level and
// the predicted minutes, and puzzle_rule_usage lists each puzzle's rules with its slot's date and
// weekday, so "which rules make Friday hard" is one query. A store of every older schema (the
// dumps of versions 3, 6 and 8) is upgraded to exactly the objects a new store has.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "db/schema.hpp"
#include "db/store.hpp"
#include "grader/common/graders.hpp"
#include "tests/unit/db/file_text.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

namespace {

// Rows of a query, each as "a|b|c" (NULL as "-").
std::vector<std::string> rows_of(db::Connection& c, const std::string& sql, int columns) {
  auto st = c.prepare(sql);
  std::vector<std::string> out;
  while (st.step()) {
    std::string row;
    for (int i = 0; i < columns; ++i)
      row += (i ? "|" : "") + (st.column_is_null(i) ? std::string("-") : st.column_text(i));
    out.push_back(row);
  }
  return out;
}

// The rows of old_rows in schema 12's tables (key_hash any number: no duplicate check runs here).
std::string current_rows() {
  std::string sql = R"sql(
  INSERT INTO puzzles (id, game, rows, cols, puzzle, solution, canonical_key, key_hash, source,
                       variant) VALUES
    (1, 'queens', 3, 3, '{"game":"queens","regions":[[0,0,1],[0,2,1],[2,2,1]]}', '[]', 'k1', 1,
     'a', 'linkedin'),
    (2, 'queens', 3, 3, '{"game":"queens","regions":[[0,0,1],[0,2,1],[2,2,2]]}', '[]', 'k2', 2,
     'a', 'linkedin');
  INSERT INTO grades (puzzle_id, grader_version, status, max_tier, steps, micros, hits) VALUES
    (1, 'V', 'solved', 'pigeonhole', 5, 10, '{"1":2,"2":1}'),
    (2, 'V', 'solved', 'basic', 3, 10, '{"1":3}');
  INSERT INTO rules (id, rule, tier) VALUES (1, 'last_cell', 'basic'), (2, 'hall', 'pigeonhole');
  INSERT INTO daily (date, game, slot, puzzle_id, number, series)
    VALUES ('2026-12-04', 'queens', 0, 1, 1, 'queens');)sql";
  for (std::size_t at = 0; (at = sql.find("'V'", at)) != std::string::npos;)
    sql.replace(at, 3, "'" + std::string(kGraderVersion) + "'");
  return sql;
}

// Two Queens puzzles graded at the current grader version, their rules, and one of them on a
// Friday: what every older schema can hold. A store of schema 4 or later has each puzzle's variant
// and each slot's series and number already; an older one gets them from the migration.
std::string old_rows(int version) {
  if (version >= 12) return current_rows();
  const bool v4 = version >= 4;
  std::string sql = std::string(R"sql(
  INSERT INTO puzzles (id, game, rows, cols, puzzle, solution, canonical_key, source)sql") +
                    (v4 ? ", variant" : "") + R"sql() VALUES
    (1, 'queens', 3, 3, '{"game":"queens","regions":[[0,0,1],[0,2,1],[2,2,1]]}', '[]', 'k1', 'a'
     )sql" + (v4 ? ", 'linkedin'" : "") +
                    R"sql(),
    (2, 'queens', 3, 3, '{"game":"queens","regions":[[0,0,1],[0,2,1],[2,2,2]]}', '[]', 'k2', 'a'
     )sql" + (v4 ? ", 'linkedin'" : "") +
                    R"sql();
  INSERT INTO grades (puzzle_id, grader_version, status, max_tier, steps, micros) VALUES
    (1, 'V', 'solved', 'pigeonhole', 5, 10), (2, 'V', 'solved', 'basic', 3, 10);
  INSERT INTO rule_usage (puzzle_id, grader_version, rule, tier, hits) VALUES
    (1, 'V', 'last_cell', 'basic', 2), (1, 'V', 'hall', 'pigeonhole', 1),
    (2, 'V', 'last_cell', 'basic', 3);
  INSERT INTO daily (date, game, slot, puzzle_id, number)sql" +
                    (v4 ? ", series" : "") + ") VALUES ('2026-12-04', 'queens', 0, 1, 1" +
                    (v4 ? ", 'queens'" : "") + ");";
  for (std::size_t at = 0; (at = sql.find("'V'", at)) != std::string::npos;)
    sql.replace(at, 3, "'" + std::string(kGraderVersion) + "'");
  return sql;
}

}  // namespace

TEST_CASE("schema 10: stores of every older version upgrade to the new views, exactly",
          "[db][schema][views]") {
  struct Old {
    const char* dump;
    int version;
  };
  for (const Old old :
       {Old{"schema_v3.sql", 3}, Old{"schema_v6.sql", 6}, Old{"schema_v8.sql", 8}}) {
    INFO(old.dump);
    TempDb tmp("schema_v10_" + std::to_string(old.version));
    {
      db::Connection c(tmp.path.string());
      c.exec(text_of(std::string(DG_SOURCE_DIR) + "/tests/unit/db/" + old.dump));
      c.exec("PRAGMA user_version = " + std::to_string(old.version));
      CHECK(db::schema_difference(c, db::SchemaStrictness::foreign).empty());  // a true old store
      c.exec(old_rows(old.version));
    }
    db::Store store(tmp.path.string());
    db::Connection& c = store.connection();
    CHECK(db::schema_version(c) == db::kSchemaVersion);
    CHECK(db::schema_difference(c, db::SchemaStrictness::foreign).empty());
    // The grades made before the technique level and minutes have none until `regrade`.
    CHECK(rows_of(c,
                  "SELECT puzzle_id, tier, technique, technique_level, minutes FROM puzzle_grades "
                  "ORDER BY puzzle_id",
                  5) == std::vector<std::string>{"1|pigeonhole|-|-|-", "2|basic|-|-|-"});
    CHECK(rows_of(c, "SELECT date, weekday, technique_level, minutes FROM schedule", 4) ==
          std::vector<std::string>{"2026-12-04|friday|-|-"});
    CHECK(rows_of(c,
                  "SELECT puzzle_id, variant, tier, rule, rule_tier, hits, date, weekday, series "
                  "FROM puzzle_rule_usage ORDER BY puzzle_id, rule",
                  9) ==
          std::vector<std::string>{"1|linkedin|pigeonhole|hall|pigeonhole|1|2026-12-04|"
                                   "friday|queens",
                                   "1|linkedin|pigeonhole|last_cell|basic|2|2026-12-04|"
                                   "friday|queens",
                                   "2|linkedin|basic|last_cell|basic|3|-|-|-"});
  }
}

TEST_CASE("schema 10: puzzle_rule_usage shows the current grade's minutes and technique level",
          "[db][schema][views]") {
  TempDb tmp("schema_v10_fresh");
  db::Store store(tmp.path.string());
  db::Connection& c = store.connection();
  c.exec(old_rows(db::kSchemaVersion));
  c.exec(
      "UPDATE grades SET difficulty = 9.5, band = 'hard', technique = 4.5, technique_level = "
      "'subtle', minutes = 6.25, calibration = 'shipped' WHERE puzzle_id = 1");
  // A grade of an older grader version is in no view.
  c.exec(
      "INSERT INTO rules (id, rule, tier) VALUES (3, 'retired_rule', 'basic'); "
      "INSERT INTO grades (puzzle_id, grader_version, status, max_tier, steps, micros, hits) "
      "VALUES (1, 'old', 'solved', 'basic', 1, 1, '{\"3\":9}')");
  CHECK(rows_of(c,
                "SELECT technique, technique_level, minutes, calibration FROM puzzle_grades "
                "WHERE puzzle_id = 1",
                4) == std::vector<std::string>{"4.5|subtle|6.25|shipped"});
  CHECK(rows_of(c, "SELECT technique, technique_level, minutes FROM schedule", 3) ==
        std::vector<std::string>{"4.5|subtle|6.25"});
  // docs/schema.md's query: the rules of Friday's puzzles, how many Fridays used each, and the
  // mean minutes of those puzzles.
  CHECK(rows_of(c,
                "SELECT rule, rule_tier, count(*) AS puzzles, sum(hits) AS hits, "
                "round(avg(minutes), 2) AS minutes FROM puzzle_rule_usage "
                "WHERE game = 'queens' AND weekday = 'friday' "
                "GROUP BY rule, rule_tier ORDER BY puzzles DESC, rule",
                5) ==
        std::vector<std::string>{"hall|pigeonhole|1|1|6.25", "last_cell|basic|1|2|6.25"});
}
