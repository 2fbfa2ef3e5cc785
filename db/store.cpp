// The store (see store.hpp).
#include "db/store.hpp"

#include "grader/common/calibration.hpp"

#include <sqlite3.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <thread>
#include <unordered_map>

#include "db/common/many_rows.hpp"
#include "db/key_hash.hpp"
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
    // The log is checkpointed at 16 MB rather than 4: a page that later commits change again is
    // copied into the file once, and there are a third of the syncs (generate --db of 100,000
    // Queens: 65 -> 23 syncs, 91,000 -> 87,000 page writes). A larger page cache (8 MB) cut the
    // writes to 72,000 and the reads from 44,000 to 20,000, but no faster within the machine's
    // noise, for 6 MB more: not kept.
    db_.exec("PRAGMA wal_autocheckpoint = 4000");
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

// The writing functions' prepared statements, made once per store and reset between rows, and
// the ids of rules and generator parameters already stored. A rule id is cached at once and
// dropped again if its transaction rolls back (pending_rules); a parameters id waits in
// pending_params until the commit. Either way a rolled-back batch leaves no id the file does
// not hold.
struct Store::Writer {
  explicit Writer(Connection& db)
      : find_key(db.prepare(
            "SELECT id FROM puzzles WHERE key_hash = ?1 AND canonical_key = ?2 LIMIT 1")),
        insert_puzzle(db.prepare(one_row("INSERT", kPuzzles))),
        insert_source(db.prepare(one_row("INSERT", kSources) + " " + kSourceUpsert)),
        put_grade(db.prepare(one_row("INSERT OR REPLACE", kGrades))),
        // "OR FAIL": a failing row ends the statement with its earlier rows kept instead of
        // undoing them, so a multi-row INSERT needs no statement journal (the caller's
        // transaction is rolled back on any error anyway).
        many_puzzles(std::string("INSERT OR FAIL ") + kPuzzles.into, kPuzzles.row),
        many_sources(std::string("INSERT OR FAIL ") + kSources.into, kSources.row, kSourceUpsert),
        many_new_sources(std::string("INSERT OR FAIL ") + kSources.into, kSources.row),
        many_grades(std::string("INSERT OR FAIL ") + kGrades.into, kGrades.row),
        next_id(db.prepare("SELECT coalesce(max(id), 0) + 1 FROM puzzles")),
        add_rule(db.prepare("INSERT OR IGNORE INTO rules (rule, tier) VALUES (?1, ?2)")),
        find_rule(db.prepare("SELECT id FROM rules WHERE rule = ?1 AND tier = ?2")),
        add_params(db.prepare("INSERT OR IGNORE INTO generator_params (params) VALUES (?1)")),
        find_params(db.prepare("SELECT id FROM generator_params WHERE params = ?1")) {}

  // The rows' INSERT statements, one row at a time (insert_puzzle, put_grade) and many at once
  // (insert_many: new puzzles only, so their grades are plain INSERTs): each
  // table's "INTO t (columns)" and one row's values.
  struct RowInsert {
    const char* into;
    const char* row;
  };
  static std::string one_row(const char* verb, RowInsert t) {
    return std::string(verb) + " " + t.into + " VALUES " + t.row;
  }
  // ?1 unbound (NULL) lets SQLite choose the id.
  static constexpr RowInsert kPuzzles{
      "INTO puzzles (id, game, rows, cols, puzzle, solution, canonical_key, key_hash, generator, "
      "generator_version, params_id, seed, source, external_id, run_id, variant, created)",
      "(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, NULLIF(?9, ''), NULLIF(?10, ''), ?11, ?12, ?13, ?14, "
      "?15, ?16, ?17)"};
  static constexpr RowInsert kSources{
      "INTO puzzle_sources (puzzle_id, source, external_id, metadata, added)",
      "(?1, ?2, ?3, NULLIF(?4, ''), ?5)"};
  static constexpr const char* kSourceUpsert =
      "ON CONFLICT DO UPDATE SET metadata = coalesce(excluded.metadata, metadata)";
  static constexpr RowInsert kGrades{
      "INTO grades (puzzle_id, grader_version, status, max_tier, steps, micros, difficulty, "
      "band, bottleneck_steps, mean_available, technique, technique_level, minutes, calibration, "
      "hits)",
      "(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, NULLIF(?15, ''))"};

  Statement find_key, insert_puzzle, insert_source, put_grade;
  ManyRows many_puzzles, many_sources, many_new_sources, many_grades;
  std::map<std::size_t, Statement> find_keys;  // insert_many's lookup of n key hashes
  Statement next_id, add_rule, find_rule, add_params, find_params;
  // The rules' ids: rule -> (tier, id) for each tier it was stored under (one, but for a
  // renamed tier), looked up without building a key (a stored grade names ~6 rules, so this is on
  // every generated puzzle's path); the rules the open transaction added are listed in
  // pending_rules until it ends.
  struct KeyHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  using Tiers = std::vector<std::pair<std::string, std::int64_t>>;
  std::unordered_map<std::string, Tiers, KeyHash, std::equal_to<>> rules;
  std::vector<std::pair<std::string, std::string>> pending_rules;
  std::map<std::string, std::int64_t> params, pending_params;
  std::vector<std::pair<std::int64_t, int>> hits;  // hits_json's, kept for its capacity

  void committed() {
    pending_rules.clear();
    params.merge(pending_params);
    pending_params.clear();
  }
  void rolled_back() {
    for (const auto& [rule, tier] : pending_rules) {
      Tiers& tiers = rules[rule];
      std::erase_if(tiers, [&](const auto& t) { return t.first == tier; });
      if (tiers.empty()) rules.erase(rule);
    }
    pending_rules.clear();
    pending_params.clear();
  }
};

Store::~Store() = default;

Store::Writer& Store::writer() {
  if (!writer_) writer_ = std::make_unique<Writer>(db_);
  return *writer_;
}

namespace {

void set_reference_checks(Connection& db, bool on) {
  db.exec(on ? "PRAGMA foreign_keys = ON" : "PRAGMA foreign_keys = OFF");
}

}  // namespace

Store::Transaction::Transaction(Store& s, References references)
    : store_(s), switched_((references == References::checked) != s.references_checked_) {
  // foreign_keys can change only between transactions.
  if (switched_) set_reference_checks(store_.db_, !store_.references_checked_);
  try {
    store_.db_.exec("BEGIN IMMEDIATE");
  } catch (...) {
    if (switched_) set_reference_checks(store_.db_, store_.references_checked_);
    throw;
  }
}

Store::Transaction::~Transaction() {
  if (!done_) {
    if (store_.writer_) store_.writer_->rolled_back();
    try {
      store_.db_.exec("ROLLBACK");
    } catch (...) {  // nothing sensible to do in a destructor; SQLite rolls back on close anyway
    }
  }
  if (switched_) {
    try {
      set_reference_checks(store_.db_, store_.references_checked_);
    } catch (...) {  // as above
    }
  }
}

void Store::rest_references_unchecked() {
  set_reference_checks(db_, false);
  references_checked_ = false;
}

void Store::Transaction::commit() {
  store_.db_.exec("COMMIT");
  done_ = true;
  if (store_.writer_) store_.writer_->committed();
}

namespace {

// The time now as the schema's DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')) writes it, for
// rows that bind their created/added time: SQLite's strftime costs more than the rest of a
// generated puzzle's source row.
std::string now_utc() {
  const std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm tm{};
  gmtime_r(&t, &tm);
  char text[32];
  return std::string(text, std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm));
}

// The id a "SELECT id ..." statement finds for its bound parameters, left reset.
std::optional<std::int64_t> found_id(Statement& find) {
  std::optional<std::int64_t> id;
  if (find.step()) id = find.column_int(0);
  find.reset();
  return id;
}

}  // namespace

std::optional<std::int64_t> Store::find_canonical_key(const std::string& key) {
  return find_canonical_key(key, key_hash(key));
}

std::optional<std::int64_t> Store::find_canonical_key(const std::string& key, std::int64_t hash) {
  Statement& find = writer().find_key;
  find.bind(1, hash).bind(2, key);
  return found_id(find);
}

std::optional<std::int64_t> Store::params_id(const std::string& params_json) {
  if (params_json.empty()) return std::nullopt;
  Writer& w = writer();
  if (const auto hit = w.params.find(params_json); hit != w.params.end()) return hit->second;
  if (const auto hit = w.pending_params.find(params_json); hit != w.pending_params.end())
    return hit->second;
  w.add_params.bind(1, params_json);
  w.add_params.step();
  w.add_params.reset();
  w.find_params.bind(1, params_json);
  const std::int64_t id = found_id(w.find_params).value();  // added just now if it was missing
  w.pending_params[params_json] = id;
  return id;
}

std::int64_t Store::rule_id(const std::string& rule, const std::string& tier) {
  Writer& w = writer();
  const auto known = w.rules.find(std::string_view(rule));
  if (known != w.rules.end())
    for (const auto& [stored_tier, id] : known->second)
      if (stored_tier == tier) return id;
  w.add_rule.bind(1, rule).bind(2, tier);
  w.add_rule.step();
  w.add_rule.reset();
  w.find_rule.bind(1, rule).bind(2, tier);
  const std::int64_t id = found_id(w.find_rule).value();
  w.rules[rule].emplace_back(tier, id);
  w.pending_rules.emplace_back(rule, tier);
  return id;
}

std::optional<std::int64_t> Store::insert_puzzle(const PuzzleRecord& p,
                                                 std::optional<std::int64_t> run) {
  Writer& w = writer();
  const std::int64_t hash = key_hash(p.canonical_key);
  std::optional<std::int64_t> id = find_canonical_key(p.canonical_key, hash);
  const bool added = !id;
  const std::string now = now_utc();
  if (added) {
    bind_puzzle(w.insert_puzzle, 0, p, std::nullopt, hash, run, now);
    w.insert_puzzle.step();
    w.insert_puzzle.reset();
    id = last_insert_id(db_);
  }
  bind_source(w.insert_source, 0, *id, p, now);
  w.insert_source.step();
  w.insert_source.reset();
  if (!added) return std::nullopt;
  return id;
}

// The record outlives the step: its long texts are not copied.
void Store::bind_puzzle(Statement& st, int at, const PuzzleRecord& p,
                        std::optional<std::int64_t> id, std::int64_t hash,
                        std::optional<std::int64_t> run, std::string_view now) {
  if (id) st.bind(at + 1, *id);
  st.bind_uncopied(at + 2, p.game).bind(at + 3, p.rows).bind(at + 4, p.cols);
  st.bind_uncopied(at + 5, p.puzzle_json).bind_uncopied(at + 6, p.solution_json);
  st.bind_uncopied(at + 7, p.canonical_key).bind(at + 8, hash);
  st.bind_uncopied(at + 9, p.generator).bind_uncopied(at + 10, p.generator_version);
  if (const auto params = params_id(p.params_json)) st.bind(at + 11, *params);
  if (p.seed) st.bind(at + 12, static_cast<std::int64_t>(*p.seed));
  st.bind_uncopied(at + 13, p.source).bind_uncopied(at + 14, p.external_id);
  if (run) st.bind(at + 15, *run);
  if (p.variant.empty())
    st.bind(at + 16, variant_of_json(p.game, p.puzzle_json));  // a temporary: copied
  else
    st.bind_uncopied(at + 16, p.variant);
  st.bind_uncopied(at + 17, now);
}

void Store::bind_source(Statement& st, int at, std::int64_t puzzle, const PuzzleRecord& p,
                        std::string_view now) {
  st.bind(at + 1, puzzle).bind_uncopied(at + 2, p.source).bind_uncopied(at + 3, p.external_id);
  st.bind_uncopied(at + 4, p.metadata_json).bind_uncopied(at + 5, now);
}

void Store::bind_grade(Statement& st, int at, std::int64_t puzzle, const GradeRecord& g,
                       std::string_view hits) {
  st.bind(at + 1, puzzle).bind_uncopied(at + 2, g.grader_version);
  st.bind_uncopied(at + 3, g.status).bind_uncopied(at + 4, g.max_tier);
  st.bind(at + 5, g.steps).bind(at + 6, g.micros);
  if (g.difficulty) {  // unbound parameters are NULL
    st.bind(at + 7, g.difficulty->score).bind_uncopied(at + 8, g.difficulty->band);
    st.bind(at + 9, g.difficulty->bottleneck_steps).bind(at + 10, g.difficulty->mean_available);
    st.bind(at + 11, g.difficulty->technique).bind_uncopied(at + 12, g.difficulty->technique_level);
    st.bind(at + 13, g.difficulty->minutes).bind_uncopied(at + 14, active_calibration().name);
  }
  st.bind_uncopied(at + 15, hits);
}

std::vector<std::optional<std::int64_t>> Store::insert_many(std::span<const GradedRow> rows,
                                                            std::optional<std::int64_t> run) {
  Writer& w = writer();
  const std::string now = now_utc();  // one time for the window: all its rows are stored at once
  std::vector<std::optional<std::int64_t>> added(rows.size());
  std::vector<std::int64_t> ids(rows.size());               // the puzzle each row's source names
  std::unordered_map<std::string_view, std::int64_t> made;  // keys added by this call
  std::optional<std::int64_t> next;               // as SQLite would choose: after the largest id
  std::vector<std::size_t> fresh;                 // the rows added
  std::vector<std::int64_t> hashes(rows.size());  // each row's key_hash, worked out once
  for (std::size_t i = 0; i < rows.size(); ++i) hashes[i] = key_hash(rows[i].rec->canonical_key);
  // The rows' boards already stored, looked up kMaxRows hashes a statement.
  std::unordered_map<std::string, std::int64_t> stored;
  for (std::size_t at = 0; at < rows.size(); at += ManyRows::kMaxRows) {
    const std::size_t n = std::min(ManyRows::kMaxRows, rows.size() - at);
    auto found = w.find_keys.find(n);
    if (found == w.find_keys.end()) {
      std::string sql = "SELECT id, canonical_key FROM puzzles WHERE key_hash IN (";
      for (std::size_t k = 1; k <= n; ++k) sql += (k > 1 ? ", ?" : "?") + std::to_string(k);
      found = w.find_keys.emplace(n, db_.prepare(sql + ")")).first;
    }
    Statement& st = found->second;
    for (std::size_t k = 0; k < n; ++k) st.bind(static_cast<int>(k) + 1, hashes[at + k]);
    while (st.step()) stored.emplace(st.column_text(1), st.column_int(0));
    st.reset();
  }
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const std::string& key = rows[i].rec->canonical_key;
    if (const auto s = stored.find(key); s != stored.end()) {
      ids[i] = s->second;
      continue;
    }
    const auto [m, first] = made.try_emplace(key, 0);  // this call's own repeat, or new
    if (!first) {
      ids[i] = m->second;
      continue;
    }
    if (!next) next = found_id(w.next_id).value();
    m->second = ids[i] = (*next)++;
    added[i] = ids[i];
    fresh.push_back(i);
  }
  w.many_puzzles.insert(db_, fresh.size(), [&](Statement& st, int at, std::size_t k) {
    bind_puzzle(st, at, *rows[fresh[k]].rec, ids[fresh[k]], hashes[fresh[k]], run, now);
  });
  // A new puzzle's first source cannot be there yet: a plain INSERT. The others may repeat a
  // stored source row (the same file imported again), whose metadata the upsert keeps.
  std::vector<std::size_t> repeated;
  for (std::size_t i = 0; i < rows.size(); ++i)
    if (!added[i]) repeated.push_back(i);
  w.many_new_sources.insert(db_, fresh.size(), [&](Statement& st, int at, std::size_t k) {
    bind_source(st, at, ids[fresh[k]], *rows[fresh[k]].rec, now);
  });
  w.many_sources.insert(db_, repeated.size(), [&](Statement& st, int at, std::size_t k) {
    bind_source(st, at, ids[repeated[k]], *rows[repeated[k]].rec, now);
  });
  std::vector<std::size_t> graded;
  std::vector<std::string> hits;  // bound uncopied: kept until the inserts end
  for (const std::size_t i : fresh)
    if (const GradeRecord* g = rows[i].grade) {
      graded.push_back(i);
      hits.push_back(hits_json(g->usage));
    }
  w.many_grades.insert(db_, graded.size(), [&](Statement& st, int at, std::size_t k) {
    bind_grade(st, at, ids[graded[k]], *rows[graded[k]].grade, hits[k]);
  });
  return added;
}

void Store::put_grade(std::int64_t puzzle, const GradeRecord& g) {
  Statement& st = writer().put_grade;
  const std::string hits = hits_json(g.usage);
  bind_grade(st, 0, puzzle, g, hits);
  st.step();
  st.reset();
}

std::string Store::hits_json(const std::vector<GradeRecord::Usage>& usage) {
  // {"<rules.id>":hits,...}, ids ascending: the form version 11's migration writes. A rule named
  // twice keeps its last count, as the old table's primary key did.
  if (usage.empty()) return "";
  std::vector<std::pair<std::int64_t, int>>& hits = writer().hits;
  hits.clear();
  for (const auto& u : usage) {
    // Insertion sort by id, stable (a grade names a handful of rules).
    const std::pair<std::int64_t, int> h{rule_id(u.rule, u.tier), u.hits};
    auto at = hits.end();
    while (at != hits.begin() && (at - 1)->first > h.first) --at;
    hits.insert(at, h);
  }
  std::string json;
  json.reserve(hits.size() * 12 + 2);
  json += '{';
  char number[24];
  auto put = [&](long long v) { json.append(number, std::to_chars(number, number + 24, v).ptr); };
  for (std::size_t i = 0; i < hits.size(); ++i) {
    if (i + 1 < hits.size() && hits[i + 1].first == hits[i].first) continue;  // the last count
    if (json.size() > 1) json += ',';
    json += '"';
    put(hits[i].first);
    json += '"';
    json += ':';
    put(hits[i].second);
  }
  json += '}';
  return json;
}

bool Store::has_canonical_key(const std::string& key) {
  return find_canonical_key(key).has_value();
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
