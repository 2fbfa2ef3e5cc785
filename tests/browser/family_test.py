#!/usr/bin/env python3
"""The playable page plays the whole Queens family in a real browser (headless chromium).

The fixture holds one board of each variant (a 2-star 10x10, a 3-star 14x14, a torus, a holed
board, one with given stars, one with full diagonals (an 8x9 rectangle without regions, with column
counts) and one with region counts; made by `dailygrid generate queens`, the last three edited
from generated boards).
For each board, on one page:
  (c) a star on a cell off the solution: the hint names that cell, in the board's word;
  (b) from the empty board, hint after hint, each hint's step applied by taps until solved: every
      hint is a grader step (none reveals a cell without a rule), later than the one before, and
      concludes something the board did not show;
then, on a fresh page, (a) the stored solution placed by taps is "Solved" with no conflict.
It also checks the drawing: holes are not cells, given stars are drawn given, stars are stars on
Star Battle boards. Screenshots of a Star Battle, a torus and a holed board mid-play with a hint
shown go into the output folder. A missing chromium is a failure, never a skip.

usage: family_test.py DAILYGRID FIXTURE OUT_DIR
"""
import json
import math
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402
import page_driver as pd  # noqa: E402

DESKTOP = (1280, 900)
# The fixture's boards in order, with the screenshot name of those shown mid-play.
BOARDS = ["2-star 10x10", "3-star 14x14", "torus", "holes", "givens", "full diagonals",
          "region counts"]
SHOTS = {0: "star-battle", 2: "torus", 3: "holes"}


def main():
    dailygrid, fixture, out_dir, chromium = cdp.test_arguments(sys.argv, __doc__)
    html = os.path.join(out_dir, "family-test.html")
    pd.render_page(dailygrid, fixture, html)
    puzzles = [json.loads(line) for line in open(fixture) if line.strip()]

    failures = []
    started = time.monotonic()
    browser = cdp.Browser(chromium, *DESKTOP)
    try:
        browser.viewport(*DESKTOP)
        page = pd.Page(browser)
        page.open(html)
        games = page.games()
        if games != ["queens"] * len(BOARDS):
            failures.append(f"fixture games are {games}")
            return 1
        for k, name in enumerate(BOARDS):
            page.select(k)
            problems = drawing(page, k, puzzles[k])
            problems += positions(page, k, puzzles[k])
            problems += reveal(page, k, puzzles[k])
            problems += conflicts(page, k, puzzles[k])
            problems += auto_x(page, k, puzzles[k], keep=k == 2)  # the torus's shot shows them
            problems += pd.wrong_mark(page, k)
            shot = os.path.join(out_dir, f"family-{SHOTS[k]}-hint.png") if k in SHOTS else None
            taken, more = pd.follow_hints(page, k, shot=shot)
            problems += more
            steps = page.play(k, "play.data.steps.length")
            print(f"{name}: {taken} hints of {steps} steps -> {page.finished(k)['text']}")
            failures += [f"{name}: {p}" for p in problems]
        page.open(html)  # fresh boards: the stored solution by taps
        for k, name in enumerate(BOARDS):
            page.select(k)
            failures += [f"{name}: {p}" for p in pd.place_solution(page, k)]
    finally:
        browser.close()
    for f in failures:
        print("FAIL:", f)
    print(f"family browser test: {len(failures)} failures, {time.monotonic() - started:.1f} s")
    return 1 if failures else 0


def drawing(page, k, puzzle):
    """Holes are gaps that take no tap, given stars are drawn given and cannot be taken off, and
    a board with a unit of 2 or more draws stars (crowns otherwise)."""
    problems = []
    regions = puzzle.get("regions")
    holes = [(r, c) for r, row in enumerate(regions or []) for c, v in enumerate(row) if v == -1]
    drawn = page.play(k, "play.board.svg.querySelectorAll('rect.hole').length")
    if drawn != len(holes):
        problems.append(f"{drawn} holes drawn, the puzzle has {len(holes)}")
    if holes:
        (r, c) = holes[0]
        # A tap where the hole is: nothing changes (the board has no cell there).
        x, y = page.play(k, f"""(() => {{ const b = play.board.svg.querySelector(
          'rect.hole[data-r="{r}"][data-c="{c}"]').getBoundingClientRect();
          return [b.x + b.width / 2, b.y + b.height / 2]; }})()""")
        before = page.state(k)
        page.b.click(x, y)
        if page.state(k) != before:
            problems.append(f"a tap on the hole {pd.cell_name(r, c)} changed the board")
    givens = puzzle.get("givens", [])
    grey = page.play(k, "[...play.board.marks.querySelectorAll('.queen.given')].map(e => [+e.dataset.r, +e.dataset.c])")
    if sorted(grey) != sorted(givens):
        problems.append(f"given stars drawn at {grey}, the puzzle gives {givens}")
    for r, c in givens[:1]:
        page.click_cell(k, r, c)
        if page.state(k)["marks"][r * page.play(k, "play.info.cols") + c] != pd.Q_STAR:
            problems.append(f"a tap took the given star off {pd.cell_name(r, c)}")
    # Per-unit counts are on the board (the note only says "per-unit counts").
    shown = page.play(k, "[...play.board.base.querySelectorAll('text.count')].map(e => [e.dataset.unit, +e.textContent])")
    want = [[f"row {r + 1}", n] for r, n in enumerate(puzzle.get("row_counts", []))]
    want += [[f"column {pd.cell_name(0, c)[:-1]}", n] for c, n in enumerate(puzzle.get("col_counts", []))]
    want += [[f"region {chr(97 + g) if g < 26 else chr(39 + g)}", n]
             for g, n in enumerate(puzzle.get("region_counts", []))]
    if shown != want:
        problems.append(f"counts drawn {shown}, the puzzle's are {want}")
    multi = max(board_of(puzzle)[3].values()) >= 2  # as render: stars when a unit holds 2 or more
    shape = page.play(k, "play.info.drawStars")
    if shape != multi:
        problems.append(f"drawn as {'stars' if shape else 'crowns'}; a unit holds up to "
                        f"{max(board_of(puzzle)[3].values())}")
    return problems


def positions(page, k, puzzle, count=25):
    """At random positions of correct marks (some of the solution's stars, some crosses off it) the
    hint is the first step with a fact the position does not show, worked out here from the rules:
    the marks, the cells the stars attack, the rest of every unit that has its count."""
    rows, cols, cells, need = board_of(puzzle)
    givens = [tuple(g) for g in puzzle.get("givens", [])]
    sol = pd.queens_solution(page, k)
    steps = page.play(k, "play.data.steps.map(s => s.facts)")
    units = lambda c: [("row", c[0]), ("col", c[1])] + ([("region", cells[c])] if "regions" in puzzle else [])
    rng = random.Random(22 + k)
    problems, wants = [], []
    for _ in range(count):
        stars = givens + [c for c in sol if c not in givens and rng.random() < rng.random()]
        crosses = [c for c in cells if c not in sol and rng.random() < 0.25]
        marks = [0] * (rows * cols)
        for r, c in crosses:
            marks[r * cols + c] = pd.Q_X
        for r, c in stars:
            marks[r * cols + c] = pd.Q_STAR
        known = {("q",) + s for s in stars} | {("x",) + c for c in crosses}
        known |= {("x",) + c for c in cells if any(attack(puzzle, rows, cols, s, c) for s in stars)}
        for u, n in need.items():
            members = [c for c in cells if u in units(c)]
            if sum(1 for c in members if c in stars) >= n:
                known |= {("x",) + c for c in members if c not in stars}
        want = next((i + 1 for i, facts in enumerate(steps)
                     if not all(tuple(f) in known for f in facts)), None)
        h = page.play(k, f"""(() => {{ const kept = play.state;
          play.state = {{ marks: {json.dumps(marks)} }}; const h = nextHint(play);
          play.state = kept; return h; }})()""")
        got = h.get("step") if h["kind"] == "step" else None
        wants.append(want)
        if got != want:
            problems.append(f"with {len(stars)} stars and {len(crosses)} crosses the hint is "
                            f"{h['kind']} {got}, the rules say step {want}")
    print(f"  {count} positions: hints at steps {sorted(set(wants), key=lambda w: w or 0)}")
    return problems


def reveal(page, k, puzzle):
    """With no step left to show (the steps hidden for the call), the hint names the first star
    of the solution that is not on the board, in the board's word."""
    h = page.play(k, """(() => { const steps = play.data.steps; play.data.steps = [];
      const h = nextHint(play); play.data.steps = steps; return h; })()""")
    givens = [tuple(g) for g in puzzle.get("givens", [])]
    first = next(c for c in pd.queens_solution(page, k) if c not in givens)
    want = f"A star goes on {pd.cell_name(*first)}."
    if h["kind"] != "reveal" or h["cells"] != [list(first)] or h["text"] != want:
        return [f"reveal on the empty board gave {h}, expected {want!r}"]
    return []


def conflicts(page, k, puzzle):
    """Stars that break the rules are drawn bad, per broken unit and per attacking pair: a star on
    the first free cell, one that attacks it (across the edge on a torus where there is one) and
    as many more in its row as overfill it. The bad stars and the tinted cells of overfull units
    are worked out here from the rules, then Reset."""
    rows, cols, cells, need = board_of(puzzle)
    givens = [tuple(g) for g in puzzle.get("givens", [])]
    free = [c for c in sorted(cells) if c not in givens]
    a = free[0]
    foes = [c for c in free if attack(puzzle, rows, cols, a, c)]
    wrapping = [c for c in foes if abs(c[0] - a[0]) > 1 or abs(c[1] - a[1]) > 1]
    b = (wrapping or foes)[0]
    row = [c for c in free if c[0] == a[0] and c not in (a, b) and
           not any(attack(puzzle, rows, cols, c, s) for s in givens + [a, b])]
    placed = [a, b]
    for c in row:
        if len(placed) - 1 > need[("row", a[0])]:
            break
        if not any(attack(puzzle, rows, cols, c, s) for s in placed):
            placed.append(c)
    problems = []
    for c in placed:
        problems += pd.queens_set_mark(page, k, *c, pd.Q_STAR)
    stars = givens + placed
    units = lambda c: [("row", c[0]), ("col", c[1])] + ([("region", cells[c])] if "regions" in puzzle else [])
    bad, tinted = set(), set()
    for u, n in need.items():
        members = [c for c in cells if u in units(c)]
        if sum(1 for c in members if c in stars) > n:
            bad |= {c for c in members if c in stars}
            tinted |= set(members)
    for s1 in stars:
        for s2 in stars:
            if attack(puzzle, rows, cols, s1, s2):
                bad |= {s1, s2}
    got = page.play(k, """[[...play.board.marks.querySelectorAll(".queen.bad")].map(e => [+e.dataset.r, +e.dataset.c]),
      [...play.board.base.querySelectorAll("rect.badunit")].map(e => [+e.dataset.r, +e.dataset.c])]""")
    got_bad, got_tinted = {tuple(c) for c in got[0]}, {tuple(c) for c in got[1]}
    if got_bad != bad or got_tinted != tinted:
        problems.append(f"stars on {[pd.cell_name(*c) for c in placed]}: drawn bad "
                        f"{sorted(got_bad)}, expected {sorted(bad)}; tinted {len(got_tinted)} cells, "
                        f"expected {len(tinted)}")
    print(f"  conflicts: stars {[pd.cell_name(*c) for c in placed]}, {len(bad)} bad, "
          f"{len(tinted)} cells of overfull units")
    if not {a, b} <= bad:
        problems.append(f"the attacking stars {pd.cell_name(*a)} and {pd.cell_name(*b)} are not a conflict")
    page.button(k, "reset")
    return problems


def board_of(puzzle):
    """rows, cols, the region of each board cell ({(r, c): id}; holes left out; one region 0
    when the board has none) and the need of each unit, read as docs/formats.md says."""
    regions = puzzle.get("regions")
    rows = len(regions) if regions else puzzle.get("rows", puzzle.get("size"))
    cols = len(regions[0]) if regions else puzzle.get("cols", puzzle.get("size"))
    cells = {(r, c): (regions[r][c] if regions else 0) for r in range(rows) for c in range(cols)
             if not regions or regions[r][c] != -1}
    k = puzzle.get("stars", 1)
    need = {}
    for r in range(rows):
        need[("row", r)] = puzzle.get("row_counts", [k] * rows)[r]
    for c in range(cols):
        need[("col", c)] = puzzle.get("col_counts", [k] * cols)[c]
    if regions:
        for g in set(cells.values()):
            need[("region", g)] = puzzle["region_counts"][g] if "region_counts" in puzzle else k
    return rows, cols, cells, need


def attack(puzzle, rows, cols, a, b):
    """The model's attack rule (solver/queens/model.cpp attacks()), written out again here."""
    if a == b:
        return False
    torus = puzzle.get("torus", False)
    dr, dc = b[0] - a[0], b[1] - a[1]

    def dist(d, size):
        return min(abs(d), size - abs(d)) if torus else abs(d)
    if dist(dr, rows) <= 1 and dist(dc, cols) <= 1:
        return True
    if puzzle.get("diagonals") != "full":
        return False
    if not torus:
        return abs(dr) == abs(dc)
    g = math.gcd(rows, cols)
    return (dr - dc) % g == 0 or (dr + dc) % g == 0


def auto_x(page, k, puzzle, keep):
    """Auto-X after one star of the solution on the board's edge (with the givens): the cells the
    stars attack by the board's rule (across the edges on a torus, along whole diagonals with
    "full") and the rest of every unit that has its count. Auto-X then stays on when `keep`."""
    rows, cols, cells, need = board_of(puzzle)
    givens = [tuple(g) for g in puzzle.get("givens", [])]
    sol = [c for c in pd.queens_solution(page, k) if c not in givens]
    star = next((c for c in sol if c[0] in (0, rows - 1) or c[1] in (0, cols - 1)), sol[0])
    problems = pd.queens_set_mark(page, k, *star, pd.Q_STAR)
    stars = givens + [star]
    want = {c for c in cells if c not in stars and any(attack(puzzle, rows, cols, s, c) for s in stars)}
    units = lambda c: [("row", c[0]), ("col", c[1])] + ([("region", cells[c])] if "regions" in puzzle else [])
    for u, n in need.items():
        members = [c for c in cells if u in units(c)]
        if sum(1 for c in members if c in stars) >= n:
            want |= {c for c in members if c not in stars}
    x, y = page.play(k, """(() => { const b = play.panel.querySelector("input.autox")
      .getBoundingClientRect(); return [b.x + b.width / 2, b.y + b.height / 2]; })()""")
    page.b.click(x, y)  # on
    got = {tuple(c) for c in page.play(k, """[...play.board.marks.querySelectorAll(".cross.auto")]
      .map(e => [+e.dataset.r, +e.dataset.c])""")}
    if got != want:
        problems.append(f"auto-X after a star on {pd.cell_name(*star)}: the page crosses "
                        f"{sorted(got - want)} too many and misses {sorted(want - got)}")
    if not keep:
        page.b.click(x, y)  # off again: redrawing the crosses on every tap slows the test down
    page.button(k, "reset")
    return problems


if __name__ == "__main__":
    sys.exit(main())
