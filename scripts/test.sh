#!/usr/bin/env bash
# Installs what is missing, builds (Release, into build/), and runs the whole test suite through
# ctest. Idempotent. Exit status is ctest's.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
ctest --test-dir build --output-on-failure -j "$(nproc 2>/dev/null || echo 2)"
