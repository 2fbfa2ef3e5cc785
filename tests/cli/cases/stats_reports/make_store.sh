#!/bin/bash
# The store the stats reports are checked on (check.sh): a few thousand puzzles of three games and
# several variants, from archives with sets and dates (so the source, where and archive-weekday
# groups have rows), generated runs, and two weeks of daily sets. Grading times and stored days
# are set to fixed values afterwards, so that every report is the same on every run.
#   make_store.sh DAILYGRID STORE   (run from tests/cli/cases)
set -eu
bin=$1
db=$2
ext=../../../corpus/ext
"$bin" import "$ext/queens_archivedqueens.json" --source archivedqueens.json --db "$db" --quiet
"$bin" import "$ext/queens_community.json" --source community.json --db "$db" --quiet
"$bin" import "$ext/tango_rntango.json" --source rntango.json --db "$db" --quiet
"$bin" import source_first.json source_second.json --db "$db" --quiet
"$bin" generate queens --size 7 --count 300 --seed 41 --jobs 1 --db "$db"
"$bin" generate queens --size 8 --torus --count 100 --seed 41 --jobs 1 --db "$db"
"$bin" generate tango --size 6 --count 300 --seed 41 --jobs 1 --db "$db"
"$bin" generate zip --rows 5 --cols 5 --count 300 --seed 41 --jobs 1 --db "$db"
"$bin" daily --db "$db" --from 2026-12-07 --days 14 --games queens tango zip --today 2026-12-01 \
  --seed 41 --jobs 1 --no-probe
# Grading times are measured, and "created" is the day of the run: both fixed here.
sqlite3 "$db" "UPDATE grades SET micros = (puzzle_id * 7919) % 5000 + 100;
  UPDATE puzzles SET created = strftime('%Y-%m-%dT%H:%M:%SZ', '2026-11-01', '+' || (id % 20) || ' days')"
