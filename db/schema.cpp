// Schema migrations (see schema.hpp).
#include "db/schema.hpp"

#include <array>
#include <string>

namespace dg::db {

namespace {

// Version 1: puzzles keyed by canonical form, grades and per-rule usage per grader version, the
// daily schedule, and the runs that made everything (for tracing and reproducing a set).
constexpr const char* kV1 = R"sql(
CREATE TABLE puzzles (
  id                INTEGER PRIMARY KEY,
  game              TEXT NOT NULL,
  rows              INTEGER NOT NULL,
  cols              INTEGER NOT NULL,
  puzzle            TEXT NOT NULL,            -- interchange JSON, givens only
  solution          TEXT NOT NULL,            -- interchange "solution" JSON
  canonical_key     TEXT NOT NULL UNIQUE,     -- same board under symmetry -> same key
  generator         TEXT,                     -- NULL for imported puzzles
  generator_version TEXT,
  params            TEXT,                     -- generator parameters as JSON
  seed              INTEGER,                  -- the item seed the generator used
  source            TEXT NOT NULL,            -- 'generated' or the imported file's name
  external_id       TEXT,                     -- the id the puzzle had in its source file
  run_id            INTEGER REFERENCES runs(id),
  created           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX puzzles_game_size ON puzzles(game, rows, cols);
CREATE INDEX puzzles_source ON puzzles(source);

CREATE TABLE grades (
  puzzle_id      INTEGER NOT NULL REFERENCES puzzles(id) ON DELETE CASCADE,
  grader_version TEXT NOT NULL,
  status         TEXT NOT NULL,               -- solved | stuck | contradiction
  max_tier       TEXT NOT NULL,               -- a tier name of the game, or 'search'
  steps          INTEGER NOT NULL,
  micros         INTEGER NOT NULL,
  PRIMARY KEY (puzzle_id, grader_version)
);
CREATE INDEX grades_tier ON grades(grader_version, max_tier);

CREATE TABLE rule_usage (
  puzzle_id      INTEGER NOT NULL REFERENCES puzzles(id) ON DELETE CASCADE,
  grader_version TEXT NOT NULL,
  rule           TEXT NOT NULL,
  tier           TEXT NOT NULL,
  hits           INTEGER NOT NULL,
  PRIMARY KEY (puzzle_id, grader_version, rule)
);
CREATE INDEX rule_usage_rule ON rule_usage(grader_version, rule);

CREATE TABLE daily (
  date      TEXT NOT NULL,                    -- YYYY-MM-DD
  game      TEXT NOT NULL,
  slot      INTEGER NOT NULL DEFAULT 0,
  puzzle_id INTEGER NOT NULL UNIQUE REFERENCES puzzles(id),  -- never scheduled twice
  PRIMARY KEY (date, game, slot)
);

CREATE TABLE runs (
  id        INTEGER PRIMARY KEY,
  command   TEXT NOT NULL,                    -- e.g. 'import', 'generate queens'
  params    TEXT NOT NULL,                    -- the command's parameters as JSON
  started   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  finished  TEXT,
  added     INTEGER NOT NULL DEFAULT 0,
  skipped   INTEGER NOT NULL DEFAULT 0,
  rejected  INTEGER NOT NULL DEFAULT 0
);
)sql";

constexpr std::array<const char*, kSchemaVersion> kMigrations = {kV1};

}  // namespace

int schema_version(Connection& db) {
  auto st = db.prepare("PRAGMA user_version");
  st.step();
  return static_cast<int>(st.column_int(0));
}

void migrate(Connection& db) {
  for (;;) {
    db.exec("BEGIN IMMEDIATE");  // one writer migrates; others wait on the busy timeout
    const int version = schema_version(db);
    if (version > kSchemaVersion) {
      db.exec("ROLLBACK");
      throw DbError("database schema version " + std::to_string(version) +
                    " is newer than this dailygrid (" + std::to_string(kSchemaVersion) + ")");
    }
    if (version == kSchemaVersion) {
      db.exec("COMMIT");
      return;
    }
    if (version == 0) {
      auto st = db.prepare("SELECT count(*) FROM sqlite_master");
      st.step();
      if (st.column_int(0) != 0) {
        db.exec("ROLLBACK");
        throw DbError("not a dailygrid database (it has tables but no schema version)");
      }
    }
    try {
      db.exec(kMigrations[static_cast<std::size_t>(version)]);
      db.exec("PRAGMA user_version = " + std::to_string(version + 1));
      db.exec("COMMIT");
    } catch (...) {
      db.exec("ROLLBACK");
      throw;
    }
  }
}

}  // namespace dg::db
