// The store: migrations from an empty file, refusal of foreign or newer files, duplicate boards
// under symmetry, transactional batches, and import of a file mixing good and bad puzzles.
#include <catch2/catch.hpp>

#include <filesystem>

#include "db/daily.hpp"
#include "db/export.hpp"
#include "db/ingest.hpp"
#include "db/schema.hpp"
#include "db/stats.hpp"
#include "db/store.hpp"
#include "generator/tango/generator.hpp"
#include "grader/tango/grader.hpp"
#include "solver/common/document.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;
namespace fs = std::filesystem;

namespace {

const char* kMixed = R"({"puzzles":[
  {"id":"good-queens","game":"queens","regions":[[0,0,1,1,1,2,2,2],[0,3,1,3,1,4,2,2],[0,3,1,3,1,2,2,2],[0,3,3,3,1,5,6,2],[0,3,3,3,1,5,6,6],[0,3,7,3,1,5,6,6],[7,3,7,3,1,5,5,6],[7,7,7,7,6,6,6,6]]},
  {"id":"mirrored-queens","game":"queens","regions":[[2,2,2,1,1,1,0,0],[2,2,4,1,3,1,3,0],[2,2,2,1,3,1,3,0],[2,6,5,1,3,3,3,0],[6,6,5,1,3,3,3,0],[6,6,5,1,3,7,3,0],[6,5,5,1,3,7,3,7],[6,6,6,6,7,7,7,7]]},
  {"id":"two-solutions","game":"queens","regions":[[0,0,0,0],[1,1,1,1],[2,2,2,2],[3,3,3,3]]},
  {"id":"bad-region","game":"queens","regions":[[0,0],[0,0]]},
  {"id":"good-zip","game":"zip","rows":2,"cols":3,"waypoints":[[0,0],[1,0]]},
  {"id":"ragged-tango","game":"tango","cells":["....","...","....","...."]}
]})";

}  // namespace

TEST_CASE("store migrates an empty file and reopens idempotently", "[db]") {
  TempDb tmp("migrate");
  {
    db::Store store(tmp.path.string());
    CHECK(db::schema_version(store.connection()) == db::kSchemaVersion);
  }
  db::Store again(tmp.path.string());
  CHECK(db::schema_version(again.connection()) == db::kSchemaVersion);
  auto st = again.connection().prepare("PRAGMA journal_mode");
  REQUIRE(st.step());
  CHECK(st.column_text(0) == "wal");
}

TEST_CASE("store refuses foreign and newer files", "[db]") {
  TempDb foreign("foreign");
  {
    db::Connection c(foreign.path.string());
    c.exec("CREATE TABLE x (a)");
  }
  CHECK_THROWS_WITH(db::Store(foreign.path.string()), Catch::Contains("not a dailygrid database"));
  TempDb newer("newer");
  {
    db::Connection c(newer.path.string());
    c.exec("PRAGMA user_version = 99");
  }
  CHECK_THROWS_WITH(db::Store(newer.path.string()), Catch::Contains("newer than this dailygrid"));
}

TEST_CASE("import stores unique puzzles once and reports the rest", "[db]") {
  TempDb tmp("import");
  db::Store store(tmp.path.string());
  auto entries = read_document(kMixed);
  REQUIRE(entries.ok());
  auto summary = db::import_entries(store, *entries, "mixed.json", std::nullopt);
  CHECK(summary.added == 2);       // good-queens, good-zip
  CHECK(summary.duplicates == 1);  // mirrored-queens is good-queens mirrored and recoloured
  CHECK(summary.not_unique == 1);  // two-solutions
  CHECK(summary.invalid == 2);     // bad-region, ragged-tango (odd sizes are valid now)
  REQUIRE(summary.problems.size() == 3);
  // Importing again adds nothing.
  auto again = db::import_entries(store, *entries, "mixed.json", std::nullopt);
  CHECK(again.added == 0);
  CHECK(again.duplicates == 3);
  auto exported = db::export_puzzles(store, db::ExportFilter{});
  REQUIRE(exported["puzzles"].size() == 2);
  CHECK(exported["puzzles"][0]["id"] == "good-queens");
  CHECK(exported["puzzles"][0]["solution"] == nlohmann::json::parse("[3,5,1,7,0,2,6,4]"));
  db::ExportFilter zip_only;
  zip_only.game = "zip";
  CHECK(db::export_puzzles(store, zip_only)["puzzles"].size() == 1);
}

TEST_CASE("an uncommitted transaction leaves nothing behind", "[db]") {
  TempDb tmp("rollback");
  db::Store store(tmp.path.string());
  auto entries = read_document(kMixed);
  REQUIRE(entries.ok());
  {
    db::Store::Transaction t(store);
    db::PuzzleRecord rec;
    rec.game = "queens";
    rec.rows = rec.cols = 8;
    rec.puzzle_json = (*entries)[0].puzzle->to_json().dump();
    rec.solution_json = "[]";
    rec.canonical_key = (*entries)[0].puzzle->canonical_key();
    rec.source = "test";
    REQUIRE(store.insert_puzzle(rec, std::nullopt).has_value());
  }  // no commit: rolled back
  CHECK_FALSE(store.has_canonical_key((*entries)[0].puzzle->canonical_key()));
}

TEST_CASE("stats filter terms parse and reject unknown keys", "[db]") {
  db::StatsFilter f;
  std::string error;
  CHECK(db::parse_filter_term("source=a.json", f, error));
  CHECK(db::parse_filter_term("size=8", f, error));
  CHECK(f.source == "a.json");
  CHECK(f.size == 8);
  CHECK(f.label() == "source=a.json size=8");
  CHECK_FALSE(db::parse_filter_term("colour=red", f, error));
  CHECK_THAT(error, Catch::Contains("unknown filter key"));
  CHECK_FALSE(db::parse_filter_term("size=big", f, error));
}

TEST_CASE("daily sets never schedule a variant puzzle (Tango unique lines)", "[db][daily]") {
  TempDb tmp("daily_variant");
  db::Store store(tmp.path.string());
  tango::Params p;
  p.tier = tango::kBasic;
  p.unique_lines = true;
  auto made = tango::generate(p, 11);
  REQUIRE(made.ok());
  nlohmann::json j = tango::to_json(made->puzzle);
  j["solution"] = tango::solution_to_json(made->solution);
  auto entries = read_document(j.dump());
  REQUIRE(entries.ok());
  REQUIRE(db::import_entries(store, *entries, "variant.json", std::nullopt).added == 1);
  db::Curve curve;
  for (auto& day : curve.by_weekday) day = {{"tango", 6, 6, "basic"}};
  const long day = *db::parse_date("2026-11-23");
  db::DailyOptions o;
  o.games = {"tango"};
  o.sources = {"variant.json"};  // allowed as a source, so only the variant rule keeps it out
  o.seed = 5;
  o.jobs = 1;
  o.today = day - 1;
  const auto summary = db::fill_daily(store, curve, day, 1, o);
  CHECK(summary.scheduled == 1);
  CHECK(summary.generated >= 1);  // the stored variant puzzle did not fit the slot
  const auto set = db::daily_puzzles(store, day, day);
  REQUIRE(set["puzzles"].size() == 1);
  CHECK_FALSE(set["puzzles"][0].contains("unique_lines"));
}
