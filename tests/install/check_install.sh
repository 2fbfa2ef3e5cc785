#!/usr/bin/env bash
# `cmake --install` into a scratch prefix, then checks what a user gets: the program runs, the man
# page is clean roff that names every command and option the program's --help lists and the exit
# codes, and the bash completion parses and completes a subcommand and an option.
# Usage: check_install.sh BUILD_DIR
set -u
build=$1
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }

cmake --install "$build" --prefix "$prefix" >/dev/null || { echo "FAIL: cmake --install"; exit 1; }
bin=$prefix/bin/dailygrid
man=$prefix/share/man/man1/dailygrid.1
completion=$prefix/share/bash-completion/completions/dailygrid

[ -x "$bin" ] && "$bin" --version | grep -q '^dailygrid ' || bad "no runnable $bin"
[ -f "$man" ] || bad "no man page at $man"
[ -f "$completion" ] || bad "no bash completion at $completion"
[ $fail = 0 ] || exit 1

# The man page: no roff warnings where the tools exist (groff-base and man-db are in Debian's
# base system, but the test does not insist on them).
if command -v groff >/dev/null; then
  out=$(groff -man -z -ww "$man" 2>&1)
  [ -z "$out" ] || bad "groff -man -z -ww: $out"
fi
if command -v man >/dev/null; then
  out=$(MANWIDTH=100 man --warnings -l "$man" 2>&1 >/dev/null)
  [ -z "$out" ] || bad "man --warnings -l: $out"
  MANWIDTH=100 man -l "$man" 2>/dev/null | grep -q 'EXIT STATUS' || bad "man -l does not render"
fi

# Every command, sub-command and option of --help, and the four exit codes, are in the man page.
subcommands() { sed -n '/^Subcommands:/,$p' | grep -oE '^  [a-z][a-z-]*' | sed 's/^  //'; }
options() { grep -oE '^  (-h,)?--[A-Za-z0-9-]+' | sed 's/^  //; s/^-h,//'; }
check_command() {  # $@ = the command path, e.g. "generate tango"
  local help sub opt
  help=$("$bin" "$@" --help)
  [ $# -eq 0 ] || grep -q "^\.SS \"$*" "$man" || bad "man page has no section for '$*'"
  for opt in $(options <<<"$help"); do
    grep -qF -- "${opt//-/\\-}" "$man" || bad "man page does not mention $opt of '${*:-dailygrid}'"
  done
  for sub in $(subcommands <<<"$help"); do check_command "$@" "$sub"; done
}
check_command
for code in 0 1 2 3; do
  sed -n '/^\.SH EXIT STATUS/,/^\.SH [^E]/p' "$man" | grep -qx "\.B $code" || bad "exit code $code not in EXIT STATUS"
done

# The completion: valid bash, and it completes from the installed program's own --help.
bash -n "$completion" || bad "bash -n $completion"
complete_words() {
  PATH="$prefix/bin:$PATH" bash -c 'source "$1"; shift; COMP_WORDS=("$@");
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _dailygrid; echo "${COMPREPLY[*]}"' _ "$completion" "$@"
}
[ "$(complete_words dailygrid imp)" = import ] || bad "completion of 'dailygrid imp': $(complete_words dailygrid imp)"
[ "$(complete_words dailygrid generate tango --uniq)" = --unique-lines ] ||
  bad "completion of 'generate tango --uniq': $(complete_words dailygrid generate tango --uniq)"
[ "$(complete_words dailygrid convert --to "")" = "json text sgt line" ] ||
  bad "completion of 'convert --to': $(complete_words dailygrid convert --to "")"
[ "$(complete_words dailygrid stats --band "")" = "easy medium hard expert" ] ||
  bad "completion of 'stats --band': $(complete_words dailygrid stats --band "")"
[ "$(complete_words dailygrid generate queens --tier pi)" = pigeonhole ] ||
  bad "completion of 'generate queens --tier pi': $(complete_words dailygrid generate queens --tier pi)"

[ $fail = 0 ] && echo "install: binary, man page and completion OK"
exit $fail
