#!/usr/bin/env bash
# scripts/fuzz.sh [SECONDS] [TARGET...]: fuzzes every reader for SECONDS each (default 60), one
# harness at a time. Installs clang and libFuzzer's runtime when missing (apt, idempotent), builds
# the harnesses of tests/fuzz/ into build-fuzz/ (-DDG_FUZZ=ON: address and undefined-behaviour
# sanitizers), seeds each from corpus/ and tests/cli/cases/, and prints per harness the execs, the
# seconds and whether it ran clean. A crash, leak or hang (over 5 s on one input) is saved to
# tests/fuzz/crashes/ with the command that reproduces it; once fixed, it becomes a regression
# (docs/hostile-input.md, "Fuzzing").
# Exit 0 when every harness ran clean, 1 otherwise, 2 for a bad argument.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
if ! [[ $seconds =~ ^[1-9][0-9]{0,5}$ ]]; then
  echo "usage: scripts/fuzz.sh [SECONDS] [TARGET...]   (SECONDS: 1..999999, default 60)" >&2
  exit 2
fi
shift $(($# > 0 ? 1 : 0))

# Why each: clang with libclang-rt-14-dev (libFuzzer's and the sanitizers' runtimes for Debian 12's
# clang 14); the rest are the libraries the harnesses link (as in scripts/setup.sh). Only this
# script needs them: the normal build and test run use g++ alone.
packages=(clang libclang-rt-14-dev cmake pkg-config libtbb-dev libsqlite3-dev libcli11-dev
          nlohmann-json3-dev libcairo2-dev libjpeg62-turbo-dev libpng-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "fuzz: installing ${missing[*]}" >&2
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -q
  "${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=clang++ -DDG_FUZZ=ON \
  -DDG_BUILD_TESTS=OFF -DDG_BUILD_BENCH=OFF "${launcher[@]}" >/dev/null
cmake --build build-fuzz -j "$(nproc 2>/dev/null || echo 2)" --target fuzz_all >/dev/null

bin=build-fuzz/tests/fuzz
work=build-fuzz/fuzz
crashes=tests/fuzz/crashes
mkdir -p "$work" "$crashes"
# cairo's and fontconfig's font caches live until exit (tests/fuzz/lsan.supp says why); the image
# seeds are drawn boards, so this holds for fuzz_seeds too.
export LSAN_OPTIONS="suppressions=$PWD/tests/fuzz/lsan.supp:print_suppressions=0"
rm -rf "$work/seeds"
"$bin/fuzz_seeds" . "$work/seeds" 2>/dev/null
cat tests/fuzz/dicts/json.dict tests/fuzz/dicts/text.dict >"$work/document.dict"

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for f in "$bin"/fuzz_*; do
    name=${f##*/fuzz_}
    [ "$name" = seeds ] || targets+=("$name")
  done
fi

dict_of() {
  case $1 in
    *_text) echo tests/fuzz/dicts/text.dict ;;
    document) echo "$work/document.dict" ;;
    image | jpeg_scans) echo tests/fuzz/dicts/image.dict ;;
    merge) echo tests/fuzz/dicts/sql.dict ;;
    *) echo tests/fuzz/dicts/json.dict ;;
  esac
}

failed=0
summary=()
for t in "${targets[@]}"; do
  exe=$bin/fuzz_$t
  [ -x "$exe" ] || { echo "fuzz: no harness \"$t\"" >&2; exit 2; }
  corpus=$work/corpus/$t
  mkdir -p "$corpus" "$work/seeds/$t"
  log=$work/$t.log
  start=$(date +%s)
  # One process (no -jobs/-workers): the machine's cores are shared. New inputs go to $corpus.
  set +e
  "$exe" "$corpus" "$work/seeds/$t" -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 \
    -max_len=8192 -dict="$(dict_of "$t")" -artifact_prefix="$crashes/$t-" -print_final_stats=1 \
    >"$log" 2>&1
  code=$?
  set -e
  took=$(($(date +%s) - start))
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  if [ $code -eq 0 ]; then
    result=clean
  else
    failed=1
    artifact=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)
    result="FAILED (exit $code; log $log)"
    [ -n "$artifact" ] && result+="; reproduce: $exe $artifact"
  fi
  line=$(printf '%-16s %12s execs %5ss  %s' "$t" "${execs:-?}" "$took" "$result")
  echo "$line"
  summary+=("$line")
done
echo "--- $(date -u +%FT%TZ), ${seconds}s per harness"
printf '%s\n' "${summary[@]}"
exit $failed
