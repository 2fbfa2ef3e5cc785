#!/usr/bin/env python3
"""Tents boards read back from pictures, per board size and scale (README "Reading screenshots").

    tests/bench/read_tents.py DAILYGRID WORKDIR [N]

Our renders: N generated puzzles (seed 11, or $DG_TENTS_SEED for a set the reader was not built
with) per shape, each drawn by `render --format png --width W`
and read by `read` (game detected); a read counts when rows, columns, trees and both count lists
equal the drawn puzzle's. Simon Tatham's look, when /usr/games/sgt-tents is installed: N IDs per
shape from `sgt-tents --generate N WxHde`, drawn by `TENTS_TILESIZE=T sgt-tents --screenshot`,
compared with `convert --to json` of the ID. Prints a Markdown table per look; failures on stderr.
"""
import json
import os
import subprocess
import sys

SHAPES = [(5, 5), (6, 6), (8, 8), (10, 10), (12, 12), (15, 15), (20, 20), (5, 10), (10, 5),
          (8, 15), (15, 8), (12, 20), (20, 12)]
WIDTHS = [300, 400, 500, 700, 1200]
TILES = [16, 20, 24, 32, 48]
SGT = "/usr/games/sgt-tents"
SEED = os.environ.get("DG_TENTS_SEED", "11")


def key(p):
    return [p.get(k) for k in ("rows", "cols", "trees", "row_counts", "col_counts")]


def read_key(dg, png):
    q = subprocess.run([dg, "read", png], capture_output=True, text=True)
    if q.returncode != 0:
        return None, q.stderr.strip()[:200]
    return key(json.loads(q.stdout)), ""


def ours(dg, work, n):
    print("| board | " + " | ".join(f"{w} px" for w in WIDTHS) + " |")
    print("|---|" + "---|" * len(WIDTHS))
    for r, c in SHAPES:
        gen = os.path.join(work, f"gen-{r}x{c}.jsonl")
        if not os.path.exists(gen):
            subprocess.run([dg, "generate", "tents", "--rows", str(r), "--cols", str(c), "--count",
                            str(n), "--seed", SEED, "--out", gen], check=True, capture_output=True)
        puzzles = [json.loads(line) for line in open(gen) if line.strip()][:n]
        cells = []
        for w in WIDTHS:
            ok = 0
            for i, p in enumerate(puzzles):
                src, png = os.path.join(work, "p.json"), os.path.join(work, "p.png")
                with open(src, "w") as f:
                    json.dump(p, f)
                subprocess.run([dg, "render", src, "--format", "png", "--width", str(w), "--out",
                                png], check=True, capture_output=True)
                got, why = read_key(dg, png)
                if got == key(p):
                    ok += 1
                else:
                    print(f"ours {r}x{c} {w} px #{i}: {why or 'another board'}", file=sys.stderr)
            cells.append(f"{ok}/{len(puzzles)}")
        print(f"| {r}x{c} | " + " | ".join(cells) + " |", flush=True)


def sgt(dg, work, n):
    print("\n| SGT board (WxH) | " + " | ".join(f"tile {t}" for t in TILES) + " |")
    print("|---|" + "---|" * len(TILES))
    for r, c in SHAPES:
        ids = subprocess.run([SGT, "--generate", str(n), f"{c}x{r}de"], capture_output=True,
                             text=True).stdout.split()
        cells = []
        for t in TILES:
            ok = 0
            for i, game_id in enumerate(ids):
                src, png = os.path.join(work, "id.txt"), os.path.join(work, "s.png")
                with open(src, "w") as f:
                    f.write(game_id + "\n")
                want = key(json.loads(subprocess.run([dg, "convert", src, "--to", "json"],
                                                     capture_output=True, text=True).stdout))
                subprocess.run([SGT, "--screenshot", png, game_id], capture_output=True,
                               env=dict(os.environ, TENTS_TILESIZE=str(t)))
                got, why = read_key(dg, png)
                if got == want:
                    ok += 1
                else:
                    print(f"sgt {c}x{r} tile {t} #{i}: {why or 'another board'}", file=sys.stderr)
            cells.append(f"{ok}/{len(ids)}")
        print(f"| {c}x{r} | " + " | ".join(cells) + " |", flush=True)


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        sys.exit(2)
    dg, work = sys.argv[1], sys.argv[2]
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    os.makedirs(work, exist_ok=True)
    ours(dg, work, n)
    if os.path.exists(SGT):
        sgt(dg, work, n)
    else:
        print(f"\n({SGT} not installed: SGT's look not measured)")


if __name__ == "__main__":
    main()
