#!/usr/bin/env python3
"""The README's Kubernetes recipe (deploy/kubernetes/*.yaml) read as Kubernetes would, without a
cluster: every file parses; the claim is ReadWriteMany; the generate Job is Indexed with
completions and parallelism equal to the N of --shard $JOB_COMPLETION_INDEX/N; each pod's CPU
request equals its --jobs; every container mounts the claim where its stores are; the merge Job
names every shard's store, and only those, and writes into the claim; the image is one pushed
image with a tag (never :latest unless pulled Always); the README runs the files in order (push,
generate, wait, merge). scripts/container-check.sh runs the Jobs' commands in the image.
   kubernetes_recipe.py REPO"""
import re
import shlex
import sys
from pathlib import Path

try:
    import yaml
except ImportError:
    print("FAIL: needs PyYAML (Debian package python3-yaml, which scripts/setup.sh installs)")
    sys.exit(1)

repo = Path(sys.argv[1])
folder = repo / "deploy" / "kubernetes"
failures = []


def bad(msg):
    failures.append(msg)
    print("FAIL: " + msg)


def load(name, kind):
    path = folder / name
    if not path.is_file():
        bad(f"no {path.relative_to(repo)}")
        return None
    try:
        docs = [d for d in yaml.safe_load_all(path.read_text()) if d is not None]
    except yaml.YAMLError as e:
        bad(f"{name} is not YAML: {e}")
        return None
    if len(docs) != 1 or docs[0].get("kind") != kind:
        bad(f"{name} should hold one {kind}, holds {[d.get('kind') for d in docs]}")
        return None
    doc = docs[0]
    want_api = {"Job": "batch/v1", "Pod": "v1", "PersistentVolumeClaim": "v1"}[kind]
    if doc.get("apiVersion") != want_api:
        bad(f"{name}: apiVersion {doc.get('apiVersion')!r}, want {want_api}")
    if not doc.get("metadata", {}).get("name"):
        bad(f"{name}: no metadata.name")
    return doc


def pod_spec(doc):
    return doc["spec"]["template"]["spec"] if doc["kind"] == "Job" else doc["spec"]


def command_of(container):
    """The container's command as one argument list, a `sh -c` script split into words."""
    argv = list(container.get("command", [])) + list(container.get("args", []))
    if len(argv) == 3 and argv[0] in ("sh", "bash", "/bin/sh") and argv[1] == "-c":
        return shlex.split(argv[2])
    return argv


def option(argv, name):
    for i, a in enumerate(argv):
        if a == name and i + 1 < len(argv):
            return argv[i + 1]
        if a.startswith(name + "="):
            return a.split("=", 1)[1]
    return None


def cpu_value(q):
    """A CPU quantity in CPUs: 4, "4", "500m"."""
    q = str(q)
    return int(q[:-1]) / 1000 if q.endswith("m") else float(q)


def check_mounts(name, doc, claim, paths):
    """Every path the container writes or reads lies in a mount of the claim."""
    spec = pod_spec(doc)
    volumes = {v["name"]: v for v in spec.get("volumes", [])}
    container = spec["containers"][0]
    mounts = {}
    for m in container.get("volumeMounts", []):
        v = volumes.get(m["name"])
        if v is None:
            bad(f"{name}: volumeMount {m['name']} names no volume of the pod")
            continue
        if v.get("persistentVolumeClaim", {}).get("claimName") != claim:
            bad(f"{name}: volume {m['name']} is not the claim {claim}")
            continue
        mounts[m["mountPath"].rstrip("/")] = m
    if not mounts:
        bad(f"{name}: mounts no volume of the claim {claim}")
    for p in paths:
        if not any(p.startswith(mp + "/") for mp in mounts):
            bad(f"{name}: {p} is not on the claim's mount ({', '.join(mounts) or 'none'})")
    return mounts


def check_image(name, container):
    image = container.get("image", "")
    policy = container.get("imagePullPolicy")
    if "@sha256:" in image:
        return image
    last = image.rsplit("/", 1)[-1]
    tag = last.split(":", 1)[1] if ":" in last else None
    if "/" not in image or "." not in image.split("/", 1)[0] and ":" not in image.split("/", 1)[0]:
        bad(f"{name}: image {image!r} names no registry host: the nodes pull it from one")
    if tag is None or tag == "latest":
        if policy != "Always":
            bad(f"{name}: image {image!r} is :latest (or untagged) with imagePullPolicy {policy}: "
                "nodes keep running the first one they pulled; push a tag per build")
    elif policy not in ("IfNotPresent", "Always", None):
        bad(f"{name}: imagePullPolicy {policy!r}")
    return image


pvc = load("storage.yaml", "PersistentVolumeClaim")
gen = load("generate-job.yaml", "Job")
merge = load("merge-job.yaml", "Job")
fetch = load("fetch-pod.yaml", "Pod")
claim = None
if pvc:
    claim = pvc["metadata"]["name"]
    if "ReadWriteMany" not in pvc["spec"].get("accessModes", []):
        bad("storage.yaml: the claim is not ReadWriteMany (16 pods on any nodes write to it at once)")
    if not pvc["spec"].get("resources", {}).get("requests", {}).get("storage"):
        bad("storage.yaml: the claim requests no storage")

images = {}
shards = None
shard_paths = []
if gen:
    spec = gen["spec"]
    if spec.get("completionMode") != "Indexed":
        bad(f"generate-job.yaml: completionMode {spec.get('completionMode')!r}, want Indexed")
    pspec = pod_spec(gen)
    if pspec.get("restartPolicy") not in ("Never", "OnFailure"):
        bad(f"generate-job.yaml: restartPolicy {pspec.get('restartPolicy')!r}")
    if len(pspec.get("containers", [])) != 1:
        bad("generate-job.yaml: want one container")
    c = pspec["containers"][0]
    images["generate-job.yaml"] = check_image("generate-job.yaml", c)
    argv = command_of(c)
    if argv[:2] != ["dailygrid", "generate"]:
        bad(f"generate-job.yaml: the command is not dailygrid generate: {argv}")
    shard = option(argv, "--shard") or ""
    m = re.fullmatch(r"\$\{?JOB_COMPLETION_INDEX\}?/(\d+)", shard)
    if not m:
        bad(f"generate-job.yaml: --shard {shard!r}, want $JOB_COMPLETION_INDEX/N")
    else:
        shards = int(m.group(1))
        for key in ("completions", "parallelism"):
            if spec.get(key) != shards:
                bad(f"generate-job.yaml: {key} {spec.get(key)}, want {shards} (--shard I/{shards})")
    db = option(argv, "--db") or ""
    if "$JOB_COMPLETION_INDEX" not in db and "${JOB_COMPLETION_INDEX}" not in db:
        bad(f"generate-job.yaml: --db {db!r} is not one store per index")
    if not db.startswith("/"):
        bad(f"generate-job.yaml: --db {db!r} is relative (it would land in the image's /data, lost with the pod)")
    if shards:
        shard_paths = [re.sub(r"\$\{?JOB_COMPLETION_INDEX\}?", str(i), db) for i in range(shards)]
    jobs = option(argv, "--jobs")
    requests = c.get("resources", {}).get("requests", {})
    limits = c.get("resources", {}).get("limits", {})
    if jobs is None or not jobs.isdigit() or int(jobs) == 0:
        bad(f"generate-job.yaml: --jobs {jobs!r}: 0 (the default) is a thread per CPU of the node, not the pod")
    elif "cpu" not in requests or cpu_value(requests["cpu"]) != int(jobs):
        bad(f"generate-job.yaml: CPU request {requests.get('cpu')!r} differs from --jobs {jobs}")
    elif "cpu" in limits and cpu_value(limits["cpu"]) < int(jobs):
        bad(f"generate-job.yaml: CPU limit {limits['cpu']} below --jobs {jobs}")
    if "memory" not in requests:
        bad("generate-job.yaml: no memory request")
    if claim:
        check_mounts("generate-job.yaml", gen, claim, [db.replace("$JOB_COMPLETION_INDEX", "0")])

if merge:
    pspec = pod_spec(merge)
    c = pspec["containers"][0]
    images["merge-job.yaml"] = check_image("merge-job.yaml", c)
    argv = command_of(c)
    if argv[:2] != ["dailygrid", "merge"]:
        bad(f"merge-job.yaml: the command is not dailygrid merge: {argv}")
    into = option(argv, "--into")
    sources = [a for a in argv[2:] if not a.startswith("--") and a != into]
    if into is None:
        bad("merge-job.yaml: no --into")
    if any("*" in s or "?" in s for s in sources):
        bad(f"merge-job.yaml: a pattern among the sources ({sources}): name every shard")
    if shard_paths and sources != shard_paths:
        missing = [p for p in shard_paths if p not in sources]
        extra = [s for s in sources if s not in shard_paths]
        bad(f"merge-job.yaml: the sources are not the {len(shard_paths)} shards in order "
            f"(missing {missing}, not a shard {extra})")
    if "cpu" not in c.get("resources", {}).get("requests", {}):
        bad("merge-job.yaml: no CPU request")
    if pspec.get("restartPolicy") not in ("Never", "OnFailure"):
        bad(f"merge-job.yaml: restartPolicy {pspec.get('restartPolicy')!r}")
    if claim:
        check_mounts("merge-job.yaml", merge, claim, sources + ([into] if into else []))

if fetch:
    c = fetch["spec"]["containers"][0]
    images["fetch-pod.yaml"] = check_image("fetch-pod.yaml", c)
    if claim:
        check_mounts("fetch-pod.yaml", fetch, claim, [])

if len(set(images.values())) > 1:
    bad(f"the files name different images: {images}")

# The README: the recipe is these files, run in order, with the image pushed first.
readme = (repo / "README.md").read_text()
section = re.search(r"^### Kubernetes\n(.*?)(?=^##)", readme, re.S | re.M)
if not section:
    bad("no '### Kubernetes' section in README.md")
else:
    text = section.group(1)
    if "image: dailygrid:latest" in text:
        bad("README's Kubernetes section still holds the inline Job with dailygrid:latest")
    block = re.search(r"^```sh\n(.*?)^```", text, re.S | re.M)
    commands = block.group(1) if block else ""
    if not block:
        bad("README's Kubernetes section has no ```sh block of commands")
    steps = ["push", "storage.yaml", "generate-job.yaml", "kubectl wait --for=condition=complete",
             "merge-job.yaml"]
    where = [commands.find(s) for s in steps]
    for s, w in zip(steps, where):
        if w < 0:
            bad(f"README's Kubernetes section does not run {s!r}")
    if all(w >= 0 for w in where) and where != sorted(where):
        bad(f"README's Kubernetes steps are out of order: {steps}")
    if gen and f"job/{gen['metadata']['name']}" not in commands:
        bad(f"README's Kubernetes section does not wait for job/{gen['metadata']['name']} before the merge")

if failures:
    sys.exit(1)
print(f"kubernetes recipe ok: {shards} indexed shards, merge of every shard, claim {claim}, image {images.get('generate-job.yaml')}")
