#!/bin/sh
# Generation rate and tier mix of Tango's general boards (odd sides, rectangles, per-line counts)
# beside the classic 6x6 and 8x8: for each board, `generate tango ... --count N --jobs 1` timed,
# then the generated puzzles graded (tier mix). Results: tests/bench/results/*-tango-general.md.
# usage: tests/bench/tango_general.sh DAILYGRID [COUNT]
set -eu
bin=$1
count=${2:-50}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "| board | options | puzzles | seconds | puzzles/s | tier mix |"
echo "|---|---|---|---|---|---|"
while read -r label args; do
  start=$(date +%s.%N)
  # shellcheck disable=SC2086
  "$bin" generate tango $args --count "$count" --seed 11 --jobs 1 --out "$tmp/p.json" 2>/dev/null
  end=$(date +%s.%N)
  mix=$("$bin" grade "$tmp/p.json" 2>/dev/null |
    sed -n 's/.*tier \([a-z_]*\),.*/\1/p' | sort | uniq -c |
    awk '{printf "%s%s %s", (NR>1?", ":""), $2, $1}')
  awk -v l="$label" -v a="$args" -v n="$count" -v s="$start" -v e="$end" -v m="$mix" \
    'BEGIN {t = e - s; printf "| %s | `%s` | %d | %.2f | %.1f | %s |\n", l, a, n, t, n / t, m}'
done <<'BOARDS'
6x6 --size 6
8x8 --size 8
5x5 --size 5
7x7 --size 7
9x9 --size 9
11x11 --size 11
4x6 --rows 4 --cols 6
5x7 --rows 5 --cols 7
6x8 --rows 6 --cols 8
6x10 --rows 6 --cols 10
6x6-counts --size 6 --counts
8x8-counts --size 8 --counts
5x6-counts --rows 5 --cols 6 --counts
7x7-counts --size 7 --counts
BOARDS
