#!/usr/bin/env bash
# The Dockerfile without building it (scripts/container-check.sh builds and runs it; not in ctest):
# the build stage asks scripts/setup.sh for the program only (no Catch2, Chromium, Slurm, tests or
# benchmarks), the runtime stage installs no compiler or -dev package and takes only the installed
# files from the build stage, and the README documents the container check.
#   dockerfile.sh REPO
set -u
repo=$1
df=$repo/Dockerfile
fail=0
bad() { echo "FAIL: $*"; fail=1; }
[ -f "$df" ] || { echo "FAIL: no $df"; exit 1; }
# Instructions with their continuation lines joined, comments dropped.
instructions=$(grep -v '^[[:space:]]*#' "$df" | sed -e ':a' -e '/\\$/N; s/\\\n/ /; ta')
stages=$(grep -c '^FROM ' <<<"$instructions")
[ "$stages" = 2 ] || bad "the Dockerfile has $stages stages (want a build and a runtime stage)"
build=$(awk '/^FROM / { n++ } n == 1' <<<"$instructions")
runtime=$(awk '/^FROM / { n++ } n == 2' <<<"$instructions")

# The build stage: setup.sh --program, then cmake --install.
calls=$(grep -oE 'scripts/setup\.sh[^&;|]*' <<<"$build")
[ -n "$calls" ] || bad "the build stage does not run scripts/setup.sh"
while IFS= read -r call; do
  [ -n "$call" ] || continue
  grep -qE -- '--program([[:space:]]|$)' <<<"$call" ||
    bad "the build stage runs '$call': the full build (Catch2, Chromium, Slurm, tests, benchmarks); use --program"
done <<<"$calls"
grep -q 'cmake --install build' <<<"$build" || bad "the build stage does not cmake --install the program"

# The runtime stage: a slim Debian 12, runtime libraries only, the installed files only.
grep -qE '^FROM debian:12-slim' <<<"$runtime" || bad "the runtime stage is not FROM debian:12-slim"
pkgs=$(grep -oE 'apt-get install [^&]*' <<<"$runtime" | tr ' ' '\n' | grep -vE '^(apt-get|install|-.*|)$')
[ -n "$pkgs" ] || bad "the runtime stage installs no runtime libraries"
for p in $pkgs; do
  if grep -qE '^(build-essential|gcc|g\+\+|cpp|clang|binutils|make|cmake|pkg-config|ccache)(-[0-9.]+)?$|-dev$' <<<"$p"; then
    bad "the runtime stage installs $p (a compiler or build tool)"
  fi
done
# Every library scripts/setup.sh --program builds against has its runtime package here.
for lib in libtbb12 libsqlite3-0 libcairo2 libjpeg62-turbo libpng16-16 fonts-dejavu-core; do
  grep -qx "$lib" <<<"$pkgs" || bad "the runtime stage does not install $lib"
done
copies=$(grep -E '^COPY ' <<<"$runtime")
while IFS= read -r c; do
  [ -n "$c" ] || continue
  grep -qE '^COPY --from=build /opt/dailygrid/? ' <<<"$c" || bad "the runtime stage copies more than the installed files: $c"
done <<<"$copies"
[ -n "$copies" ] || bad "the runtime stage copies nothing from the build stage"
grep -qE '^RUN .*(scripts/setup\.sh|cmake|make )' <<<"$runtime" && bad "the runtime stage builds"

# The container check: present, valid bash, and documented in the README's Docker section.
check=$repo/scripts/container-check.sh
[ -x "$check" ] || bad "no executable scripts/container-check.sh"
[ -f "$check" ] && { bash -n "$check" || bad "bash -n scripts/container-check.sh"; }
docker=$(awk '/^## Docker/ { s = 1; next } s && /^## / { exit } s' "$repo/README.md")
grep -q 'scripts/container-check.sh' <<<"$docker" || bad "the README's Docker section does not mention scripts/container-check.sh"
grep -q 'setup.sh --program' <<<"$docker" || bad "the README's Docker section does not say the image builds with setup.sh --program"

[ $fail = 0 ] && echo "Dockerfile ok: build stage setup.sh --program, runtime stage without a compiler"
exit $fail
