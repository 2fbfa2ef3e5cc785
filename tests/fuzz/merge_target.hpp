// The merge harness (issue 36, H15/H16): the input is SQL an attacker runs on a copy of a real
// store (a small Tango schedule made once per process) to change its schema, views, triggers and
// rows; the crafted store is then merged into a fresh target as `dailygrid merge` does. Whatever
// the SQL did, the merge ends (every call into SQLite is time-bounded, every count budgeted) with
// one line in our words, or with a target in which every stored solution checks, no board is
// stored twice and publication numbers are unique and in date order.
#pragma once

#include <sqlite3.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <string_view>

#include "db/daily.hpp"
#include "db/maintenance.hpp"
#include "db/store.hpp"

namespace dg::fuzz {

// A fresh scratch folder per process, removed at exit.
struct MergeScratch {
  std::filesystem::path dir;
  std::string seed_bytes;  // the real store every input starts from
  MergeScratch() {
    dir = std::filesystem::temp_directory_path() / ("dg_fuzz_merge_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const std::string seed = (dir / "seed.db").string();
    {
      db::Store store(seed);
      db::Curve c;
      for (auto& day : c.by_weekday) day = {{"tango", 6, 6, "basic"}};
      db::DailyOptions o;
      o.games = {"tango"};
      o.seed = 5;
      o.jobs = 1;
      o.today = *db::parse_date("2027-01-02");
      db::fill_daily(store, c, *db::parse_date("2027-01-01"), 3, o);
      store.connection().exec("PRAGMA journal_mode = DELETE");  // one file to copy
    }
    std::ifstream in(seed, std::ios::binary);
    std::stringstream bytes;
    bytes << in.rdbuf();
    seed_bytes = bytes.str();
  }
  ~MergeScratch() {
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
  }
};

// The attacker's SQL may change the store in any way but reach no other file.
inline int deny_attach(void*, int action, const char*, const char*, const char*, const char*) {
  return action == SQLITE_ATTACH || action == SQLITE_DETACH ? SQLITE_DENY : SQLITE_OK;
}

inline void merge_store(std::string_view data) {
  std::string lower(data);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (lower.find("vacuum") != std::string::npos) return;  // VACUUM INTO writes a file it names
  static MergeScratch scratch;
  const std::string src = (scratch.dir / "src.db").string();
  const std::string target = (scratch.dir / "target.db").string();
  for (const std::string& f : {src, target})
    for (const char* suffix : {"", "-wal", "-shm", "-journal"}) std::filesystem::remove(f + suffix);
  {
    std::ofstream out(src, std::ios::binary);
    out << scratch.seed_bytes;
  }
  try {
    db::Connection c(src, db::Access::write);
    c.set_step_limit(std::chrono::milliseconds(500));
    sqlite3_set_authorizer(c.handle(), deny_attach, nullptr);
    c.exec(std::string(data));
  } catch (const db::DbError&) {  // the statements before the failing one stay
  }
  db::MergeSummary s;
  try {
    db::Store source(src, db::Store::Open::read_only);
    db::Store into(target);
    db::MergeOptions o;
    o.today = *db::parse_date("2027-01-02");
    o.name = "src.db";
    o.limits.max_nodes = 20'000;
    o.limits.max_seconds = std::chrono::seconds(1);
    s = db::merge_into(into, source, o);
  } catch (const db::DbError& e) {
    return require_one_line(e.what(), "merge");
  }
  for (const std::string& r : s.refused) require_one_line(r, "merge refused");
  for (const std::string& r : s.skipped_daily) require_one_line(r, "merge skipped");
  db::Store into(target, db::Store::Open::read_only);
  auto& db = into.connection();
  std::set<std::string> keys;
  auto rows = db.prepare("SELECT puzzle, solution, canonical_key FROM puzzles");
  while (rows.step()) {
    auto doc = read_document(rows.column_text(0));
    require(doc && doc->size() == 1 && (*doc)[0].puzzle, "a merged board does not read back");
    const AnyPuzzle& p = *(*doc)[0].puzzle;
    auto solution = json_read::parse(rows.column_text(1));
    require(solution && p.check(*solution).ok(), "a merged solution does not check");
    require(p.canonical_key() == rows.column_text(2), "a merged canonical key is not the board's");
    require(keys.insert(rows.column_text(2)).second, "a board merged twice");
  }
  auto numbers = db.prepare("SELECT series, number FROM daily ORDER BY series, date, slot");
  std::string series;
  std::int64_t last = 0;
  while (numbers.step()) {
    if (numbers.column_text(0) != series) series = numbers.column_text(0), last = 0;
    require(!numbers.column_is_null(1) && numbers.column_int(1) > last,
            "merged publication numbers not unique and in date order in " + series);
    last = numbers.column_int(1);
  }
}

}  // namespace dg::fuzz
