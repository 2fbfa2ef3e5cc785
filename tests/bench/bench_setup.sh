# shellcheck shell=bash
# Sourced by the benchmarks that time dailygrid runs pinned to one core (scale.sh,
# store_overhead.sh): their shared checks, each failure one line on stderr and exit 2.

# bench_whole NAME VALUE MESSAGE: exits unless VALUE is a whole number ("NAME: MESSAGE, got 'V'").
bench_whole() {
  case "$2" in
    '' | *[!0-9]*) echo "$1: $3, got '$2'" >&2; exit 2 ;;
  esac
}

# bench_setup NAME: BUILD, CORE and SEED from the environment (build, 0, 1 by default) and BIN,
# the absolute path of $BUILD/cli/dailygrid; exits when it, taskset or /usr/bin/time is missing.
bench_setup() {
  BUILD=${BUILD:-build}
  CORE=${CORE:-0}
  SEED=${SEED:-1}
  BIN=$BUILD/cli/dailygrid
  if [ ! -x "$BIN" ]; then
    echo "$1: $BIN is missing (build the dailygrid target, Release)" >&2
    exit 2
  fi
  BIN=$(cd "$(dirname "$BIN")" && pwd)/dailygrid
  local tool
  for tool in taskset /usr/bin/time; do
    command -v "$tool" >/dev/null 2>&1 || { echo "$1: $tool is missing" >&2; exit 2; }
  done
}
