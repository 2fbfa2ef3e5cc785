#!/bin/sh
# Sudoku beside its peers from Debian: qqwing and Simon Tatham's Solo (sgt-puzzles).
#  (a) speed: each generator makes COUNT puzzles of a matched level, pinned to one core
#      (taskset -c CORE) and timed in CPU seconds (user + system, /usr/bin/time), so the ratio
#      means "per core" on a busy machine too. Ours is bench_sudoku_generate --print (one process
#      per row, like the peers). Pairings follow the grading in (b): the tier our grader gives
#      most of each peer level's puzzles (tests/bench/results/2026-12-02-sudoku-peers.md), except
#      9x9 Solo basic, paired with naked_single, the tier beyond trivial's its puzzles use (its
#      majority, hidden_single, is trivial's pairing). Solo's default symmetry is a half turn,
#      qqwing's none, and ours is set to match.
#  (b) grades: GRADE puzzles per peer level (qqwing simple, easy, intermediate, expert; Solo's
#      trivial .. unreasonable at 3x3, and trivial .. intermediate at 2x3, Mini Sudoku's board)
#      read, checked for one solution and graded by bench_sudoku_peers: our tier distribution per
#      level and Spearman's rho between the level and our difficulty score.
#
#   tests/bench/sudoku_peers.sh [BUILD] [COUNT] [GRADE]   (defaults: build, 100, 200)
#   CORE=1 tests/bench/sudoku_peers.sh                    (pin to another core)
#
# Installs qqwing and sgt-puzzles with apt-get when they are missing (as root, or through sudo).
set -u

BUILD=${1:-build}
COUNT=${2:-100}
GRADE=${3:-200}
CORE=${CORE:-0}
GEN=$BUILD/tests/bench/bench_sudoku_generate
PEERS=$BUILD/tests/bench/bench_sudoku_peers
SOLO=/usr/games/sgt-solo

if ! command -v qqwing >/dev/null 2>&1 || [ ! -x "$SOLO" ]; then
  echo "sudoku_peers.sh: installing qqwing and sgt-puzzles" >&2
  SUDO=
  [ "$(id -u)" -ne 0 ] && SUDO=sudo
  $SUDO apt-get install -y qqwing sgt-puzzles >&2 || exit 2
fi
for tool in "$GEN" "$PEERS"; do
  if [ ! -x "$tool" ]; then
    echo "sudoku_peers.sh: $tool is missing (configure with -DDG_BUILD_BENCH=ON, Release, build it)" >&2
    exit 2
  fi
done
for tool in /usr/bin/time taskset; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "sudoku_peers.sh: $tool is missing (Debian packages time, util-linux)" >&2
    exit 2
  fi
done

tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT

# CPU seconds of one command, pinned: prints "SECONDS"; fails when it fails. Output in $tmp/out.
measure() {
  if ! taskset -c "$CORE" /usr/bin/time -f "%U %S" -o "$tmp/time" "$@" >"$tmp/out" 2>"$tmp/err"; then
    echo "sudoku_peers.sh: failed: $*" >&2
    tail -n 3 "$tmp/err" >&2
    return 1
  fi
  awk '{ printf "%.3f\n", $1 + $2 }' "$tmp/time"
}

lines() { grep -c . "$tmp/out"; }

echo "# sudoku_peers.sh $(date -u +%Y-%m-%dT%H:%MZ), git $(git rev-parse --short HEAD 2>/dev/null)," \
  "$(qqwing --version 2>&1 | head -n 1), sgt-puzzles $(dpkg-query -W -f '${Version}' sgt-puzzles 2>/dev/null)," \
  "core $CORE, $(nproc) cores, load $(cut -d ' ' -f 1-3 /proc/loadavg)"
echo
echo "## (a) speed, $COUNT puzzles each (10 x on the fast rows), CPU seconds on one core"
echo
echo "| pairing | puzzles | ours s | peer s | ours/s | peer/s | x peer |"
echo "|---|---|---|---|---|---|---|"
# pairing | times COUNT | peer command (COUNT substituted) | our bench_sudoku_generate arguments
# (rows where both sides make hundreds a second take 10 x COUNT, so the CPU time is well above
# /usr/bin/time's 10 ms resolution)
while IFS='|' read -r name times peer ours; do
  [ -z "$name" ] && continue
  n=$((COUNT * times))
  peer=$(echo "$peer" | sed "s/COUNT/$n/")
  # shellcheck disable=SC2086  # the argument lists are meant to split
  ps=$(measure $peer) || continue
  pn=$(lines)
  # shellcheck disable=SC2086
  os=$(measure "$GEN" --print --count "$n" $ours) || continue
  on=$(lines)
  awk -v n="$name" -v c="$n" -v os="$os" -v ps="$ps" -v on="$on" -v pn="$pn" 'BEGIN {
    o = (os > 0) ? on / os : 0; p = (ps > 0) ? pn / ps : 0; x = (p > 0) ? o / p : 0
    printf "| %s | %d | %.2f | %.2f | %.1f | %.1f | %.2f |\n", n, c, os, ps, o, p, x }'
done <<'EOF2'
9x9 qqwing simple / hidden_single|1|qqwing --generate COUNT --one-line --difficulty simple|--box 3x3 --tier hidden_single
9x9 qqwing easy / hidden_single|10|qqwing --generate COUNT --one-line --difficulty easy|--box 3x3 --tier hidden_single
9x9 qqwing intermediate / locked_candidates|1|qqwing --generate COUNT --one-line --difficulty intermediate|--box 3x3 --tier locked_candidates
9x9 qqwing expert / contradiction|1|qqwing --generate COUNT --one-line --difficulty expert|--box 3x3 --tier contradiction
9x9 qqwing any / any|10|qqwing --generate COUNT --one-line --difficulty any|--box 3x3 --tier any
9x9 Solo trivial / hidden_single, r2|10|/usr/games/sgt-solo --generate COUNT 3x3dt|--box 3x3 --tier hidden_single --symmetry rotate180
9x9 Solo basic / naked_single, r2|10|/usr/games/sgt-solo --generate COUNT 3x3db|--box 3x3 --tier naked_single --symmetry rotate180
9x9 Solo intermediate / locked_candidates, r2|1|/usr/games/sgt-solo --generate COUNT 3x3di|--box 3x3 --tier locked_candidates --symmetry rotate180
9x9 Solo advanced / naked_subset, r2|1|/usr/games/sgt-solo --generate COUNT 3x3da|--box 3x3 --tier naked_subset --symmetry rotate180
9x9 Solo extreme / contradiction, r2|1|/usr/games/sgt-solo --generate COUNT 3x3de|--box 3x3 --tier contradiction --symmetry rotate180
9x9 Solo unreasonable / contradiction, r2|1|/usr/games/sgt-solo --generate COUNT 3x3du|--box 3x3 --tier contradiction --symmetry rotate180
6x6 Solo trivial / hidden_single, r2|10|/usr/games/sgt-solo --generate COUNT 2x3dt|--box 2x3 --tier hidden_single --symmetry rotate180
6x6 Solo basic / hidden_single, r2|10|/usr/games/sgt-solo --generate COUNT 2x3db|--box 2x3 --tier hidden_single --symmetry rotate180
6x6 Solo intermediate / locked_candidates, r2|1|/usr/games/sgt-solo --generate COUNT 2x3di|--box 2x3 --tier locked_candidates --symmetry rotate180
4x4 Solo trivial / hidden_single, r2|10|/usr/games/sgt-solo --generate COUNT 2x2dt|--box 2x2 --tier hidden_single --symmetry rotate180
EOF2

# Puzzles of each level, "RANK LEVEL PUZZLE" per line, graded together per peer.
grade() {
  echo
  echo "## (b) $1: $GRADE puzzles per level, our tier per level"
  echo
  "$PEERS" <"$tmp/levels" | grep -v '^#'
}
: >"$tmp/levels"
rank=0
for level in simple easy intermediate expert; do
  rank=$((rank + 1))
  qqwing --generate "$GRADE" --one-line --difficulty "$level" | sed "s/^/$rank $level /" >>"$tmp/levels"
done
grade "qqwing 9x9"
for board in 3x3 2x3; do
  : >"$tmp/levels"
  rank=0
  levels="t:trivial b:basic i:intermediate a:advanced e:extreme u:unreasonable"
  [ "$board" = 2x3 ] && levels="t:trivial b:basic i:intermediate"
  for pair in $levels; do
    rank=$((rank + 1))
    "$SOLO" --generate "$GRADE" "${board}d${pair%%:*}" | sed "s/^/$rank ${pair#*:} /" >>"$tmp/levels"
  done
  grade "Solo $board"
done
