// Issue 17 row 10: `import` (and `regrade`) count and grade outside the write transaction, so a
// second connection can take the write lock at every moment the slow work runs, without waiting;
// an interrupted import keeps every batch it committed. No timing: the progress callbacks, called
// before each puzzle is counted or graded, try the lock with a zero busy timeout.
#include <catch2/catch.hpp>

#include <sqlite3.h>

#include <fstream>
#include <sstream>
#include <stdexcept>

#include "db/ingest.hpp"
#include "db/maintenance.hpp"
#include "db/store.hpp"
#include "solver/common/document.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

namespace {

std::vector<PuzzleEntry> queens_corpus() {
  std::ifstream in(std::string(DG_SOURCE_DIR) + "/corpus/queens/corpus.jsonl");
  std::stringstream text;
  text << in.rdbuf();
  auto entries = read_document(text.str());
  REQUIRE(entries.ok());
  return std::move(entries).value();
}

// True when another process could start writing `path` right now (BEGIN IMMEDIATE without
// waiting): nobody holds the write lock.
bool write_lock_free(const std::string& path) {
  db::Connection other(path);
  sqlite3_busy_timeout(other.handle(), 0);
  try {
    other.exec("BEGIN IMMEDIATE");
  } catch (const db::DbError& e) {
    if (e.busy()) return false;
    throw;
  }
  other.exec("ROLLBACK");
  return true;
}

int stored(db::Store& store) {
  auto st = store.connection().prepare("SELECT count(*) FROM puzzles");
  st.step();
  return static_cast<int>(st.column_int(0));
}

}  // namespace

TEST_CASE("import never holds the write lock while it counts and grades", "[db][lock]") {
  TempDb tmp("import_lock");
  db::Store store(tmp.path.string());
  const auto entries = queens_corpus();
  int checked = 0, locked = 0;
  const auto s = db::import_entries(store, entries, "corpus.jsonl", std::nullopt, 3, [&](int) {
    ++checked;
    if (!write_lock_free(tmp.path.string())) ++locked;
  });
  CHECK(s.added > 3);  // several batches
  CHECK(checked == static_cast<int>(entries.size()) + 1);
  CHECK(locked == 0);
}

TEST_CASE("an interrupted import keeps every batch it committed", "[db][lock]") {
  TempDb tmp("import_interrupted");
  db::Store store(tmp.path.string());
  const auto entries = queens_corpus();
  db::Connection other(tmp.path.string());
  const auto committed = [&] {
    auto st = other.prepare("SELECT count(*) FROM puzzles");
    st.step();
    return static_cast<int>(st.column_int(0));
  };
  int committed_at_stop = -1, uncommitted_seen = 0;
  // At every point the import can be stopped, what it has stored is what it has committed; it
  // stops before the 9th entry, as a kill would.
  CHECK_THROWS_AS(db::import_entries(store, entries, "corpus.jsonl", std::nullopt, 2,
                                     [&](int done) {
                                       if (stored(store) != committed()) ++uncommitted_seen;
                                       if (done == 8) {
                                         committed_at_stop = committed();
                                         throw std::runtime_error("interrupted");
                                       }
                                     }),
                  std::runtime_error);
  CHECK(uncommitted_seen == 0);
  CHECK(committed_at_stop > 0);
  CHECK(stored(store) == committed_at_stop);
  // Re-running adds only what is missing.
  const auto again = db::import_entries(store, entries, "corpus.jsonl", std::nullopt);
  CHECK(again.duplicates >= committed_at_stop);
}

TEST_CASE("regrade never holds the write lock while it grades", "[db][lock]") {
  TempDb tmp("regrade_lock");
  db::Store store(tmp.path.string());
  db::import_entries(store, queens_corpus(), "corpus.jsonl", std::nullopt);
  int checked = 0, locked = 0;
  const auto s = db::regrade(store, true, "", 3, [&](int, int) {
    ++checked;
    if (!write_lock_free(tmp.path.string())) ++locked;
  });
  CHECK(s.graded > 3);
  // Progress comes once a batch of 3, as that batch's grading starts.
  CHECK(checked == (s.graded + s.skipped + 2) / 3);
  CHECK(locked == 0);
}
