// Schema migrations (see schema.hpp).
#include "db/schema.hpp"

#include <array>
#include <map>
#include <mutex>
#include <string>
#include <tuple>

#include <sqlite3.h>

#include "db/key_hash.hpp"
#include "db/series.hpp"

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

// Version 2: publication and provenance.
// - daily.number: each game's publication number (#1, #2, ... in date order; see daily.hpp for
//   when numbers may still move), daily.spec: the curve entry the slot was filled for, so a
//   re-roll draws from the same slot without the curve file.
// - schedule_log: every scheduling, replacement and unscheduling; a puzzle that was ever
//   scheduled is never scheduled again, even after its day was replaced or cleared.
// - puzzle_sources: every source a board came from (the same board in two files is one puzzle
//   with two sources), with the source entry's own keys (number, date, set, ...) as JSON.
// - tier_ranks and meta: the graders' tier order and the current grader version, kept in step
//   with the program by Store (sync_reference), so that the views below need no C++.
constexpr const char* kV2 = R"sql(
ALTER TABLE daily ADD COLUMN number INTEGER;
ALTER TABLE daily ADD COLUMN spec TEXT;
UPDATE daily SET number = (SELECT count(*) FROM daily d WHERE d.game = daily.game AND
                           (d.date < daily.date OR (d.date = daily.date AND d.slot <= daily.slot)));

CREATE TABLE schedule_log (
  id        INTEGER PRIMARY KEY,
  date      TEXT NOT NULL,
  game      TEXT NOT NULL,
  puzzle_id INTEGER NOT NULL REFERENCES puzzles(id),
  action    TEXT NOT NULL,                    -- scheduled | replaced | unscheduled
  at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX schedule_log_puzzle ON schedule_log(puzzle_id);
INSERT INTO schedule_log (date, game, puzzle_id, action)
  SELECT date, game, puzzle_id, 'scheduled' FROM daily ORDER BY date, game;

CREATE TABLE puzzle_sources (
  puzzle_id   INTEGER NOT NULL REFERENCES puzzles(id) ON DELETE CASCADE,
  source      TEXT NOT NULL,                  -- 'generated' or the imported file's name
  external_id TEXT NOT NULL DEFAULT '',       -- the id in that source ('' when it had none)
  metadata    TEXT,                           -- the entry's other keys as JSON, or NULL
  added       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  PRIMARY KEY (puzzle_id, source, external_id)
);
CREATE INDEX puzzle_sources_source ON puzzle_sources(source);
INSERT INTO puzzle_sources (puzzle_id, source, external_id)
  SELECT id, source, coalesce(external_id, '') FROM puzzles;

CREATE TABLE tier_ranks (
  game TEXT NOT NULL,
  tier TEXT NOT NULL,                         -- a tier name, or 'search' (after the last)
  rank INTEGER NOT NULL,                      -- 0 = easiest
  PRIMARY KEY (game, tier)
);

CREATE TABLE meta (
  key   TEXT PRIMARY KEY,                     -- 'grader_version'
  value TEXT NOT NULL
);

-- Every graded puzzle under the current grader version, with its grade and the tier's rank.
CREATE VIEW puzzle_grades AS
  SELECT p.id AS puzzle_id, p.game, p.rows, p.cols, p.source, p.external_id, p.generator,
         g.status, g.max_tier AS tier, t.rank AS tier_rank, g.steps, g.micros, g.grader_version
  FROM puzzles p
  JOIN grades g ON g.puzzle_id = p.id
               AND g.grader_version = (SELECT value FROM meta WHERE key = 'grader_version')
  LEFT JOIN tier_ranks t ON t.game = p.game AND t.tier = g.max_tier;

-- How many puzzles of each game and size need each tier.
CREATE VIEW tier_mix AS
  SELECT game, rows, cols, tier, tier_rank, count(*) AS puzzles
  FROM puzzle_grades GROUP BY game, rows, cols, tier, tier_rank;

-- For the puzzles graded at each tier: how many used each rule, and how often it fired.
-- `tier` is the puzzles' grade, `rule_tier` the tier the rule belongs to.
CREATE VIEW rule_usage_by_tier AS
  SELECT pg.game, pg.tier, pg.tier_rank, u.rule, u.tier AS rule_tier,
         count(*) AS puzzles, sum(u.hits) AS hits,
         round(1.0 * count(*) / (SELECT count(*) FROM puzzle_grades x
                                 WHERE x.game = pg.game AND x.tier = pg.tier), 4) AS share,
         round(1.0 * sum(u.hits) / (SELECT count(*) FROM puzzle_grades x
                                    WHERE x.game = pg.game AND x.tier = pg.tier), 4) AS mean_hits
  FROM puzzle_grades pg
  JOIN rule_usage u ON u.puzzle_id = pg.puzzle_id AND u.grader_version = pg.grader_version
  GROUP BY pg.game, pg.tier, pg.tier_rank, u.rule, u.tier;

-- The published schedule: each game's publication number, the puzzle and its grade.
CREATE VIEW schedule AS
  SELECT d.date,
         CASE CAST(strftime('%w', d.date) AS INTEGER)
           WHEN 0 THEN 'sunday' WHEN 1 THEN 'monday' WHEN 2 THEN 'tuesday'
           WHEN 3 THEN 'wednesday' WHEN 4 THEN 'thursday' WHEN 5 THEN 'friday'
           ELSE 'saturday' END AS weekday,
         d.game, d.number, d.puzzle_id, p.rows, p.cols, pg.tier, pg.tier_rank, p.source
  FROM daily d
  JOIN puzzles p ON p.id = d.puzzle_id
  LEFT JOIN puzzle_grades pg ON pg.puzzle_id = d.puzzle_id;
)sql";

// Version 3: the difficulty score (grader/common/difficulty.hpp) beside each grade: the score, its
// band and the bottleneck figures, NULL for grades made before it (`regrade` fills them: the
// grader version went to 2 with it) and for puzzles the rules do not solve. The views that show
// grades carry difficulty and band.
constexpr const char* kV3 = R"sql(
ALTER TABLE grades ADD COLUMN difficulty REAL;
ALTER TABLE grades ADD COLUMN band TEXT;              -- easy | medium | hard | expert
ALTER TABLE grades ADD COLUMN bottleneck_steps INTEGER;
ALTER TABLE grades ADD COLUMN mean_available REAL;
CREATE INDEX grades_difficulty ON grades(grader_version, difficulty);

DROP VIEW schedule;
DROP VIEW rule_usage_by_tier;
DROP VIEW tier_mix;
DROP VIEW puzzle_grades;

CREATE VIEW puzzle_grades AS
  SELECT p.id AS puzzle_id, p.game, p.rows, p.cols, p.source, p.external_id, p.generator,
         g.status, g.max_tier AS tier, t.rank AS tier_rank, g.steps, g.micros, g.grader_version,
         g.difficulty, g.band, g.bottleneck_steps, g.mean_available
  FROM puzzles p
  JOIN grades g ON g.puzzle_id = p.id
               AND g.grader_version = (SELECT value FROM meta WHERE key = 'grader_version')
  LEFT JOIN tier_ranks t ON t.game = p.game AND t.tier = g.max_tier;

CREATE VIEW tier_mix AS
  SELECT game, rows, cols, tier, tier_rank, count(*) AS puzzles
  FROM puzzle_grades GROUP BY game, rows, cols, tier, tier_rank;

CREATE VIEW rule_usage_by_tier AS
  SELECT pg.game, pg.tier, pg.tier_rank, u.rule, u.tier AS rule_tier,
         count(*) AS puzzles, sum(u.hits) AS hits,
         round(1.0 * count(*) / (SELECT count(*) FROM puzzle_grades x
                                 WHERE x.game = pg.game AND x.tier = pg.tier), 4) AS share,
         round(1.0 * sum(u.hits) / (SELECT count(*) FROM puzzle_grades x
                                    WHERE x.game = pg.game AND x.tier = pg.tier), 4) AS mean_hits
  FROM puzzle_grades pg
  JOIN rule_usage u ON u.puzzle_id = pg.puzzle_id AND u.grader_version = pg.grader_version
  GROUP BY pg.game, pg.tier, pg.tier_rank, u.rule, u.tier;

CREATE VIEW schedule AS
  SELECT d.date,
         CASE CAST(strftime('%w', d.date) AS INTEGER)
           WHEN 0 THEN 'sunday' WHEN 1 THEN 'monday' WHEN 2 THEN 'tuesday'
           WHEN 3 THEN 'wednesday' WHEN 4 THEN 'thursday' WHEN 5 THEN 'friday'
           ELSE 'saturday' END AS weekday,
         d.game, d.number, d.puzzle_id, p.rows, p.cols, pg.tier, pg.tier_rank, p.source,
         pg.difficulty, pg.band
  FROM daily d
  JOIN puzzles p ON p.id = d.puzzle_id
  LEFT JOIN puzzle_grades pg ON pg.puzzle_id = d.puzzle_id;
)sql";

// Version 4: variants and publication series (issue 22, H07).
// - puzzles.variant: the puzzle's variant (solver/common/variant.hpp: "linkedin", "stars2",
//   "torus", "unique-lines", "walls", ...), computed by the game's variant_of; filled for existing
//   rows right after this script (fill_variants), so stats, export and the views can tell a Star
//   Battle from a LinkedIn Queens.
// - daily.series: the publication series a slot is numbered in ("queens", "queens:stars2",
//   "tango", ...): a Star Battle has its own numbers and never takes a Queens one. Filled and
//   renumbered after this script (renumber_all_series), then a unique index on (series, number)
//   makes the store itself refuse a second #3 in one series (a merge of two schedules once made
//   #1..#10 twice per game).
// The views carry the variant (and the schedule its series), for GROUP BY variant in plain SQL.
constexpr const char* kV4 = R"sql(
ALTER TABLE puzzles ADD COLUMN variant TEXT;
ALTER TABLE daily ADD COLUMN series TEXT;
CREATE INDEX puzzles_variant ON puzzles(game, variant);

DROP VIEW schedule;
DROP VIEW tier_mix;
DROP VIEW rule_usage_by_tier;
DROP VIEW puzzle_grades;

CREATE VIEW puzzle_grades AS
  SELECT p.id AS puzzle_id, p.game, p.variant, p.rows, p.cols, p.source, p.external_id,
         p.generator, g.status, g.max_tier AS tier, t.rank AS tier_rank, g.steps, g.micros,
         g.grader_version, g.difficulty, g.band, g.bottleneck_steps, g.mean_available
  FROM puzzles p
  JOIN grades g ON g.puzzle_id = p.id
               AND g.grader_version = (SELECT value FROM meta WHERE key = 'grader_version')
  LEFT JOIN tier_ranks t ON t.game = p.game AND t.tier = g.max_tier;

CREATE VIEW tier_mix AS
  SELECT game, variant, rows, cols, tier, tier_rank, count(*) AS puzzles
  FROM puzzle_grades GROUP BY game, variant, rows, cols, tier, tier_rank;

CREATE VIEW rule_usage_by_tier AS
  SELECT pg.game, pg.tier, pg.tier_rank, u.rule, u.tier AS rule_tier,
         count(*) AS puzzles, sum(u.hits) AS hits,
         round(1.0 * count(*) / (SELECT count(*) FROM puzzle_grades x
                                 WHERE x.game = pg.game AND x.tier = pg.tier), 4) AS share,
         round(1.0 * sum(u.hits) / (SELECT count(*) FROM puzzle_grades x
                                    WHERE x.game = pg.game AND x.tier = pg.tier), 4) AS mean_hits
  FROM puzzle_grades pg
  JOIN rule_usage u ON u.puzzle_id = pg.puzzle_id AND u.grader_version = pg.grader_version
  GROUP BY pg.game, pg.tier, pg.tier_rank, u.rule, u.tier;

CREATE VIEW schedule AS
  SELECT d.date,
         CASE CAST(strftime('%w', d.date) AS INTEGER)
           WHEN 0 THEN 'sunday' WHEN 1 THEN 'monday' WHEN 2 THEN 'tuesday'
           WHEN 3 THEN 'wednesday' WHEN 4 THEN 'thursday' WHEN 5 THEN 'friday'
           ELSE 'saturday' END AS weekday,
         d.game, d.number, d.puzzle_id, p.rows, p.cols, pg.tier, pg.tier_rank, p.source,
         pg.difficulty, pg.band, p.variant, d.series
  FROM daily d
  JOIN puzzles p ON p.id = d.puzzle_id
  LEFT JOIN puzzle_grades pg ON pg.puzzle_id = d.puzzle_id;
)sql";

// After version 4's script: every puzzle's variant, every slot's series, numbers made unique per
// series (series.hpp), then the index that keeps them so.
void after_v4(Connection& db) {
  fill_variants(db);
  fill_series(db);
  renumber_all_series(db, today_days());
  db.exec("CREATE UNIQUE INDEX daily_series_number ON daily(series, number)");
}

// Version 5: the technique level beside the score (grader/common/difficulty.hpp): the size-free
// value and its level name, NULL where the score is NULL and for grades made before it (`regrade`
// fills them: the grader version went to 3 with it). Columns only, so the views stay as they are;
// `stats` and `export` read them from grades.
constexpr const char* kV5 = R"sql(
ALTER TABLE grades ADD COLUMN technique REAL;
ALTER TABLE grades ADD COLUMN technique_level TEXT;  -- plain | clever | subtle | deep
)sql";

// Version 6: schedule_log.reason, why a published day (on or before --today) was re-rolled or
// cleared anyway (daily --force REASON); NULL for every ordinary change.
constexpr const char* kV6 = R"sql(
ALTER TABLE schedule_log ADD COLUMN reason TEXT;
)sql";

// Version 7: solve_times, players' solve times (issue 37), for fitting the difficulty model to
// real solves (`dailygrid times import`, db/solve_times.hpp). One row per solve: the puzzle, the
// player's name as given, the seconds from first move to solved, the day and the hints when known,
// the file it came from and the run that stored it. A row equal to a stored one in puzzle, player,
// seconds, day and hints is the same solve (the unique index, NULLs compared as equal through
// coalesce), so importing a file twice stores it once.
constexpr const char* kV7 = R"sql(
CREATE TABLE solve_times (
  id          INTEGER PRIMARY KEY,
  puzzle_id   INTEGER NOT NULL REFERENCES puzzles(id) ON DELETE CASCADE,
  player      TEXT NOT NULL,                  -- the name in the file, as given
  seconds     REAL NOT NULL CHECK (seconds > 0),
  solved_on   TEXT,                           -- YYYY-MM-DD, NULL when the file gave none
  hints       INTEGER CHECK (hints >= 0),     -- hints used, NULL when the file gave none
  source      TEXT NOT NULL,                  -- the imported file's name
  run_id      INTEGER REFERENCES runs(id),
  imported_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE UNIQUE INDEX solve_times_solve
  ON solve_times(puzzle_id, player, seconds, coalesce(solved_on, ''), coalesce(hints, -1));
CREATE INDEX solve_times_player ON solve_times(player);
)sql";

// Version 8: the predicted minutes beside the score and the calibration that made them and the
// band (grader/common/calibration.hpp; the grader version went to 4 with it): NULL where the score
// is NULL and for grades made before it (`regrade` fills them). Columns only, as version 5.
constexpr const char* kV8 = R"sql(
ALTER TABLE grades ADD COLUMN minutes REAL;
ALTER TABLE grades ADD COLUMN calibration TEXT;  -- the calibration's name, e.g. shipped-2026-12
)sql";

// Version 9: one slot per series and day (issue 39, E5). A day may hold several slots of one game
// (daily.slot 0, 1, ...: LinkedIn Queens and a Star Battle 2★ side by side), each numbered in its
// own series; this index makes the store refuse a second slot of one series on one day, as
// daily_series_number refuses a second #3. Every store dailygrid made holds one slot per game and
// day (slot 0), so no row is in its way.
constexpr const char* kV9 = R"sql(
CREATE UNIQUE INDEX daily_date_series ON daily(date, series);
)sql";

// Version 10 (issue 39, A2/A3): the views carry what the grades gained since schema 5 and 8, and a
// view of each puzzle's rule usage answers "which rules make Friday hard" in one query.
// - puzzle_grades and schedule: technique, technique_level, minutes and calibration.
// - puzzle_rule_usage: one row per graded puzzle and rule that made progress (current grader
//   version): the puzzle's game, variant, size, grade, score, band, technique level and minutes,
//   the rule, its tier and hits, and the slot's date, weekday, series and number when the puzzle
//   is scheduled (NULL when not: a puzzle is scheduled at most once).
// tier_mix and rule_usage_by_tier name the columns they read, so they stay as they are.
constexpr const char* kV10 = R"sql(
DROP VIEW schedule;
DROP VIEW puzzle_grades;

CREATE VIEW puzzle_grades AS
  SELECT p.id AS puzzle_id, p.game, p.variant, p.rows, p.cols, p.source, p.external_id,
         p.generator, g.status, g.max_tier AS tier, t.rank AS tier_rank, g.steps, g.micros,
         g.grader_version, g.difficulty, g.band, g.bottleneck_steps, g.mean_available,
         g.technique, g.technique_level, g.minutes, g.calibration
  FROM puzzles p
  JOIN grades g ON g.puzzle_id = p.id
               AND g.grader_version = (SELECT value FROM meta WHERE key = 'grader_version')
  LEFT JOIN tier_ranks t ON t.game = p.game AND t.tier = g.max_tier;

CREATE VIEW schedule AS
  SELECT d.date,
         CASE CAST(strftime('%w', d.date) AS INTEGER)
           WHEN 0 THEN 'sunday' WHEN 1 THEN 'monday' WHEN 2 THEN 'tuesday'
           WHEN 3 THEN 'wednesday' WHEN 4 THEN 'thursday' WHEN 5 THEN 'friday'
           ELSE 'saturday' END AS weekday,
         d.game, d.number, d.puzzle_id, p.rows, p.cols, pg.tier, pg.tier_rank, p.source,
         pg.difficulty, pg.band, p.variant, d.series, pg.technique, pg.technique_level,
         pg.minutes
  FROM daily d
  JOIN puzzles p ON p.id = d.puzzle_id
  LEFT JOIN puzzle_grades pg ON pg.puzzle_id = d.puzzle_id;

CREATE VIEW puzzle_rule_usage AS
  SELECT pg.puzzle_id, pg.game, pg.variant, pg.rows, pg.cols, pg.tier, pg.tier_rank,
         pg.difficulty, pg.band, pg.technique_level, pg.minutes,
         u.rule, u.tier AS rule_tier, u.hits,
         d.date,
         CASE CAST(strftime('%w', d.date) AS INTEGER)
           WHEN 0 THEN 'sunday' WHEN 1 THEN 'monday' WHEN 2 THEN 'tuesday'
           WHEN 3 THEN 'wednesday' WHEN 4 THEN 'thursday' WHEN 5 THEN 'friday'
           WHEN 6 THEN 'saturday' END AS weekday,
         d.series, d.number
  FROM puzzle_grades pg
  JOIN rule_usage u ON u.puzzle_id = pg.puzzle_id AND u.grader_version = pg.grader_version
  LEFT JOIN daily d ON d.puzzle_id = pg.puzzle_id;
)sql";

// Version 11 (issue 41): a store of a million puzzles at a few hundred bytes each.
// - rule_hits: one row per graded puzzle (WITHOUT ROWID), its rules' hits as one compact JSON
//   object keyed by `rules` ids ({"3":7,"5":1}); was a row per rule with the rule's name, its
//   tier and two indexes. The view rule_usage keeps the old table's columns, so every query of it
//   runs as before. A grade no rule helped (solved by its givens) has no rule_hits row.
// - generator_params: each distinct generator parameter text once, puzzles.params_id naming it
//   (was the text on every row).
// - puzzles.key_hash: the canonical key's 64-bit hash (db/key_hash.hpp), indexed; the duplicate
//   check compares the key itself among the rows of that hash. Was a UNIQUE index on the key
//   text (a copy of every key).
// - Indexes no query seeks by are gone: puzzles(source), puzzles(game, variant),
//   grades(grader_version, difficulty) and the rule index. grades(grader_version, max_tier)
//   stays: rule_usage_by_tier counts each grade's puzzles through it.
// puzzles is rebuilt with every row and id (migrate runs with foreign keys off, then
// checks every reference); the views are made again as they were, reading the new tables.
constexpr const char* kV11 = R"sql(
DROP VIEW puzzle_rule_usage;
DROP VIEW schedule;
DROP VIEW rule_usage_by_tier;
DROP VIEW tier_mix;
DROP VIEW puzzle_grades;

CREATE TABLE generator_params (
  id     INTEGER PRIMARY KEY,
  params TEXT NOT NULL UNIQUE                 -- generator parameters as JSON
);
INSERT INTO generator_params (params)
  SELECT params FROM puzzles WHERE params IS NOT NULL GROUP BY params ORDER BY min(id);

CREATE TABLE puzzles_v11 (
  id                INTEGER PRIMARY KEY,
  game              TEXT NOT NULL,
  rows              INTEGER NOT NULL,
  cols              INTEGER NOT NULL,
  puzzle            TEXT NOT NULL,            -- interchange JSON, givens only
  solution          TEXT NOT NULL,            -- interchange "solution" JSON
  canonical_key     TEXT NOT NULL,            -- same board under symmetry -> same key
  key_hash          INTEGER NOT NULL,         -- db/key_hash.hpp of canonical_key
  generator         TEXT,                     -- NULL for imported puzzles
  generator_version TEXT,
  params_id         INTEGER REFERENCES generator_params(id),  -- NULL for imported puzzles
  seed              INTEGER,                  -- the item seed the generator used
  source            TEXT NOT NULL,            -- 'generated' or the imported file's name
  external_id       TEXT,                     -- the id the puzzle had in its source file
  run_id            INTEGER REFERENCES runs(id),
  created           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  variant           TEXT
);
INSERT INTO puzzles_v11 (id, game, rows, cols, puzzle, solution, canonical_key, key_hash,
                         generator, generator_version, params_id, seed, source, external_id,
                         run_id, created, variant)
  SELECT p.id, p.game, p.rows, p.cols, p.puzzle, p.solution, p.canonical_key,
         dg_key_hash(p.canonical_key), p.generator, p.generator_version,
         (SELECT gp.id FROM generator_params gp WHERE gp.params = p.params), p.seed, p.source,
         p.external_id, p.run_id, p.created, p.variant
  FROM puzzles p ORDER BY p.id;
DROP TABLE puzzles;
ALTER TABLE puzzles_v11 RENAME TO puzzles;
CREATE INDEX puzzles_game_size ON puzzles(game, rows, cols);
CREATE INDEX puzzles_key_hash ON puzzles(key_hash);

DROP INDEX grades_difficulty;

CREATE TABLE rules (
  id   INTEGER PRIMARY KEY,
  rule TEXT NOT NULL,                         -- the grader's rule id
  tier TEXT NOT NULL,                         -- the tier the rule belongs to
  UNIQUE (rule, tier)
);
INSERT INTO rules (rule, tier) SELECT DISTINCT rule, tier FROM rule_usage ORDER BY rule, tier;

CREATE TABLE rule_hits (
  puzzle_id      INTEGER NOT NULL REFERENCES puzzles(id) ON DELETE CASCADE,
  grader_version TEXT NOT NULL,
  hits           TEXT NOT NULL,               -- {"<rules.id>": hits, ...}, ids ascending
  PRIMARY KEY (puzzle_id, grader_version)
) WITHOUT ROWID;
INSERT INTO rule_hits (puzzle_id, grader_version, hits)
  SELECT puzzle_id, grader_version, json_group_object(CAST(rule_id AS TEXT), hits)
  FROM (SELECT u.puzzle_id, u.grader_version, r.id AS rule_id, u.hits FROM rule_usage u
        JOIN rules r ON r.rule = u.rule AND r.tier = u.tier
        ORDER BY u.puzzle_id, u.grader_version, r.id)
  GROUP BY puzzle_id, grader_version;
DROP TABLE rule_usage;

-- The old table's rows: one per puzzle, grader version and rule that made progress.
CREATE VIEW rule_usage AS
  SELECT h.puzzle_id, h.grader_version, r.rule, r.tier, j.value AS hits
  FROM rule_hits h
  JOIN json_each(h.hits) j
  JOIN rules r ON r.id = CAST(j.key AS INTEGER);

CREATE VIEW puzzle_grades AS
  SELECT p.id AS puzzle_id, p.game, p.variant, p.rows, p.cols, p.source, p.external_id,
         p.generator, g.status, g.max_tier AS tier, t.rank AS tier_rank, g.steps, g.micros,
         g.grader_version, g.difficulty, g.band, g.bottleneck_steps, g.mean_available,
         g.technique, g.technique_level, g.minutes, g.calibration
  FROM puzzles p
  JOIN grades g ON g.puzzle_id = p.id
               AND g.grader_version = (SELECT value FROM meta WHERE key = 'grader_version')
  LEFT JOIN tier_ranks t ON t.game = p.game AND t.tier = g.max_tier;

CREATE VIEW tier_mix AS
  SELECT game, variant, rows, cols, tier, tier_rank, count(*) AS puzzles
  FROM puzzle_grades GROUP BY game, variant, rows, cols, tier, tier_rank;

CREATE VIEW rule_usage_by_tier AS
  SELECT pg.game, pg.tier, pg.tier_rank, u.rule, u.tier AS rule_tier,
         count(*) AS puzzles, sum(u.hits) AS hits,
         round(1.0 * count(*) / (SELECT count(*) FROM puzzle_grades x
                                 WHERE x.game = pg.game AND x.tier = pg.tier), 4) AS share,
         round(1.0 * sum(u.hits) / (SELECT count(*) FROM puzzle_grades x
                                    WHERE x.game = pg.game AND x.tier = pg.tier), 4) AS mean_hits
  FROM puzzle_grades pg
  JOIN rule_usage u ON u.puzzle_id = pg.puzzle_id AND u.grader_version = pg.grader_version
  GROUP BY pg.game, pg.tier, pg.tier_rank, u.rule, u.tier;

CREATE VIEW schedule AS
  SELECT d.date,
         CASE CAST(strftime('%w', d.date) AS INTEGER)
           WHEN 0 THEN 'sunday' WHEN 1 THEN 'monday' WHEN 2 THEN 'tuesday'
           WHEN 3 THEN 'wednesday' WHEN 4 THEN 'thursday' WHEN 5 THEN 'friday'
           ELSE 'saturday' END AS weekday,
         d.game, d.number, d.puzzle_id, p.rows, p.cols, pg.tier, pg.tier_rank, p.source,
         pg.difficulty, pg.band, p.variant, d.series, pg.technique, pg.technique_level,
         pg.minutes
  FROM daily d
  JOIN puzzles p ON p.id = d.puzzle_id
  LEFT JOIN puzzle_grades pg ON pg.puzzle_id = d.puzzle_id;

CREATE VIEW puzzle_rule_usage AS
  SELECT pg.puzzle_id, pg.game, pg.variant, pg.rows, pg.cols, pg.tier, pg.tier_rank,
         pg.difficulty, pg.band, pg.technique_level, pg.minutes,
         u.rule, u.tier AS rule_tier, u.hits,
         d.date,
         CASE CAST(strftime('%w', d.date) AS INTEGER)
           WHEN 0 THEN 'sunday' WHEN 1 THEN 'monday' WHEN 2 THEN 'tuesday'
           WHEN 3 THEN 'wednesday' WHEN 4 THEN 'thursday' WHEN 5 THEN 'friday'
           WHEN 6 THEN 'saturday' END AS weekday,
         d.series, d.number
  FROM puzzle_grades pg
  JOIN rule_usage u ON u.puzzle_id = pg.puzzle_id AND u.grader_version = pg.grader_version
  LEFT JOIN daily d ON d.puzzle_id = pg.puzzle_id;
)sql";

// Version 12 (issue 41): a grade's rule hits are a column of its grades row, and grades is a
// WITHOUT ROWID table keyed by puzzle and grader version (its primary key before): storing a
// graded puzzle writes one row into one B-tree where it wrote two rows into three (the grades
// table, its key's index and rule_hits). rule_hits is a view with the old table's columns (a grade
// no rule helped has hits NULL and no rule_hits row), so rule_usage and every query of either runs
// as before. The grades are copied through a temporary table, so that no view needs making again
// (the views name grades and rule_hits, never a renamed table). Every rule_hits row belongs to a
// grade: every writer stores the two together (Store::put_grade, merge).
constexpr const char* kV12 = R"sql(
CREATE TEMP TABLE grades_v11 AS
  SELECT g.puzzle_id, g.grader_version, g.status, g.max_tier, g.steps, g.micros, g.difficulty,
         g.band, g.bottleneck_steps, g.mean_available, g.technique, g.technique_level, g.minutes,
         g.calibration, h.hits
  FROM grades g
  LEFT JOIN rule_hits h ON h.puzzle_id = g.puzzle_id AND h.grader_version = g.grader_version;
DROP TABLE rule_hits;
DROP TABLE grades;

CREATE TABLE grades (
  puzzle_id        INTEGER NOT NULL REFERENCES puzzles(id) ON DELETE CASCADE,
  grader_version   TEXT NOT NULL,
  status           TEXT NOT NULL,             -- solved | stuck | contradiction
  max_tier         TEXT NOT NULL,             -- a tier name of the game, or 'search'
  steps            INTEGER NOT NULL,
  micros           INTEGER NOT NULL,
  difficulty       REAL,
  band             TEXT,                      -- easy | medium | hard | expert
  bottleneck_steps INTEGER,
  mean_available   REAL,
  technique        REAL,
  technique_level  TEXT,                      -- plain | clever | subtle | deep
  minutes          REAL,
  calibration      TEXT,                      -- the calibration's name, e.g. shipped-2026-12
  hits             TEXT,                      -- {"<rules.id>": hits, ...}, ids ascending; NULL: none
  PRIMARY KEY (puzzle_id, grader_version)
) WITHOUT ROWID;
INSERT INTO grades SELECT * FROM temp.grades_v11 ORDER BY puzzle_id, grader_version;
DROP TABLE temp.grades_v11;
CREATE INDEX grades_tier ON grades(grader_version, max_tier);

-- The old table's rows: one per grade some rule made progress in.
CREATE VIEW rule_hits AS
  SELECT puzzle_id, grader_version, hits FROM grades WHERE hits IS NOT NULL;
)sql";

struct Migration {
  const char* sql;
  void (*after)(Connection& db);  // C++ that SQL cannot do (the games' variant_of), or nullptr
};

constexpr std::array<Migration, kSchemaVersion> kMigrations = {{{kV1, nullptr},
                                                                {kV2, nullptr},
                                                                {kV3, nullptr},
                                                                {kV4, after_v4},
                                                                {kV5, nullptr},
                                                                {kV6, nullptr},
                                                                {kV7, nullptr},
                                                                {kV8, nullptr},
                                                                {kV9, nullptr},
                                                                {kV10, nullptr},
                                                                {kV11, nullptr},
                                                                {kV12, nullptr}}};

// Foreign keys off for the migration (check_references says why), as they were afterwards. The
// pragma is a no-op inside a transaction, so it is set before each step's BEGIN.
class ForeignKeysOff {
 public:
  explicit ForeignKeysOff(Connection& db) : db_(db) {
    auto st = db_.prepare("PRAGMA foreign_keys");
    was_on_ = st.step() && st.column_int(0) != 0;
    db_.exec("PRAGMA foreign_keys = OFF");
  }
  ~ForeignKeysOff() {
    try {
      if (was_on_) db_.exec("PRAGMA foreign_keys = ON");
    } catch (...) {  // a destructor cannot throw; the next open turns them on again
    }
  }
  ForeignKeysOff(const ForeignKeysOff&) = delete;
  ForeignKeysOff& operator=(const ForeignKeysOff&) = delete;

 private:
  Connection& db_;
  bool was_on_ = false;
};

}  // namespace

int schema_version(Connection& db) {
  auto st = db.prepare("PRAGMA user_version");
  st.step();
  return static_cast<int>(st.column_int(0));
}

namespace {

// dg_key_hash(key): key_hash as SQL, for version 11's script (which hashes every stored key).
void sql_key_hash(sqlite3_context* context, int, sqlite3_value** args) {
  const auto* text = reinterpret_cast<const char*>(sqlite3_value_text(args[0]));
  const int bytes = sqlite3_value_bytes(args[0]);
  sqlite3_result_int64(context, key_hash(std::string_view(text ? text : "", text ? bytes : 0)));
}

void register_key_hash(Connection& db) {
  if (sqlite3_create_function_v2(db.handle(), "dg_key_hash", 1,
                                 SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_DIRECTONLY, nullptr,
                                 sql_key_hash, nullptr, nullptr, nullptr) != SQLITE_OK)
    throw DbError("cannot register dg_key_hash");
}

// A step that rebuilds a table (version 11) runs with foreign keys off, so that dropping the old
// table deletes nothing through ON DELETE CASCADE; every reference is checked before it commits.
void check_references(Connection& db) {
  auto st = db.prepare("PRAGMA foreign_key_check");
  if (st.step())
    throw DbError("the upgrade would leave a row of " + st.column_text(0) +
                  " pointing at a missing row of " + st.column_text(2));
}

// One step of the migration list: `version` to `version` + 1. Pre: in a write transaction.
void migrate_step(Connection& db, int version) {
  const Migration& m = kMigrations[static_cast<std::size_t>(version)];
  register_key_hash(db);
  db.exec(m.sql);
  if (m.after) m.after(db);
  db.exec("PRAGMA user_version = " + std::to_string(version + 1));
}

// A schema object as sqlite_master names it, its SQL with runs of white space made one space.
struct SchemaObject {
  std::string type, table, sql;
};
using Objects = std::map<std::string, SchemaObject>;  // by name

std::string squeezed(const std::string& sql) {
  std::string out;
  for (const char c : sql) {
    const bool space = c == ' ' || c == '\n' || c == '\t' || c == '\r';
    if (space && (out.empty() || out.back() == ' ')) continue;
    out += space ? ' ' : c;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

// Every object but SQLite's own statistics tables (ANALYZE and PRAGMA optimize make them).
Objects objects_of(Connection& db) {
  Objects out;
  auto st = db.prepare(
      "SELECT type, name, tbl_name, coalesce(sql, '') FROM sqlite_master "
      "WHERE name NOT LIKE 'sqlite\\_stat%' ESCAPE '\\'");
  while (st.step())
    out[st.column_text(1)] = {st.column_text(0), st.column_text(2), squeezed(st.column_text(3))};
  return out;
}

// The objects this program makes at `version`, made once per process in a private in-memory
// database by the same migrations that make every store.
const Objects& expected_objects(int version) {
  static std::mutex mutex;
  static std::map<int, Objects> made;
  const std::lock_guard lock(mutex);
  auto found = made.find(version);
  if (found != made.end()) return found->second;
  Connection db(":memory:");
  db.exec("BEGIN");
  for (int v = 0; v < version; ++v) migrate_step(db, v);
  db.exec("COMMIT");
  return made[version] = objects_of(db);
}

}  // namespace

std::string schema_difference(Connection& db, SchemaStrictness strictness) {
  const Objects& expected = expected_objects(schema_version(db));
  const Objects actual = objects_of(db);
  // What is missing or of another kind first: it says more than the changes it drags along (a
  // table renamed rewrites the other tables' references to it).
  for (const auto& [name, want] : expected) {
    const auto have = actual.find(name);
    if (have == actual.end()) return "its " + want.type + " " + name + " is missing";
    if (have->second.type != want.type)
      return "its " + want.type + " " + name + " is a " + have->second.type;
  }
  for (const auto& [name, want] : expected) {
    const SchemaObject& have = actual.at(name);
    if (have.sql != want.sql || have.table != want.table)
      return "its " + want.type + " " + name + " is not dailygrid's";
  }
  for (const auto& [name, have] : actual) {
    if (expected.count(name)) continue;
    if (have.type == "trigger") return "it holds a trigger (" + name + ") dailygrid did not make";
    if (strictness == SchemaStrictness::foreign)
      return "it holds a " + have.type + " (" + name + ") dailygrid did not make";
  }
  return {};
}

void migrate(Connection& db) {
  // An up-to-date store is only read: a reader must not take the write lock.
  if (schema_version(db) == kSchemaVersion) return;
  const ForeignKeysOff keys_off(db);
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
      migrate_step(db, version);
      check_references(db);
      db.exec("COMMIT");
    } catch (...) {
      db.exec("ROLLBACK");
      throw;
    }
  }
}

}  // namespace dg::db
