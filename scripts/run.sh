#!/usr/bin/env bash
# Installs what is missing, builds, and runs the main job on its embedded defaults, in the store
# ./dailygrid.db (working directory): the golden corpus is verified, graded and stored, the daily
# schedule for the next 7 days is filled along the default curve (generating what is missing),
# and the statistics are printed. Idempotent: a second run adds nothing twice.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
"$repo/scripts/setup.sh"
dg="$repo/build/cli/dailygrid"
"$dg" import "$repo"/corpus/*/*.jsonl --db dailygrid.db --quiet
"$dg" daily --db dailygrid.db --from "$(date +%F)" --days 7 || echo "run.sh: some daily slots stay empty (see above)" >&2
"$dg" stats --db dailygrid.db
