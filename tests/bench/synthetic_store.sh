#!/bin/bash
# A large store for the stats figures at a scale too slow to generate on the spot (issue 41's
# 1,000,000 puzzles): COPIES copies of SOURCE's puzzles with their grades, rule usage and sources,
# each copy under new ids (and canonical keys marked with the copy's number, so that the store's
# unique keys hold), written to DEST. Daily sets, logs and solve times are not copied. Works on
# the columns it finds (PRAGMA table_info), so it follows the schema: ids, puzzle ids and keys are
# shifted wherever a table has them.
#
#   tests/bench/synthetic_store.sh SOURCE DEST COPIES   (e.g. a 100,000 store from scale.sh --keep,
#                                                        10 copies: 1,000,000 puzzles)
set -eu
[ $# -eq 3 ] || { echo "usage: tests/bench/synthetic_store.sh SOURCE DEST COPIES" >&2; exit 2; }
src=$1
dest=$2
copies=$3
case "$copies" in '' | *[!0-9]*) echo "synthetic_store.sh: COPIES must be a whole number" >&2; exit 2 ;; esac
[ -f "$src" ] || { echo "synthetic_store.sh: no store at $src" >&2; exit 2; }
[ ! -e "$dest" ] || { echo "synthetic_store.sh: $dest exists" >&2; exit 2; }
command -v sqlite3 >/dev/null 2>&1 || { echo "synthetic_store.sh: sqlite3 is missing" >&2; exit 2; }

sqlite3 "$src" "PRAGMA wal_checkpoint(TRUNCATE)" >/dev/null
cp "$src" "$dest"
span=$(sqlite3 "$dest" "SELECT max(id) FROM puzzles")

# The column list of a table, each shifted for copy k where it names a puzzle or its key.
select_list() {
  sqlite3 "$dest" "SELECT group_concat(CASE
      WHEN name = 'id' AND '$1' = 'puzzles' THEN 'id + k * $span'
      WHEN name = 'puzzle_id' THEN 'puzzle_id + k * $span'
      WHEN name = 'canonical_key' THEN 'canonical_key || ''#'' || k'
      WHEN name = 'key_hash' THEN 'key_hash + k'
      ELSE '\"' || name || '\"' END, ', ') FROM pragma_table_info('$1')"
}
columns() {
  sqlite3 "$dest" "SELECT group_concat('\"' || name || '\"', ', ') FROM pragma_table_info('$1')"
}

# The tables that hold a row per puzzle (or per puzzle and something): puzzles first.
tables="puzzles $(sqlite3 "$dest" "SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) c
  WHERE m.type = 'table' AND c.name = 'puzzle_id'
  AND m.name NOT IN ('daily', 'schedule_log', 'solve_times') ORDER BY m.name")"
{
  echo "PRAGMA foreign_keys = OFF; BEGIN;"
  echo "CREATE TEMP TABLE copies (k INTEGER);"
  echo "WITH RECURSIVE c(k) AS (SELECT 1 WHERE $copies > 1 UNION ALL SELECT k + 1 FROM c WHERE k < $((copies - 1)))"
  echo "  INSERT INTO copies SELECT k FROM c;"
  for t in $tables; do
    echo "INSERT INTO \"$t\" ($(columns "$t")) SELECT $(select_list "$t") FROM \"$t\", copies;"
  done
  echo "COMMIT;"
} | sqlite3 "$dest"
echo "$dest: $(sqlite3 "$dest" "SELECT count(*) FROM puzzles") puzzles"
