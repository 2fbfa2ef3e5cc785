#!/usr/bin/env python3
"""The playable page plays boards of the Queens family's general system in a real browser
(headless chromium): per-cell chess pieces without row and column counts, count ranges, an extra
unit, and a knight on a torus (tests/browser/general.jsonl, copies of tests/matrix/imported.jsonl
fixtures). For each board the page must use the board's own rules, which this test writes out
again from docs/formats.md ("The general system"), not LinkedIn's:
  - the attack sets the page computed are the pieces' (each piece's steps, rays unblocked, wrapping
    on a torus), and two touching pieces that do not reach each other are no conflict;
  - auto-X after one piece: the cells it attacks and the rest of each unit at the top of its range;
  - a unit within its range is no conflict, one above it is;
  - the drawing: each cell's piece letter with per-cell pieces, the extra unit's dashed outline,
    range counts as "lo-hi";
  - a wrong piece is named in the board's word ("piece");
  - from the empty board, hint after hint (each a grader step) until solved; and on a fresh page
    the stored solution placed by taps is "Solved".
A missing chromium is a failure, never a skip.

usage: general_test.py DAILYGRID FIXTURE OUT_DIR
"""
import json
import math
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402
import page_driver as pd  # noqa: E402

DESKTOP = (1280, 900)
BOARDS = ["coloured chess pieces", "count ranges", "extra unit", "torus knight"]

ORTH, DIAG = [(1, 0), (-1, 0), (0, 1), (0, -1)], [(1, 1), (1, -1), (-1, 1), (-1, -1)]
KNIGHT = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
STEPS = {"K": [(dr, dc, 1) for dr, dc in ORTH + DIAG], "N": [(dr, dc, 1) for dr, dc in KNIGHT],
         "B": [(dr, dc, 0) for dr, dc in DIAG], "R": [(dr, dc, 0) for dr, dc in ORTH],
         "Q": [(dr, dc, 0) for dr, dc in ORTH + DIAG],
         "L": [(dr, dc, 0) for dr, dc in ORTH] + [(dr, dc, 1) for dr, dc in DIAG]}
NAMES = {"king": "K", "knight": "N", "bishop": "B", "rook": "R", "queen": "Q", "linkedin": "L"}


class Board:
    """A general board as docs/formats.md defines it: cells, units with [lo, hi], attacks."""

    def __init__(self, p):
        self.p = p
        regions = p.get("regions")
        self.rows = len(regions) if regions else p.get("rows", p.get("size"))
        self.cols = len(regions[0]) if regions else p.get("cols", p.get("size"))
        self.cells = [(r, c) for r in range(self.rows) for c in range(self.cols)
                      if not regions or regions[r][c] != -1]
        rng = lambda v: tuple(v) if isinstance(v, list) else (v, v)
        k = p.get("stars", 1)
        self.units = []  # (label, set of cells, lo, hi)
        if p.get("lines", True):
            for r in range(self.rows):
                self.units.append((f"row {r + 1}", {c for c in self.cells if c[0] == r},
                                   *rng(p.get("row_counts", [k] * self.rows)[r])))
            for c in range(self.cols):
                self.units.append((f"column {pd.cell_name(0, c)[:-1]}", {x for x in self.cells if x[1] == c},
                                   *rng(p.get("col_counts", [k] * self.cols)[c])))
        if regions:
            for g in sorted({regions[r][c] for r, c in self.cells}):
                self.units.append((f"region {chr(97 + g)}", {x for x in self.cells if regions[x[0]][x[1]] == g},
                                   *rng(p["region_counts"][g] if "region_counts" in p else k)))
        for j, u in enumerate(p.get("units", [])):
            self.units.append((f"unit {j + 1}", {tuple(c) for c in u["cells"]}, *rng(u["count"])))

    def piece(self, c):
        """The piece on c; without "attack" or "pieces" the family's touching rule (a king, with
        bishop moves too for "full" diagonals), or the LinkedIn queen without lines."""
        if "pieces" in self.p:
            return self.p["pieces"][c[0]][c[1]]
        if "attack" in self.p:
            return NAMES[self.p["attack"]]
        if not self.p.get("lines", True):
            return "Q" if self.p.get("diagonals") == "full" else "L"
        return "KB" if self.p.get("diagonals") == "full" else "K"

    def reaches(self, a, b):
        torus = self.p.get("torus", False)
        for dr, dc, reach in [s for letter in self.piece(a) for s in STEPS[letter]]:
            t, r, c = 0, a[0], a[1]
            while reach == 0 or t < reach:
                t += 1
                r, c = r + dr, c + dc
                if torus:
                    r, c = r % self.rows, c % self.cols
                    if (r, c) == a:
                        break
                elif not (0 <= r < self.rows and 0 <= c < self.cols):
                    break
                if (r, c) == b:
                    return True
        return False

    def attack(self, a, b):
        return a != b and (self.reaches(a, b) or self.reaches(b, a))


def main():
    dailygrid, fixture, out_dir, chromium = cdp.test_arguments(sys.argv, __doc__)
    html = os.path.join(out_dir, "general-test.html")
    pd.render_page(dailygrid, fixture, html)
    puzzles = [json.loads(line) for line in open(fixture) if line.strip()]
    failures = []
    started = time.monotonic()
    browser = cdp.Browser(chromium, *DESKTOP)
    try:
        browser.viewport(*DESKTOP)
        page = pd.Page(browser)
        page.open(html)
        if page.games() != ["queens"] * len(BOARDS):
            failures.append(f"fixture games are {page.games()}")
            return 1
        for k, name in enumerate(BOARDS):
            page.select(k)
            board = Board(puzzles[k])
            problems = attacks(page, k, board)
            problems += drawing(page, k, board)
            problems += auto_x(page, k, board)
            problems += ranges(page, k, board)
            problems += pd.wrong_mark(page, k)
            if page.play(k, "play.info.word") != "piece":
                problems.append(f"the board's word is {page.play(k, 'play.info.word')!r}, not 'piece'")
            shot = os.path.join(out_dir, f"general-{k}-hint.png") if k == 0 else None
            taken, more = pd.follow_hints(page, k, shot=shot)
            problems += more
            steps = page.play(k, "play.data.steps.length")
            print(f"{name}: {taken} hints of {steps} steps -> {page.finished(k)['text']}")
            failures += [f"{name}: {p}" for p in problems]
        page.open(html)
        for k, name in enumerate(BOARDS):
            page.select(k)
            failures += [f"{name}: {p}" for p in pd.place_solution(page, k)]
    finally:
        browser.close()
    for f in failures:
        print("FAIL:", f)
    print(f"general browser test: {len(failures)} failures, {time.monotonic() - started:.1f} s")
    return 1 if failures else 0


def attacks(page, k, board):
    """The page's attack sets are the board's; a touching pair the pieces do not reach is free."""
    cols = board.cols
    got = page.play(k, "play.info.attacks")
    problems = []
    for a in board.cells:
        want = sorted(b[0] * cols + b[1] for b in board.cells if board.attack(a, b))
        if sorted(got[a[0] * cols + a[1]]) != want:
            problems.append(f"the page's attacks of {pd.cell_name(*a)} are "
                            f"{[pd.cell_name(*divmod(i, cols)) for i in sorted(got[a[0] * cols + a[1]])]}")
            break
    # Two touching cells without a conflict (knights, bishops, rooks): both pieces placed are
    # not drawn bad (LinkedIn's rule would say they touch) unless a unit overfills.
    free = [(a, b) for a in board.cells for b in board.cells
            if a < b and max(abs(a[0] - b[0]), abs(a[1] - b[1])) == 1 and not board.attack(a, b)
            and not any(a in cells and b in cells and hi < 2 for _, cells, _, hi in board.units)
            and not [g for g in board.p.get("givens", []) if tuple(g) in (a, b)]]
    if free:
        a, b = free[0]
        for c in (a, b):
            problems += pd.queens_set_mark(page, k, *c, pd.Q_STAR)
        bad = page.play(k, "[...play.board.marks.querySelectorAll('.queen.bad')].length")
        if bad:
            problems.append(f"touching pieces on {pd.cell_name(*a)} and {pd.cell_name(*b)} that do not "
                            f"attack each other are drawn as a conflict")
        page.button(k, "reset")
    print(f"  attacks: {sum(len(s) for s in got)} attacking pairs; touching but free: "
          f"{[pd.cell_name(*c) for c in free[0]] if free else 'none'}")
    return problems


def drawing(page, k, board):
    problems = []
    p = board.p
    letters = page.play(k, "[...play.board.base.querySelectorAll('text.pieceletter')].map(e => e.textContent)")
    if "pieces" in p:
        want = [board.piece(c) for c in board.cells]
        if letters != want:
            problems.append(f"piece letters drawn {letters}, the board's are {want}")
    elif letters:
        problems.append(f"piece letters drawn on a board of one piece: {letters}")
    outline = page.play(k, "play.board.base.querySelectorAll('line.unitline').length")
    if bool(p.get("units")) != bool(outline):
        problems.append(f"{outline} unit outline edges drawn, the board has {len(p.get('units', []))} units")
    shown = page.play(k, "[...play.board.svg.querySelectorAll('text.count')].map(e => [e.dataset.unit, e.textContent])")
    text = lambda lo, hi: str(lo) if lo == hi else f"{lo}\u2013{hi}"
    want = [[label, text(lo, hi)] for label, _, lo, hi in board.units
            if (label.startswith("region") and "region_counts" in p) or label.startswith("unit")]
    if shown != want:
        problems.append(f"counts drawn {shown}, the board's are {want}")
    return problems


def auto_x(page, k, board):
    """Auto-X after one piece of the solution: what it attacks, and every unit at its top."""
    givens = [tuple(g) for g in board.p.get("givens", [])]
    sol = [c for c in pd.queens_solution(page, k) if c not in givens]

    def ruled_out(stars, top):  # top(lo, hi): the count at which a unit's other cells die
        out = {c for c in board.cells if c not in stars and any(board.attack(s, c) for s in stars)}
        for _, cells, lo, hi in board.units:
            if sum(1 for c in cells if c in stars) >= top(lo, hi):
                out |= {c for c in cells if c not in stars}
        return out
    # A piece whose range unit is then at its low end but not its top, when there is one: the
    # unit's other cells stay open (a page that read lo as the count would cross them).
    star = next((s for s in sol if ruled_out(givens + [s], lambda lo, hi: hi) !=
                 ruled_out(givens + [s], lambda lo, hi: lo)), sol[0])
    problems = pd.queens_set_mark(page, k, *star, pd.Q_STAR)
    stars = givens + [star]
    want = ruled_out(stars, lambda lo, hi: hi)
    x, y = page.play(k, """(() => { const b = play.panel.querySelector("input.autox")
      .getBoundingClientRect(); return [b.x + b.width / 2, b.y + b.height / 2]; })()""")
    page.b.click(x, y)
    got = {tuple(c) for c in page.play(k, """[...play.board.marks.querySelectorAll(".cross.auto")]
      .map(e => [+e.dataset.r, +e.dataset.c])""")}
    if got != want:
        problems.append(f"auto-X after a piece on {pd.cell_name(*star)}: the page crosses "
                        f"{sorted(got - want)} too many and misses {sorted(want - got)}")
    page.b.click(x, y)
    page.button(k, "reset")
    return problems


def ranges(page, k, board):
    """A unit with a range [lo, hi], hi >= 2: hi pieces that attack nothing are no conflict and
    hi + 1 are (when its cells hold that many apart)."""
    problems = []
    givens = {tuple(g) for g in board.p.get("givens", [])}
    for label, cells, lo, hi in board.units:
        if lo == hi or hi < 2:
            continue
        picked = []
        for c in sorted(cells):
            if c in givens or any(board.attack(c, s) for s in picked):
                continue
            # Other units must not overfill on the way.
            if any(c in oc and sum(1 for s in picked if s in oc) + 1 > ohi
                   for ol, oc, _, ohi in board.units if ol != label):
                continue
            picked.append(c)
            if len(picked) == hi + 1:
                break
        if len(picked) <= hi:
            continue
        for c in picked[:hi]:
            problems += pd.queens_set_mark(page, k, *c, pd.Q_STAR)
        bad = page.play(k, "[...play.board.marks.querySelectorAll('.queen.bad')].length")
        if bad:
            problems.append(f"{label} holds {hi} (its range is {lo}-{hi}) and is drawn as a conflict")
        problems += pd.queens_set_mark(page, k, *picked[hi], pd.Q_STAR)
        bad = page.play(k, "[...play.board.marks.querySelectorAll('.queen.bad')].length")
        if bad != hi + 1:
            problems.append(f"{label} holds {hi + 1} (its range is {lo}-{hi}): {bad} pieces drawn bad")
        print(f"  {label} ({lo}-{hi}): {hi} pieces fine, {hi + 1} a conflict")
        page.button(k, "reset")
        break
    return problems


if __name__ == "__main__":
    sys.exit(main())
