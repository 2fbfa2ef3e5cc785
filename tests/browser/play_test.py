#!/usr/bin/env python3
"""The playable page in a real browser: headless chromium plays each game of a fixed day.

For each puzzle of the fixture (Queens, Tango, Zip) it plays to completion by clicks, drags and
keys, checks that the page detects completion, asks for hints at several positions and checks the
highlighted cells and words against `dailygrid grade --json --explain`, makes a wrong move and
checks that the hint names it, and saves phone- and desktop-sized screenshots into the output
folder. A missing chromium is a failure, never a skip.

usage: play_test.py DAILYGRID FIXTURE OUT_DIR
"""
import json
import os
import random
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402

DESKTOP = (1280, 860)
PHONE = (390, 844)
failures = []


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL:", what)


def cell_name(r, c):
    name, n = "", c + 1
    while n > 0:
        name = chr(65 + (n - 1) % 26) + name
        n = (n - 1) // 26
    return f"{name}{r + 1}"


class Page:
    def __init__(self, browser):
        self.b = browser

    def play(self, k, expr):
        return self.b.js(f"(() => {{ const play = dgPage.plays[{k}]; return {expr}; }})()")

    def select(self, k):
        self.b.js(f"dgPage.select({k})")

    def centres(self, k):
        return self.play(k, """(() => { const out = [];
          for (let r = 0; r < play.info.rows; r++) { const row = [];
            for (let c = 0; c < play.info.cols; c++) {
              const e = play.board.svg.querySelector(`rect.cellrect[data-r="${r}"][data-c="${c}"]`);
              const b = e.getBoundingClientRect(); row.push([b.x + b.width / 2, b.y + b.height / 2]); }
            out.push(row); }
          return out; })()""")

    def button(self, k, cls):
        x, y = self.play(k, f"""(() => {{ const b = play.panel.querySelector("button.{cls}")
          .getBoundingClientRect(); return [b.x + b.width / 2, b.y + b.height / 2]; }})()""")
        self.b.click(x, y)

    def hint(self, k):
        self.button(k, "hint")
        return self.play(k, """({
          text: play.message.textContent,
          kind: play.lastHint ? play.lastHint.kind : null,
          step: play.lastHint && play.lastHint.step || null,
          words: play.lastHint && play.lastHint.words || null,
          cells: [...play.board.top.querySelectorAll("rect.hl")].map(e => [+e.dataset.r, +e.dataset.c]),
          wrong: [...play.board.top.querySelectorAll("rect.wrongmark")].map(e => [+e.dataset.r, +e.dataset.c]),
          hints: play.hints })""")

    def state(self, k):
        return self.play(k, "JSON.parse(JSON.stringify(play.state))")

    def screenshots(self, out_dir, name):
        self.b.screenshot(os.path.join(out_dir, f"page-{name}-desktop.png"))
        self.b.viewport(*PHONE, mobile=True)
        self.b.screenshot(os.path.join(out_dir, f"page-{name}-phone.png"))
        self.b.viewport(*DESKTOP)


def check_step_hint(hint, explanation, steps, applied, label):
    """A hint that names a grader step: its cells and words are the trace's, it is a step the
    position does not know yet, and every step before the first one not yet applied is known."""
    text = hint["text"]
    if hint.get("kind") != "step" or not hint.get("step"):
        check(False, f"{label}: expected a step hint, got {text!r}")
        return None
    n = hint["step"]
    want = explanation[n - 1]
    check(sorted(map(tuple, hint["cells"])) == sorted(map(tuple, want["cells"])),
          f"{label}: step {n} highlights {hint['cells']}, the trace says {want['cells']}")
    # Players' words (page/hint_words.hpp): the step's sentence, never its rule id.
    check(text == hint["words"] and text and want["rule"] not in text,
          f"{label}: step {n} reads {text!r}, its players' words are {hint['words']!r}")
    done = 0
    while done < len(steps) and all(json.dumps(f) in applied for f in steps[done]["facts"]):
        done += 1
    check(n > done, f"{label}: hint step {n}, but steps 1..{done} are already on the board")
    check(not all(json.dumps(f) in applied for f in steps[n - 1]["facts"]),
          f"{label}: hint step {n} concludes nothing new")
    return n


def fact_id(f):
    return json.dumps(f)


def hint_at(page, k, state):
    """nextHint for `state` set directly (no clicks), the board then put back as it was."""
    return page.play(k, f"""(() => {{ const kept = play.state, shown = play.shownFacts;
      play.state = {json.dumps(state)}; play.shownFacts = new Set(); const h = nextHint(play);
      play.state = kept; play.shownFacts = shown; return h; }})()""")


def check_positions(page, k, game, steps, positions):
    """At each (state, known facts) the hint is the first step with a fact not known, worked out
    here from the game's rules independently of the page's script."""
    for state, known in positions:
        want = next((i + 1 for i, st in enumerate(steps)
                     if not all(fact_id(f) in known for f in st["facts"])), None)
        h = hint_at(page, k, state)
        got = h.get("step") if h["kind"] == "step" else None
        check(got == want, f"{game}: at {state} the hint is {h['kind']} {got}, expected step {want}")


RANDOM_POSITIONS = 40


# --- Queens ---------------------------------------------------------------------------------
def play_queens(page, k, explanation, out_dir):
    b = page.b
    steps = page.play(k, "play.data.steps")
    sol = page.play(k, """(() => { const s = new Array(play.info.rows).fill(-1);
      for (const i of play.info.sol) s[Math.floor(i / play.info.cols)] = i % play.info.cols;
      return s; })()""")  # the queen's column in each row
    n = len(sol)
    xy = page.centres(k)

    def marks():
        return page.state(k)["marks"]

    def set_mark(r, c, want):  # tap cycles empty -> X -> queen -> empty
        for _ in range(3):
            if marks()[r * n + c] == want:
                return
            b.click(*xy[r][c])
        check(marks()[r * n + c] == want, f"queens: could not set {cell_name(r, c)} to {want}")

    # Random positions of correct marks: some of the solution's queens, crosses off it.
    regions = page.play(k, "play.info.regions")
    rng = random.Random(16)
    positions = []
    for _ in range(RANDOM_POSITIONS):
        mk = [0] * (n * n)
        for r in rng.sample(range(n), rng.randrange(n)):
            mk[r * n + sol[r]] = 2
        for i in range(n * n):
            if i % n != sol[i // n] and rng.random() < 0.3:
                mk[i] = 1
        known = set()
        for i, m in enumerate(mk):
            r, c = divmod(i, n)
            if m == 2:
                known.add(fact_id(["q", r, c]))
                for r2 in range(n):  # what the queen rules out
                    for c2 in range(n):
                        if (r2, c2) != (r, c) and (r2 == r or c2 == c or regions[r2][c2] == regions[r][c]
                                                   or (abs(r2 - r) <= 1 and abs(c2 - c) <= 1)):
                            known.add(fact_id(["x", r2, c2]))
            elif m == 1:
                known.add(fact_id(["x", r, c]))
        positions.append(({"marks": mk}, known))
    check_positions(page, k, "queens", steps, positions)

    h = page.hint(k)
    check(h["step"] == 1, f"queens: first hint is not step 1: {h['text']!r}")
    check_step_hint(h, explanation, steps, set(), "queens start")

    # A wrong queen is named by the hint, then undone.
    wr, wc = 0, (sol[0] + 3) % n
    set_mark(wr, wc, 2)
    h = page.hint(k)
    check(h["wrong"] == [[wr, wc]] and h["text"].startswith(f"The queen on {cell_name(wr, wc)} is wrong"),
          f"queens: wrong queen on {cell_name(wr, wc)} not named: {h}")  # LinkedIn says "queen"
    # A second queen in the same row: both are drawn as conflicts.
    other = (wc + 2) % n
    set_mark(wr, other, 2)
    bad = page.play(k, """[...play.board.marks.querySelectorAll("path.queen.bad")]
      .map(e => [+e.dataset.r, +e.dataset.c])""")
    check(sorted(bad) == sorted([[wr, wc], [wr, other]]), f"queens: conflicting queens drawn {bad}")
    for _ in range(4):
        page.button(k, "undo")
    check(all(m == 0 for m in marks()), "queens: undo did not clear the wrong queens")

    # A drag marks X on the empty cells it crosses (two cells of the last row without a queen).
    r = n - 1
    c = next(c for c in range(n - 1) if sol[r] not in (c, c + 1))
    b.drag([xy[r][c], xy[r][c + 1]])
    check(marks()[r * n + c] == 1 and marks()[r * n + c + 1] == 1, "queens: drag did not mark X")
    page.button(k, "undo")
    check(all(m == 0 for m in marks()), "queens: undo did not undo the drag")

    # Play along the trace, asking for hints on the way.
    applied = set()
    checkpoints = {len(steps) // 3, 2 * len(steps) // 3}
    for i, step in enumerate(steps):
        if i in checkpoints:
            h = page.hint(k)
            check_step_hint(h, explanation, steps, applied, f"queens after {i} steps")
            if i == max(checkpoints):
                page.screenshots(out_dir, "queens")
        ruled = set(page.play(k, "[...play.game.ruledOut(play)]"))
        row_x = []
        for kind, r, c in step["facts"]:
            if kind == "q":
                set_mark(r, c, 2)
            elif r * n + c not in ruled and marks()[r * n + c] == 0:
                row_x.append((r, c))
            applied.add(fact_id([kind, r, c]))
        # Crosses: side-by-side pairs in a row by a drag, the rest by a tap.
        while row_x:
            r, c = row_x.pop(0)
            if (r, c + 1) in row_x:
                row_x.remove((r, c + 1))
                b.drag([xy[r][c], xy[r][c + 1]])
            else:
                b.click(*xy[r][c])
    for r in range(n):  # whatever the trace left (none for a puzzle the rules solve)
        if marks()[r * n + sol[r]] != 2:
            set_mark(r, sol[r], 2)
    return finish(page, k, "queens")


# --- Tango ----------------------------------------------------------------------------------
ARROWS = {"ArrowUp": 38, "ArrowDown": 40, "ArrowLeft": 37, "ArrowRight": 39}


def play_tango(page, k, explanation, out_dir):
    b = page.b
    steps = page.play(k, "play.data.steps")
    sol = page.play(k, "play.info.sol")
    n = len(sol)
    xy = page.centres(k)

    def vals():
        return page.state(k)["vals"]

    def set_value(r, c, want):  # tap cycles empty -> sun -> moon -> empty
        for _ in range(3):
            if vals()[r * n + c] == want:
                return
            b.click(*xy[r][c])
        check(vals()[r * n + c] == want, f"tango: could not set {cell_name(r, c)} to {want}")

    def key_value(r, c, want):  # keyboard: move the cursor from where it is, then S or M
        cur = page.play(k, "play.cursor")
        for _ in range(abs(r - cur[0])):
            key = "ArrowDown" if r > cur[0] else "ArrowUp"
            b.key(key, keycode=ARROWS[key])
        for _ in range(abs(c - cur[1])):
            key = "ArrowRight" if c > cur[1] else "ArrowLeft"
            b.key(key, keycode=ARROWS[key])
        letter = "s" if want == 1 else "m"
        b.key(letter, code="Key" + letter.upper(), keycode=ord(letter.upper()), text=letter)
        check(vals()[r * n + c] == want, f"tango: keyboard did not set {cell_name(r, c)}")

    # Random positions of correct marks: the givens and some of the solution's other cells.
    rng = random.Random(16)
    given = vals()
    positions = []
    for _ in range(RANDOM_POSITIONS):
        state = [sol[i // n][i % n] if v != -1 or rng.random() < rng.random() else -1
                 for i, v in enumerate(given)]
        known = {fact_id(["v", i // n, i % n, v]) for i, v in enumerate(state) if v != -1}
        positions.append(({"vals": state}, known))
    check_positions(page, k, "tango", steps, positions)

    h = page.hint(k)
    check(h["step"] == 1, f"tango: first hint is not step 1: {h['text']!r}")
    check_step_hint(h, explanation, steps, set(), "tango start")

    # A wrong sun or moon is named, then undone.
    empty = [i for i, v in enumerate(vals()) if v == -1]
    wr, wc = divmod(empty[len(empty) // 2], n)
    set_value(wr, wc, 1 - sol[wr][wc])
    h = page.hint(k)
    check(h["wrong"] == [[wr, wc]] and cell_name(wr, wc) in h["text"],
          f"tango: wrong mark on {cell_name(wr, wc)} not named: {h}")
    while vals()[wr * n + wc] != -1 and page.play(k, "play.history.length") > 0:
        page.button(k, "undo")
    check(vals()[wr * n + wc] == -1, "tango: undo did not clear the wrong mark")

    # Three suns side by side in an empty row: drawn as a conflict, then reset.
    row = next(r for r in range(n) if all(v == -1 for v in vals()[r * n:(r + 1) * n]))
    for c in range(3):
        set_value(row, c, 1)
    bad = page.play(k, """[...play.board.base.querySelectorAll("rect.badcell")]
      .map(e => [+e.dataset.r, +e.dataset.c])""")
    check(sorted(bad) == [[row, 0], [row, 1], [row, 2]], f"tango: three suns drawn as {bad}")
    page.button(k, "reset")
    check(vals() == page.play(k, "play.info.given.flat()"), "tango: reset did not clear the board")

    applied = set()
    checkpoints = {len(steps) // 3, 2 * len(steps) // 3}
    page.play(k, "play.board.svg.focus()")
    for i, step in enumerate(steps):
        if i in checkpoints:
            h = page.hint(k)
            check_step_hint(h, explanation, steps, applied, f"tango after {i} steps")
            if i == max(checkpoints):
                page.screenshots(out_dir, "tango")
        for _, r, c, v in step["facts"]:
            if i == 0:
                page.play(k, "play.board.svg.focus()")
                key_value(r, c, v)
            else:
                set_value(r, c, v)
            applied.add(fact_id(["v", r, c, v]))
    for r in range(n):
        for c in range(n):
            if vals()[r * n + c] != sol[r][c]:
                set_value(r, c, sol[r][c])
    return finish(page, k, "tango")


# --- Zip ------------------------------------------------------------------------------------
def play_zip(page, k, explanation, out_dir):
    b = page.b
    steps = page.play(k, "play.data.steps")
    info = page.play(k, "({rows: play.info.rows, cols: play.info.cols, sol: play.info.sol})")
    cols, sol = info["cols"], info["sol"]
    xy = page.centres(k)

    def at(i):
        return xy[i // cols][i % cols]

    def path():
        return page.state(k)["path"]

    # Every prefix of the solution's path: its steps are on the path, and at the cells it has
    # passed through (and 1 once left, the last number once reached) no other edge is.
    walls = {tuple(sorted(map(tuple, w))) for w in page.play(k, "play.data.puzzle.walls || []")}
    rows = info["rows"]

    def edge(a, b, kind):
        (r1, c1), (r2, c2) = sorted([divmod(a, cols), divmod(b, cols)])
        return fact_id([kind, r1, c1, r2, c2])

    def neighbours(i):
        r, c = divmod(i, cols)
        for r2, c2 in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= r2 < rows and 0 <= c2 < cols and tuple(sorted([(r, c), (r2, c2)])) not in walls:
                yield r2 * cols + c2

    positions = []
    for length in range(len(sol) + 1):
        p = sol[:length]
        known = {edge(a, b, "on") for a, b in zip(p, p[1:])}
        for j, cell in enumerate(p):
            done = 0 < j < length - 1 or (j == 0 and length >= 2) or (
                j == length - 1 and length == len(sol))
            if done:
                linked = {p[j - 1] if j > 0 else None, p[j + 1] if j + 1 < length else None}
                known |= {edge(cell, o, "off") for o in neighbours(cell) if o not in linked}
        positions.append(({"path": p}, known))
    check_positions(page, k, "zip", steps, positions[:-1])  # the last one is the solved board

    # Hints from the empty board: step 1, then (its facts now known) a later step.
    shown = set()
    h = page.hint(k)
    check(h["step"] == 1, f"zip: first hint is not step 1: {h['text']!r}")
    n1 = check_step_hint(h, explanation, steps, shown, "zip start")
    shown |= {fact_id(f) for f in steps[0]["facts"]}
    h = page.hint(k)
    n2 = check_step_hint(h, explanation, steps, shown, "zip second hint")
    check(n1 == 1 and n2 is not None and n2 > 1, f"zip: second hint repeats step {n2}")
    if n2:
        shown |= {fact_id(f) for f in steps[n2 - 1]["facts"]}

    # A wrong first step from 1 is named by the hint, then taken back by dragging back.
    start = sol[0]
    wrong = page.play(k, f"play.game.neighbours(play, {start}).filter(j => j !== {sol[1]} && !play.info.number[j])")
    if wrong:
        b.drag([at(start), at(wrong[0])])
        check(path() == [start, wrong[0]], f"zip: drag to a wrong neighbour gave {path()}")
        h = page.hint(k)
        wr, wc = divmod(wrong[0], cols)
        check(h["wrong"] == [[wr, wc]] and cell_name(wr, wc) in h["text"],
              f"zip: wrong step to {cell_name(wr, wc)} not named: {h}")
        b.drag([at(wrong[0]), at(start)])  # drag back over the path undoes it
        check(path() == [start], f"zip: dragging back left {path()}")
    else:
        check(False, "zip: the fixture's start has no wrong neighbour to try")

    # Keys: an arrow draws one step from the head, Backspace takes it back.
    page.play(k, "play.board.svg.focus()")
    (r0, c0), (r1, c1) = divmod(start, cols), divmod(sol[1], cols)
    arrow = {(1, 0): "ArrowDown", (-1, 0): "ArrowUp", (0, 1): "ArrowRight", (0, -1): "ArrowLeft"}[
        (r1 - r0, c1 - c0)]
    b.key(arrow, keycode=ARROWS[arrow])
    check(path() == [start, sol[1]], f"zip: {arrow} from 1 gave {path()}")
    b.key("Backspace", keycode=8)
    check(path() == [start], f"zip: Backspace left {path()}")

    # The first third of the path by one drag, a hint, the rest by another drag from the head.
    third = len(sol) // 3
    b.drag([at(i) for i in sol[: third + 1]])
    check(path() == sol[: third + 1], f"zip: first drag gave {path()}")
    applied = set(shown)
    for a, c in zip(sol, sol[1:third + 1]):
        (r1, c1), (r2, c2) = sorted([divmod(a, cols), divmod(c, cols)])
        applied.add(fact_id(["on", r1, c1, r2, c2]))
    h = page.hint(k)
    check_step_hint(h, explanation, steps, applied, f"zip after {third} cells")
    page.screenshots(out_dir, "zip")
    b.drag([at(i) for i in sol[third:]])
    check(path() == sol, f"zip: the path is {path()}, the solution {sol}")
    return finish(page, k, "zip")


def finish(page, k, game):
    done = page.play(k, """({ solved: play.panel.dataset.solved, text: play.message.textContent,
      share: play.share.value, hidden: play.share.hidden })""")
    check(done["solved"] == "true", f"{game}: completion not detected ({done['text']!r})")
    check(done["text"].startswith("Solved in "), f"{game}: no solved message: {done['text']!r}")
    check("hint" in done["share"] and not done["hidden"], f"{game}: share text {done['share']!r}")
    return done


def main():
    dailygrid, fixture, out_dir, chromium = cdp.test_arguments(sys.argv, __doc__)
    html = os.path.join(out_dir, "page-test.html")
    subprocess.run([dailygrid, "render", fixture, "--format", "html", "--out", html], check=True)
    graded = subprocess.run([dailygrid, "grade", fixture, "--json", "--explain"], check=True,
                            capture_output=True, text=True).stdout
    explanations = [json.loads(line)["explanation"] for line in graded.splitlines() if line.strip()]

    started = time.monotonic()
    browser = cdp.Browser(chromium, *DESKTOP)
    try:
        browser.viewport(*DESKTOP)
        browser.open("file://" + os.path.abspath(html))
        page = Page(browser)
        games = page.b.js("dgPage.plays.map(p => p.data.game)")
        check(games == ["queens", "tango", "zip"], f"fixture games are {games}")
        players = {"queens": play_queens, "tango": play_tango, "zip": play_zip}
        for k, game in enumerate(games):
            page.select(k)
            done = players[game](page, k, explanations[k], out_dir)
            print(f"{game}: {done['text']}  ({len(explanations[k])} trace steps)")
        # Light and dark: the system's choice, then the toggle's (auto -> light -> dark).
        page.select(0)
        background = "getComputedStyle(document.body).backgroundColor"
        check(browser.js(background) == "rgb(246, 245, 242)", "the page is not light by default")
        browser.call("Emulation.setEmulatedMedia",
                     {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        check(browser.js(background) == "rgb(23, 24, 26)", "the page does not follow a dark system")
        browser.js("document.getElementById('dg-theme').click()")
        check(browser.js(background) == "rgb(246, 245, 242)", "the toggle's light is not light")
        browser.js("document.getElementById('dg-theme').click()")
        check(browser.js(background) == "rgb(23, 24, 26)", "the toggle's dark is not dark")
        browser.call("Emulation.setEmulatedMedia", {"features": []})
        check(browser.js(background) == "rgb(23, 24, 26)", "the toggle's dark does not stay")
        # The letters toggle puts a letter in every Queens cell (the note's dark screenshot).
        browser.js("document.getElementById('dg-letters').click()")
        letters = browser.js("dgPage.plays[0].board.base.querySelectorAll('text.letter').length")
        cells = browser.js("dgPage.plays[0].info.rows * dgPage.plays[0].info.cols")
        check(letters == cells, f"letters on: {letters} letters for {cells} cells")
        browser.screenshot(os.path.join(out_dir, "page-queens-solved-dark-desktop.png"))
    finally:
        browser.close()
    print(f"browser test: {len(failures)} failures, {time.monotonic() - started:.1f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
