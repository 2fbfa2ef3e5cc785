#!/usr/bin/env bash
# Installs what is missing, builds, and runs the main job on its embedded defaults, in the store
# ./dailygrid.db (working directory): the golden corpus is verified, graded and stored, the daily
# schedule for the next 7 days is filled along the default curve (generating what is missing),
# the statistics are printed, and it ends with what it scheduled: the week's table, a PDF of the
# next day's set and one of its solutions, and the same set as a playable page (HTML, hints from
# the grader). Idempotent: a second run adds nothing twice.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
# Only the program: the tests and benchmarks are scripts/test.sh's (same build/ folder).
"$repo/scripts/setup.sh" --program
dg="$repo/build/cli/dailygrid"
"$dg" import "$repo"/corpus/*/*.jsonl --db dailygrid.db --quiet
today=$(date +%F)
tomorrow=$(date -d tomorrow +%F)
"$dg" daily --db dailygrid.db --from "$today" --days 7 || echo "run.sh: some daily slots stay empty (see above)" >&2
"$dg" stats --db dailygrid.db
echo
echo "Scheduled from $today (publication number, size, tier, difficulty band):"
"$dg" daily --db dailygrid.db --list --from "$today" --days 7
# An empty slot (exit 1, named on stderr) still leaves the rest of the set drawn.
"$dg" daily --db dailygrid.db --show "$tomorrow" --render "dailygrid-$tomorrow.pdf" || [ $? = 1 ]
"$dg" daily --db dailygrid.db --show "$tomorrow" --html "dailygrid-$tomorrow.html" || [ $? = 1 ]
echo
echo "Tomorrow's set: $PWD/dailygrid-$tomorrow.pdf (solutions: dailygrid-$tomorrow-solutions.pdf)"
echo "The same set to play in a browser: $PWD/dailygrid-$tomorrow.html"
echo "Any day: $dg daily --show DATE [--days N] [--render FILE.pdf] [--html FILE.html]; re-roll one: --replace DATE"
