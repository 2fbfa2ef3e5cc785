#!/usr/bin/env bash
# Installs every Debian package dailygrid needs (apt-get update only when one is missing) and
# builds Release into build/. Idempotent: a second run installs nothing and rebuilds only what
# changed.
#   scripts/setup.sh             everything: the program, the unit tests and the benchmarks
#                                (scripts/test.sh, the Dockerfile)
#   scripts/setup.sh --program   only the program build/cli/dailygrid and the packages it needs
#                                (scripts/run.sh): no Catch2, Chromium or benchmarks. Same build/
#                                folder, so a later full build reuses every object it made.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=all
case "${1:-}" in
  "") ;;
  --program) mode=program ;;
  *) echo "setup.sh: unknown option '$1' (use --program, or nothing for the full build)" >&2; exit 2 ;;
esac

# Why each: TBB (parallel generators), SQLite (the store), CLI11, nlohmann/json (interchange
# format), cairo + pkg-config (one drawing code for SVG, PNG and PDF output) and a font for its
# captions, zlib (cairo depends on it anyway; the rendering test inflates PDF streams with it, so
# it is named and never silently goes missing), libjpeg-turbo and libpng (`dailygrid read` decodes
# JPEG and PNG screenshots; libpng directly, as cairo's reader premultiplies alpha at twice the
# cost).
packages=(build-essential cmake pkg-config libtbb-dev libsqlite3-dev libcli11-dev
          nlohmann-json3-dev libcairo2-dev zlib1g-dev libjpeg62-turbo-dev libpng-dev
          fonts-dejavu-core)
# The tests add: Catch2 v2, the sqlite3 shell (the robustness test runs PRAGMA integrity_check
# with it), chromium + python3 (the browser test plays the HTML page in headless Chromium over
# its DevTools pipe; chromium only recommends a font, and installs skip those: the font above),
# python3-yaml (workflows.kubernetes reads the Kubernetes recipe's YAML),
# slurm-wlm + munge (workflows.slurm runs the README's Slurm array recipe on a private Slurm;
# installing them starts no service: the test starts its own daemons and stops them),
# poppler-utils (browser.players reads the booklet's text and boxes with pdftotext -bbox-layout
# and draws a page with pdftoppm).
if [ "$mode" = all ]; then
  packages+=(catch2 sqlite3 chromium python3 python3-yaml slurm-wlm munge poppler-utils)
  # npm fetches axe-core for the accessibility test (below); a Node.js that brings its own npm
  # (not Debian's) needs no package.
  command -v npm >/dev/null 2>&1 || packages+=(npm)
fi

# DG_SETUP_DRY_RUN=1 prints the packages it needs and the build commands instead of running them
# (tests/install/setup_modes.sh checks what each mode would do).
if [ -n "${DG_SETUP_DRY_RUN:-}" ]; then
  echo "packages: ${packages[*]}" >&2
  run() { echo "run: $*" >&2; }
else
  run() { "$@"; }
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ] && [ -z "${DG_SETUP_DRY_RUN:-}" ]; then
  echo "setup: installing ${missing[*]}" >&2
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -q
  "${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# axe-core, the accessibility checker browser.a11y injects into the page (tests only, never in the
# program): npm installs it into tests/browser/node_modules (ignored by git), once; a pinned
# version, so that a new release's rules cannot change the test's verdict unseen. Without it the
# build goes on and browser.a11y fails saying what is missing.
axe_version=4.10.3
if [ "$mode" = all ] && [ ! -f tests/browser/node_modules/axe-core/axe.min.js ]; then
  run npm install --prefix tests/browser --no-save --no-package-lock --no-audit --no-fund \
    "axe-core@$axe_version" >&2 ||
    echo "setup: npm could not install axe-core; browser.a11y fails until it is installed" >&2
fi

jobs=$(nproc 2>/dev/null || echo 2)
if [ "$mode" = program ]; then
  # Only the program's target: building the tests and benchmarks is most of a fresh machine's
  # build time. A new build/ is configured without them (configuring the tests would need
  # Catch2); one that a full build configured keeps its settings, so ctest still finds the tests.
  # The libraries and the program are the same objects either way.
  if [ -f build/CMakeCache.txt ]; then
    run cmake -S . -B build >/dev/null
  else
    run cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DDG_BUILD_TESTS=OFF -DDG_BUILD_BENCH=OFF >/dev/null
  fi
  run cmake --build build -j "$jobs" --target dailygrid
else
  run cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DDG_BUILD_TESTS=ON -DDG_BUILD_BENCH=ON >/dev/null
  run cmake --build build -j "$jobs"
fi
