#!/usr/bin/env bash
# A merge killed with SIGKILL at any moment leaves the target as it was or as the whole merge
# makes it, never in between (issue 36): one write transaction, opened after every source row was
# checked. 20 kills spread over the merge's run time, each on a fresh copy of the target; and
# merging the same source twice gives the target one merge gives.
set -u
bin=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
# Everything a merge writes, in a fixed order (the schema and SQLite's pages aside).
contents() {
  sqlite3 "$1" "SELECT * FROM puzzles ORDER BY id; SELECT * FROM grades ORDER BY puzzle_id;
    SELECT * FROM rule_usage ORDER BY puzzle_id, rule; SELECT * FROM daily ORDER BY date, slot;
    SELECT * FROM puzzle_sources ORDER BY puzzle_id, source;
    SELECT * FROM schedule_log ORDER BY id;" | md5sum
}
cd "$dir" || exit 1
"$bin" generate tango --size 8 --count 300 --seed 3 --db src.db 2>/dev/null || fail "source"
"$bin" daily --db src.db --from 2027-01-01 --days 5 --games tango --jobs 1 --today 2026-11-27 \
  >/dev/null 2>&1 || fail "source schedule"
"$bin" daily --db before.db --from 2027-03-01 --days 3 --games tango --jobs 1 --seed 8 \
  --today 2026-11-27 >/dev/null 2>&1 || fail "target"
cp before.db after.db
start=$(date +%s%N)
"$bin" merge src.db --into after.db --today 2026-11-27 2>/dev/null || fail "the whole merge"
took_ms=$((($(date +%s%N) - start) / 1000000))
before=$(contents before.db)
after=$(contents after.db)
[ "$before" != "$after" ] || fail "the merge changed nothing"

# Merging again changes nothing.
cp after.db twice.db
"$bin" merge src.db --into twice.db --today 2026-11-27 2>/dev/null || fail "second merge"
[ "$(contents twice.db)" = "$after" ] || fail "a second merge of the same source changed the target"

as_before=0 as_after=0
for i in $(seq 1 20); do
  rm -f k.db k.db-wal k.db-shm
  cp before.db k.db
  # Kills from the start to a little past the end of the run.
  delay_ms=$((took_ms * i / 18))
  "$bin" merge src.db --into k.db --today 2026-11-27 2>/dev/null &
  pid=$!
  sleep "$(printf '%d.%03d' $((delay_ms / 1000)) $((delay_ms % 1000)))"
  kill -9 $pid 2>/dev/null
  wait $pid 2>/dev/null
  [ "$(sqlite3 k.db 'PRAGMA integrity_check')" = ok ] || fail "integrity_check after kill $i"
  now=$(contents k.db)
  if [ "$now" = "$before" ]; then
    as_before=$((as_before + 1))
  elif [ "$now" = "$after" ]; then
    as_after=$((as_after + 1))
  else
    fail "kill $i after ${delay_ms} ms left the target half-merged"
  fi
done
echo "merge ${took_ms} ms; 20 kills: $as_before left the target as before, $as_after as after"
