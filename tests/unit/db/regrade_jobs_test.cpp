// `regrade --jobs N` grades on N threads and stores with one writer, a batch at a time: the store
// it leaves holds the same grades and rule usage as `--jobs 1` (all but the grading times, which
// are measured).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "db/maintenance.hpp"
#include "grader/common/graders.hpp"
#include "tests/unit/db/corpus_store.hpp"

using namespace dg;

namespace {

// Every grade and rule-usage row as text, in a fixed order, without the grading time.
std::vector<std::string> graded_rows(db::Store& store) {
  std::vector<std::string> rows;
  auto grades = store.connection().prepare(
      "SELECT puzzle_id, grader_version, status, max_tier, steps, quote(difficulty), band, "
      "quote(bottleneck_steps), quote(mean_available), quote(technique), technique_level, "
      "quote(minutes), calibration FROM grades ORDER BY puzzle_id, grader_version");
  while (grades.step()) {
    std::string row;
    for (int c = 0; c < 13; ++c) row += grades.column_text(c) + "|";
    rows.push_back(row);
  }
  auto usage = store.connection().prepare(
      "SELECT puzzle_id, grader_version, rule, tier, hits FROM rule_usage "
      "ORDER BY puzzle_id, grader_version, rule");
  while (usage.step()) {
    std::string row = "usage|";
    for (int c = 0; c < 5; ++c) row += usage.column_text(c) + "|";
    rows.push_back(row);
  }
  return rows;
}

// A store of the corpus whose grades are all of an older grader version: regrade has every
// puzzle to grade.
void age_grades(db::Store& store) {
  store.connection().exec("UPDATE grades SET grader_version = '1'");  // their rule hits with them
}

int puzzle_count(db::Store& store) {
  auto st = store.connection().prepare("SELECT count(*) FROM puzzles");
  st.step();
  return static_cast<int>(st.column_int(0));
}

}  // namespace

TEST_CASE("regrade on several threads stores what one thread does", "[db][regrade]") {
  CorpusStore one("regrade_jobs_1"), four("regrade_jobs_4");
  age_grades(one.store);
  age_grades(four.store);
  const int puzzles = puzzle_count(one.store);
  REQUIRE(puzzles > 12);
  // Batches of 6, so that several are committed and (the corpus has 20 puzzles) the last one is
  // partial.
  std::vector<int> progress_one, progress_four;
  const auto a = db::regrade(
      one.store, false, "", 6, [&](int done, int) { progress_one.push_back(done); }, 1);
  const auto b = db::regrade(
      four.store, false, "", 6, [&](int done, int) { progress_four.push_back(done); }, 4);
  CHECK(a.graded == puzzles);
  CHECK(a.skipped == 0);
  CHECK(b.graded == a.graded);
  CHECK(b.skipped == a.skipped);
  CHECK(progress_four == progress_one);
  CHECK(progress_one.size() == static_cast<std::size_t>((puzzles + 5) / 6));
  const auto rows = graded_rows(one.store);
  CHECK(rows.size() > static_cast<std::size_t>(2 * puzzles));  // old and new grades, and usage
  CHECK(graded_rows(four.store) == rows);
}

TEST_CASE("regrade --all of one game on several threads stores what one thread does",
          "[db][regrade]") {
  CorpusStore one("regrade_all_1"), three("regrade_all_3");
  const auto a = db::regrade(one.store, true, "tango", 2, {}, 1);
  const auto b = db::regrade(three.store, true, "tango", 2, {}, 3);
  auto st = one.store.connection().prepare("SELECT count(*) FROM puzzles WHERE game = 'tango'");
  st.step();
  CHECK(a.graded == static_cast<int>(st.column_int(0)));
  CHECK(b.graded == a.graded);
  CHECK(graded_rows(three.store) == graded_rows(one.store));
}
