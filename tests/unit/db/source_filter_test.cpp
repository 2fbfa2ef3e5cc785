// The source filters of `stats` and `export`: --source counts a board under every file that
// supplied it (not only the first), --where picks source rows by their own keys, export carries
// every source with its keys, and stats groups scores by weekday (the schedule's date, else the
// source's "date").
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "db/export.hpp"
#include "db/ingest.hpp"
#include "db/stats.hpp"
#include "db/store.hpp"
#include "solver/common/document.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

namespace {

const char* kQueens =
    R"("size":8,"regions":[[0,0,1,1,1,2,2,2],[0,3,1,3,1,4,2,2],[0,3,1,3,1,2,2,2],[0,3,3,3,1,5,6,2],[0,3,3,3,1,5,6,6],[0,3,7,3,1,5,6,6],[7,3,7,3,1,5,5,6],[7,7,7,7,6,6,6,6]])";

// The first file: the Queens board (a Wednesday's LinkedIn level) and a Zip board.
std::string first_file() {
  return std::string(
             R"({"puzzles":[{"id":"level1","set":"linkedin","number":1,"date":"2024-05-01",)") +
         kQueens +
         R"(},{"id":"z3","set":"linkedin","number":2,"game":"zip","rows":2,"cols":3,"waypoints":[[0,0],[1,0]]}]})";
}
// The second: the same Queens board again (a rerun, as a bonus level) and a new Zip board.
std::string second_file() {
  return std::string(
             R"({"puzzles":[{"id":"bonus7","set":"bonus","number":7,"date":"2024-06-02",)") +
         kQueens +
         R"(},{"id":"z4","set":"community","game":"zip","rows":2,"cols":4,"waypoints":[[0,0],[1,0]]}]})";
}

void import_text(db::Store& store, const std::string& text, const std::string& source) {
  auto entries = read_document(text);
  REQUIRE(entries.ok());
  db::import_entries(store, *entries, source, std::nullopt);
}

int stats_count(db::Store& store, const std::vector<std::string>& terms) {
  db::StatsFilter f;
  for (const auto& t : terms) {
    std::string error;
    REQUIRE(db::parse_filter_term(t, f, error));
  }
  REQUIRE(db::validate(f).ok());
  return db::compute_stats(store, f).puzzles;
}

std::size_t export_count(db::Store& store, const std::string& source, const db::WhereTerms& where) {
  db::ExportFilter f;
  f.source = source;
  f.where = where;
  return db::export_puzzles(store, f)["puzzles"].size();
}

}  // namespace

TEST_CASE("source filter: a board counts under every file that supplied it", "[db][sources]") {
  TempDb tmp("source_filter_files");
  db::Store store(tmp.path.string());
  import_text(store, first_file(), "first.json");
  import_text(store, second_file(), "second.json");
  CHECK(stats_count(store, {}) == 3);
  CHECK(stats_count(store, {"source=first.json"}) == 2);
  CHECK(stats_count(store, {"source=second.json"}) == 2);  // the rerun counts here too
  CHECK(export_count(store, "second.json", {}) == 2);
  CHECK(export_count(store, "none.json", {}) == 0);
  // The score spread per source lists the shared board under both files.
  const db::Stats all = db::compute_stats(store, {});
  int queens_groups = 0;
  for (const auto& d : all.scores)
    if (d.game == "queens" && !d.source.empty()) queens_groups += d.scored + d.unscored;
  CHECK(queens_groups == 2);
}

TEST_CASE("where filter: picks puzzles by their source entry's own keys", "[db][sources]") {
  TempDb tmp("source_filter_where");
  db::Store store(tmp.path.string());
  import_text(store, first_file(), "first.json");
  import_text(store, second_file(), "second.json");
  CHECK(stats_count(store, {"where=set=linkedin"}) == 2);
  CHECK(stats_count(store, {"where=set=bonus"}) == 1);
  CHECK(stats_count(store, {"where=set=community"}) == 1);
  CHECK(stats_count(store, {"where=number=7"}) == 1);  // a JSON number, matched as text
  CHECK(stats_count(store, {"where=set=linkedin", "where=number=2"}) == 1);
  CHECK(stats_count(store, {"where=colour=red"}) == 0);  // no source has the key
  // Source and keys apply to one source row: first.json lists the board as linkedin, not bonus.
  CHECK(stats_count(store, {"source=first.json", "where=set=bonus"}) == 0);
  CHECK(stats_count(store, {"source=second.json", "where=set=bonus"}) == 1);
  CHECK(export_count(store, "", {{"set", "bonus"}}) == 1);
  CHECK(export_count(store, "first.json", {{"set", "bonus"}}) == 0);
  db::WhereTerms bad;
  CHECK_FALSE(db::parse_where_term("set", bad).ok());
  CHECK_FALSE(db::parse_where_term("=x", bad).ok());
  CHECK_FALSE(db::parse_where_term("a.b=x", bad).ok());
  CHECK(db::parse_where_term("set=", bad).ok());  // an empty value is a value
}

TEST_CASE("export carries every source with its own keys", "[db][sources]") {
  TempDb tmp("source_filter_export");
  db::Store store(tmp.path.string());
  import_text(store, first_file(), "first.json");
  import_text(store, second_file(), "second.json");
  db::ExportFilter f;
  f.game = "queens";
  const auto puzzles = db::export_puzzles(store, f)["puzzles"];
  REQUIRE(puzzles.size() == 1);
  const auto& p = puzzles[0];
  CHECK(p["id"] == "level1");
  CHECK(p["store_id"].is_number_integer());
  CHECK(
      p["sources"] ==
      nlohmann::json::parse(
          R"([{"source":"first.json","id":"level1","metadata":{"set":"linkedin","number":1,"date":"2024-05-01"}},
                                  {"source":"second.json","id":"bonus7","metadata":{"set":"bonus","number":7,"date":"2024-06-02"}}])"));
}

TEST_CASE("stats groups scores by weekday: the schedule's date, else the source's",
          "[db][sources]") {
  TempDb tmp("source_filter_weekday");
  db::Store store(tmp.path.string());
  import_text(store, first_file(), "first.json");
  import_text(store, second_file(), "second.json");
  const auto weekday_of_queens = [&](const db::StatsFilter& f) {
    std::vector<std::string> days;
    for (const auto& d : db::compute_stats(store, f).scores)
      if (d.game == "queens" && !d.weekday.empty()) {
        CHECK(d.scored + d.unscored == 1);
        days.push_back(d.weekday);
      }
    return days;
  };
  // Imported only: the first source's date, 2024-05-01, a Wednesday; with --source, that file's.
  CHECK(weekday_of_queens({}) == std::vector<std::string>{"wednesday"});
  db::StatsFilter second;
  second.source = "second.json";
  CHECK(weekday_of_queens(second) == std::vector<std::string>{"sunday"});  // 2024-06-02
  // The zip boards have no date: no weekday group.
  for (const auto& d : db::compute_stats(store, {}).scores)
    if (d.game == "zip") CHECK(d.weekday.empty());
  // Scheduled: the schedule's date wins (2026-11-23 is a Monday).
  store.connection().exec(
      "INSERT INTO daily (date, game, slot, puzzle_id, number) SELECT '2026-11-23', 'queens', 0, "
      "id, 1 FROM puzzles WHERE game = 'queens'");
  CHECK(weekday_of_queens({}) == std::vector<std::string>{"monday"});
  CHECK(weekday_of_queens(second) == std::vector<std::string>{"monday"});
}
