// Hostile round four (issue 36): `merge` trusted the store it read. H15: a planted wrong solution
// was merged and published, forged canonical keys stored every board twice, a row that is not
// JSON broke `export`. H16: a recursive view in place of `puzzles` made merge, export and stats
// run for ever. O1: the target's days after --today were taken for published ones. The stores
// here are small Tango schedules, changed with plain SQL as an attacker would.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>

#include "db/daily.hpp"
#include "db/export.hpp"
#include "db/maintenance.hpp"
#include "db/store.hpp"
#include "tests/unit/db/tango_schedule.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

namespace {

const long kJan1 = *db::parse_date("2026-01-01");

// A closed store at `path` with a Tango schedule (tango_schedule.hpp).
void make_store(const std::string& path, long from, int days, std::uint64_t seed, long today) {
  db::Store store(path);
  fill_tango(store, from, days, seed, today);
}

// SQL run on a closed store, as an attacker with the file would.
void tamper(const std::filesystem::path& path, const std::string& sql) {
  db::Connection c(path.string());
  c.exec(sql);
}

std::int64_t one_int(db::Connection& c, const std::string& sql) {
  auto st = c.prepare(sql);
  REQUIRE(st.step());
  return st.column_int(0);
}

// The rows of `sql` (of `columns` columns) as text.
std::string rows_of(db::Connection& c, const char* sql, int columns) {
  std::string out;
  auto st = c.prepare(sql);
  while (st.step()) {
    for (int i = 0; i < columns; ++i)
      out += (st.column_is_null(i) ? "NULL" : st.column_text(i)) + "|";
    out += "\n";
  }
  return out;
}

// Every row of the tables a merge writes, in a fixed order, as text.
std::string contents(db::Connection& c) {
  return rows_of(
             c,
             "SELECT id, game, rows, cols, puzzle, solution, canonical_key, generator, "
             "generator_version, (SELECT params FROM generator_params WHERE id = params_id), seed, "
             "source, external_id, created, variant "
             "FROM puzzles ORDER BY id",
             15) +
         // Every grade column but the hits (rules ids are each store's own; rule_usage below).
         rows_of(c, "SELECT * FROM grades ORDER BY puzzle_id, grader_version", 14) +
         rows_of(c, "SELECT * FROM rule_usage ORDER BY puzzle_id, grader_version, rule", 5) +
         rows_of(c,
                 "SELECT date, game, slot, puzzle_id, number, spec, series FROM daily "
                 "ORDER BY date, slot",
                 7) +
         rows_of(c, "SELECT * FROM puzzle_sources ORDER BY puzzle_id, source, external_id", 5) +
         rows_of(c,
                 "SELECT date, game, puzzle_id, action, at, reason FROM schedule_log ORDER BY id",
                 6);
}

// The grades without their times (which a grade made again does not repeat).
std::string grades_of(db::Connection& c) {
  return rows_of(c,
                 "SELECT puzzle_id, grader_version, status, max_tier, steps, difficulty, band, "
                 "bottleneck_steps, mean_available, technique, technique_level, minutes, "
                 "calibration FROM grades ORDER BY puzzle_id, grader_version",
                 13) +
         rows_of(c, "SELECT * FROM rule_usage ORDER BY puzzle_id, grader_version, rule", 5);
}

}  // namespace

TEST_CASE("H15: merge checks every source row as import checks a file", "[db][merge][hostile]") {
  TempDb base("h15_base"), evil("h15_evil"), into("h15_into");
  make_store(base.path.string(), kJan1, 3, 1, kJan1 - 1);
  std::filesystem::copy_file(base.path, evil.path);
  const int n = [&] {  // the schedule's puzzles and the spares daily made
    db::Store b(base.path.string(), db::Store::Open::read_only);
    return static_cast<int>(one_int(b.connection(), "SELECT count(*) FROM puzzles"));
  }();
  REQUIRE(n >= 3);

  SECTION("a planted wrong solution is refused and named; the rest is merged") {
    // Puzzle 1 given puzzle 2's solution: well formed, of the right size, wrong.
    tamper(evil.path,
           "UPDATE puzzles SET solution = (SELECT solution FROM puzzles WHERE id = 2) "
           "WHERE id = 1");
    db::Store t(into.path.string());
    const auto s = db::merge_into(t, evil.path.string(), kJan1 - 1);
    REQUIRE(s.refused.size() == 1);
    CHECK_THAT(s.refused[0], Catch::StartsWith("puzzle 1") && Catch::Contains("solution is wrong"));
    CHECK(s.added == n - 1);
    // Neither the board nor its day reached the target.
    CHECK(one_int(t.connection(), "SELECT count(*) FROM puzzles") == n - 1);
    CHECK(one_int(t.connection(), "SELECT count(*) FROM daily") == 2);
    CHECK(one_int(t.connection(), "SELECT count(*) FROM daily WHERE date = '2026-01-01'") == 0);
  }

  SECTION("forged canonical keys do not store a board twice") {
    tamper(evil.path, "UPDATE puzzles SET canonical_key = 'forged-' || id");
    db::Store t(into.path.string());
    CHECK(db::merge_into(t, base.path.string(), kJan1 - 1).added == n);
    const auto s = db::merge_into(t, evil.path.string(), kJan1 - 1);
    CHECK(s.added == 0);
    CHECK(s.duplicates == n);
    CHECK(s.refused.empty());
    CHECK(one_int(t.connection(), "SELECT count(*) FROM puzzles") == n);
    CHECK(one_int(t.connection(),
                  "SELECT count(*) FROM puzzles WHERE canonical_key LIKE "
                  "'forged-%'") == 0);
  }

  SECTION("a row that is not JSON is refused; export of the target works") {
    tamper(evil.path, "UPDATE puzzles SET puzzle = 'not json' WHERE id = 3");
    db::Store t(into.path.string());
    const auto s = db::merge_into(t, evil.path.string(), kJan1 - 1);
    REQUIRE(s.refused.size() == 1);
    CHECK_THAT(s.refused[0], Catch::StartsWith("puzzle 3") && Catch::Contains("not a puzzle"));
    CHECK(db::export_puzzles(t, {})["puzzles"].size() == static_cast<std::size_t>(n - 1));
  }

  SECTION("export names a damaged row of its own store in our words") {
    tamper(evil.path, "UPDATE puzzles SET puzzle = 'not json' WHERE id = 3");
    db::Store t(evil.path.string(), db::Store::Open::read_only);
    CHECK_THROWS_WITH(db::export_puzzles(t, {}),
                      Catch::StartsWith("puzzle 3 of the store: its board is not JSON"));
  }

  SECTION("a planted grade is made again by this program's grader") {
    tamper(evil.path,
           "UPDATE grades SET max_tier = 'search', band = 'expert', difficulty = 99, steps = 1");
    db::Store t(into.path.string());
    REQUIRE(db::merge_into(t, evil.path.string(), kJan1 - 1).added == n);
    db::Store b(base.path.string(), db::Store::Open::read_only);
    CHECK(grades_of(t.connection()) == grades_of(b.connection()));
  }

  SECTION("daily entries, sources and history that fail a check are refused and named") {
    tamper(evil.path,
           "UPDATE daily SET spec = '{oops' WHERE date = '2026-01-02';"
           "UPDATE puzzle_sources SET metadata = 'nope' WHERE puzzle_id = 3;"
           "UPDATE schedule_log SET action = 'published' WHERE puzzle_id = 1");
    db::Store t(into.path.string());
    const auto s = db::merge_into(t, evil.path.string(), kJan1 - 1);
    CHECK(s.added == n);
    REQUIRE(s.refused.size() == 3);
    CHECK_THAT(s.refused[0], Catch::Contains("2026-01-02") && Catch::Contains("not JSON"));
    CHECK(one_int(t.connection(), "SELECT count(*) FROM daily") == 2);
    CHECK(one_int(t.connection(),
                  "SELECT count(*) FROM schedule_log WHERE action NOT IN "
                  "('scheduled', 'replaced', 'unscheduled')") == 0);
  }
}

TEST_CASE("merge of a store this program made stores what it held, and twice is once",
          "[db][merge]") {
  TempDb a("merge_same_a"), into("merge_same_into");
  make_store(a.path.string(), kJan1, 3, 4, kJan1 - 1);
  db::Store t(into.path.string());
  const auto first = db::merge_into(t, a.path.string(), kJan1 - 1);
  CHECK(first.added >= 3);
  CHECK(first.refused.empty());
  db::Store src(a.path.string(), db::Store::Open::read_only);
  const std::string once = contents(t.connection());
  CHECK(once == contents(src.connection()));  // grades with their times, sources, history
  const auto second = db::merge_into(t, a.path.string(), kJan1 - 1);
  CHECK(second.added == 0);
  CHECK(second.already_scheduled == 3);
  CHECK(contents(t.connection()) == once);
}

TEST_CASE("H16: a store is read only through dailygrid's own schema", "[db][merge][hostile]") {
  TempDb evil("h16_evil"), into("h16_into");
  make_store(evil.path.string(), kJan1, 1, 1, kJan1 - 1);

  SECTION("a recursive view in place of puzzles is refused at once, read-only or not") {
    tamper(evil.path,
           "ALTER TABLE puzzles RENAME TO p0; CREATE VIEW puzzles AS WITH RECURSIVE c(x) AS "
           "(SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x AS id, 'queens' AS game, 8 AS rows, "
           "8 AS cols, (SELECT puzzle FROM p0 LIMIT 1) AS puzzle, (SELECT solution FROM p0 LIMIT "
           "1) AS solution, 'k' || x AS canonical_key, 'g' AS generator, '1' AS "
           "generator_version, '{}' AS params, 1 AS seed, 'evil' AS source, 'e' || x AS "
           "external_id, '2026' AS created, 'linkedin' AS variant FROM c");
    const auto start = std::chrono::steady_clock::now();
    db::Store t(into.path.string());
    CHECK_THROWS_WITH(db::merge_into(t, evil.path.string()),
                      Catch::StartsWith(evil.path.string() + ": ") &&
                          Catch::Contains("its table puzzles is a view"));
    CHECK_THROWS_WITH(db::Store(evil.path.string(), db::Store::Open::read_only),
                      Catch::Contains("its table puzzles is a view"));
    CHECK_THROWS_WITH(db::Store(evil.path.string(), db::Store::Open::existing),
                      Catch::Contains("its table puzzles is a view"));
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(10));
    CHECK(one_int(t.connection(), "SELECT count(*) FROM puzzles") == 0);
  }

  SECTION("a trigger dailygrid did not make is refused by every open") {
    tamper(evil.path,
           "CREATE TRIGGER planted AFTER INSERT ON puzzles BEGIN DELETE FROM daily; END");
    CHECK_THROWS_WITH(db::Store(evil.path.string()), Catch::Contains("trigger (planted)"));
    CHECK_THROWS_WITH(db::Store(evil.path.string(), db::Store::Open::read_only),
                      Catch::Contains("trigger (planted)"));
  }

  SECTION("a view of ours changed is refused") {
    tamper(evil.path, "DROP VIEW schedule; CREATE VIEW schedule AS SELECT 1 AS date");
    CHECK_THROWS_WITH(db::Store(evil.path.string(), db::Store::Open::read_only),
                      Catch::Contains("its view schedule is not dailygrid's"));
  }

  SECTION("an analyst's own view is kept in a store of ours, but a merge source holds ours only") {
    tamper(evil.path,
           "CREATE VIEW my_tiers AS SELECT tier, count(*) n FROM puzzle_grades "
           "GROUP BY tier");
    CHECK_NOTHROW(db::Store(evil.path.string()));
    db::Store t(into.path.string());
    CHECK_THROWS_WITH(db::merge_into(t, evil.path.string()),
                      Catch::Contains("it holds a view (my_tiers) dailygrid did not make"));
  }
}

TEST_CASE("H16: every call into SQLite has a time bound", "[db][hostile]") {
  db::Connection c(":memory:");
  c.set_step_limit(std::chrono::milliseconds(200));
  const char* endless =
      "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) "
      "SELECT count(*) FROM c";
  const auto start = std::chrono::steady_clock::now();
  CHECK_THROWS_WITH(c.exec(endless), Catch::StartsWith("a read of the store took longer than"));
  auto st = c.prepare(endless);
  CHECK_THROWS_WITH(st.step(), Catch::Contains("took longer than"));
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(5));
  // The connection works on afterwards.
  CHECK(one_int(c, "SELECT 41 + 1") == 42);
}

TEST_CASE("O1: a merge publishes only days up to --today, and the target's later days renumber",
          "[db][merge][hostile]") {
  TempDb editor("o1_editor"), target("o1_target");
  // The target's own schedule: Jan 6-8, numbered #1-#3 but not yet published on Jan 3.
  make_store(target.path.string(), kJan1 + 5, 3, 1, kJan1 - 1);
  // The editor's: Jan 1-3, published (#1-#3) by Jan 3.
  make_store(editor.path.string(), kJan1, 3, 7, kJan1 + 2);
  db::Store t(target.path.string());
  const auto s = db::merge_into(t, editor.path.string(), kJan1 + 2);
  CHECK(s.scheduled == 3);
  auto st = t.connection().prepare("SELECT date, number FROM daily ORDER BY date");
  std::vector<std::string> numbers;
  while (st.step()) numbers.push_back(st.column_text(0) + " #" + std::to_string(st.column_int(1)));
  CHECK(numbers == std::vector<std::string>{"2026-01-01 #1", "2026-01-02 #2", "2026-01-03 #3",
                                            "2026-01-06 #4", "2026-01-07 #5", "2026-01-08 #6"});
}
