#!/usr/bin/env bash
# Installs every Debian package dailygrid needs (apt-get update only when one is missing)
# and builds Release into build/. Idempotent: a second run installs nothing and rebuilds
# only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."

# Why each: TBB (parallel generators), SQLite + the sqlite3 shell (the store; the robustness test
# runs PRAGMA integrity_check with it), CLI11, Catch2 v2, nlohmann/json (interchange format),
# cairo + pkg-config (one drawing code for SVG, PNG and PDF output), zlib (the rendering test
# inflates PDF streams to check the drawn paths; cairo depends on it anyway, named so it never
# silently goes missing), libjpeg-turbo and libpng (`dailygrid read` decodes JPEG and PNG
# screenshots; libpng directly, as cairo's reader premultiplies alpha at twice the cost),
# chromium + python3 + a font (the browser test plays the HTML page in headless Chromium over its
# DevTools pipe; chromium only recommends a font, and installs skip those).
packages=(build-essential cmake pkg-config libtbb-dev libsqlite3-dev sqlite3 libcli11-dev catch2
          nlohmann-json3-dev libcairo2-dev zlib1g-dev libjpeg62-turbo-dev libpng-dev chromium python3
          fonts-dejavu-core)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -q
  "${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

jobs=$(nproc 2>/dev/null || echo 2)
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DDG_BUILD_BENCH=ON >/dev/null
cmake --build build -j "$jobs"
