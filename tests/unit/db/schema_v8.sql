-- The store schema at version 8 (sqlite_master of a store made by dailygrid at 373af56, the last
-- commit before schema 9), for the migration tests of schemas 9 and 10.
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
, variant TEXT);
CREATE INDEX puzzles_game_size ON puzzles(game, rows, cols);
CREATE INDEX puzzles_source ON puzzles(source);
CREATE TABLE grades (
  puzzle_id      INTEGER NOT NULL REFERENCES puzzles(id) ON DELETE CASCADE,
  grader_version TEXT NOT NULL,
  status         TEXT NOT NULL,               -- solved | stuck | contradiction
  max_tier       TEXT NOT NULL,               -- a tier name of the game, or 'search'
  steps          INTEGER NOT NULL,
  micros         INTEGER NOT NULL, difficulty REAL, band TEXT, bottleneck_steps INTEGER, mean_available REAL, technique REAL, technique_level TEXT, minutes REAL, calibration TEXT,
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
  puzzle_id INTEGER NOT NULL UNIQUE REFERENCES puzzles(id), number INTEGER, spec TEXT, series TEXT,  -- never scheduled twice
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
CREATE TABLE schedule_log (
  id        INTEGER PRIMARY KEY,
  date      TEXT NOT NULL,
  game      TEXT NOT NULL,
  puzzle_id INTEGER NOT NULL REFERENCES puzzles(id),
  action    TEXT NOT NULL,                    -- scheduled | replaced | unscheduled
  at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
, reason TEXT);
CREATE INDEX schedule_log_puzzle ON schedule_log(puzzle_id);
CREATE TABLE puzzle_sources (
  puzzle_id   INTEGER NOT NULL REFERENCES puzzles(id) ON DELETE CASCADE,
  source      TEXT NOT NULL,                  -- 'generated' or the imported file's name
  external_id TEXT NOT NULL DEFAULT '',       -- the id in that source ('' when it had none)
  metadata    TEXT,                           -- the entry's other keys as JSON, or NULL
  added       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  PRIMARY KEY (puzzle_id, source, external_id)
);
CREATE INDEX puzzle_sources_source ON puzzle_sources(source);
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
CREATE INDEX grades_difficulty ON grades(grader_version, difficulty);
CREATE INDEX puzzles_variant ON puzzles(game, variant);
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
CREATE UNIQUE INDEX daily_series_number ON daily(series, number);
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
