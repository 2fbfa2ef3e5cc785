// The store (see store.hpp).
#include "db/store.hpp"

#include "grader/common/calibration.hpp"

#include <sqlite3.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <thread>

#include "db/schema.hpp"
#include "db/series.hpp"
#include "grader/common/graders.hpp"

namespace dg::db {

namespace {

// SQLite reads a path starting with "file:" as a URI (with its parameters, e.g. mode=ro).
bool is_uri(const std::string& path) {
  return path.rfind("file:", 0) == 0;
}

// The path, checked before SQLite opens it: an empty path would be SQLite's private temporary
// database (every write silently lost), and a missing file must not be created for a reader.
const std::string& checked_path(const std::string& path, Store::Open mode) {
  if (path.empty()) throw DbError("the store path is empty (give --db PATH)");
  if (mode != Store::Open::create && !is_uri(path) && !std::filesystem::exists(path))
    throw DbError("no store at " + path + " (give --db PATH of an existing store)");
  if (!is_uri(path) && std::filesystem::is_directory(path))
    throw DbError(path + ": a folder, not a store (give --db PATH of a store file)");
  // SQLite would only say "unable to open database file" (and name its URI, for a reader).
  if (!is_uri(path) && std::filesystem::exists(path) && ::access(path.c_str(), R_OK) != 0)
    throw DbError(path + ": cannot read the store: " + std::strerror(errno));
  return path;
}

// `path` as a "file:" URI with `query` added, percent-encoding every character a URI would
// read as syntax ('?', '#', '%', ...). A path that is a URI already keeps its own parameters.
std::string uri_of(const std::string& path, const std::string& query) {
  if (is_uri(path)) return path + (path.find('?') == std::string::npos ? "?" : "&") + query;
  std::string out = "file:";
  for (const char ch : path) {
    const auto byte = static_cast<unsigned char>(ch);
    if (std::isalnum(byte) || std::string_view("/._-~").find(ch) != std::string_view::npos) {
      out += ch;
    } else {
      char escaped[4];
      std::snprintf(escaped, sizeof escaped, "%%%02X", byte);
      out += escaped;
    }
  }
  return out + "?" + query;
}

// How a reader opens `path`: read-only ("mode=ro"), or, when even that fails because a WAL store
// cannot get its shared-memory file (a read-only folder or file system where no -shm exists, so
// no writer has the store open), as immutable: SQLite then reads the file as it is, which is
// right for read-only media, where nobody can be writing it.
std::string reader_uri_for(const std::string& path) {
  const std::string read_only = uri_of(path, "mode=ro");
  try {
    Connection probe(read_only, Access::read);
    schema_version(probe);  // the first read opens the WAL index
    return read_only;
  } catch (const DbError& e) {
    if (e.code != SQLITE_READONLY && e.code != SQLITE_CANTOPEN)
      throw DbError(path + ": " + e.what(), e.code);
  }
  // Immutable reads the main file alone. A non-empty -wal without its -shm is a store whose writer
  // stopped before checkpointing (killed, or copied while open): its last commits live only in
  // the -wal, and immutable would ignore them without a word, so the store is refused instead.
  std::error_code ec;
  const std::string wal = path + "-wal", shm = path + "-shm";
  if (!is_uri(path) && std::filesystem::file_size(wal, ec) > 0 && !ec &&
      !std::filesystem::exists(shm, ec))
    throw DbError(path + ": " + wal + " holds commits that only a writer can apply, and " + shm +
                  " is missing on read-only media; open the store once where it can be written " +
                  "(copy " + path + " and " + wal + " together)");
  return uri_of(path, "immutable=1");
}

// A reader's checks: the file is a dailygrid store of this program's schema. Nothing is written,
// so an outdated store is refused rather than migrated, and the reference tables are read as they
// are (they describe the grades the store holds).
void check_readable(Connection& db, const std::string& path) {
  const int version = schema_version(db);
  if (version > kSchemaVersion)
    throw DbError("database schema version " + std::to_string(version) +
                  " is newer than this dailygrid (" + std::to_string(kSchemaVersion) + ")");
  if (version == 0) {
    auto st = db.prepare("SELECT count(*) FROM sqlite_master");
    st.step();
    throw DbError(st.column_int(0) != 0
                      ? "not a dailygrid database (it has tables but no schema version)"
                      : "an empty database, not a dailygrid store");
  }
  if (version < kSchemaVersion)
    throw DbError("the store has schema version " + std::to_string(version) + ", older than " +
                  std::to_string(kSchemaVersion) + ": a writing command (dailygrid regrade --db " +
                  path + ") upgrades it");
}

// Refuses a store whose schema is not what dailygrid made (schema_difference): its objects run
// whenever it is read, so a view planted in place of a table never runs.
// The version and the objects are read in one read transaction: another process migrating the
// same store (two writers starting on a new file) commits one version at a time, and a check that
// read the version before such a commit and the objects after it would refuse a good store.
void check_schema(Connection& db, SchemaStrictness strictness) {
  db.exec("BEGIN");
  std::string why;
  try {
    why = schema_difference(db, strictness);
    db.exec("COMMIT");
  } catch (...) {
    db.exec("ROLLBACK");
    throw;
  }
  if (!why.empty())
    throw DbError("not a store as dailygrid makes them: " + why +
                  " (a store is read only through dailygrid's own schema)");
}

// The graders' tier order and version as data, so SQL views can rank tiers and pick the current
// grades. Writes only when something differs, so opening an up-to-date store writes nothing.
void sync_reference(Connection& db) {
  std::string expected;
  for (const GraderInfo& g : all_graders()) {
    for (std::size_t r = 0; r <= g.tiers.size(); ++r)
      expected += std::string(g.game) + "/" +
                  std::string(r < g.tiers.size() ? g.tiers[r] : kSearchTier) + "/" +
                  std::to_string(r) + ";";
  }
  expected += "version/" + std::string(kGraderVersion);
  std::string stored;
  {
    auto st = db.prepare("SELECT game, tier, rank FROM tier_ranks ORDER BY game, rank");
    while (st.step())
      stored += st.column_text(0) + "/" + st.column_text(1) + "/" +
                std::to_string(st.column_int(2)) + ";";
    auto v = db.prepare("SELECT value FROM meta WHERE key = 'grader_version'");
    stored += "version/" + (v.step() ? v.column_text(0) : std::string());
  }
  if (stored == expected) return;
  db.exec("BEGIN IMMEDIATE");
  try {
    db.exec("DELETE FROM tier_ranks");
    auto ins = db.prepare("INSERT INTO tier_ranks (game, tier, rank) VALUES (?1, ?2, ?3)");
    for (const GraderInfo& g : all_graders()) {
      for (std::size_t r = 0; r <= g.tiers.size(); ++r) {
        ins.reset();
        ins.bind(1, g.game)
            .bind(2, r < g.tiers.size() ? g.tiers[r] : kSearchTier)
            .bind(3, static_cast<std::int64_t>(r));
        ins.step();
      }
    }
    auto v = db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('grader_version', ?1)");
    v.bind(1, kGraderVersion);
    v.step();
    db.exec("COMMIT");
  } catch (...) {
    db.exec("ROLLBACK");
    throw;
  }
}

}  // namespace

Store::Store(const std::string& path, Open mode)
    : path_(path),
      reader_uri_(mode == Open::read_only ? reader_uri_for(checked_path(path, mode)) : ""),
      db_(mode == Open::read_only ? reader_uri_ : checked_path(path, mode),
          mode == Open::create     ? Access::create
          : mode == Open::existing ? Access::write
                                   : Access::read) {
  try {
    if (mode == Open::read_only) {
      check_readable(db_, path);
      check_schema(db_, SchemaStrictness::own);
      db_.exec("PRAGMA query_only = ON");  // a second lock on the read-only open
      return;
    }
    // A file SQLite could only open read-only would fail at the first write, after the slow
    // work; say so now.
    if (db_.read_only())
      throw DbError(
          "the store is read-only (writing needs write access to the file and its folder)",
          SQLITE_READONLY);
    // Switching a new file to WAL needs a moment of exclusive access, and SQLite reports a clash
    // with a second process opening the same new file as "locked" without consulting the busy
    // timeout; so retry for up to ten seconds, but only while the file is busy: a file that is
    // not a store, or cannot be written, fails at once.
    for (int attempt = 0;; ++attempt) {
      try {
        db_.exec("PRAGMA journal_mode = WAL");  // readers never block the writer
        break;
      } catch (const DbError& e) {
        if (!e.busy() || attempt >= 500) throw;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
      }
    }
    db_.exec("PRAGMA synchronous = NORMAL");  // WAL + NORMAL: durable at checkpoints, never corrupt
    db_.exec("PRAGMA foreign_keys = ON");
    if (const int version = schema_version(db_); version > 0 && version <= kSchemaVersion)
      check_schema(db_, SchemaStrictness::own);
    migrate(db_);
    sync_reference(db_);
  } catch (const DbError& e) {
    if (e.code == SQLITE_READONLY && !db_.read_only())  // the folder, not the file, is read-only
      throw DbError(path + ": cannot write the store (" + e.what() +
                        "; writing needs write access to the file and its folder)",
                    e.code);
    throw DbError(path + ": " + e.what(), e.code);
  }
}

void Store::require_exact_schema() {
  try {
    check_schema(db_, SchemaStrictness::foreign);
  } catch (const DbError& e) {
    throw DbError(path_ + ": " + e.what(), e.code);
  }
}

Store::Transaction::Transaction(Store& s) : db_(s.db_) {
  db_.exec("BEGIN IMMEDIATE");
}

Store::Transaction::~Transaction() {
  if (!done_) {
    try {
      db_.exec("ROLLBACK");
    } catch (...) {  // nothing sensible to do in a destructor; SQLite rolls back on close anyway
    }
  }
}

void Store::Transaction::commit() {
  db_.exec("COMMIT");
  done_ = true;
}

std::optional<std::int64_t> Store::insert_puzzle(const PuzzleRecord& p,
                                                 std::optional<std::int64_t> run) {
  auto st = db_.prepare(
      "INSERT INTO puzzles (game, rows, cols, puzzle, solution, canonical_key, generator, "
      "generator_version, params, seed, source, external_id, run_id, variant) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, NULLIF(?7, ''), NULLIF(?8, ''), NULLIF(?9, ''), ?10, ?11, "
      "?12, ?13, ?14) ON CONFLICT(canonical_key) DO NOTHING");
  st.bind(1, p.game).bind(2, p.rows).bind(3, p.cols).bind(4, p.puzzle_json);
  st.bind(5, p.solution_json).bind(6, p.canonical_key).bind(7, p.generator);
  st.bind(8, p.generator_version).bind(9, p.params_json);
  if (p.seed) st.bind(10, static_cast<std::int64_t>(*p.seed));
  st.bind(11, p.source).bind(12, p.external_id);
  if (run) st.bind(13, *run);
  st.bind(14, variant_of_json(p.game, p.puzzle_json));
  st.step();
  const bool added = changes(db_) != 0;
  const std::int64_t id = added ? last_insert_id(db_) : [&] {
    auto find = db_.prepare("SELECT id FROM puzzles WHERE canonical_key = ?1");
    find.bind(1, p.canonical_key);
    find.step();
    return find.column_int(0);
  }();
  auto src = db_.prepare(
      "INSERT INTO puzzle_sources (puzzle_id, source, external_id, metadata) "
      "VALUES (?1, ?2, ?3, NULLIF(?4, '')) ON CONFLICT DO UPDATE SET "
      "metadata = coalesce(excluded.metadata, metadata)");
  src.bind(1, id).bind(2, p.source).bind(3, p.external_id).bind(4, p.metadata_json);
  src.step();
  if (!added) return std::nullopt;
  return id;
}

void Store::put_grade(std::int64_t puzzle, const GradeRecord& g) {
  auto del = db_.prepare("DELETE FROM rule_usage WHERE puzzle_id = ?1 AND grader_version = ?2");
  del.bind(1, puzzle).bind(2, g.grader_version);
  del.step();
  auto st = db_.prepare(
      "INSERT OR REPLACE INTO grades (puzzle_id, grader_version, status, max_tier, steps, micros, "
      "difficulty, band, bottleneck_steps, mean_available, technique, technique_level, minutes, "
      "calibration) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)");
  st.bind(1, puzzle).bind(2, g.grader_version).bind(3, g.status).bind(4, g.max_tier);
  st.bind(5, g.steps).bind(6, g.micros);
  if (g.difficulty) {  // unbound parameters are NULL
    st.bind(7, g.difficulty->score).bind(8, g.difficulty->band);
    st.bind(9, g.difficulty->bottleneck_steps).bind(10, g.difficulty->mean_available);
    st.bind(11, g.difficulty->technique).bind(12, g.difficulty->technique_level);
    st.bind(13, g.difficulty->minutes).bind(14, active_calibration().name);
  }
  st.step();
  auto use = db_.prepare(
      "INSERT INTO rule_usage (puzzle_id, grader_version, rule, tier, hits) "
      "VALUES (?1, ?2, ?3, ?4, ?5)");
  for (const auto& u : g.usage) {
    use.reset();
    use.bind(1, puzzle).bind(2, g.grader_version).bind(3, u.rule).bind(4, u.tier).bind(5, u.hits);
    use.step();
  }
}

bool Store::has_canonical_key(const std::string& key) {
  auto st = db_.prepare("SELECT 1 FROM puzzles WHERE canonical_key = ?1");
  st.bind(1, key);
  return st.step();
}

std::int64_t Store::start_run(const std::string& command, const std::string& params_json) {
  Transaction t(*this);
  auto st = db_.prepare("INSERT INTO runs (command, params) VALUES (?1, ?2)");
  st.bind(1, command).bind(2, params_json);
  st.step();
  const std::int64_t id = last_insert_id(db_);
  t.commit();
  return id;
}

void Store::finish_run(std::int64_t run, int added, int skipped, int rejected) {
  Transaction t(*this);
  auto st = db_.prepare(
      "UPDATE runs SET finished = strftime('%Y-%m-%dT%H:%M:%SZ', 'now'), added = ?2, "
      "skipped = ?3, rejected = ?4 WHERE id = ?1");
  st.bind(1, run).bind(2, added).bind(3, skipped).bind(4, rejected);
  st.step();
  t.commit();
}

}  // namespace dg::db
