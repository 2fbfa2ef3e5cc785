// Issue 17 rows 16 and 18: read-only commands open the store with SQLITE_OPEN_READONLY and work on
// a read-only file in a read-only folder; writing commands fail at once naming the path; merge
// checks its sources and never writes them (no migration, no switch to WAL).
//
// Root ignores file permissions, and CI runs as root: the permission cases run in a child process
// that drops to the unprivileged user "nobody" (uid 65534) first when the test runs as root.
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <sstream>
#include <string>

#include "db/ingest.hpp"
#include "db/maintenance.hpp"
#include "db/schema.hpp"
#include "db/store.hpp"
#include "solver/common/document.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;
namespace fs = std::filesystem;

namespace {

constexpr const char* kTwoQueens = R"({"puzzles":[
  {"id":"a","game":"queens","regions":[[0,0,1,1,1,2,2,2],[0,3,1,3,1,4,2,2],[0,3,1,3,1,2,2,2],[0,3,3,3,1,5,6,2],[0,3,3,3,1,5,6,6],[0,3,7,3,1,5,6,6],[7,3,7,3,1,5,5,6],[7,7,7,7,6,6,6,6]]},
  {"id":"b","game":"zip","rows":2,"cols":3,"waypoints":[[0,0],[1,0]]}
]})";

void fill(db::Store& store) {
  auto entries = read_document(kTwoQueens);
  REQUIRE(entries.ok());
  REQUIRE(db::import_entries(store, *entries, "two.json", std::nullopt).added == 2);
}

std::string pragma(const std::string& path, const std::string& name) {
  db::Connection c(path);
  auto st = c.prepare("PRAGMA " + name);
  st.step();
  return st.column_text(0);
}

int puzzles_in(db::Store& store) {
  auto st = store.connection().prepare("SELECT count(*) FROM puzzles");
  st.step();
  return static_cast<int>(st.column_int(0));
}

// Runs `check` as a user the file permissions apply to (in a child that drops root first), and
// returns its result: 0 for success, else the number of the failed check.
int unprivileged(const std::function<int()>& check) {
  if (::geteuid() != 0) return check();
  const pid_t child = ::fork();
  if (child == 0) {
    if (::setgid(65534) != 0 || ::setuid(65534) != 0) ::_exit(100);
    int code = 101;
    try {
      code = check();
    } catch (...) {
    }
    ::_exit(code);
  }
  int status = 0;
  ::waitpid(child, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 102;
}

// A folder of its own for stores whose permissions a test changes.
struct LockedFolder {
  fs::path dir = fs::temp_directory_path() / ("dg_ro_" + std::to_string(::getpid()));
  LockedFolder() {
    fs::remove_all(dir);
    fs::create_directories(dir);
  }
  ~LockedFolder() {
    fs::permissions(dir, fs::perms::owner_all);
    fs::remove_all(dir);
  }
  void lock(const fs::path& file) {
    fs::permissions(file, fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
    fs::permissions(dir, fs::perms::owner_read | fs::perms::owner_exec | fs::perms::group_read |
                             fs::perms::group_exec | fs::perms::others_read |
                             fs::perms::others_exec);
  }
};

}  // namespace

TEST_CASE("a read-only open reads and never writes", "[db][readonly]") {
  TempDb tmp("read_only_open");
  {
    db::Store store(tmp.path.string());
    fill(store);
  }
  {
    db::Connection c(tmp.path.string());
    c.exec("PRAGMA journal_mode = DELETE");  // as a store made elsewhere might be
  }
  {
    db::Store reader(tmp.path.string(), db::Store::Open::read_only);
    CHECK(puzzles_in(reader) == 2);
    CHECK(reader.connection().read_only());
    CHECK_THROWS(reader.connection().exec("DELETE FROM puzzles"));
  }
  CHECK(pragma(tmp.path.string(), "journal_mode") == "delete");  // not switched to WAL
  CHECK_FALSE(fs::exists(tmp.path.string() + "-wal"));
}

TEST_CASE("a read-only open refuses what is not a current store, naming it", "[db][readonly]") {
  TempDb old("read_only_old");
  {
    db::Store store(old.path.string());
    db::Connection c(old.path.string());
    c.exec("PRAGMA user_version = 2");
  }
  CHECK_THROWS_WITH(db::Store(old.path.string(), db::Store::Open::read_only),
                    Catch::StartsWith(old.path.string() + ": ") &&
                        Catch::Contains("schema version 2") && Catch::Contains("regrade --db"));
  CHECK(pragma(old.path.string(), "user_version") == "2");  // not migrated
  TempDb empty("read_only_empty");
  std::ofstream(empty.path).flush();
  CHECK_THROWS_WITH(db::Store(empty.path.string(), db::Store::Open::read_only),
                    Catch::Contains("not a dailygrid store"));
  CHECK(fs::file_size(empty.path) == 0);
  TempDb missing("read_only_missing");
  CHECK_THROWS_WITH(db::Store(missing.path.string(), db::Store::Open::read_only),
                    Catch::Contains("no store at " + missing.path.string()));
  CHECK_FALSE(fs::exists(missing.path));
}

TEST_CASE("a read-only file in a read-only folder: readers work, writers fail at once",
          "[db][readonly]") {
  LockedFolder folder;
  const fs::path path = folder.dir / "store.db";
  {
    db::Store store(path.string());
    fill(store);
  }
  REQUIRE_FALSE(fs::exists(path.string() + "-shm"));  // closed cleanly: WAL files gone
  folder.lock(path);
  const int result = unprivileged([&] {
    {
      db::Store reader(path.string(), db::Store::Open::read_only);
      if (puzzles_in(reader) != 2) return 1;
    }
    for (const auto mode : {db::Store::Open::create, db::Store::Open::existing}) {
      try {
        db::Store writer(path.string(), mode);
        return 2;
      } catch (const db::DbError& e) {
        const std::string message = e.what();
        if (message.rfind(path.string() + ": ", 0) != 0) return 3;
        if (message.find("read-only") == std::string::npos) return 4;
      }
    }
    return 0;
  });
  CHECK(result == 0);
  // Nothing was created beside the store (no -wal, no -shm).
  CHECK(std::distance(fs::directory_iterator(folder.dir), fs::directory_iterator()) == 1);
}

TEST_CASE("merge reads its source without changing it and refuses a bad one", "[db][merge]") {
  TempDb source("merge_ro_source"), target("merge_ro_target"), old("merge_ro_old");
  {
    db::Store store(source.path.string());
    fill(store);
  }
  {
    db::Connection c(source.path.string());
    c.exec("PRAGMA journal_mode = DELETE");
  }
  {
    db::Store t(target.path.string());
    CHECK(db::merge_into(t, source.path.string()).added == 2);
    CHECK(puzzles_in(t) == 2);
  }
  CHECK(pragma(source.path.string(), "journal_mode") == "delete");
  {
    db::Store store(old.path.string());
    db::Connection c(old.path.string());
    c.exec("PRAGMA user_version = 1");
  }
  db::Store t(target.path.string());
  CHECK_THROWS_WITH(db::merge_into(t, old.path.string()),
                    Catch::StartsWith(old.path.string() + ": ") && Catch::Contains("schema"));
  CHECK(pragma(old.path.string(), "user_version") == "1");  // not migrated
  CHECK_THROWS_WITH(db::merge_into(t, std::string(DG_SOURCE_DIR) + "/corpus/zip/zip.jsonl"),
                    Catch::Contains("zip.jsonl: file is not a database"));
}

TEST_CASE("a store that cannot be read is named with the reason", "[db][readonly]") {
  LockedFolder folder;
  const fs::path path = folder.dir / "secret.db";
  { db::Store store(path.string()); }
  fs::permissions(path, fs::perms::none);
  fs::permissions(folder.dir, fs::perms::all);
  const int result = unprivileged([&] {
    for (const auto mode : {db::Store::Open::read_only, db::Store::Open::create}) {
      try {
        db::Store store(path.string(), mode);
        return 1;
      } catch (const db::DbError& e) {
        if (std::string(e.what()) != path.string() + ": cannot read the store: Permission denied")
          return 2;
      }
    }
    return 0;
  });
  CHECK(result == 0);
}

TEST_CASE("issue 28 H10: a read-only copy with its -wal but no -shm is refused, naming both",
          "[db][readonly]") {
  LockedFolder folder;
  TempDb live("wal_without_shm");
  const fs::path copy = folder.dir / "copy.db";
  {
    // Copied while the writer still has it open: the commits are in the -wal only.
    db::Store store(live.path.string());
    fill(store);
    REQUIRE(fs::file_size(live.path.string() + "-wal") > 0);
    fs::copy_file(live.path, copy);
    fs::copy_file(live.path.string() + "-wal", copy.string() + "-wal");
  }
  folder.lock(copy);
  fs::permissions(copy.string() + "-wal",
                  fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
  const int result = unprivileged([&] {
    try {
      db::Store reader(copy.string(), db::Store::Open::read_only);
      return 1;  // read as immutable: the -wal's commits ignored without a word
    } catch (const db::DbError& e) {
      const std::string message = e.what();
      if (message.find(copy.string() + "-wal") == std::string::npos) return 2;
      if (message.find(copy.string() + "-shm") == std::string::npos) return 3;
    }
    return 0;
  });
  CHECK(result == 0);
  // A checkpointed copy beside an empty -wal (nothing in it to lose) is read as it is.
  fs::permissions(folder.dir, fs::perms::owner_all);
  fs::copy_file(live.path, copy, fs::copy_options::overwrite_existing);
  fs::resize_file(copy.string() + "-wal", 0);
  folder.lock(copy);
  CHECK(unprivileged([&] {
          db::Store reader(copy.string(), db::Store::Open::read_only);
          return puzzles_in(reader) == 2 ? 0 : 4;
        }) == 0);
}
