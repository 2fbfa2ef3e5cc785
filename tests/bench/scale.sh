#!/bin/bash
# The steps of issue 41 ("A million puzzles on one machine") at N Queens 8x8 puzzles, each pinned
# to one core (taskset -c $CORE) and measured with /usr/bin/time -v: wall time and peak memory
# (maximum resident set size) per step, then the store's bytes a puzzle. The steps:
#   generate --out   N puzzles as JSON Lines (big.jsonl)
#   generate --db    the same N puzzles into a store (gen.db; what stats and regrade read)
#   import           big.jsonl into a new store
#   export           gen.db to a file
#   merge            two stores of half the run each (generate --shard 0/2 and 1/2, not timed)
#                    into a new one
#   stats            the text report of gen.db
#   regrade --all    every puzzle of gen.db graded again
#   render --format pdf  big.jsonl drawn as one PDF (eight boards a page)
# Figures are for one machine at one time: on a shared machine run twice and keep the lower.
#
#   tests/bench/scale.sh N [--keep DIR]   (BUILD=build, CORE=0, SEED=1 by default)
#
# --keep DIR leaves the files (stores, big.jsonl, the export) in DIR for a look afterwards;
# without it they go in a scratch folder that is removed at the end.
set -u
# shellcheck source=tests/bench/bench_setup.sh
. "$(dirname "$0")/bench_setup.sh"

usage() {
  echo "usage: tests/bench/scale.sh N [--keep DIR]" >&2
  exit 2
}

[ $# -ge 1 ] || usage
N=$1
shift
bench_whole scale.sh "$N" "N must be a whole number of puzzles"
[ "$N" -ge 2 ] || { echo "scale.sh: N must be at least 2 (merge takes two halves)" >&2; exit 2; }
KEEP=
while [ $# -gt 0 ]; do
  case "$1" in
    --keep)
      [ $# -ge 2 ] || usage
      KEEP=$2
      shift 2
      ;;
    *) usage ;;
  esac
done

bench_setup scale.sh

if [ -n "$KEEP" ]; then
  mkdir -p "$KEEP" || exit 2
  if [ -n "$(ls -A "$KEEP")" ]; then
    echo "scale.sh: $KEEP is not empty (the steps need fresh stores)" >&2
    exit 2
  fi
  DIR=$(cd "$KEEP" && pwd)
else
  DIR=$(mktemp -d)
  trap 'rm -rf "$DIR"' EXIT
fi

GEN=(generate queens --size 8 --count "$N" --seed "$SEED" --jobs 1)
# seconds: wall clock; cpu: user + system time, what the step costs whatever else the core runs.
printf '%-16s %10s %10s %10s\n' step seconds cpu "peak MB"

# Runs one step pinned to the core; prints its line, or the step's stderr and exits when it fails.
step() {
  local name=$1
  shift
  if ! taskset -c "$CORE" /usr/bin/time -v "$BIN" "$@" >"$DIR/$name.out" 2>"$DIR/$name.err"; then
    echo "scale.sh: step '$name' failed: $BIN $*" >&2
    tail -5 "$DIR/$name.err" >&2
    exit 1
  fi
  local seconds cpu kb
  seconds=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$DIR/$name.err" |
    awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; printf "%.1f", s }')
  kb=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$DIR/$name.err")
  cpu=$(sed -n 's/.*\(User\|System\) time (seconds): //p' "$DIR/$name.err" | awk '{ s += $1 } END { printf "%.1f", s }')
  printf '%-16s %10s %10s %10s\n' "$name" "$seconds" "$cpu" "$(awk -v k="$kb" 'BEGIN { printf "%.0f", k / 1024 }')"
}

step "generate --out" "${GEN[@]}" --out "$DIR/big.jsonl"
step "generate --db" "${GEN[@]}" --db "$DIR/gen.db"
# The store as generate left it (before regrade rewrites its grades): the file with the
# write-ahead log folded in.
if command -v sqlite3 >/dev/null 2>&1; then
  sqlite3 "$DIR/gen.db" "PRAGMA wal_checkpoint(TRUNCATE)" >/dev/null
  puzzles=$(sqlite3 "$DIR/gen.db" "SELECT count(*) FROM puzzles")
else
  puzzles=$N
fi
bytes=$(stat -c %s "$DIR/gen.db")
[ -f "$DIR/gen.db-wal" ] && bytes=$((bytes + $(stat -c %s "$DIR/gen.db-wal")))
step import import "$DIR/big.jsonl" --db "$DIR/import.db"
step export export --db "$DIR/gen.db" --out "$DIR/export.json"
for shard in 0 1; do
  if ! "$BIN" "${GEN[@]}" --shard "$shard/2" --db "$DIR/half$shard.db" 2>"$DIR/half$shard.err"; then
    echo "scale.sh: generating half $shard failed" >&2
    tail -5 "$DIR/half$shard.err" >&2
    exit 1
  fi
done
step merge merge "$DIR/half0.db" "$DIR/half1.db" --into "$DIR/merged.db"
step stats stats --db "$DIR/gen.db"
step "regrade --all" regrade --all --db "$DIR/gen.db"
step "render pdf" render "$DIR/big.jsonl" --format pdf --out "$DIR/big.pdf"

echo "store: $bytes bytes, $puzzles puzzles, $((bytes / (puzzles > 0 ? puzzles : 1))) bytes a puzzle"
