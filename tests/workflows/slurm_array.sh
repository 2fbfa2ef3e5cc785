#!/usr/bin/env bash
# The README's Slurm recipe ("Generating at scale") on a real Slurm: a private munged, slurmctld
# and slurmd on localhost (own config, key, ports, sockets and state in a temp dir), then the
# README's own `sbatch --array ... --cpus-per-task ... --chdir ... --wait --wrap 'dailygrid generate
# ... --shard ...'` line, scaled down (one CPU a task, the temp dir as the shared folder), and
# the README's `dailygrid merge shard-{0..15}.db` line (4 shards); the merged store must hold exactly the canonical keys of
# the same run made unsharded. Then `daily` fills a week from the merged store without generating
# (daily itself is not sharded: README). Every daemon it started is stopped on any exit, and the
# temp dir is removed; system services (a munged that apt started, say) are never used or touched.
# Installs Debian's slurm-wlm and munge when missing (as root); where it cannot, it prints
# "skipped: ..." and exits 77 (the test's SKIP_RETURN_CODE).
#   slurm_array.sh DAILYGRID README.md
set -u
bin=$(readlink -f "$1")
readme=$2
readonly skip_code=77
readonly bound=60 # seconds: the most any one wait may take
start=$SECONDS

skip() { echo "skipped: $*"; exit $skip_code; }
fail() { echo "FAIL: $*"; exit 1; }

# --- 1. The packages -------------------------------------------------------------------------
tools=(munged mungekey munge unmunge slurmctld slurmd sbatch sinfo scontrol scancel)
missing_tools() {
  local t
  for t in "${tools[@]}"; do command -v "$t" >/dev/null || echo "$t"; done
}
if [ -n "$(missing_tools)" ]; then
  [ "$(id -u)" = 0 ] || skip "slurm-wlm and munge are not installed and this is not root" \
    "(apt-get install slurm-wlm munge)"
  command -v apt-get >/dev/null || skip "slurm-wlm and munge are not installed and there is no apt-get"
  echo "installing slurm-wlm munge (Debian packages)"
  apt_log=$(mktemp)
  apt_install() {
    DEBIAN_FRONTEND=noninteractive timeout 240 apt-get install -y -q --no-install-recommends \
      -o DPkg::Lock::Timeout=60 slurm-wlm munge >>"$apt_log" 2>&1
  }
  # An old package list may name versions the archive no longer has: update once and retry.
  apt_install || { timeout 120 apt-get update -q >>"$apt_log" 2>&1 && apt_install; } || {
    why=$(grep -E '^(E|W):' "$apt_log" | head -1)
    rm -f "$apt_log"
    skip "could not install slurm-wlm munge: ${why:-apt-get failed}"
  }
  rm -f "$apt_log"
  [ -z "$(missing_tools)" ] || fail "slurm-wlm and munge installed, but these are missing: $(missing_tools | xargs)"
fi
# slurmd starts every job as its owner, which takes root (the config below names root as
# SlurmUser and SlurmdUser).
[ "$(id -u)" = 0 ] || skip "slurmd must run as root to start jobs (this is uid $(id -u))"

# --- 2. The README's recipe, scaled down -------------------------------------------------------
# The line is taken from the README, so the test proves what a user copies: 4 shards instead of
# 16, 2000 puzzles (8 chunks of 256, two per shard) instead of a million, one CPU a task instead
# of 4 (the private node may have only 2), and the temp dir's work folder as the shared --chdir
# (below). Each substitution must apply, or the README's line changed shape and this test must be
# updated with it.
recipe=$(grep -o "sbatch --array=[^\`]*" "$readme" | head -1)
[ -n "$recipe" ] || fail "no \`sbatch --array=...\` line in $readme"
scaled=$recipe
substitute() { # PATTERN REPLACEMENT WHAT
  local next
  next=$(sed -E "s#$1#$2#" <<<"$scaled")
  [ "$next" != "$scaled" ] || fail "the README's Slurm line has no $3 ($1): $recipe"
  scaled=$next
}
substitute "--array=0-[0-9]+ " "--array=0-3 " "0-based --array range"
substitute "--shard \\\$SLURM_ARRAY_TASK_ID/[0-9]+ " "--shard \$SLURM_ARRAY_TASK_ID/4 " "--shard \$SLURM_ARRAY_TASK_ID/N"
substitute "--count [0-9]+ " "--count 2000 " "--count"
substitute "--cpus-per-task=[0-9]+ " "--cpus-per-task=1 " "--cpus-per-task=N"
grep -q -- "--jobs \\\$SLURM_CPUS_PER_TASK " <<<"$scaled" ||
  fail "the README's Slurm line does not run --jobs \$SLURM_CPUS_PER_TASK: $recipe"
grep -Eq -- "--chdir=/[^ ]+ " <<<"$scaled" || fail "the README's Slurm line has no --chdir=/shared/folder: $recipe"
grep -q -- " --wait " <<<"$scaled" || fail "the README's Slurm line lacks --wait (merge needs the shards done): $recipe"
grep -q -- "--db shard-\\\$SLURM_ARRAY_TASK_ID.db'" <<<"$scaled" ||
  fail "the README's Slurm line does not end in --db shard-\$SLURM_ARRAY_TASK_ID.db': $recipe"
generate=${scaled#*--wrap \'}
generate=${generate%\'}
# The README's merge, after the line: every shard by name, into merged.db here.
merge=$(grep -oE "dailygrid merge shard-\{0\.\.[0-9]+\}\.db --into [^ ]+" "$readme" | head -1)
[ -n "$merge" ] || fail "no \`dailygrid merge shard-{0..N}.db --into ...\` line in $readme"
merge=$(sed -E 's#\{0\.\.[0-9]+\}#{0..3}#; s#--into [^ ]+#--into merged.db#' <<<"$merge")
# The same run unsharded, into one store.
whole=$(sed -E 's#--shard [^ ]+ --db [^ ]+$#--db whole.db#' <<<"$generate")
[ "$whole" != "$generate" ] || fail "cannot make the unsharded run of: $generate"
whole=${whole//\$SLURM_CPUS_PER_TASK/1} # outside Slurm: one thread (output does not depend on it)

# --- 3. A private Slurm ------------------------------------------------------------------------
tmp=$(mktemp -d "${TMPDIR:-/tmp}/dg-slurm.XXXXXX")
pids=()     # every daemon this script started
ctld_pid=   # slurmctld's, to cancel jobs while it is up
child=      # the command `bounded` is running

# Jobs' processes (slurmstepd and the generate runs under it) are not this script's children:
# they are found by their working directory, inside the temp dir.
procs_in_tmp() {
  find /proc -mindepth 2 -maxdepth 2 -name cwd \( -lname "$tmp" -o -lname "$tmp/*" \) 2>/dev/null |
    cut -d/ -f3
}
alive() { local p; for p in "${pids[@]}" $child $(procs_in_tmp); do kill -0 "$p" 2>/dev/null && echo "$p"; done; }
cleanup() {
  local rc=$? p left
  trap - EXIT INT TERM
  cd / # out of the temp dir, so that the sweep below finds only jobs' processes
  # Jobs still running are cancelled while the controller is up, so their steps end cleanly.
  if [ -n "$ctld_pid" ] && kill -0 "$ctld_pid" 2>/dev/null; then
    timeout 5 scancel --quiet --user=root 2>/dev/null
  fi
  for p in $(alive); do kill -TERM "$p" 2>/dev/null; done
  for _ in $(seq 1 50); do [ -z "$(alive)" ] && break; sleep 0.2; done
  left=$(alive | xargs)
  if [ -n "$left" ]; then
    echo "killing what did not stop in 10 s: $left"
    for p in $left; do kill -KILL "$p" 2>/dev/null; done
    sleep 0.5
  fi
  for p in "${pids[@]}"; do wait "$p" 2>/dev/null; done
  left=$(alive | xargs)
  if [ -n "$left" ]; then
    echo "FAIL: still running after cleanup: $left"
    rc=1
  fi
  if [ $rc -ne 0 ] && [ $rc -ne $skip_code ]; then
    for f in "$tmp"/log/*.log "$tmp"/work/job-*.out; do
      [ -f "$f" ] && { echo "--- last lines of ${f#"$tmp"/}"; tail -n 15 "$f"; }
    done
  fi
  rm -rf "$tmp"
  exit $rc
}
trap cleanup EXIT
trap 'echo "interrupted: stopping what this test started"; exit 1' INT TERM

# Runs COMMAND... for at most `bound` seconds, in the background so that INT or TERM interrupt
# the `wait` and the trap stops everything at once.
bounded() {
  local rc
  timeout $bound "$@" &
  child=$!
  wait $child
  rc=$?
  child=
  return $rc
}

# Waits until the command succeeds, at most `bound` seconds.
wait_for() { # WHAT COMMAND...
  local what=$1 deadline=$((SECONDS + bound))
  shift
  until "$@" >/dev/null 2>&1; do
    [ $SECONDS -lt $deadline ] || fail "$what: not within ${bound} s"
    sleep 0.2
  done
}

# Two free TCP ports on loopback, asked of the kernel so that parallel runs never clash.
read -r ctld_port slurmd_port < <(python3 -c '
import socket
s = [socket.socket() for _ in range(2)]
for x in s: x.bind(("127.0.0.1", 0))
print(*(x.getsockname()[1] for x in s))') || fail "no free ports (python3)"
[ -n "${slurmd_port:-}" ] || fail "no free ports (python3)"

mkdir -p "$tmp/munge" "$tmp/state" "$tmp/spool" "$tmp/log" "$tmp/work"
chmod 700 "$tmp/munge"
sock=$tmp/munge/munge.socket
timeout $bound mungekey --create --keyfile="$tmp/munge/munge.key" || fail "mungekey could not make a key"
munged --foreground --force --socket="$sock" --key-file="$tmp/munge/munge.key" \
  --pid-file="$tmp/munge/munged.pid" --log-file="$tmp/log/munged.log" \
  --seed-file="$tmp/munge/munged.seed" >"$tmp/log/munged.out" 2>&1 &
pids+=($!)
munge_roundtrip() { munge -n -S "$sock" | unmunge -S "$sock"; }
wait_for "munged answering on its own socket" munge_roundtrip

# The node as slurmd sees this machine (CPUs, sockets, cores, threads, memory), named localhost.
hw=$(timeout $bound slurmd -C | head -1 | sed -E 's/^NodeName=[^ ]+ //')
grep -q 'CPUs=[0-9]' <<<"$hw" || fail "slurmd -C did not describe the machine: $hw"
conf=$tmp/slurm.conf
cat >"$conf" <<EOF
ClusterName=dgtest
SlurmctldHost=localhost(127.0.0.1)
SlurmUser=root
SlurmdUser=root
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$sock
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmctldLogFile=$tmp/log/slurmctld.log
SlurmdLogFile=$tmp/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SwitchType=switch/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/builtin
# Start the next array tasks as soon as others end (by default batch jobs may wait up to 3 s).
SchedulerParameters=batch_sched_delay=0
ReturnToService=2
# Finished jobs stay listed 5 s: sbatch --wait then polls every 2 s instead of backing off to 8 s
# (the array is seen done after 4 s instead of 10).
MinJobAge=5
NodeName=localhost NodeAddr=127.0.0.1 $hw State=UNKNOWN
PartitionName=dg Nodes=localhost Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF=$conf
(cd "$tmp" && exec slurmctld -D -c -f "$conf") >"$tmp/log/slurmctld.out" 2>&1 &
ctld_pid=$!
pids+=($!)
(cd "$tmp" && exec slurmd -D -f "$conf" -N localhost) >"$tmp/log/slurmd.out" 2>&1 &
pids+=($!)
node_idle() { [ "$(timeout 5 sinfo -h -n localhost -o %t)" = idle ]; }
wait_for "the node idle in sinfo" node_idle
echo "slurm up: slurmctld :$ctld_port, slurmd :$slurmd_port, node localhost ($hw) in $((SECONDS - start)) s"

# --- 4. The array, the merge, and the same run unsharded ----------------------------------------
cd "$tmp/work" || fail "no work dir"
PATH="$(dirname "$bin"):$PATH" # `dailygrid` in the job's environment (sbatch exports it)
export PATH
# The README's shared folder is this test's work folder.
scaled=$(sed -E "s#--chdir=/[^ ]+ #--chdir=$tmp/work #" <<<"$scaled")
submit=${scaled/#sbatch /sbatch --output=$tmp/work/job-%a.out }
echo "run: $submit"
t0=$SECONDS
bounded bash -c "$submit" || fail "sbatch --wait failed (exit $?)"
echo "array done in $((SECONDS - t0)) s"
for i in 0 1 2 3; do [ -f "shard-$i.db" ] || fail "array task $i left no shard-$i.db"; done
echo "run: $merge"
bounded bash -c "$merge" || fail "merge failed"
echo "run: $whole"
bounded bash -c "$whole" 2>/dev/null || fail "the unsharded run failed"

keys() { sqlite3 "$1" "SELECT canonical_key FROM puzzles ORDER BY canonical_key"; }
keys merged.db >merged.keys || fail "cannot read merged.db"
keys whole.db >whole.keys || fail "cannot read whole.db"
per_shard=$(for i in 0 1 2 3; do sqlite3 "shard-$i.db" "SELECT count(*) FROM puzzles"; done | xargs)
n_merged=$(sqlite3 merged.db "SELECT count(*) FROM puzzles")
n_whole=$(sqlite3 whole.db "SELECT count(*) FROM puzzles")
echo "shards: $per_shard; merged: $n_merged; unsharded: $n_whole"
for n in $per_shard; do [ "$n" -gt 0 ] || fail "a shard is empty ($per_shard): the array did not spread the run"; done
if ! diff merged.keys whole.keys >keys.diff; then
  echo "canonical keys differ (< only in merged, > only in the unsharded run; first 20 lines):"
  head -n 20 keys.diff
  fail "the merged shards are not the unsharded run ($(grep -c '^<' keys.diff) keys only in" \
    "merged, $(grep -c '^>' keys.diff) only in the unsharded run)"
fi
[ "$n_merged" = "$n_whole" ] || fail "merged holds $n_merged puzzles, the unsharded run $n_whole"

# --- 5. `daily` is not sharded: it draws its week from the merged store --------------------------
# (README: a slot takes the first fitting puzzle never scheduled, so slots depend on the days
# before them and publication numbers are one store's sequence.) A week of the run's boards,
# filled from merged.db without generating anything.
size=$(grep -oE -- '--size [0-9]+' <<<"$generate" | cut -d' ' -f2)
for d in monday tuesday wednesday thursday friday saturday sunday; do
  printf '"%s": [{"game": "queens", "size": %s, "tier": "any"}]\n' "$d" "$size"
done | paste -sd, | sed 's/^/{/; s/$/}/' >curve.json
echo "run: dailygrid daily --db merged.db --from 2030-01-07 --days 7 --games queens --curve curve.json"
bounded dailygrid daily --db merged.db --from 2030-01-07 --days 7 --games queens \
  --curve curve.json --today 2030-01-01 || fail "daily on the merged store failed"
n_after=$(sqlite3 merged.db "SELECT count(*) FROM puzzles")
[ "$n_after" = "$n_merged" ] || fail "daily generated $((n_after - n_merged)) puzzles: the merged store should have fitted"
week=$(sqlite3 merged.db "SELECT count(DISTINCT puzzle_id) || ' ' || group_concat(number, ',') FROM
  (SELECT puzzle_id, number FROM daily WHERE game = 'queens' ORDER BY date)")
[ "$week" = "7 1,2,3,4,5,6,7" ] || fail "daily's week from the merged store: '$week' (want 7 puzzles numbered 1..7)"
echo "daily: a week (#1..#7) drawn from merged.db, nothing generated"

echo "workflows.slurm ok: $n_merged canonical keys identical, $((SECONDS - start)) s"
