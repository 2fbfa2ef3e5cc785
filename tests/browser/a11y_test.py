#!/usr/bin/env python3
"""Accessibility of the pages dailygrid makes, in a real browser: axe-core (the npm package,
installed for the tests by scripts/setup.sh into tests/browser/node_modules) injected into each
page in headless chromium must find no serious or critical violation
  - on every tab of the playable page of every game and variant (the fixture: Queens, Star
    Battle, torus, holes, given stars, chess pieces, Tango with and without counts, Zip with and
    without walls, Tents, Mini Sudoku and Sudoku), in the light and the dark theme, with the
    region letters on, and once a board is solved (the solved message and share text);
  - on every further page of PAGES below (the archive's index, the rules, ... as they come).
And what axe cannot judge, checked directly on the playable page:
  - every board is one role="grid" of role="row"s of focusable role="gridcell"s, one per cell,
    each named "Row R, column C, ..." with its state; a Queens cell by its region's colour name
    (the page data's palette_names);
  - one tab stop per board (roving tabindex); the arrow keys move the focus from cell to cell,
    Space marks the focused cell, and the live region speaks the move; Hint and Check are spoken
    there too.
A missing chromium, or an axe-core that is not installed (npm missing, or setup.sh not run), is
a failure with a message saying what to install, never a skip.

usage: a11y_test.py DAILYGRID FIXTURE OUT_DIR [PAGE.html ...]
  PAGE.html: further pages to check with axe (besides PAGES).
"""
import json
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cdp  # noqa: E402
import page_driver as pd  # noqa: E402

AXE = os.path.join(HERE, "node_modules", "axe-core", "axe.min.js")
DESKTOP = (1280, 900)
BLOCKING = ("serious", "critical")


def playable_page(dailygrid, fixture, out_dir):
    return pd.render_page(dailygrid, fixture, os.path.join(out_dir, "a11y-day.html"))


# More pages to check: (name, function(dailygrid, fixture, out_dir) -> path of an HTML file). The
# archive's index and the rules page go here as they are made; the playable page's tabs are each
# checked (only the shown tab's panel is in view).
def site_pages(dailygrid, out_dir):
    """A two-day archive site of Tango (daily --site): its index and a game's archive list."""
    tango = [{"game": "tango", "size": 6, "tier": "any"}]
    curve = {day: tango for day in ("monday", "tuesday", "wednesday", "thursday", "friday",
                                    "saturday", "sunday")}
    curve_path = os.path.join(out_dir, "a11y-curve.json")
    with open(curve_path, "w", encoding="utf-8") as f:
        json.dump(curve, f)
    db, site = os.path.join(out_dir, "a11y-site.db"), os.path.join(out_dir, "a11y-site")
    for path in (db, site):
        if os.path.isdir(path):
            shutil.rmtree(path)
        elif os.path.exists(path):
            os.remove(path)
    common = ["--db", db, "--today", "2026-12-08"]
    subprocess.run([dailygrid, "daily", *common, "--curve", curve_path, "--games", "tango",
                    "--from", "2026-12-07", "--days", "2", "--jobs", "1"], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    subprocess.run([dailygrid, "daily", *common, "--site", site, "--from", "2026-12-07",
                    "--days", "2", "--brand", "The Daily Grid"], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return site


def site_index(dailygrid, fixture, out_dir):
    return os.path.join(site_pages(dailygrid, out_dir), "index.html")


def site_game_list(dailygrid, fixture, out_dir):
    return os.path.join(out_dir, "a11y-site", "games", "tango.html")


PAGES = [
    ("playable page", playable_page),
    ("archive index", site_index),
    ("archive list", site_game_list),
]


def axe_source():
    if os.path.exists(AXE):
        with open(AXE, encoding="utf-8") as f:
            return f.read()
    if not shutil.which("npm"):
        print("FAIL: axe-core is not installed and npm is missing: install the Debian package npm, "
              "then run scripts/setup.sh (it installs axe-core into tests/browser/node_modules)")
    else:
        print(f"FAIL: axe-core is not installed ({AXE} is missing): run scripts/setup.sh, which "
              "installs it with npm")
    sys.exit(1)


def run_axe(browser, source, within=None, rules=None):
    """axe's violations on the page, or only `within` (a CSS selector), or only `rules`."""
    if not browser.js("typeof axe !== 'undefined'"):
        browser.js(source + "\n;true")
    context = json.dumps({"include": [[within]]}) if within else "document"
    options = {"resultTypes": ["violations"]}
    if rules:
        options["runOnly"] = rules
    return browser.js(f"""axe.run({context}, {json.dumps(options)}).then(r =>
      r.violations.map(v => ({{ id: v.id, impact: v.impact, help: v.help,
        nodes: v.nodes.slice(0, 5).map(n => n.target.join(" ")) }})))""")


def blocking(violations, where):
    out = []
    for v in violations:
        line = f"{where}: {v['impact']} {v['id']} ({v['help']}) at {v['nodes']}"
        if v["impact"] in BLOCKING:
            out.append(line)
        else:
            print("note:", line)
    return out


def forget_progress(browser):
    """Progress and times kept by earlier runs gone, and none saved as the page goes."""
    browser.js("if (typeof progress !== 'undefined') progress.erased = true; localStorage.clear(); true")


def check_playable(browser, page, source, html, out_dir):
    """axe on every tab in both themes and with letters, then the grids and the keyboard."""
    problems = []
    page.open(html)
    forget_progress(browser)
    page.open(html)
    games = page.games()
    # The whole page once (the statistics open), then each tab's panel (axe takes seconds a run:
    # the rest is the same).
    browser.js("document.getElementById('dg-stats-button')?.click(); true")
    problems += blocking(run_axe(browser, source), "the page, tab 0")
    for k, game in enumerate(games[1:], 1):
        page.select(k)
        problems += blocking(run_axe(browser, source, f".panel[data-index=\"{k}\"]"), f"tab {k} ({game})")
    # The dark theme's colours: the page, then a board of each game.
    browser.js("document.documentElement.setAttribute('data-theme', 'dark')")
    page.select(0)
    problems += blocking(run_axe(browser, source, rules=["color-contrast"]), "dark theme")
    for k in sorted({games.index(g) for g in games} - {0}):
        page.select(k)
        problems += blocking(run_axe(browser, source, f".panel[data-index=\"{k}\"]", ["color-contrast"]),
                             f"tab {k} ({games[k]}), dark theme")
    browser.js("document.documentElement.removeAttribute('data-theme')")
    browser.js("document.getElementById('dg-letters').click()")
    page.select(0)
    problems += blocking(run_axe(browser, source, ".panel[data-index=\"0\"]"), "tab 0, letters on")
    browser.js("document.getElementById('dg-letters').click()")
    problems += [f"solving tab 0: {p}" for p in pd.place_solution(page, 0)]
    problems += blocking(run_axe(browser, source), "the page, tab 0 solved")
    browser.screenshot(os.path.join(out_dir, "a11y-solved.png"))

    # The grids: one per board, a named, focusable cell per board cell, one tab stop each.
    forget_progress(browser)
    page.open(html)
    for k, game in enumerate(games):
        g = page.play(k, """(() => {
          const grid = play.panel.querySelector('[role="grid"]');
          const cells = grid ? [...grid.querySelectorAll('[role="row"] > [role="gridcell"]')] : [];
          return { grids: play.panel.querySelectorAll('[role="grid"]').length,
            name: grid && grid.getAttribute("aria-label"), rows: play.info.rows, cols: play.info.cols,
            cells: cells.length, labels: cells.map(e => e.getAttribute("aria-label")),
            stops: cells.filter(e => e.tabIndex === 0).length,
            svgHidden: play.board.svg.getAttribute("aria-hidden"),
            svgTab: play.board.svg.getAttribute("tabindex"),
            colours: DATA.palette_names, regions: play.info.regions || null,
            onBoard: play.info.onBoard || null }; })()""")
        tag = f"tab {k} ({game})"
        if g["grids"] != 1 or not g["name"]:
            problems.append(f"{tag}: {g['grids']} grids, named {g['name']!r}")
            continue
        if g["cells"] != g["rows"] * g["cols"]:
            problems.append(f"{tag}: {g['cells']} grid cells for {g['rows']}x{g['cols']}")
        if g["stops"] != 1:
            problems.append(f"{tag}: {g['stops']} cells in the tab order (want 1)")
        if g["svgHidden"] != "true" or g["svgTab"] != "-1":
            problems.append(f"{tag}: the drawing is not hidden from screen readers: {g}")
        cols = g["cols"]
        for i, label in enumerate(g["labels"][:g["rows"] * cols]):
            r, c = divmod(i, cols)
            want = f"Row {r + 1}, column {pd.cell_name(0, c)[:-1]}, "
            if not label or not label.startswith(want) or len(label) <= len(want):
                problems.append(f"{tag}: {pd.cell_name(r, c)} is named {label!r}")
                break
            if game == "queens" and g["regions"] and g["onBoard"][i]:
                colour = g["colours"][g["regions"][r][c] % len(g["colours"])]
                if f"{colour} region" not in label:
                    problems.append(f"{tag}: {pd.cell_name(r, c)} is named {label!r}, without {colour!r}")
                    break
    try:
        problems += check_keyboard(browser, page)
    except cdp.BrowserError as e:
        problems.append(f"keyboard play: {str(e)[:300]}")
    return problems


def live(browser):
    said = browser.js("(document.getElementById('dg-live') || {}).textContent || ''")
    return said.replace("\u00a0", "").strip()


def focused(browser):
    return browser.js("""(() => { const e = document.activeElement;
      return { role: e.getAttribute("role"), r: +e.dataset.r, c: +e.dataset.c,
        label: e.getAttribute("aria-label") }; })()""")


def check_keyboard(browser, page):
    """Tab reaches the first board's grid; arrows move the focus; Space marks; the live region
    speaks the move, a hint and a Check."""
    problems = []
    page.select(0)
    browser.js("dgPage.plays[0].tab.focus()")
    browser.key("Tab", keycode=9)
    f = focused(browser)
    if f["role"] != "gridcell" or (f["r"], f["c"]) != (0, 0):
        return [f"Tab from the first tab reaches {f}, not the board's first cell"]
    browser.key("ArrowRight", keycode=39)
    browser.key("ArrowDown", keycode=40)
    f = focused(browser)
    if f["role"] != "gridcell" or (f["r"], f["c"]) != (1, 1):
        problems.append(f"right then down from A1 focuses {f}, not B2")
    browser.key(" ", code="Space", keycode=32, text=" ")
    marks = page.state(0)["marks"]
    cols = page.play(0, "play.info.cols")
    if marks[cols + 1] != pd.Q_X:
        problems.append(f"Space on B2 left it {marks[cols + 1]}, not an X")
    f = focused(browser)
    said = live(browser)
    if not said.startswith("B2: crossed out") or "crossed out" not in (f["label"] or ""):
        problems.append(f"after Space on B2 the live region says {said!r}, the cell is named {f['label']!r}")
    browser.key("Backspace", keycode=8)
    # A screen reader's "activate" on a cell (a click on the grid cell) marks it as Space does.
    page.play(0, "play.cells.cellEls[2][2].click()")
    if page.state(0)["marks"][2 * cols + 2] != pd.Q_X or not live(browser).startswith("C3: crossed out"):
        problems.append(f"activating C3 left it {page.state(0)['marks'][2 * cols + 2]}, said {live(browser)!r}")
    page.play(0, "play.cells.cellEls[2][2].click()")
    page.play(0, "play.cells.cellEls[2][2].click()")
    page.button(0, "hint")
    shown = page.play(0, "play.message.textContent")
    if live(browser) != shown.strip():
        problems.append(f"the hint {shown!r} is not spoken: the live region says {live(browser)!r}")
    page.button(0, "check")
    shown = page.play(0, "play.message.textContent")
    if live(browser) != shown.strip():
        problems.append(f"Check's {shown!r} is not spoken: the live region says {live(browser)!r}")
    # Every game takes the keyboard: a mark by keys alone on each board.
    for k, game in enumerate(page.games()):
        page.select(k)
        page.play(k, "play.board.svg.focus()")
        before = json.dumps(page.state(k))
        if game == "zip":
            browser.key("ArrowRight", keycode=39)  # the path starts at 1
        elif game == "sudoku":
            empty = page.play(k, "play.state.vals.indexOf(0)")
            n = page.play(k, "play.info.n")
            for _ in range(empty // n):
                browser.key("ArrowDown", keycode=40)
            for _ in range(empty % n):
                browser.key("ArrowRight", keycode=39)
            browser.key("1", code="Digit1", keycode=49, text="1")
        else:
            free = page.play(k, """(() => { for (let r = 0; r < play.info.rows; r++)
              for (let c = 0; c < play.info.cols; c++) {
                const before = JSON.stringify(play.state); play.game.cycle(play, r, c);
                const moved = JSON.stringify(play.state) !== before; play.state = JSON.parse(before);
                if (moved) return [r, c]; } return null; })()""")
            for _ in range(free[0]):
                browser.key("ArrowDown", keycode=40)
            for _ in range(free[1]):
                browser.key("ArrowRight", keycode=39)
            browser.key("Enter", keycode=13)
        if json.dumps(page.state(k)) == before:
            problems.append(f"tab {k} ({game}): keys alone changed nothing")
        elif not live(browser):
            problems.append(f"tab {k} ({game}): the keyboard's move is not spoken")
    return problems


def main():
    if len(sys.argv) < 4:
        print(__doc__)
        return 2
    dailygrid, fixture, out_dir = sys.argv[1:4]
    extra = sys.argv[4:]
    os.makedirs(out_dir, exist_ok=True)
    chromium = cdp.find_chromium()
    if not chromium:
        print("FAIL: chromium is not installed (Debian package 'chromium'); this test needs it")
        return 1
    source = axe_source()
    started = time.monotonic()
    problems = []
    browser = cdp.Browser(chromium, *DESKTOP)
    try:
        browser.viewport(*DESKTOP)
        page = pd.Page(browser)
        for name, make in PAGES:
            html = make(dailygrid, fixture, out_dir)
            if make is playable_page:
                problems += check_playable(browser, page, source, html, out_dir)
            else:
                page.open(html)
                problems += blocking(run_axe(browser, source), name)
        for html in extra:
            page.open(html)
            problems += blocking(run_axe(browser, source), os.path.basename(html))
    finally:
        browser.close()
    for p in problems:
        print("FAIL:", p)
    print(f"a11y browser test: {len(problems)} failures, {time.monotonic() - started:.1f} s")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
