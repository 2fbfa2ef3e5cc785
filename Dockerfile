# dailygrid image: `docker build -t dailygrid:latest .`, then `docker run --rm dailygrid:latest
# dailygrid --help`. The Kubernetes recipe (deploy/kubernetes, README "Generating at scale") runs
# this image, pushed to a registry under a tag per build.
#
# Two stages: the first builds the program with the project's own `scripts/setup.sh --program`
# (the program's packages and its one target, as scripts/run.sh does: no Catch2, Chromium, Slurm,
# tests or benchmarks) and installs it into /opt/dailygrid; the second carries only the installed
# files and the shared libraries they load, so the image holds no compiler.
# scripts/container-check.sh builds this image with podman from a debootstrapped Debian 12 and
# runs the README's container commands and the main job in it (README, "Docker").

FROM debian:12 AS build
WORKDIR /src
COPY . .
RUN scripts/setup.sh --program && cmake --install build --prefix /opt/dailygrid

FROM debian:12-slim
# The libraries `ldd dailygrid` lists (TBB, SQLite, cairo and what cairo pulls in, libjpeg-turbo
# and libpng for `read` of JPEG and PNG screenshots), and a font for the numbers render draws
# (and the digit templates `read` compares Zip numbers with). No build-essential, cmake or -dev
# package: nothing here can compile (scripts/container-check.sh checks).
RUN apt-get update \
 && apt-get install -y --no-install-recommends libtbb12 libsqlite3-0 libcairo2 libjpeg62-turbo \
    libpng16-16 fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /opt/dailygrid/ /usr/local/
# Stores go to the working directory (./dailygrid.db by default); mount a volume here or at --db.
WORKDIR /data
CMD ["dailygrid", "--help"]
