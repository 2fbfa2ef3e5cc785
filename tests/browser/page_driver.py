"""Reusable driver for dailygrid's playable page in headless chromium (through cdp.py).

Import it beside cdp.py (sys.path.insert(0, <this folder>); import page_driver). Every function
acts through the page as a player does (clicks on cells and buttons) and reads the page's state
through `window.dgPage` (page/assets/app.js). `k` is a puzzle's index on the page (0-based tab
order); cells are (r, c), 0-based. Problems are returned as lists of one-line strings (empty = all
well), so a caller decides how to report them.

  render_page(dailygrid, source, html) -> html   `dailygrid render SOURCE --format html --out
                                                 HTML` (raises CalledProcessError on failure)
  Page(browser)                                  the page open in `browser` (a cdp.Browser)
  Page.open(path, fresh=True)                    load the HTML file at `path`; fresh: with no
                                                 saved progress (page/assets/progress.js keeps
                                                 boards across reloads), so every board starts
                                                 empty; fresh=False is a player's reload
  Page.play(k, expr) -> value                    evaluate JS `expr` with `play` = dgPage.plays[k]
  Page.select(k)                                 show puzzle k's tab
  Page.games() -> [game, ...]                    the game of each puzzle, in tab order
  Page.centres(k) -> {(r, c): (x, y)}            screen centres of the board's cells (no holes)
  Page.click_cell(k, r, c)                       one tap on a cell
  Page.button(k, cls)                            press a panel button: "hint", "undo", "reset"
  Page.hint(k) -> dict                           press Hint: {kind: "step"|"wrong"|"reveal"|
                                                 "none", step, rule, name (the technique's words,
                                                 Sudoku), words (the step in players' words),
                                                 text (the message shown),
                                                 cells (highlighted), wrong (cells drawn wrong),
                                                 facts (the step's, for kind "step")}
  Page.state(k) -> dict                          the play's state (Queens: {"marks": [...]})
  Page.finished(k) -> dict                       {solved (bool), text (the message)}
  Page.screenshot(path)                          save the viewport as PNG

  queens_solution(page, k) -> [(r, c), ...]      the stored solution's stars, reading order
  queens_set_mark(page, k, r, c, want)           tap until the cell holds want (0 empty, 1 X,
                                                 2 star); -> problems
  queens_place_solution(page, k) -> problems     tap every solution star in (givens are there
                                                 already); expects "Solved" with every star placed
                                                 and no star drawn bad
  queens_follow_hints(page, k, shot=None, limit=None) -> (hints taken, problems)
                                                 from the current position, Hint then apply its
                                                 step's facts by taps, until solved; every hint
                                                 must be a grader step (never a reveal or a wrong
                                                 mark), later than the last one, and conclude
                                                 something the board did not show; `shot`: a PNG
                                                 path saved half-way with the hint shown
  queens_solved_as_solution(page, k) -> problems the stars on a solved board are the solution's
  queens_wrong_star(page, k) -> problems         a star on the first cell off the solution: the
                                                 hint must name that cell in the board's word
                                                 ("queen" on LinkedIn boards, else "star"); then
                                                 Reset

  tango_place_solution, tango_follow_hints, zip_place_solution, zip_follow_hints: the same for
  Tango (taps cycle empty, sun, moon) and Zip (the path dragged; each hint shown stays known, so
  following hints shows every step in turn, then draws the solution's path).

  sudoku_place_solution, sudoku_follow_hints, sudoku_wrong_digit: Sudoku by taps on a cell and on
  the digit pad under the board; a hint's placements are tapped in, its removals pencilled out
  (Pencil on, the cell's open candidates pencilled in first when it has no marks), and past the
  rules of a "search" board its reveals are placed; a wrong digit typed on the keyboard must be
  named by Check and Hint, and pencil marks that leave out the cell's digit by Hint.

  By game (GAME_DRIVERS: Queens (the whole family), Tango, Zip, Tents, Sudoku; NotImplementedError
  for a game without an entry), for a test that plays every puzzle of a page (tests/matrix/):
  place_solution(page, k) -> problems
  follow_hints(page, k, shot=None, limit=None) -> (hints taken, problems)
  wrong_mark(page, k) -> problems
"""
import os
import subprocess

Q_EMPTY, Q_X, Q_STAR = 0, 1, 2


def cell_name(r, c):
    name, n = "", c + 1
    while n > 0:
        name = chr(65 + (n - 1) % 26) + name
        n = (n - 1) // 26
    return f"{name}{r + 1}"


def render_page(dailygrid, source, html):
    subprocess.run([dailygrid, "render", source, "--format", "html", "--out", html], check=True,
                   stdout=subprocess.DEVNULL)
    return html


class Page:
    def __init__(self, browser):
        self.b = browser
        self._centres = {}

    def open(self, path, fresh=True):
        if fresh:  # the pages opened from files share one localStorage; the leaving page saves none
            self.b.js('''(() => { if (typeof progress !== "undefined") progress.erased = true;
              try { localStorage.removeItem("dailygrid-progress"); } catch (e) {} return true; })()''')
        self.b.open("file://" + os.path.abspath(path))
        self._centres = {}

    def play(self, k, expr):
        return self.b.js(f"(() => {{ const play = dgPage.plays[{k}]; return {expr}; }})()")

    def select(self, k):
        self.b.js(f"dgPage.select({k})")
        self._centres = {}  # the layout moves with the tab

    def games(self):
        return self.b.js("dgPage.plays.map(p => p.data.game)")

    def centres(self, k):
        if k not in self._centres:
            got = self.play(k, """[...play.board.svg.querySelectorAll("rect.cellrect")].map(e => {
              const b = e.getBoundingClientRect();
              return [+e.dataset.r, +e.dataset.c, b.x + b.width / 2, b.y + b.height / 2]; })""")
            self._centres[k] = {(r, c): (x, y) for r, c, x, y in got}
        return self._centres[k]

    def click_cell(self, k, r, c):
        # Press and release alone (no move first): a third fewer round trips than cdp's click,
        # which the boards' hundreds of taps notice; the page acts on pointerdown/up.
        x, y = self.centres(k)[(r, c)]
        self.b.mouse("mousePressed", x, y, 1)
        self.b.mouse("mouseReleased", x, y, 0)

    def button(self, k, cls):
        x, y = self.play(k, f"""(() => {{ const b = play.panel.querySelector("button.{cls}")
          .getBoundingClientRect(); return [b.x + b.width / 2, b.y + b.height / 2]; }})()""")
        self.b.click(x, y)

    def hint(self, k):
        self.button(k, "hint")
        return self.play(k, """(() => { const h = play.lastHint || {};
          return { kind: h.kind, step: h.step || null, rule: h.rule || null, name: h.name || null,
            words: h.words || null, text: play.message.textContent,
            cells: [...play.board.top.querySelectorAll("rect.hl")].map(e => [+e.dataset.r, +e.dataset.c]),
            wrong: [...play.board.top.querySelectorAll("rect.wrongmark")].map(e => [+e.dataset.r, +e.dataset.c]),
            facts: h.kind === "step" ? play.data.steps[h.step - 1].facts : [] }; })()""")

    def state(self, k):
        return self.play(k, "JSON.parse(JSON.stringify(play.state))")

    def finished(self, k):
        return self.play(k, "({ solved: play.solved, text: play.message.textContent })")

    def screenshot(self, path):
        self.b.screenshot(path)


# --- Queens (the whole family) --------------------------------------------------------------
def queens_solution(page, k):
    cells = page.play(k, "[...play.info.sol].sort((a, b) => a - b).map(i => rc(i, play.info.cols))")
    return [tuple(c) for c in cells]


def _marks(page, k):
    return page.state(k)["marks"]


def queens_set_mark(page, k, r, c, want):
    cols = page.play(k, "play.info.cols")
    for _ in range(3):
        if _marks(page, k)[r * cols + c] == want:
            return []
        page.click_cell(k, r, c)
    if _marks(page, k)[r * cols + c] == want:
        return []
    return [f"queens #{k}: could not set {cell_name(r, c)} to {want}"]


def queens_place_solution(page, k):
    cols = page.play(k, "play.info.cols")
    marks = _marks(page, k)
    for r, c in queens_solution(page, k):
        for _ in range((Q_STAR - marks[r * cols + c]) % 3):  # taps cycle empty -> X -> star
            page.click_cell(k, r, c)
    problems = []
    done = page.finished(k)
    if not done["solved"] or not done["text"].startswith("Solved in "):
        problems.append(f"queens #{k}: the solution placed by taps is not solved: {done['text']!r}")
    problems += queens_solved_as_solution(page, k)
    bad = page.play(k, "play.board.marks.querySelectorAll('.queen.bad').length")
    if bad:
        problems.append(f"queens #{k}: {bad} stars drawn as conflicts on the solution")
    return problems


def queens_follow_hints(page, k, shot=None, limit=None):
    steps = page.play(k, "play.data.steps.length")
    cols = page.play(k, "play.info.cols")
    limit = limit or steps + 5
    problems, taken, last = [], 0, 0
    while not page.finished(k)["solved"]:
        if taken >= limit:
            problems.append(f"queens #{k}: not solved after {taken} hints")
            break
        h = page.hint(k)
        taken += 1
        if h["kind"] != "step":
            problems.append(f"queens #{k}: hint {taken} is a {h['kind']}, not a rule's step: {h['text']!r}")
            break
        if h["step"] <= last:
            problems.append(f"queens #{k}: hint {taken} is step {h['step']}, after step {last}")
        last = h["step"]
        if h["text"] != h["words"] or h["rule"] in h["text"]:
            problems.append(f"queens #{k}: hint {taken} reads {h['text']!r}")
        if shot and taken == max(1, steps // 2):
            page.screenshot(shot)
        # What the board shows already: its marks and the cells the stars rule out.
        marks, ruled = page.play(k, "[play.state.marks, [...play.game.ruledOut(play)]]")
        ruled = set(ruled)
        new = [f for f in h["facts"] if not (
            (f[0] == "q" and marks[f[1] * cols + f[2]] == Q_STAR) or
            (f[0] == "x" and (marks[f[1] * cols + f[2]] == Q_X or f[1] * cols + f[2] in ruled)))]
        if not new:
            problems.append(f"queens #{k}: hint step {h['step']} concludes nothing new")
        # Crosses first: the last star placed may finish the board, which then takes no taps.
        for kind, r, c in sorted(new, key=lambda f: f[0] == "q"):
            if kind == "x":
                page.click_cell(k, r, c)  # empty (not shown) -> X
            else:
                for _ in range((Q_STAR - marks[r * cols + c]) % 3):
                    page.click_cell(k, r, c)
        if not page.finished(k)["solved"]:
            marks = _marks(page, k)
            for kind, r, c in new:
                want = Q_STAR if kind == "q" else Q_X
                if marks[r * cols + c] != want:
                    problems.append(f"queens #{k}: {cell_name(r, c)} is {marks[r * cols + c]} after "
                                    f"applying step {h['step']}, expected {want}")
    if page.finished(k)["solved"]:
        problems += queens_solved_as_solution(page, k)
    return taken, problems


def queens_solved_as_solution(page, k):
    """A board the page calls solved holds exactly the solution's stars (taps after "Solved" are
    ignored, so a completion check that fires early leaves stars missing)."""
    stars = {tuple(c) for c in page.play(k, "play.game.queens(play)")}
    want = set(queens_solution(page, k))
    if stars != want:
        return [f"queens #{k}: solved with stars {sorted(stars - want)} off the solution and "
                f"{sorted(want - stars)} missing"]
    return []


def queens_wrong_star(page, k):
    info = page.play(k, """({ cols: play.info.cols, word: play.info.word,
      cell: (() => { for (let i = 0; i < play.state.marks.length; i++)
        if (play.game.editable(play, i) && !play.info.sol.has(i)) return rc(i, play.info.cols); })() })""")
    r, c = info["cell"]
    problems = queens_set_mark(page, k, r, c, Q_STAR)
    h = page.hint(k)
    want = f"The {info['word']} on {cell_name(r, c)} is wrong"
    if h["kind"] != "wrong" or h["wrong"] != [[r, c]] or not h["text"].startswith(want):
        problems.append(f"queens #{k}: a wrong star on {cell_name(r, c)} gave {h['text']!r} "
                        f"(kind {h['kind']}, drawn wrong {h['wrong']})")
    page.button(k, "reset")
    if any(m == Q_X for m in _marks(page, k)) or page.play(k, "play.game.starIndices(play).length") != \
            page.play(k, "play.info.given.size"):
        problems.append(f"queens #{k}: Reset did not clear the board")
    return problems


# --- Tango and Tents: one value per cell in play.state.vals ----------------------------------
T_CYCLE = [-1, 1, 0]  # a tap cycles empty -> sun (tent) -> moon (grass) -> empty


def cycle_value(page, k, r, c, want, game="tango"):
    cols = page.play(k, "play.info.cols")
    have = page.state(k)["vals"][r * cols + c]
    for _ in range((T_CYCLE.index(want) - T_CYCLE.index(have)) % 3):
        page.click_cell(k, r, c)
    have = page.state(k)["vals"][r * cols + c]
    return [] if have == want else [f"{game} #{k}: could not set {cell_name(r, c)} to {want}"]


def tango_set_value(page, k, r, c, want):
    return cycle_value(page, k, r, c, want, "tango")


def tango_place_solution(page, k):
    sol = page.play(k, "play.info.sol")
    vals = page.state(k)["vals"]
    problems = []
    for r, row in enumerate(sol):
        for c, v in enumerate(row):
            if vals[r * len(row) + c] != v:
                problems += tango_set_value(page, k, r, c, v)
    done = page.finished(k)
    if not done["solved"]:
        problems.append(f"tango #{k}: the solution placed by taps is not solved: {done['text']!r}")
    bad = page.play(k, "play.board.base.querySelectorAll('rect.badcell').length")
    if bad:
        problems.append(f"tango #{k}: {bad} cells drawn as conflicts on the solution")
    return problems


def cycle_follow_hints(page, k, game, value_of, shot=None, limit=None):
    """Hint after hint until solved, each step's facts set by taps (Tango and Tents: a tap cycles
    the cell's value); `value_of(fact)` -> (r, c, value). Facts that set a value last are applied
    last, as the last one may finish the board, which then takes no taps."""
    steps = page.play(k, "play.data.steps.length")
    limit = limit or steps + 5
    problems, taken, last = [], 0, 0
    while not page.finished(k)["solved"]:
        if taken >= limit:
            problems.append(f"{game} #{k}: not solved after {taken} hints")
            break
        h = page.hint(k)
        taken += 1
        if h["kind"] != "step":
            problems.append(f"{game} #{k}: hint {taken} is a {h['kind']}, not a rule's step: {h['text']!r}")
            break
        if h["step"] <= last:
            problems.append(f"{game} #{k}: hint {taken} is step {h['step']}, after step {last}")
        last = h["step"]
        if shot and taken == max(1, steps // 2):
            page.screenshot(shot)
        for r, c, v in sorted(map(value_of, h["facts"]), key=lambda f: f[2] == 1):
            problems += cycle_value(page, k, r, c, v, game)
    return taken, problems


def tango_follow_hints(page, k, shot=None, limit=None):
    return cycle_follow_hints(page, k, "tango", lambda f: (f[1], f[2], f[3]), shot, limit)


# --- Zip ------------------------------------------------------------------------------------
def zip_place_solution(page, k):
    cols = page.play(k, "play.info.cols")
    sol = page.play(k, "play.info.sol")
    at = page.centres(k)
    page.b.drag([at[divmod(i, cols)] for i in sol])
    done = page.finished(k)
    if not done["solved"]:
        return [f"zip #{k}: the solution's path dragged is not solved: {done['text']!r}"]
    return []


def zip_follow_hints(page, k, shot=None, limit=None):
    """Edges cannot be marked, so the page keeps each hint shown as known: every step in turn,
    then (the rules' work shown) the path is drawn."""
    steps = page.play(k, "play.data.steps.length")
    limit = limit or steps + 5
    problems, taken, last = [], 0, 0
    while last < steps and taken < limit:
        h = page.hint(k)
        taken += 1
        if h["kind"] != "step":
            problems.append(f"zip #{k}: hint {taken} is a {h['kind']} after step {last} of {steps}: "
                            f"{h['text']!r}")
            break
        if h["step"] <= last:
            problems.append(f"zip #{k}: hint {taken} is step {h['step']}, after step {last}")
        last = h["step"]
        if shot and taken == max(1, steps // 2):
            page.screenshot(shot)
    return taken, problems + zip_place_solution(page, k)


# --- Tents ----------------------------------------------------------------------------------
TENT, GRASS = 1, 0


def tents_place_solution(page, k):
    problems = []
    for r, c in page.play(k, "play.data.solution"):
        problems += cycle_value(page, k, r, c, TENT, "tents")
    done = page.finished(k)
    if not done["solved"]:
        problems.append(f"tents #{k}: the solution placed by taps is not solved: {done['text']!r}")
    return problems


def tents_follow_hints(page, k, shot=None, limit=None):
    return cycle_follow_hints(page, k, "tents",
                              lambda f: (f[1], f[2], TENT if f[0] == "t" else GRASS), shot, limit)


# --- Sudoku ---------------------------------------------------------------------------------
SU_DIGITS = "123456789ABC"


def _press(page, x, y):
    page.b.mouse("mousePressed", x, y, 1)
    page.b.mouse("mouseReleased", x, y, 0)


def sudoku_pad(page, k, cls):
    """One tap on the pad's button `cls` ("digit-5", "pencil", "erase")."""
    x, y = page.play(k, f"""(() => {{ const b = play.panel.querySelector("button.{cls}")
      .getBoundingClientRect(); return [b.x + b.width / 2, b.y + b.height / 2]; }})()""")
    _press(page, x, y)


def _su(page, k):
    return page.play(k, """({ n: play.info.n, vals: play.state.vals, notes: play.state.notes,
      pencil: play.info.pencil, sol: play.info.sol, given: play.info.given })""")


def sudoku_set_pencil(page, k, on):
    if _su(page, k)["pencil"] != on:
        sudoku_pad(page, k, "pencil")


def sudoku_place(page, k, r, c, d):
    """Tap the cell, then digit d on the pad (pencil mode off)."""
    page.click_cell(k, r, c)
    sudoku_pad(page, k, f"digit-{d}")


def sudoku_place_solution(page, k):
    su = _su(page, k)
    n = su["n"]
    sudoku_set_pencil(page, k, False)
    for i, d in enumerate(su["sol"]):
        if su["vals"][i] != d:
            sudoku_place(page, k, i // n, i % n, d)
    problems = []
    done = page.finished(k)
    if not done["solved"]:
        problems.append(f"sudoku #{k}: the solution placed by taps is not solved: {done['text']!r}")
    if _su(page, k)["vals"] != su["sol"]:
        problems.append(f"sudoku #{k}: the digits on the solved board are not the solution's")
    bad = page.play(k, "play.board.base.querySelectorAll('rect.badcell').length")
    if bad:
        problems.append(f"sudoku #{k}: {bad} cells drawn as conflicts on the solution")
    return problems


def _sudoku_open_digits(page, k, r, c):
    """The digits the page still counts open in (r, c): not ruled out by the position or a hint."""
    return page.play(k, f"""(() => {{ const known = play.game.knownFacts(play);
      for (const f of play.shownFacts) known.add(f);
      const out = []; for (let d = 1; d <= play.info.n; d++)
        if (!known.has(`x,{r},{c},${{d}}`)) out.push(d);
      return out; }})()""")


def sudoku_apply_facts(page, k, facts):
    """A step's removals pencilled out, then its placements tapped in (the last may finish the
    board, which then takes no taps); -> problems."""
    problems = []
    removed = {}
    for f in facts:
        if f[0] == "x":
            removed.setdefault((f[1], f[2]), set()).add(f[3])
    if removed:
        sudoku_set_pencil(page, k, True)
        for (r, c), gone in sorted(removed.items()):
            su = _su(page, k)
            i = r * su["n"] + c
            if su["vals"][i]:
                continue  # a digit there shows every removal already
            mask = su["notes"][i]
            if mask:
                taps = [d for d in sorted(gone) if mask & (1 << (d - 1))]
            else:  # no marks yet: the open candidates but the removed ones
                taps = [d for d in _sudoku_open_digits(page, k, r, c) if d not in gone]
            page.click_cell(k, r, c)
            for d in taps:
                sudoku_pad(page, k, f"digit-{d}")
            su = _su(page, k)
            if any(su["notes"][i] & (1 << (d - 1)) for d in gone) or not su["notes"][i]:
                problems.append(f"sudoku #{k}: pencil marks of {cell_name(r, c)} are "
                                f"{su['notes'][i]:b} after removing {sorted(gone)}")
        sudoku_set_pencil(page, k, False)
    for f in facts:
        n = _su(page, k)["n"]
        if f[0] == "v" and not page.finished(k)["solved"] and _su(page, k)["vals"][f[1] * n + f[2]] != f[3]:
            sudoku_place(page, k, f[1], f[2], f[3])  # (the same digit again would clear it)
            su = _su(page, k)
            if su["vals"][f[1] * su["n"] + f[2]] != f[3] and not page.finished(k)["solved"]:
                problems.append(f"sudoku #{k}: {cell_name(f[1], f[2])} is not {f[3]} after a tap")
    return problems


def sudoku_follow_hints(page, k, shot=None, limit=None):
    """Hint after hint until solved, each applied by taps. Every hint is a grader step, later than
    the last, in players' words (the technique's name, never the rule id), concluding something
    not shown; a reveal only once the rules are done on a board they cannot finish ("search")."""
    steps = page.play(k, "play.data.steps.length")
    search = page.play(k, "play.data.tier") == "search"
    cells = page.play(k, "play.info.n * play.info.n")
    limit = limit or steps + 5 + (cells if search else 0)
    problems, taken, last = [], 0, 0
    while not page.finished(k)["solved"]:
        if taken >= limit:
            problems.append(f"sudoku #{k}: not solved after {taken} hints")
            break
        h = page.hint(k)
        taken += 1
        if h["kind"] == "reveal" and search:
            (r, c), = h["cells"]
            su = _su(page, k)
            sudoku_place(page, k, r, c, su["sol"][r * su["n"] + c])
            continue
        if h["kind"] != "step":
            problems.append(f"sudoku #{k}: hint {taken} is a {h['kind']}, not a rule's step: {h['text']!r}")
            break
        if h["step"] <= last:
            problems.append(f"sudoku #{k}: hint {taken} is step {h['step']}, after step {last}")
        last = h["step"]
        if h["text"] != h["words"] or h["rule"] in h["text"]:
            problems.append(f"sudoku #{k}: hint {taken} reads {h['text']!r} (rule {h['rule']})")
        if shot and taken == max(1, steps // 2):
            page.screenshot(shot)
        problems += sudoku_apply_facts(page, k, h["facts"])
    return taken, problems


def sudoku_wrong_digit(page, k):
    """A wrong digit typed on the keyboard: Check and Hint name it; Erase clears it; then pencil
    marks without the cell's digit: Hint names them; then Reset."""
    su = _su(page, k)
    n = su["n"]
    i = next(j for j in range(n * n) if not su["given"][j] and not su["vals"][j])
    r, c = divmod(i, n)
    wrong = su["sol"][i] % n + 1
    problems = []
    page.click_cell(k, r, c)
    ch = SU_DIGITS[wrong - 1]
    page.b.key(ch, code=("Digit" + ch) if ch.isdigit() else "Key" + ch, keycode=ord(ch), text=ch)
    if _su(page, k)["vals"][i] != wrong:
        problems.append(f"sudoku #{k}: typing {ch} on {cell_name(r, c)} did not place it")
    want = f"The {ch} in {cell_name(r, c)} is wrong"
    page.button(k, "check")
    said = page.play(k, "[play.lastCheck, play.message.textContent]")
    if said[0] != "wrong" or not said[1].startswith(want):
        problems.append(f"sudoku #{k}: Check with a wrong {ch} on {cell_name(r, c)} said {said}")
    h = page.hint(k)
    if h["kind"] != "wrong" or h["wrong"] != [[r, c]] or not h["text"].startswith(want):
        problems.append(f"sudoku #{k}: a wrong {ch} on {cell_name(r, c)} gave {h['text']!r} "
                        f"(kind {h['kind']}, drawn wrong {h['wrong']})")
    page.click_cell(k, r, c)
    sudoku_pad(page, k, "erase")
    sudoku_set_pencil(page, k, True)
    sudoku_pad(page, k, f"digit-{wrong}")  # marks with only a wrong digit
    sudoku_set_pencil(page, k, False)
    su = _su(page, k)
    if su["vals"][i] or su["notes"][i] != 1 << (wrong - 1):
        problems.append(f"sudoku #{k}: erase then a pencil {ch} left {su['vals'][i]} / {su['notes'][i]:b}")
    h = page.hint(k)
    if h["kind"] != "wrong" or h["wrong"] != [[r, c]] or "pencil marks" not in h["text"]:
        problems.append(f"sudoku #{k}: pencil marks without the digit on {cell_name(r, c)} gave "
                        f"{h['text']!r}")
    page.button(k, "reset")
    su = _su(page, k)
    if su["vals"] != su["given"] or any(su["notes"]):
        problems.append(f"sudoku #{k}: Reset did not clear the board")
    return problems


# --- by game ---------------------------------------------------------------------------------
# The players of each game, registered by its name (a new game adds its own entry).
GAME_DRIVERS = {
    "queens": {"place_solution": queens_place_solution, "follow_hints": queens_follow_hints,
               "wrong_mark": queens_wrong_star},
    "tango": {"place_solution": tango_place_solution, "follow_hints": tango_follow_hints},
    "zip": {"place_solution": zip_place_solution, "follow_hints": zip_follow_hints},
    "tents": {"place_solution": tents_place_solution, "follow_hints": tents_follow_hints},
    "sudoku": {"place_solution": sudoku_place_solution, "follow_hints": sudoku_follow_hints,
               "wrong_mark": sudoku_wrong_digit},
}


def _driver(page, k, what):
    game = page.play(k, "play.data.game")
    fn = GAME_DRIVERS.get(game, {}).get(what)
    if fn is None:
        raise NotImplementedError(f"page_driver: no {what} for {game} yet (GAME_DRIVERS)")
    return fn


def place_solution(page, k):
    return _driver(page, k, "place_solution")(page, k)


def follow_hints(page, k, shot=None, limit=None):
    return _driver(page, k, "follow_hints")(page, k, shot=shot, limit=limit)


def wrong_mark(page, k):
    return _driver(page, k, "wrong_mark")(page, k)
