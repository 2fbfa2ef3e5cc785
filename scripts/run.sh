#!/usr/bin/env bash
# Installs what is missing, builds, and runs the main job on its embedded defaults.
# Today the main job verifies every golden corpus puzzle (exact count, both formats); once the
# store lands (issue "SQLite store, daily puzzle sets") it fills ./dailygrid.db with daily sets.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
for f in corpus/*/*.jsonl; do
  echo "== $f" >&2
  build/cli/dailygrid solve "$f" --json || true   # non-unique corpus entries exit 3 on purpose
done
