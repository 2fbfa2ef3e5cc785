#!/usr/bin/env bash
# CLI smoke tests: every case file tests/cli/cases/<name>.case holds
#   args: <arguments, FILE paths relative to the cases folder; $tmp is a fresh scratch folder>
#   exit: <expected exit code>
#   stderr: <extended regex the stderr must match>   (optional)
#   stdout: <extended regex the stdout must match>   (optional)
# and, for "stdin:" cases, the remaining lines after a "---" line are fed on stdin.
set -u
bin=$1
cases=$2
fail=0
count=0
for f in "$cases"/*.case; do
  count=$((count + 1))
  args=$(sed -n 's/^args: //p' "$f")
  want_exit=$(sed -n 's/^exit: //p' "$f")
  want_err=$(sed -n 's/^stderr: //p' "$f")
  want_out=$(sed -n 's/^stdout: //p' "$f")
  input=$(sed -n '/^---$/,$p' "$f" | tail -n +2)
  tmp=$(mktemp -d)
  # A case that hangs fails here (exit 124) instead of holding the suite: no command may run long.
  out=$(cd "$cases" && printf '%s' "$input" | eval "timeout 120 \"$bin\" $args" 2>/tmp/dg_smoke_err.$$)
  code=$?
  rm -rf "$tmp"
  err=$(cat /tmp/dg_smoke_err.$$)
  name=$(basename "$f" .case)
  ok=1
  [ "$code" = "$want_exit" ] || { echo "FAIL $name: exit $code, expected $want_exit"; ok=0; }
  if [ -n "$want_err" ] && ! grep -Eq -- "$want_err" <<<"$err"; then
    echo "FAIL $name: stderr does not match /$want_err/: $err"; ok=0
  fi
  if [ -n "$want_out" ] && ! grep -Eq -- "$want_out" <<<"$out"; then
    echo "FAIL $name: stdout does not match /$want_out/: $(head -c 400 <<<"$out")"; ok=0
  fi
  if [ -n "$want_err" ] && [ "$(wc -l <<<"$err")" -gt 1 ] && [ "$want_exit" = 2 ]; then
    echo "FAIL $name: error is not one line: $err"; ok=0
  fi
  [ $ok = 1 ] || fail=$((fail + 1))
done
rm -f /tmp/dg_smoke_err.$$
echo "$count cases, $fail failed"
[ "$count" -gt 0 ] && [ $fail = 0 ]
