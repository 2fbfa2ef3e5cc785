#!/usr/bin/env bash
# Compares what two dailygrid builds store for the same runs: `store_compare.sh OLD NEW [COUNT]`
# generates COUNT (default 2000) Queens 8x8 puzzles with each build from one seed (plus a few of
# every other game), then compares their exports and, through the columns both schemas show, every
# puzzle's canonical key, parameters, grade and rule usage. Made for schema 11 (issue 41): OLD is
# a build of schema 10. Prints "equal" or the first differences; exit 1 when they differ.
set -euo pipefail
old=$1 new=$2 count=${3:-2000}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

fill() {  # fill BUILD STORE
  "$1" generate queens --size 8 --count "$count" --seed 1 --jobs 1 --db "$2" 2>/dev/null
  "$1" generate tango --size 6 --count 20 --seed 1 --jobs 1 --db "$2" 2>/dev/null
  "$1" generate zip --size 6 --count 20 --seed 1 --jobs 1 --db "$2" 2>/dev/null
  "$1" generate sudoku --size 6 --count 20 --seed 1 --jobs 1 --db "$2" 2>/dev/null
  "$1" generate tents --size 8 --count 20 --seed 1 --jobs 1 --db "$2" 2>/dev/null
}
fill "$old" "$dir/old.db"
fill "$new" "$dir/new.db"
"$old" export --db "$dir/old.db" >"$dir/old.json"
"$new" export --db "$dir/new.db" >"$dir/new.json"

rows() {  # rows STORE PARAMS-EXPRESSION
  sqlite3 "$1" "SELECT id, game, canonical_key, generator, generator_version, $2, seed, source,
                external_id, variant FROM puzzles p ORDER BY id;
                SELECT puzzle_id, grader_version, status, max_tier, steps, difficulty, band,
                bottleneck_steps, mean_available, technique, technique_level, minutes,
                calibration FROM grades ORDER BY puzzle_id, grader_version;
                SELECT puzzle_id, grader_version, rule, tier, hits FROM rule_usage
                ORDER BY puzzle_id, grader_version, rule;"
}
rows "$dir/old.db" "p.params" >"$dir/old.rows"
rows "$dir/new.db" "(SELECT params FROM generator_params g WHERE g.id = p.params_id)" \
  >"$dir/new.rows"
n=$(sqlite3 "$dir/new.db" "SELECT count(*) FROM puzzles")
if cmp -s "$dir/old.json" "$dir/new.json" && cmp -s "$dir/old.rows" "$dir/new.rows"; then
  echo "equal: $n puzzles, exports of $(wc -c <"$dir/new.json") bytes and $(wc -l <"$dir/new.rows") rows"
  exit 0
fi
cmp "$dir/old.json" "$dir/new.json" || true
diff "$dir/old.rows" "$dir/new.rows" | head -20
exit 1
