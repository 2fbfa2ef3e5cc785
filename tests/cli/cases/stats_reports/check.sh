#!/bin/bash
# Every report of reports.txt on the store of make_store.sh, compared with expected/NN.txt (NN
# the report's line among the reports): `stats` must give what it gave before its queries moved
# into SQL. --write makes the expected outputs instead (with the binary whose output is the
# reference).
#   check.sh DAILYGRID SCRATCH [--write]   (run from tests/cli/cases)
set -u
bin=$1
tmp=$2
write=${3:-}
here=stats_reports
bash "$here/make_store.sh" "$bin" "$tmp/s.db" >"$tmp/make.log" 2>&1 || {
  echo "check.sh: making the store failed:" >&2
  tail -5 "$tmp/make.log" >&2
  exit 1
}
n=0
failed=0
while IFS= read -r line; do
  case "$line" in '#'*) continue ;; esac
  n=$((n + 1))
  want=$(printf '%s/expected/%02d.txt' "$here" "$n")
  # shellcheck disable=SC2086  # the line is a list of arguments
  "$bin" stats --db "$tmp/s.db" $line >"$tmp/out.txt" 2>"$tmp/err.txt" || {
    echo "check.sh: report $n (stats $line) failed: $(head -1 "$tmp/err.txt")" >&2
    failed=$((failed + 1))
    continue
  }
  if [ "$write" = --write ]; then
    cp "$tmp/out.txt" "$want"
  elif ! cmp -s "$tmp/out.txt" "$want"; then
    echo "check.sh: report $n (stats $line) differs from $want:" >&2
    diff "$want" "$tmp/out.txt" | head -5 >&2
    failed=$((failed + 1))
  fi
done <"$here/reports.txt"
[ $failed = 0 ] || exit 1
echo "$n stats reports as before"
