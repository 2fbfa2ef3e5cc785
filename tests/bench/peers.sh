#!/bin/sh
# Our generators beside their peers from Debian's sgt-puzzles, in one run: each side pinned to one
# core (taskset -c CORE), timed in CPU seconds (user + system, /usr/bin/time) with its peak memory,
# so the ratio means "per core" even on a busy machine (wall clock would not).
#
#   tests/bench/peers.sh [DAILYGRID] [COUNT]     (defaults: build/cli/dailygrid, 2000)
#   CORE=1 tests/bench/peers.sh                  (pin to another core)
#
# Installs nothing: a peer that is not installed is named and skipped ("apt-get install
# sgt-puzzles" provides both). Output, one line per pairing:
#   pairing  count  ours_s  peer_s  ours_per_s  peer_per_s  x_peer  ours_kb  peer_kb
# x_peer > 1 means ours makes more puzzles per CPU second than the peer.
set -u

DG=${1:-build/cli/dailygrid}
COUNT=${2:-2000}
CORE=${CORE:-0}

if [ ! -x "$DG" ]; then
  echo "peers.sh: $DG is not an executable dailygrid (build it, or pass its path)" >&2
  exit 2
fi
for tool in /usr/bin/time taskset; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "peers.sh: $tool is missing (Debian packages time, util-linux)" >&2
    exit 2
  fi
done

tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT

# CPU seconds and peak KB of one command, pinned: prints "SECONDS KB"; fails when it fails.
measure() {
  if ! taskset -c "$CORE" /usr/bin/time -f "%U %S %M" -o "$tmp/time" "$@" >"$tmp/out" 2>"$tmp/err"; then
    echo "peers.sh: failed: $*" >&2
    tail -n 3 "$tmp/err" >&2
    return 1
  fi
  awk '{ printf "%.3f %d\n", $1 + $2, $3 }' "$tmp/time"
}

# Puzzles a run printed: our JSON Lines (one per line), the peer's one id per line.
lines() { wc -l <"$tmp/out" | tr -d ' '; }

# pairing | peer binary | peer arguments (COUNT is substituted) | our arguments
# The pairings match board and difficulty as closely as the two generators allow: unruly 6x6
# "normal" (dn) needs more than its basic rules, like our default Tango tier; tents 8x8 easy (de)
# and tricky (dt) are our tents tiers basic and tricky (README), likewise at 10x10 and 15x15.
pairings() {
  cat <<'EOF'
tango-6x6|/usr/games/sgt-unruly|--generate COUNT 6x6dn|generate tango --size 6
tents-8x8-basic|/usr/games/sgt-tents|--generate COUNT 8x8de|generate tents --rows 8 --cols 8 --tier basic
tents-8x8-tricky|/usr/games/sgt-tents|--generate COUNT 8x8dt|generate tents --rows 8 --cols 8 --tier tricky
tents-10x10-basic|/usr/games/sgt-tents|--generate COUNT 10x10de|generate tents --rows 10 --cols 10 --tier basic
tents-10x10-tricky|/usr/games/sgt-tents|--generate COUNT 10x10dt|generate tents --rows 10 --cols 10 --tier tricky
tents-15x15-basic|/usr/games/sgt-tents|--generate COUNT 15x15de|generate tents --rows 15 --cols 15 --tier basic
tents-15x15-tricky|/usr/games/sgt-tents|--generate COUNT 15x15dt|generate tents --rows 15 --cols 15 --tier tricky
EOF
}

printf '%-18s %6s %8s %8s %10s %10s %7s %8s %8s\n' pairing count ours_s peer_s ours_per_s \
  peer_per_s x_peer ours_kb peer_kb
status=0
pairings >"$tmp/pairings"
while IFS='|' read -r name peer peer_args ours_args; do
  if [ ! -x "$peer" ]; then
    echo "peers.sh: $name: peer $peer is not installed (apt-get install sgt-puzzles); skipped" >&2
    continue
  fi
  # shellcheck disable=SC2086 # the argument lists are meant to split
  ours=$(measure "$DG" $ours_args --count "$COUNT" --jobs 1 --seed 1 --out "$tmp/ours.jsonl") ||
    { status=1; continue; }
  made=$(wc -l <"$tmp/ours.jsonl" | tr -d ' ')
  # shellcheck disable=SC2086
  theirs=$(measure "$peer" $(echo "$peer_args" | sed "s/COUNT/$COUNT/")) || { status=1; continue; }
  peer_made=$(lines)
  echo "$ours $theirs $made $peer_made" | awk -v name="$name" -v count="$COUNT" '{
    os = $1 > 0 ? $1 : 0.001; ps = $3 > 0 ? $3 : 0.001
    orate = $5 / os; prate = $6 / ps
    printf "%-18s %6d %8.3f %8.3f %10.0f %10.0f %7.2f %8d %8d\n",
           name, count, $1, $3, orate, prate, orate / prate, $2, $4
  }'
done <"$tmp/pairings"
exit $status
