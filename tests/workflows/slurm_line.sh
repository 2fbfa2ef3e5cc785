#!/usr/bin/env bash
# The README's Slurm recipe without Slurm (workflows.slurm runs it on a private Slurm, and skips
# where it cannot): each task asks for the CPUs its --jobs uses, and the relative shard stores land
# in a folder every node shares, which the README says.
#   slurm_line.sh README.md
set -u
readme=$1
fail=0
bad() { echo "FAIL: $*"; fail=1; }
line=$(grep -o "sbatch --array=[^\`]*" "$readme" | head -1)
[ -n "$line" ] || { echo "FAIL: no \`sbatch --array=...\` line in $readme"; exit 1; }
echo "line: $line"
cpus=$(grep -oE -- '--cpus-per-task[= ][0-9]+' <<<"$line" | grep -oE '[0-9]+$')
[ -n "$cpus" ] || bad "the Slurm line asks for no --cpus-per-task (a task gets one CPU)"
jobs=$(grep -oE -- "--jobs [^ ']+" <<<"$line" | cut -d' ' -f2)
# shellcheck disable=SC2016 # the literal text of the line
case "$jobs" in
  '$SLURM_CPUS_PER_TASK') ;;
  '') bad "the Slurm line runs no --jobs (0, the default, is a thread per core of the node)" ;;
  *) [ "$jobs" = "$cpus" ] || bad "--jobs $jobs differs from --cpus-per-task=$cpus" ;;
esac
# Where the shards land: --chdir to an absolute folder, or an absolute --db.
db=$(grep -oE -- "--db [^ ']+" <<<"$line" | cut -d' ' -f2)
case "$db" in
  /*) ;;
  *) grep -Eq -- "--chdir[= ]/" <<<"$line" ||
       bad "--db $db is relative and the line sets no --chdir=/shared/folder (tasks write on their own nodes)" ;;
esac
# The README says why: the shared folder and the CPUs.
section=$(awk '/^### Slurm/ { s = 1; next } s && /^##/ { exit } s' "$readme")
[ -n "$section" ] || bad "no '### Slurm' section in $readme"
grep -Eqi "every node mounts|shared" <<<"$(sed -n '/--chdir/,$p' <<<"$section")" ||
  bad "the Slurm section does not say the folder must be shared by every node"
grep -Eqi -- "--cpus-per-task=[0-9]+. gives" <<<"$section" ||
  bad "the Slurm section does not say what --cpus-per-task is for"
# The merge names every shard of --array (a missing one fails it).
n=$(grep -oE -- '--shard [^ ]+/[0-9]+' <<<"$line" | grep -oE '[0-9]+$')
grep -qF "dailygrid merge shard-{0..$((n - 1))}.db" <<<"$section" ||
  bad "the Slurm section's merge does not name shard-{0..$((n - 1))}.db"
[ $fail = 0 ] && echo "slurm line ok: --cpus-per-task=$cpus, --jobs $jobs, shared folder"
exit $fail
