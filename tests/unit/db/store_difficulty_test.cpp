// The store keeps the difficulty score (schema v3): grades carry it, the views show it, and
// `regrade` fills it for grades stored by an older grader version.
#include <catch2/catch.hpp>

#include <string>

#include "db/ingest.hpp"
#include "db/maintenance.hpp"
#include "db/schema.hpp"
#include "db/store.hpp"
#include "grader/common/graders.hpp"
#include "grader/common/scorers.hpp"
#include "solver/common/document.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

namespace {

// LinkedIn Tango #1 (solved by the rules) and an empty 4x4 Tango (not unique: no score).
const char* kTwo = R"({"puzzles":[
  {"id":"t","game":"tango","size":6,"cells":["......",".1..1.","......","......",".0..0.","......"],"equal":[[[2,0],[3,0]],[[3,1],[3,2]],[[4,2],[4,3]],[[5,0],[5,1]]],"opposite":[[[0,4],[0,5]],[[1,2],[1,3]],[[2,3],[2,4]],[[2,5],[3,5]]]},
  {"id":"z","game":"zip","rows":2,"cols":3,"waypoints":[[0,0],[1,0]]}
]})";

Difficulty expected(int i) {
  auto entries = read_document(kTwo);
  const AnyPuzzle& p = *(*entries)[static_cast<std::size_t>(i)].puzzle;
  return find_scorer(p.game())->difficulty(p);
}

struct Row {
  double difficulty = 0;
  std::string band;
  int bottleneck_steps = 0;
  double mean_available = 0;
  bool null = true;
};

Row stored(db::Store& store, int puzzle, const std::string& table) {
  auto st = store.connection().prepare(
      "SELECT difficulty, band, bottleneck_steps, mean_available "
      "FROM " +
      table + " WHERE puzzle_id = ?1");
  st.bind(1, puzzle);
  REQUIRE(st.step());
  Row r;
  r.null = st.column_is_null(0);
  if (!r.null) {
    r.difficulty = st.column_double(0);
    r.band = st.column_text(1);
    r.bottleneck_steps = static_cast<int>(st.column_int(2));
    r.mean_available = st.column_double(3);
  }
  return r;
}

}  // namespace

TEST_CASE("a stored grade carries the difficulty score, and puzzle_grades shows it",
          "[db][difficulty]") {
  TempDb tmp("difficulty");
  db::Store store(tmp.path.string());
  CHECK(db::schema_version(store.connection()) == db::kSchemaVersion);
  auto entries = read_document(kTwo);
  REQUIRE(entries.ok());
  REQUIRE(db::import_entries(store, *entries, "two.json", std::nullopt).added == 2);
  for (int i = 0; i < 2; ++i) {
    INFO("puzzle " << i + 1);
    const Difficulty want = expected(i);
    for (const char* table : {"grades", "puzzle_grades"}) {
      const Row r = stored(store, i + 1, table);
      REQUIRE_FALSE(r.null);
      CHECK(r.difficulty == Approx(want.score).margin(1e-12));
      CHECK(r.band == want.band);
      CHECK(r.bottleneck_steps == want.bottleneck_steps);
      CHECK(r.mean_available == Approx(want.mean_available));
    }
    // The technique level beside the score (schema 4).
    auto st = store.connection().prepare(
        "SELECT technique, technique_level FROM grades WHERE puzzle_id = ?1");
    st.bind(1, i + 1);
    REQUIRE(st.step());
    CHECK(st.column_double(0) == Approx(want.technique));
    CHECK(st.column_text(1) == want.technique_level);
  }
}

TEST_CASE("regrade fills the score for grades of an older grader version", "[db][difficulty]") {
  TempDb tmp("difficulty_regrade");
  db::Store store(tmp.path.string());
  auto entries = read_document(kTwo);
  REQUIRE(db::import_entries(store, *entries, "two.json", std::nullopt).added == 2);
  // Turn the store into one graded before the score: version-1 grades without it.
  store.connection().exec(
      "UPDATE grades SET grader_version = '1', difficulty = NULL, band = NULL, "
      "bottleneck_steps = NULL, mean_available = NULL");
  {
    auto st = store.connection().prepare("SELECT count(*) FROM puzzle_grades");
    REQUIRE(st.step());
    CHECK(st.column_int(0) == 0);  // nothing graded under the current version yet
  }
  const auto summary = db::regrade(store, false, "", 500, {});
  CHECK(summary.graded == 2);
  for (int i = 0; i < 2; ++i) {
    const Row r = stored(store, i + 1, "puzzle_grades");
    REQUIRE_FALSE(r.null);
    CHECK(r.difficulty == Approx(expected(i).score).margin(1e-12));
  }
}

TEST_CASE("an unsolved puzzle is stored without a score", "[db][difficulty]") {
  TempDb tmp("difficulty_none");
  db::Store store(tmp.path.string());
  db::GradeRecord g{std::string(kGraderVersion), "stuck", "search", 3, 1, {}};
  auto entries = read_document(kTwo);
  {
    db::Store::Transaction tx(store);
    const auto id =
        store.insert_puzzle(db::record_of(*(*entries)[0].puzzle, nullptr), std::nullopt);
    REQUIRE(id);
    store.put_grade(*id, g);
    tx.commit();
  }
  CHECK(stored(store, 1, "grades").null);
}

TEST_CASE("merge copies the difficulty score with the grades", "[db][difficulty]") {
  TempDb source("difficulty_merge_source"), target("difficulty_merge_target");
  {
    db::Store s(source.path.string());
    auto entries = read_document(kTwo);
    REQUIRE(db::import_entries(s, *entries, "two.json", std::nullopt).added == 2);
  }
  db::Store t(target.path.string());
  REQUIRE(db::merge_into(t, source.path.string()).added == 2);
  for (int i = 0; i < 2; ++i) {
    const Row r = stored(t, i + 1, "puzzle_grades");
    REQUIRE_FALSE(r.null);
    CHECK(r.difficulty == Approx(expected(i).score).margin(1e-12));
    CHECK(r.band == expected(i).band);
  }
}
