#!/usr/bin/env bash
# Builds the Dockerfile's image on a machine that reaches no container registry, and runs what the
# README promises of it. As root on Debian 12 (a VM or a container will do):
#   1. installs debootstrap, podman and runc with apt when missing (nothing when present);
#   2. makes Debian 12 (bookworm) with `debootstrap --variant=minbase` from Debian's archive and
#      `podman import`s it under the names the Dockerfile's FROM lines use (debian:12, and a slim
#      copy without docs, man pages and locales as debian:12-slim), cached in the work folder;
#   3. runs the README's `docker build` line with podman (`--pull=never`: nothing comes from a
#      registry) and reports its time and the image's size;
#   4. checks the image: no compiler (cc, gcc, g++, clang, ld, make, cmake, any -dev package),
#      every library `dailygrid` loads present, tar there (kubectl cp needs it);
#   5. runs in it the image's default command, the README's `docker run` lines (in a scratch
#      folder holding a copy of corpus/, as a user runs them from a checkout), the Kubernetes
#      recipe's commands (deploy/kubernetes: its 16 shards scaled down to one chunk each, then
#      the merge Job's own command) and the main job (scripts/run.sh itself, with the image's
#      dailygrid in place of the build and setup.sh; stores, PDF and page in the scratch folder).
# Not in ctest (a first run compiles the program from nothing: an hour or more on one core); run
# it whenever the Dockerfile or scripts/setup.sh changes. Podman runs on private storage in the
# work folder (vfs driver; no system podman state is used or changed) and every container is
# removed when it ends.
#   scripts/container-check.sh [--cpus LIST] [--no-cache] [--fresh-base] [--clean]
#     --cpus LIST    build on these CPUs only (taskset list, e.g. 0): setup.sh builds with as many
#                    jobs as it sees CPUs
#     --no-cache     build every layer again (what the build time means on a fresh machine)
#     --fresh-base   debootstrap the base images again instead of reusing the cached ones
#     --clean        remove the work folder (images, storage, base) and stop
# Environment: DG_CONTAINER_CHECK_DIR (work folder, default /var/tmp/dailygrid-container-check),
# DG_DEBIAN_MIRROR (default http://deb.debian.org/debian).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=${DG_CONTAINER_CHECK_DIR:-/var/tmp/dailygrid-container-check}
mirror=${DG_DEBIAN_MIRROR:-http://deb.debian.org/debian}
cpus=
no_cache=()
fresh_base=0
while [ $# -gt 0 ]; do
  case "$1" in
    --cpus) cpus=${2:?--cpus needs a CPU list}; shift 2 ;;
    --no-cache) no_cache=(--no-cache); shift ;;
    --fresh-base) fresh_base=1; shift ;;
    --clean) rm -rf "$work"; echo "removed $work"; exit 0 ;;
    *) echo "container-check.sh: unknown option '$1'" >&2; exit 2 ;;
  esac
done
die() { echo "container-check: FAIL: $*" >&2; exit 1; }
say() { echo "container-check: $*" >&2; }
[ "$(id -u)" = 0 ] || die "run as root (debootstrap and podman's storage need it)"
start=$SECONDS
report=()
note() { report+=("$*"); say "$*"; }

# --- 1. The tools -------------------------------------------------------------------------------
# runc: crun 1.8 (Debian 12's podman default) refuses hosts with cgroup v1 and v2 both mounted
# ("cgroups in hybrid mode not supported"), which VMs and CI containers often are; runc runs there.
packages=(debootstrap podman runc)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  say "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q >&2
  apt-get install -y -q --no-install-recommends "${missing[@]}" >&2
fi

# Private storage (vfs: no overlay mounts, which nested containers often refuse), cgroupfs (no
# systemd needed), events to a file (no journald).
mkdir -p "$work"
pm=(podman --root "$work/storage" --runroot "$work/run" --storage-driver vfs
    --cgroup-manager cgroupfs --events-backend file)

# --- 2. The base images ------------------------------------------------------------------------
froms=$(grep -E '^FROM ' "$repo/Dockerfile" | awk '{print $2}' | sort -u)
for f in $froms; do
  case "$f" in debian:12|debian:12-slim) ;; *) die "the Dockerfile uses FROM $f: this script makes only debian:12 and debian:12-slim" ;; esac
done
if [ $fresh_base = 1 ] || [ ! -s "$work/debian-12.tar" ] || [ ! -s "$work/debian-12-slim.tar" ]; then
  rm -rf "$work/rootfs" "$work/debian-12.tar" "$work/debian-12-slim.tar"
  say "debootstrap --variant=minbase bookworm from $mirror (a few minutes)"
  t0=$SECONDS
  debootstrap --variant=minbase bookworm "$work/rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 ||
    { tail -n 20 "$work/debootstrap.log" >&2; die "debootstrap failed (log: $work/debootstrap.log)"; }
  r=$work/rootfs
  # Debian's own images: the release, its updates and security, in deb822 form; apt keeps no
  # .debs after installing and fetches no translations.
  rm -f "$r/etc/apt/sources.list"
  cat >"$r/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: $mirror
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
  cat >"$r/etc/apt/apt.conf.d/docker-clean" <<'EOF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache ""; Dir::Cache::srcpkgcache "";
EOF
  echo 'Acquire::Languages "none";' >"$r/etc/apt/apt.conf.d/docker-no-languages"
  rm -rf "$r"/var/cache/apt/archives/*.deb "$r"/var/cache/apt/*.bin "$r"/var/lib/apt/lists/* \
    "$r"/var/log/*.log "$r"/var/log/apt/* "$r"/tmp/*
  tar --numeric-owner --xattrs -C "$r" -cf "$work/debian-12.tar" .
  # The slim variant as Debian's debian:12-slim: dpkg leaves out documentation, man pages and
  # translations (now and in every later install).
  cat >"$r/etc/dpkg/dpkg.cfg.d/docker" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/lintian/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
EOF
  find "$r/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete
  find "$r/usr/share/doc" -mindepth 1 -type d -empty -delete
  rm -rf "$r"/usr/share/man/* "$r"/usr/share/groff/* "$r"/usr/share/info/* "$r"/usr/share/lintian/* \
    "$r"/usr/share/linda/*
  find "$r/usr/share/locale" -mindepth 1 -maxdepth 1 -not -name locale.alias -exec rm -rf {} +
  tar --numeric-owner --xattrs -C "$r" -cf "$work/debian-12-slim.tar" .
  rm -rf "$r"
  note "base: debootstrap of bookworm (minbase) and the slim copy in $((SECONDS - t0)) s"
fi
for tag in 12 12-slim; do
  "${pm[@]}" image rm -f "docker.io/library/debian:$tag" >/dev/null 2>&1 || true
  "${pm[@]}" import --change 'CMD ["bash"]' "$work/debian-$tag.tar" "docker.io/library/debian:$tag" \
    >"$work/import.log" 2>&1 || { cat "$work/import.log" >&2; die "podman import of debian:$tag failed"; }
done
mb() { awk -v b="$1" 'BEGIN { printf "%.0f MB", b / 1e6 }'; }
size_of() { "${pm[@]}" image inspect --format '{{.Size}}' "$1"; }
note "base images: debian:12 $(mb "$(size_of docker.io/library/debian:12)"), debian:12-slim $(mb "$(size_of docker.io/library/debian:12-slim)")"

# --- 3. How containers run here ----------------------------------------------------------------
# The first of these that starts a container: the default runtime, then runc; podman's default
# rlimits (nofile 1048576) need CAP_SYS_RESOURCE, which a nested root may lack: then this
# shell's own limits, the process limit capped at pid_max (above it setrlimit is refused here).
nproc_cap=$(ulimit -Hu)
pid_max=$(cat /proc/sys/kernel/pid_max)
if [ "$nproc_cap" = unlimited ] || [ "$nproc_cap" -gt "$pid_max" ]; then nproc_cap=$pid_max; fi
limits="--ulimit nofile=$(ulimit -Sn):$(ulimit -Hn) --ulimit nproc=$nproc_cap:$nproc_cap"
runtime=() ulimits=() found=0
for rt in "" runc; do
  for ul in "" "$limits"; do
    # shellcheck disable=SC2086 # $ul is a list of options
    if err=$("${pm[@]}" ${rt:+--runtime $rt} run --rm --network none $ul docker.io/library/debian:12 true 2>&1); then
      runtime=(${rt:+--runtime $rt})
      read -r -a ulimits <<<"$ul"
      found=1
      break 2
    fi
  done
done
[ $found = 1 ] || die "no way to run a container here; last error: $err"
# No network: dailygrid needs none, and podman then needs no network plugin.
pm_run=("${pm[@]}" "${runtime[@]}" run --rm --network none "${ulimits[@]}")
note "podman run options that work here: ${pm_run[*]:${#pm[@]}}"

# --- 4. The README's build line ----------------------------------------------------------------
# The Docker section's code block, as a user copies it: `docker build ...` and `docker run ...`.
docker_block=$(awk '/^## Docker/ { s = 1; next } s && /^## / { exit } s' "$repo/README.md" |
  awk '/^```/ { inb = !inb; next } inb' | sed -E 's/[[:space:]]+#.*$//' | grep -E '^docker ')
build_line=$(grep -E '^docker build ' <<<"$docker_block" | head -1)
[ -n "$build_line" ] || die "no \`docker build\` line in the README's Docker section"
image=$(grep -oE -- '-t [^ ]+' <<<"$build_line" | cut -d' ' -f2)
[ -n "$image" ] || die "the README's build line names no image (-t): $build_line"
podman_build() {
  # Chroot isolation: RUN steps need no OCI runtime, cgroups or network set-up (the host's
  # network reaches Debian's archive for apt-get).
  local pin=()
  [ -z "$cpus" ] || pin=(taskset -c "$cpus")
  "${pin[@]}" "${pm[@]}" build --pull=never --isolation chroot "${no_cache[@]}" "$@"
}
podman_run() { "${pm_run[@]}" "$@"; }
say "run (in $repo): ${build_line/#docker build/podman build}"
t0=$(date +%s.%N)
(cd "$repo" && eval "podman_build ${build_line#docker build}") >"$work/build.log" 2>&1 ||
  { tail -n 30 "$work/build.log" >&2; die "the image did not build (log: $work/build.log)"; }
t1=$(date +%s.%N)
build_s=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.0f", b - a }')
size=$(size_of "$image")
gz=$("${pm[@]}" save "$image" 2>/dev/null | gzip -6 | wc -c)
note "build: ${build_s} s$([ -z "$cpus" ] || echo " on CPUs $cpus")$([ ${#no_cache[@]} = 0 ] || echo ", no cache"); image $image: $(mb "$size") ($(mb "$gz") gzipped, about what a push sends)"

# --- 5. What the image holds ---------------------------------------------------------------------
# shellcheck disable=SC2016 # expanded by the shell in the image
inside=$(podman_run "$image" sh -c '
  for c in cc c++ gcc g++ cpp clang clang++ ld as make cmake; do command -v "$c" && echo "compiler: $c"; done
  dpkg-query -W -f "\${Package}\n" | grep -E "^(gcc|g\+\+|cpp|clang|binutils|build-essential|make|cmake)(-[0-9.]+)?$|-dev$" | sed "s/^/package: /"
  ldd /usr/local/bin/dailygrid | grep "not found" | sed "s/^/missing: /"
  command -v tar >/dev/null || echo "missing: tar"
  dailygrid --version
  test -f /usr/local/share/man/man1/dailygrid.1 || echo "missing: the man page"
' 2>&1) || die "could not look inside the image: $inside"
grep -E '^(compiler|package|missing): ' <<<"$inside" && die "the runtime image holds the above"
grep -q '^dailygrid ' <<<"$inside" || die "dailygrid --version did not run: $inside"
note "runtime image: no compiler, linker, make, cmake or -dev package; every library dailygrid loads present; $(grep '^dailygrid ' <<<"$inside")"

# --- 6. The README's container commands, the Kubernetes recipe and the main job -----------------
scratch=$work/scratch
rm -rf "$scratch"
mkdir -p "$scratch/readme" "$scratch/k8s" "$scratch/main/repo/scripts" "$scratch/main/repo/build/cli" \
  "$scratch/main/data"
timed() { # WHAT COMMAND...: runs it, notes its time
  local what=$1 t0 out
  shift
  t0=$SECONDS
  out=$("$@" 2>&1) || { tail -n 30 <<<"$out" >&2; die "$what failed"; }
  note "ran: $what ($((SECONDS - t0)) s)"
  printf '%s\n' "$out" >>"$work/runs.log"
}
: >"$work/runs.log"

# The image's default command (CMD: dailygrid --help).
timed "podman run --rm $image (CMD: dailygrid --help)" podman_run "$image"
grep -q 'Subcommands:' "$work/runs.log" || die "the default command printed no help"

# The README's `docker run` lines, from a folder that holds corpus/ as a checkout does.
cp -r "$repo/corpus" "$scratch/readme/"
readme_run() { cd "$scratch/readme" && eval "podman_run ${1#docker run}"; }
while IFS= read -r line; do
  timed "${line/#docker run/podman run} (in a folder with corpus/)" readme_run "$line"
done < <(grep -E '^docker run ' <<<"$docker_block")
[ -s "$scratch/readme/dailygrid.db" ] || die "the README's docker run left no dailygrid.db in the mounted folder"

# The Kubernetes recipe: each shard's container command as the Indexed Job runs it (its own
# JOB_COMPLETION_INDEX), scaled down to 256 puzzles a shard, then the merge Job's command as is.
k8s=$repo/deploy/kubernetes
if [ -f "$k8s/generate-job.yaml" ] && [ -f "$k8s/merge-job.yaml" ]; then
  read -r shards gen_cmd < <(python3 - "$k8s/generate-job.yaml" <<'EOF'
import sys, yaml, shlex
job = next(d for d in yaml.safe_load_all(open(sys.argv[1])) if d and d.get("kind") == "Job")
c = job["spec"]["template"]["spec"]["containers"][0]
print(job["spec"]["completions"], shlex.join(c["command"] + c.get("args", [])))
EOF
  ) || die "cannot read deploy/kubernetes/generate-job.yaml (python3 with python3-yaml)"
  merge_cmd=$(python3 - "$k8s/merge-job.yaml" <<'EOF'
import sys, yaml, shlex
job = next(d for d in yaml.safe_load_all(open(sys.argv[1])) if d and d.get("kind") == "Job")
c = job["spec"]["template"]["spec"]["containers"][0]
print(shlex.join(c["command"] + c.get("args", [])))
EOF
  ) || die "cannot read deploy/kubernetes/merge-job.yaml"
  count=$((shards * 256))
  small=$(sed -E "s/--count [0-9]+/--count $count/" <<<"$gen_cmd")
  [ "$small" != "$gen_cmd" ] || die "the Kubernetes generate command has no --count: $gen_cmd"
  t0=$SECONDS
  for ((i = 0; i < shards; i++)); do
    eval "podman_run -e JOB_COMPLETION_INDEX=$i -v '$scratch/k8s:/out' '$image' $small" \
      >>"$work/runs.log" 2>&1 || die "Kubernetes shard $i failed: $small"
  done
  note "ran: the Kubernetes generate Job's command for its $shards indexes, --count $count ($((SECONDS - t0)) s)"
  k8s_merge() { eval "podman_run -v '$scratch/k8s:/out' '$image' $merge_cmd"; }
  timed "the Kubernetes merge Job's command: $merge_cmd" k8s_merge
  merged=$(podman_run -v "$scratch/k8s:/out" "$image" dailygrid stats --db /out/dailygrid.db 2>&1) ||
    die "stats of the merged store failed: $merged"
  merged=${merged%%$'\n'*}
  grep -q "all: $count graded puzzles" <<<"$merged" ||
    die "the merged store is not the run's $count puzzles: $merged"
  note "merged store: the run's $count puzzles ($merged)"
fi

# The main job: scripts/run.sh itself, with the image's dailygrid where it expects the build and a
# setup.sh that has nothing to install; it writes its store, PDF and page in /data.
cp "$repo/scripts/run.sh" "$scratch/main/repo/scripts/"
printf '#!/bin/sh\n# the image is the build\nexit 0\n' >"$scratch/main/repo/scripts/setup.sh"
chmod +x "$scratch/main/repo/scripts/"*.sh
ln -s /usr/local/bin/dailygrid "$scratch/main/repo/build/cli/dailygrid"
cp -r "$repo/corpus" "$scratch/main/repo/"
timed "the main job (scripts/run.sh) in the image" \
  podman_run -v "$scratch/main/repo:/repo:ro" -v "$scratch/main/data:/data" "$image" bash /repo/scripts/run.sh
tomorrow=$(podman_run "$image" date -d tomorrow +%F)
for f in dailygrid.db "dailygrid-$tomorrow.pdf" "dailygrid-$tomorrow.html"; do
  [ -s "$scratch/main/data/$f" ] || die "the main job left no $f"
done
note "main job: dailygrid.db, dailygrid-$tomorrow.pdf (tomorrow's set) and dailygrid-$tomorrow.html written in /data"

rm -rf "$scratch"
echo
echo "container-check: all passed in $((SECONDS - start)) s"
printf '  %s\n' "${report[@]}"
printf '%s\n' "${report[@]}" >"$work/report.txt"
