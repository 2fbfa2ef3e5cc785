# dailygrid image: `docker build -t dailygrid:latest .`, then `docker run --rm dailygrid:latest
# dailygrid --help`. The Kubernetes and Slurm recipes in the README run this image.
#
# Two stages: the first builds with the project's own scripts/setup.sh (the same packages and
# flags as a developer machine) and installs into /opt/dailygrid; the second carries only the
# installed files and the shared libraries they load, so the image holds no compiler.

FROM debian:12 AS build
WORKDIR /src
COPY . .
RUN scripts/setup.sh && cmake --install build --prefix /opt/dailygrid

FROM debian:12-slim
# The libraries `ldd dailygrid` lists (TBB, SQLite, cairo and what cairo pulls in, libjpeg-turbo
# for `read` of JPEG screenshots), and a font for the numbers render draws (and the digit
# templates `read` compares Zip numbers with).
RUN apt-get update \
 && apt-get install -y --no-install-recommends libtbb12 libsqlite3-0 libcairo2 libjpeg62-turbo \
    fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /opt/dailygrid/ /usr/local/
# Stores go to the working directory (./dailygrid.db by default); mount a volume here or at --db.
WORKDIR /data
CMD ["dailygrid", "--help"]
