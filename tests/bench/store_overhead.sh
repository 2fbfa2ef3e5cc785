#!/bin/bash
# What storing costs on top of generating (issue 41: generate --db <= 1.3x plain generate at
# 100,000): PAIRS interleaved runs of `generate queens --size 8 --count N` to a file and into a
# new store, each pinned to one core (taskset -c $CORE), with `sync` and a second's pause before
# every run so that no write-back of the previous run's files is pending. Prints each pair's wall
# and CPU (user + system) ratios, then the median and the mean of the ratios and the ratio of the
# means. One pair says little on a shared machine (the same run has varied by a quarter within an
# hour): use 8 or more, and compare builds within the same rounds (extra binaries: OTHER).
#
#   tests/bench/store_overhead.sh N PAIRS   (BUILD=build, CORE=0, SEED=1; OTHER="bin ..." adds
#                                            a --db run of each of those binaries to every round)
#
# The deterministic figure to go with it is the instruction count of each run under callgrind
# (valgrind --tool=callgrind, --cache-sim=yes for cache misses); under callgrind a run is about
# twenty times slower, so generate's one-second commit rule closes a transaction every chunk
# instead of every 4,096 puzzles, and per-transaction costs read about sixteen times too large.
set -u
# shellcheck source=tests/bench/bench_setup.sh
. "$(dirname "$0")/bench_setup.sh"

usage() {
  echo "usage: tests/bench/store_overhead.sh N PAIRS" >&2
  exit 2
}

[ $# -eq 2 ] || usage
N=$1
PAIRS=$2
for v in "$N" "$PAIRS"; do bench_whole store_overhead.sh "$v" "N and PAIRS must be whole numbers"; done
if [ "$N" -lt 1 ] || [ "$PAIRS" -lt 1 ]; then usage; fi

bench_setup store_overhead.sh
read -r -a OTHERS <<<"${OTHER:-}"
for b in "${OTHERS[@]}"; do
  [ -x "$b" ] || { echo "store_overhead.sh: OTHER binary $b is missing" >&2; exit 2; }
done

DIR=$(mktemp -d)
trap 'rm -rf "$DIR"' EXIT
GEN=(generate queens --size 8 --count "$N" --seed "$SEED" --jobs 1)

# Runs one generate pinned to the core after a sync and a pause; prints "wall cpu".
run() {
  local bin=$1
  shift
  rm -f "$DIR"/out.jsonl "$DIR"/store.db*
  sync
  sleep 1
  if ! taskset -c "$CORE" /usr/bin/time -f '%e %U %S' -o "$DIR/time" "$bin" "${GEN[@]}" "$@" \
    >/dev/null 2>"$DIR/err"; then
    echo "store_overhead.sh: $bin ${GEN[*]} $* failed:" >&2
    tail -5 "$DIR/err" >&2
    exit 1
  fi
  awk '{ printf "%.2f %.2f", $1, $2 + $3 }' "$DIR/time"
}

printf '%-6s %12s %12s %8s %8s' pair "--out s" "--db s" wall cpu
for b in "${OTHERS[@]}"; do printf ' %16s' "$(basename "$b") wall"; done
printf '\n'
: >"$DIR/ratios"
for pair in $(seq "$PAIRS"); do
  read -r ow oc <<<"$(run "$BIN" --out "$DIR/out.jsonl")"
  read -r dw dc <<<"$(run "$BIN" --db "$DIR/store.db")"
  line=$(awk -v ow="$ow" -v oc="$oc" -v dw="$dw" -v dc="$dc" \
    'BEGIN { printf "%.3f %.3f %s %s", dw / ow, dc / oc, ow, dw }')
  echo "$line" >>"$DIR/ratios"
  read -r wr cr _ _ <<<"$line"
  printf '%-6s %12s %12s %8s %8s' "$pair" "$ow" "$dw" "$wr" "$cr"
  for b in "${OTHERS[@]}"; do
    read -r xw _ <<<"$(run "$b" --db "$DIR/store.db")"
    printf ' %16s' "$(awk -v x="$xw" -v o="$ow" 'BEGIN { printf "%.3f", x / o }')"
  done
  printf '\n'
done
sort -n -k1,1 "$DIR/ratios" | awk '
  { wall[NR] = $1; cpu += $2; mw += $1; so += $3; sd += $4 }
  END {
    median = NR % 2 ? wall[(NR + 1) / 2] : (wall[NR / 2] + wall[NR / 2 + 1]) / 2
    printf "wall ratio: median %.3f, mean %.3f, lowest %.3f, highest %.3f; ", median, mw / NR, wall[1], wall[NR]
    printf "ratio of the mean times %.3f; mean CPU ratio %.3f (%d pairs)\n", sd / so, cpu / NR, NR
  }'
