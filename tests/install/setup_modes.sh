#!/usr/bin/env bash
# What scripts/run.sh and scripts/test.sh build, without building: run.sh asks setup.sh for the
# program only (no tests, no benchmarks, none of their packages), test.sh for everything; each
# mode's packages and cmake commands come from setup.sh's dry run (DG_SETUP_DRY_RUN=1).
set -u
repo=$1
fail=0
bad() { echo "FAIL: $*"; fail=1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/fresh/scripts"
cp "$repo/scripts/setup.sh" "$tmp/fresh/scripts/"

# The program mode on a fresh checkout: the program's packages and target only.
out=$(DG_SETUP_DRY_RUN=1 bash "$tmp/fresh/scripts/setup.sh" --program 2>&1) || bad "setup.sh --program failed: $out"
grep -q -- "--target dailygrid" <<<"$out" || bad "--program does not build only the dailygrid target: $out"
grep -q -- "-DDG_BUILD_TESTS=OFF" <<<"$out" || bad "--program configures the tests: $out"
grep -q -- "-DDG_BUILD_BENCH=OFF" <<<"$out" || bad "--program configures the benchmarks: $out"
for p in catch2 chromium python3 python3-yaml slurm-wlm munge poppler-utils npm; do
  grep -Eq "^packages:.* $p( |$)" <<<"$out" && bad "--program installs $p"
done
grep -q "axe-core" <<<"$out" && bad "--program installs axe-core: $out"
for p in build-essential cmake libtbb-dev libsqlite3-dev libcairo2-dev libpng-dev; do
  grep -Eq "^packages:.* ?$p( |$)" <<<"$out" || bad "--program does not install $p"
done

# The full mode: tests, benchmarks and their packages.
out=$(DG_SETUP_DRY_RUN=1 bash "$tmp/fresh/scripts/setup.sh" 2>&1) || bad "setup.sh failed: $out"
grep -q -- "--target" <<<"$out" && bad "the full build is limited to a target: $out"
grep -q -- "-DDG_BUILD_TESTS=ON" <<<"$out" || bad "the full build leaves the tests out: $out"
grep -q -- "-DDG_BUILD_BENCH=ON" <<<"$out" || bad "the full build leaves the benchmarks out: $out"
for p in catch2 chromium python3 python3-yaml sqlite3 slurm-wlm munge poppler-utils; do
  grep -Eq "^packages:.* $p( |$)" <<<"$out" || bad "the full build does not install $p"
done
# axe-core for browser.a11y, by npm into tests/browser/node_modules (a fresh checkout has none).
grep -Eq "^run: npm install --prefix tests/browser .*axe-core@" <<<"$out" ||
  bad "the full build does not install axe-core into tests/browser with npm: $out"

# A build/ a full build configured keeps its settings (ctest still finds the tests).
mkdir -p "$tmp/fresh/build" && touch "$tmp/fresh/build/CMakeCache.txt"
out=$(DG_SETUP_DRY_RUN=1 bash "$tmp/fresh/scripts/setup.sh" --program 2>&1)
grep -q -- "-DDG_BUILD_TESTS" <<<"$out" && bad "--program reconfigures an existing build/: $out"

# An unknown option is a usage error.
DG_SETUP_DRY_RUN=1 bash "$tmp/fresh/scripts/setup.sh" --bogus >/dev/null 2>&1
[ $? = 2 ] || bad "setup.sh --bogus does not exit 2"

# Which mode each script asks for: a stand-in setup.sh records its arguments and stops the script.
for script in run test; do
  mkdir -p "$tmp/$script/scripts"
  cp "$repo/scripts/$script.sh" "$tmp/$script/scripts/"
  printf '#!/bin/sh\necho "$*" > "%s/%s.args"\nexit 7\n' "$tmp" "$script" > "$tmp/$script/scripts/setup.sh"
  chmod +x "$tmp/$script/scripts/setup.sh"
  (cd "$tmp" && bash "$tmp/$script/scripts/$script.sh" >/dev/null 2>&1)
done
[ "$(cat "$tmp/run.args" 2>/dev/null)" = "--program" ] || bad "run.sh does not ask setup.sh for the program only"
[ -f "$tmp/test.args" ] && [ -z "$(cat "$tmp/test.args")" ] || bad "test.sh does not ask setup.sh for the full build"

[ $fail = 0 ] && echo "setup modes ok"
exit $fail
