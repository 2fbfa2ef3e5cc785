// Store::insert_many (multi-row INSERTs for a window of rows) stores exactly what insert_puzzle and
// put_grade one row at a time store: the same ids, duplicates (of a stored board and of an earlier
// row in the window), sources (each puzzle's in the same order), grades and rule hits, across
// statements of 32 rows and a remainder.
// And ManyRows numbers each row's parameters after the previous row's.
#include <algorithm>
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "db/common/many_rows.hpp"
#include "db/ingest.hpp"
#include "db/store.hpp"
#include "tests/unit/common/corpus.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

namespace {

struct Row {
  db::PuzzleRecord rec;
  std::optional<db::GradeRecord> grade;
};

// Every game's corpus puzzles (up to 20 a game), each with its grade; every fifth without a
// grade, every seventh with a grade no rule helped; then each of the first ten again under
// another id (a duplicate of an earlier row).
std::vector<Row> rows() {
  std::vector<Row> out;
  for (const GameInfo& g : all_games()) {
    int n = 0;
    for (const PuzzleEntry& e : test::load_corpus(std::string(g.name))) {
      if (!e.puzzle || n++ == 20) continue;
      Row r{db::record_of(*e.puzzle, nullptr), db::grade_record(*e.puzzle)};
      r.rec.source = "corpus";
      r.rec.external_id = std::string(g.name) + "-" + std::to_string(n);
      r.rec.metadata_json = n % 3 == 0 ? R"({"number":)" + std::to_string(n) + "}" : "";
      if (out.size() % 5 == 4) r.grade.reset();
      if (r.grade && out.size() % 7 == 6) r.grade->usage.clear();
      out.push_back(std::move(r));
    }
  }
  for (std::size_t i = 0; i < 10; ++i) {
    Row again = out[i];
    again.rec.external_id += "-again";
    out.push_back(std::move(again));
  }
  return out;
}

// A query's 20 columns of every row as text, in order (the clock's columns left out).
std::string dump(db::Store& store, const std::string& query) {
  auto st = store.connection().prepare(query);
  std::string out;
  while (st.step()) {
    for (int c = 0; c < 20; ++c) out += (st.column_is_null(c) ? "NULL" : st.column_text(c)) + "|";
    out += "\n";
  }
  return out;
}

const char* kQueries[] = {
    "SELECT id, game, rows, cols, puzzle, solution, canonical_key, key_hash, generator, "
    "generator_version, params_id, seed, source, external_id, run_id, variant, 0, 0, 0, 0 "
    "FROM puzzles ORDER BY id",
    "SELECT puzzle_id, source, external_id, metadata, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, "
    "0, 0 FROM puzzle_sources ORDER BY puzzle_id, rowid",
    "SELECT puzzle_id, grader_version, status, max_tier, steps, micros, difficulty, band, "
    "bottleneck_steps, mean_available, technique, technique_level, minutes, calibration, 0, 0, 0, "
    "0, 0, 0 FROM grades ORDER BY puzzle_id",
    "SELECT puzzle_id, grader_version, hits, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 "
    "FROM rule_hits ORDER BY puzzle_id",
    "SELECT id, rule, tier, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 FROM rules ORDER BY "
    "id"};

// SQLite's foreign_keys setting on the store's connection (1 on, 0 off).
int foreign_keys(db::Store& store) {
  auto st = store.connection().prepare("PRAGMA foreign_keys");
  REQUIRE(st.step());
  return static_cast<int>(st.column_int(0));
}

// The rows as insert_many takes them.
std::vector<db::Store::GradedRow> window_of(const std::vector<Row>& all) {
  std::vector<db::Store::GradedRow> window;
  for (const Row& r : all) window.push_back({&r.rec, r.grade ? &*r.grade : nullptr});
  return window;
}

}  // namespace

TEST_CASE("insert_many stores what insert_puzzle and put_grade store row by row", "[db]") {
  const std::vector<Row> all = rows();
  REQUIRE(all.size() > 70);  // two full statements of 32 and a remainder
  TempDb one_tmp("many_one"), many_tmp("many_many");
  db::Store one(one_tmp.path.string()), many(many_tmp.path.string());
  // Stored before: the third row's board, under another source.
  for (db::Store* s : {&one, &many}) {
    db::Store::Transaction tx(*s);
    db::PuzzleRecord before = all[2].rec;
    before.source = "earlier";
    REQUIRE(s->insert_puzzle(before, std::nullopt).has_value());
    tx.commit();
  }
  const auto run = one.start_run("test", "{}");
  REQUIRE(many.start_run("test", "{}") == run);

  std::vector<std::optional<std::int64_t>> row_by_row;
  {
    db::Store::Transaction tx(one);
    for (const Row& r : all) {
      row_by_row.push_back(one.insert_puzzle(r.rec, run));
      if (row_by_row.back() && r.grade) one.put_grade(*row_by_row.back(), *r.grade);
    }
    tx.commit();
  }
  const std::vector<db::Store::GradedRow> window = window_of(all);
  std::vector<std::optional<std::int64_t>> at_once;
  {
    db::Store::Transaction tx(many);
    at_once = many.insert_many(window, run);
    tx.commit();
  }
  CHECK(at_once == row_by_row);
  CHECK_FALSE(at_once[2].has_value());  // the board stored before
  for (std::size_t i = all.size() - 10; i < all.size(); ++i) CHECK_FALSE(at_once[i].has_value());
  for (const char* q : kQueries) {
    INFO(q);
    CHECK(dump(many, q) == dump(one, q));
  }
  // A second window: every board is stored by now, so only sources are added.
  std::vector<std::optional<std::int64_t>> again;
  {
    db::Store::Transaction tx(many);
    again = many.insert_many(window, run);
    tx.commit();
  }
  for (const auto& id : again) CHECK_FALSE(id.has_value());
  auto count = many.connection().prepare("SELECT count(*) FROM puzzle_sources");
  REQUIRE(count.step());
  CHECK(count.column_int(0) == static_cast<std::int64_t>(all.size()) + 1);
}

TEST_CASE("ManyRows numbers each row's parameters after the previous row's", "[db]") {
  db::ManyRows many("INSERT INTO t (a, b)", "(?1, NULLIF(?2, ''))", "ON CONFLICT DO NOTHING");
  CHECK(many.sql(1) == "INSERT INTO t (a, b) VALUES (?1, NULLIF(?2, '')) ON CONFLICT DO NOTHING");
  CHECK(many.sql(3) ==
        "INSERT INTO t (a, b) VALUES (?1, NULLIF(?2, '')), (?3, NULLIF(?4, '')), "
        "(?5, NULLIF(?6, '')) ON CONFLICT DO NOTHING");
  db::ManyRows wide("INSERT INTO t (a)", "(?1 + ?10)");
  CHECK(wide.sql(2) == "INSERT INTO t (a) VALUES (?1 + ?10), (?11 + ?20)");

  TempDb tmp("many_rows");
  db::Connection c(tmp.path.string());
  c.exec("CREATE TABLE t (a INTEGER PRIMARY KEY, b TEXT)");
  db::ManyRows rows("INSERT INTO t (a, b)", "(?1, ?2)");
  rows.insert(c, 70, [](db::Statement& st, int at, std::size_t i) {
    st.bind(at + 1, static_cast<std::int64_t>(i)).bind(at + 2, "row " + std::to_string(i));
  });
  auto st = c.prepare("SELECT count(*), sum(a), min(b), max(a) FROM t WHERE b = 'row ' || a");
  REQUIRE(st.step());
  CHECK(st.column_int(0) == 70);
  CHECK(st.column_int(1) == 69 * 70 / 2);
  CHECK(st.column_int(3) == 69);
}

TEST_CASE("a transaction of references made here turns foreign-key checks off for itself only",
          "[db]") {
  const std::vector<Row> all = rows();
  TempDb tmp("many_made_here");
  db::Store store(tmp.path.string());
  const auto run = store.start_run("test", "{}");
  const std::vector<db::Store::GradedRow> window = window_of(all);
  {
    db::Store::Transaction tx(store, db::Store::Transaction::References::made_here);
    CHECK(foreign_keys(store) == 0);
    store.insert_many(window, run);
    // Rolled back: nothing stored, the checks back on.
  }
  CHECK(foreign_keys(store) == 1);
  auto count = store.connection().prepare("SELECT count(*) FROM puzzles");
  REQUIRE(count.step());
  CHECK(count.column_int(0) == 0);
  count.reset();
  std::int64_t added = 0;
  {
    db::Store::Transaction tx(store, db::Store::Transaction::References::made_here);
    for (const auto& id : store.insert_many(window, run)) added += id ? 1 : 0;
    tx.commit();
  }
  CHECK(foreign_keys(store) == 1);
  REQUIRE(count.step());
  CHECK(added > 50);
  CHECK(count.column_int(0) == added);
  // Every reference it wrote holds.
  auto check = store.connection().prepare("PRAGMA foreign_key_check");
  CHECK_FALSE(check.step());
}

TEST_CASE("a store resting with reference checks off still checks a checked transaction", "[db]") {
  const std::vector<Row> all = rows();
  TempDb tmp("many_rest_unchecked");
  db::Store store(tmp.path.string());
  const auto run = store.start_run("test", "{}");
  store.rest_references_unchecked();
  CHECK(foreign_keys(store) == 0);
  const std::vector<db::Store::GradedRow> window = window_of(all);
  {
    db::Store::Transaction tx(store, db::Store::Transaction::References::made_here);
    CHECK(foreign_keys(store) == 0);
    store.insert_many(window, run);
    tx.commit();
  }
  CHECK(foreign_keys(store) == 0);
  // A checked transaction turns the checks on for itself: a grade of no puzzle is refused.
  const auto graded = std::find_if(all.begin(), all.end(), [](const Row& r) { return r.grade; });
  REQUIRE(graded != all.end());
  const db::GradeRecord orphan = *graded->grade;
  {
    db::Store::Transaction tx(store);
    CHECK(foreign_keys(store) == 1);
    CHECK_THROWS_AS(store.put_grade(1'000'000, orphan), db::DbError);
  }
  CHECK(foreign_keys(store) == 0);
  {
    db::Store::Transaction tx(store);
    CHECK(foreign_keys(store) == 1);
    tx.commit();
  }
  CHECK(foreign_keys(store) == 0);
  auto check = store.connection().prepare("PRAGMA foreign_key_check");
  CHECK_FALSE(check.step());
}
