// Solve times (schema 7, issue 37): a CSV file of times is read per RFC 4180, its puzzles named by
// store id, canonical key, SERIES#NUMBER or a source's id; stored in one transaction (an import
// that fails part-way leaves nothing), once however often the file is imported, and read back by
// read_solve_times, the reader `calibrate` uses. One bad row refuses the file, naming its line.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "db/ingest.hpp"
#include "db/merge.hpp"
#include "db/schema.hpp"
#include "db/solve_times.hpp"
#include "db/times_import.hpp"
#include "solver/common/document.hpp"
#include "tests/unit/db/file_text.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

namespace {

// A store with the five LinkedIn Tango boards of the golden corpus (ids linkedin-tango-N), the
// first two scheduled as tango #1 and #2.
struct TimesStore {
  TempDb tmp;
  db::Store store;
  explicit TimesStore(const std::string& name) : tmp(name), store(tmp.path.string()) {
    auto entries =
        read_document(text_of(std::string(DG_SOURCE_DIR) + "/corpus/tango/tango_linkedin.jsonl"));
    REQUIRE(entries.ok());
    REQUIRE(db::import_entries(store, *entries, "tango_linkedin.jsonl", std::nullopt).added == 5);
    store.connection().exec(
        "INSERT INTO daily (date, game, slot, puzzle_id, number, series) VALUES "
        "('2026-01-01', 'tango', 0, 1, 1, 'tango'), ('2026-01-02', 'tango', 0, 2, 2, 'tango')");
  }
  std::string text(const std::string& sql) {
    auto st = store.connection().prepare(sql);
    REQUIRE(st.step());
    return st.column_text(0);
  }
  std::int64_t count(const std::string& table) {
    auto st = store.connection().prepare("SELECT count(*) FROM " + table);
    st.step();
    return st.column_int(0);
  }
  db::TimesImport import(const std::string& csv) {
    return db::import_solve_times(store, db::parse_times_csv(csv), "times.csv", "{}");
  }
};

std::string problems_of(const db::TimesImport& r) {
  std::string out;
  for (const auto& p : r.problems) out += p.text + "\n";
  return out;
}

}  // namespace

TEST_CASE("times: a file's rows are stored and read back", "[db][times]") {
  TimesStore s("times_round_trip");
  const std::string key = s.text("SELECT canonical_key FROM puzzles WHERE id = 3");
  const std::string external = s.text("SELECT external_id FROM puzzles WHERE id = 4");
  REQUIRE(key.find(',') != std::string::npos);  // so the key must be quoted: RFC 4180 at work
  const std::string csv =
      "puzzle,player,seconds,date,hints\n"
      "1,ann,83,2026-01-01,0\n"
      "tango#2,ann,61.5,,\n"
      "\"" +
      key + "\",\"Bob, Jr.\",120,2026-01-03,2\n" + external +
      ",\"Zoë \"\"Z\"\"\",45.25,2026-01-04,\n";
  const auto r = s.import(csv);
  INFO(problems_of(r));
  REQUIRE(r.problems.empty());
  CHECK(r.stored == 4);
  CHECK(r.already == 0);
  CHECK(r.puzzles == 4);
  CHECK(r.players == 3);
  const auto times = db::read_solve_times(s.store);
  REQUIRE(times.size() == 4);
  CHECK(times[0].puzzle_id == 1);
  CHECK(times[0].game == "tango");
  CHECK(times[0].player == "ann");
  CHECK(times[0].seconds == 83.0);
  CHECK(times[0].date == std::optional<std::string>("2026-01-01"));
  CHECK(times[0].hints == std::optional<int>(0));
  CHECK(times[1].puzzle_id == 2);
  CHECK(times[1].seconds == 61.5);
  CHECK_FALSE(times[1].date.has_value());
  CHECK_FALSE(times[1].hints.has_value());
  CHECK(times[2].puzzle_id == 3);
  CHECK(times[2].player == "Bob, Jr.");
  CHECK(times[2].hints == std::optional<int>(2));
  CHECK(times[3].puzzle_id == 4);
  CHECK(times[3].player == "Zoë \"Z\"");
  CHECK(times[3].seconds == 45.25);
  CHECK(db::read_solve_times(s.store, "tango").size() == 4);
  CHECK(db::read_solve_times(s.store, "queens").empty());
  // The run that stored them, finished, with its counts; every row names the file and the run.
  CHECK(s.text("SELECT command || ' ' || added || ' ' || skipped || ' ' || (finished IS NOT NULL) "
               "FROM runs") == "times import 4 0 1");
  CHECK(s.text("SELECT group_concat(DISTINCT source || ':' || run_id) FROM solve_times") ==
        "times.csv:1");
  CHECK(db::schema_difference(s.store.connection(), db::SchemaStrictness::foreign).empty());
}

TEST_CASE("times: importing a file again stores nothing twice", "[db][times]") {
  TimesStore s("times_again");
  const std::string csv =
      "puzzle,player,seconds,date,hints\n1,ann,83,2026-01-01,0\n2,ann,61,,\n2,bob,61,,\n"
      "2,ann,61,,\n";  // the last row repeats the second
  const auto first = s.import(csv);
  REQUIRE(first.problems.empty());
  CHECK(first.stored == 3);
  CHECK(first.already == 1);
  const auto second = s.import(csv);
  REQUIRE(second.problems.empty());
  CHECK(second.stored == 0);
  CHECK(second.already == 4);
  CHECK(second.puzzles == 0);
  CHECK(s.count("solve_times") == 3);
  // A solve that differs in anything (the hints given now) is another solve.
  const auto third = s.import("puzzle,player,seconds,date,hints\n2,ann,61,,1\n");
  CHECK(third.stored == 1);
  CHECK(s.count("solve_times") == 4);
  // The same solve named another way (store id, series number, key) is the same solve.
  const auto fourth = s.import("puzzle,player,seconds\ntango#1,bob,10\n1,bob,10\n");
  CHECK(fourth.stored == 1);
  CHECK(fourth.already == 1);
}

TEST_CASE("times: every bad row is named by its line, and nothing is stored", "[db][times]") {
  TimesStore s("times_bad");
  const std::string head = "puzzle,player,seconds,date,hints\n";
  const std::string good = "1,ann,83,2026-01-01,0\n";
  struct Case {
    std::string csv, want;
  };
  const std::vector<Case> cases = {
      {head + good + "99,ann,83,,\n", "line 3: no puzzle has store id 99"},
      {head + good + "tango#9,ann,83,,\n",
       "line 3: no puzzle \"tango#9\" in the store (no tango #9"},
      {head + good + "nosuch,ann,83,,\n", "line 3: no puzzle \"nosuch\" in the store"},
      {head + good + ",ann,83,,\n", "line 3: no puzzle named"},
      {head + good + "1,,83,,\n", "line 3: no player named"},
      {head + good + "1,ann,-5,,\n",
       "line 3: seconds must be a positive number such as 83 or "
       "83.5, got \"-5\""},
      {head + good + "1,ann,0,,\n", "line 3: seconds must be more than 0, got \"0\""},
      {head + good + "1,ann,1e3,,\n", "line 3: seconds must be a positive number"},
      {head + good + "1,ann,1:23,,\n", "line 3: seconds must be a positive number"},
      {head + good + "1,ann,,,\n", "line 3: no seconds given"},
      {head + good + "1,ann,83,03/01/2026,\n",
       "line 3: the date must be a day written YYYY-MM-DD, got \"03/01/2026\""},
      {head + good + "1,ann,83,2026-02-30,\n", "line 3: no such day: \"2026-02-30\""},
      {head + good + "1,ann,83,,-1\n", "line 3: hints must be a whole number"},
      {head + good + "1,ann,83,,two\n", "line 3: hints must be a whole number"},
      {head + good + "1,ann,83\n", "line 3: 3 fields, the header has 5"},
      {head + good + "1,ann,83,,,\n", "line 3: 6 fields, the header has 5"},
      {head + good + "1,\"a\x01\",83,,\n", "line 3: the player's name \"a\\x01\" holds a control"},
      {head + good + "1," + std::string(101, 'a') + ",83,,\n",
       "line 3: the player's name is longer than 100 characters"},
      {head + good + "1,caf\xe9,83,,\n", "line 3: not UTF-8 text"},
      {head + good + "1,ann,86401,,\n", "line 3: seconds must be at most 86400 (a day)"},
      {head + good + "1,=SUM(A1),83,,\n", "line 3: the player's name \"=SUM(A1)\" starts with ="},
      {head + good + "1,@cmd,83,,\n", "line 3: the player's name \"@cmd\" starts with ="},
      {"puzzle,player\n1,ann\n", "line 1: no \"seconds\" column"},
      {"puzzle,player,seconds,hint\n1,ann,83,0\n", "line 1: unknown column \"hint\""},
      {"puzzle,player,seconds,seconds\n1,ann,83,84\n", "line 1: column \"seconds\" appears twice"},
      {"puzzle,,seconds\n1,ann,83\n", "line 1: column 2 of the header has no name"},
      {"", "line 1: no header row"},
      {head, "line 2: no times after the header row"},
      {head + good + "1,\"ann,83,,\n", "line 3: a quote opened here is never closed"},
      {head + good + "1,an\"n,83,,\n", "line 3: a quote inside a field that does not start"},
      {head + good + "1,\"ann\"x,83,,\n", "line 3: text after the closing quote"},
  };
  for (const Case& c : cases) {
    INFO(c.csv);
    const auto r = s.import(c.csv);
    REQUIRE(r.problems.size() == 1);
    CHECK(r.problems[0].text.rfind(c.want, 0) == 0);
    CHECK(r.problems[0].text.find('\n') == std::string::npos);
    CHECK(r.stored == 0);
  }
  CHECK(s.count("solve_times") == 0);
  CHECK(s.count("runs") == 0);  // a refused file leaves no run behind either
  // Several bad rows: every one is named, in line order, whatever kind of problem it has.
  const auto r = s.import(head + "99,ann,83,,\n" + good + "1,ann,x,,\n1,ann,83,2026-13-01,\n");
  REQUIRE(r.problems.size() == 3);
  CHECK(r.problems[0].line == 2);
  CHECK(r.problems[1].line == 4);
  CHECK(r.problems[2].line == 5);
  CHECK(s.count("solve_times") == 0);
}

TEST_CASE("times: the CSV reader follows RFC 4180 and forgives spreadsheets", "[db][times]") {
  // CRLF, a byte-order mark, columns in another order and case, spaces around values, blank
  // lines, quoted fields holding commas and doubled quotes, no final line break.
  const auto f = db::parse_times_csv(
      "\xEF\xBB\xBF Seconds ,PLAYER,Puzzle\r\n"
      " 83 , ann ,1\r\n"
      "\r\n"
      "61.5,\"Bob, \"\"the\"\" builder\",tango#2\r\n"
      ".5,  \"bob\"  ,\"a,b\"");
  INFO((f.problems.empty() ? std::string() : f.problems[0].text));
  REQUIRE(f.problems.empty());
  REQUIRE(f.rows.size() == 3);
  CHECK(f.rows[0].line == 2);
  CHECK(f.rows[0].puzzle == "1");
  CHECK(f.rows[0].player == "ann");
  CHECK(f.rows[0].seconds == 83.0);
  CHECK(f.rows[1].line == 4);
  CHECK(f.rows[1].player == "Bob, \"the\" builder");
  CHECK(f.rows[1].puzzle == "tango#2");
  CHECK(f.rows[2].line == 5);
  CHECK(f.rows[2].seconds == 0.5);
  CHECK(f.rows[2].player == "bob");
  CHECK(f.rows[2].puzzle == "a,b");
  CHECK_FALSE(f.rows[2].date.has_value());
  // A line break inside quotes is part of the field (a name cannot hold one: it is named), and
  // the lines after it are counted on.
  const auto g = db::parse_times_csv("puzzle,player,seconds\n1,\"ann\nlee\",83\n1,bob,x\n");
  REQUIRE(g.problems.size() == 2);
  CHECK(g.problems[0].text ==
        "line 2: the player's name \"ann\\x0alee\" holds a control character");
  CHECK(g.problems[1].line == 4);
}

TEST_CASE("times: puzzle references", "[db][times]") {
  TimesStore s("times_refs");
  const std::string key = s.text("SELECT canonical_key FROM puzzles WHERE id = 5");
  const std::string name = s.text("SELECT external_id FROM puzzles WHERE id = 5");
  CHECK(*db::resolve_puzzle(s.store, "5") == 5);
  CHECK(*db::resolve_puzzle(s.store, key) == 5);
  CHECK(*db::resolve_puzzle(s.store, name) == 5);
  CHECK(*db::resolve_puzzle(s.store, "tango#2") == 2);
  CHECK_FALSE(db::resolve_puzzle(s.store, "queens#2").ok());
  CHECK_FALSE(db::resolve_puzzle(s.store, "99999999999999999999").ok());
  // A name two puzzles have (in two files) is ambiguous: the store ids say which to use.
  s.store.connection().exec(
      "INSERT INTO puzzle_sources (puzzle_id, source, external_id) VALUES "
      "(1, 'a.json', 'level62'), (2, 'b.json', 'level62'), (3, 'b.json', 'level63')");
  const auto both = db::resolve_puzzle(s.store, "level62");
  REQUIRE_FALSE(both.ok());
  CHECK(both.error() == "\"level62\" names 2 puzzles (store ids 1, 2): use the store id");
  CHECK(*db::resolve_puzzle(s.store, "level63") == 3);
}

TEST_CASE("times: an import that fails part-way leaves nothing", "[db][times]") {
  TimesStore s("times_atomic");
  // A temporary trigger (this connection only, not in the store's schema) fails the third insert.
  s.store.connection().exec(
      "CREATE TEMP TRIGGER fail_third BEFORE INSERT ON main.solve_times "
      "WHEN (SELECT count(*) FROM main.solve_times) >= 2 BEGIN SELECT RAISE(ABORT, 'disk'); END");
  const std::string csv = "puzzle,player,seconds\n1,ann,1\n2,ann,2\n3,ann,3\n4,ann,4\n";
  CHECK_THROWS_AS(s.import(csv), db::DbError);
  s.store.connection().exec("DROP TRIGGER temp.fail_third");
  CHECK(s.count("solve_times") == 0);
  CHECK(s.count("runs") == 0);
  CHECK(s.import(csv).stored == 4);
}

TEST_CASE("times: a store at schema 6 is upgraded and takes times", "[db][times][schema]") {
  TempDb tmp("times_schema6");
  {
    db::Connection c(tmp.path.string());
    c.exec(text_of(std::string(DG_SOURCE_DIR) + "/tests/unit/db/schema_v6.sql"));
    c.exec("PRAGMA user_version = 6");
    c.exec(R"sql(
      INSERT INTO puzzles (id, game, rows, cols, puzzle, solution, canonical_key, source, variant)
        VALUES (7, 'queens', 3, 3, '{"game":"queens","regions":[[0,0,1],[0,2,1],[2,2,1]]}', '[]',
                'k7', 'old.json', 'linkedin');
    )sql");
    CHECK(db::schema_difference(c, db::SchemaStrictness::foreign).empty());  // a true schema 6
  }
  db::Store store(tmp.path.string());
  CHECK(db::schema_version(store.connection()) == db::kSchemaVersion);
  CHECK(db::schema_difference(store.connection(), db::SchemaStrictness::foreign).empty());
  const auto r = db::import_solve_times(
      store, db::parse_times_csv("puzzle,player,seconds\nk7,ann,30\n7,bob,40\n"), "t.csv", "{}");
  REQUIRE(r.problems.empty());
  CHECK(r.stored == 2);
  const auto times = db::read_solve_times(store);
  REQUIRE(times.size() == 2);
  CHECK(times[0].puzzle_id == 7);
  CHECK(times[0].game == "queens");
  CHECK(times[1].player == "bob");
}

TEST_CASE("times: merge copies the solve times of the puzzles it places, checked, once",
          "[db][times][merge]") {
  TimesStore from("times_merge_from");
  const auto r = from.import(
      "puzzle,player,seconds,date,hints\n1,ann,83,2026-01-01,0\n2,bob,61.5,,\n3,ann,45,,1\n");
  REQUIRE(r.problems.empty());
  // A row written past the import's checks (another program, a hand edit) is refused by name.
  from.store.connection().exec(
      "INSERT INTO solve_times (puzzle_id, player, seconds, source) VALUES (4, '=1+2', 50, 'x'), "
      "(5, 'eve', 999999, 'x')");
  TempDb to_file("times_merge_to");
  db::Store to(to_file.path.string());
  const auto s = db::merge_into(to, from.store, 0, "from");
  CHECK(s.added == 5);
  CHECK(s.times == 3);
  REQUIRE(s.refused.size() == 2);
  CHECK(s.refused[0].find("solve time of puzzle 4: the player's name \"=1+2\" starts with") == 0);
  CHECK(s.refused[1].find("solve time of puzzle 5: seconds must be at most 86400") == 0);
  auto st = to.connection().prepare(
      "SELECT p.external_id, t.player, t.seconds, coalesce(t.solved_on, '-'), "
      "coalesce(t.hints, -1) FROM solve_times t JOIN puzzles p ON p.id = t.puzzle_id ORDER BY "
      "t.seconds");
  std::string rows;
  while (st.step())
    rows += st.column_text(0) + " " + st.column_text(1) + " " + st.column_text(2) + " " +
            st.column_text(3) + " " + st.column_text(4) + "\n";
  const std::string want_ids[] = {from.text("SELECT external_id FROM puzzles WHERE id = 3"),
                                  from.text("SELECT external_id FROM puzzles WHERE id = 2"),
                                  from.text("SELECT external_id FROM puzzles WHERE id = 1")};
  CHECK(rows == want_ids[0] + " ann 45.0 - 1\n" + want_ids[1] + " bob 61.5 - -1\n" + want_ids[2] +
                    " ann 83.0 2026-01-01 0\n");
  // Merged again: every time is there already, none is stored twice.
  CHECK(db::merge_into(to, from.store, 0, "from").times == 0);
  auto count = to.connection().prepare("SELECT count(*) FROM solve_times");
  count.step();
  CHECK(count.column_int(0) == 3);
}
