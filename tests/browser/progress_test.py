#!/usr/bin/env python3
"""The player's progress kept in localStorage (page/assets/progress.js), in headless chromium:
  - a half-solved board comes back after a reload: its marks, its hints and its clock, with a
    "welcome back" message; the statistics count it as played;
  - a solved board stays solved after a reload (the solved message, the tab's tick) and its time
    is the best for its game and size;
  - on a page of two days (`daily --show YESTERDAY --days 2 --html`, yesterday and today so the
    streak is current) solving both days' Tango makes a Tango streak of 2, best 2; each puzzle's
    key holds its date;
  - "Reset my progress" asks first (Cancel keeps everything), then erases the boards, the
    statistics and the solve times;
  - a browser that refuses to store anything (setItem throws, as a full or disabled storage does)
    still plays a board to the end, and the panel says the progress cannot be saved;
  - the stored format is versioned: a newer version's store is left untouched, a broken one is
    started afresh.
A missing chromium is a failure, never a skip.

usage: progress_test.py DAILYGRID FIXTURE OUT_DIR
"""
import datetime
import json
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402
import page_driver as pd  # noqa: E402

DESKTOP = (1280, 900)
failures = []


def check(ok, what):
    if not ok:
        failures.append(what)


def forget(browser):
    browser.js("if (typeof progress !== 'undefined') progress.erased = true; localStorage.clear(); true")


def stats_row(browser, series):
    """The statistics panel's row for `series` as shown: {played, solved, streak, beststreak,
    besttimes}, or None."""
    return browser.js(f"""(() => {{ const row = document.querySelector('#dg-stats tr[data-series="{series}"]');
      if (!row) return null; const out = {{}};
      for (const k of ["played", "solved", "streak", "beststreak", "besttimes"])
        out[k] = row.querySelector("td." + k).textContent;
      return out; }})()""")


def resume_and_solve(browser, page, html):
    page.open(html)
    forget(browser)
    page.open(html)
    page.select(0)
    sol = pd.queens_solution(page, 0)
    r, c = sol[0]
    check(not pd.queens_set_mark(page, 0, r, c, pd.Q_STAR), "could not place a star")
    cols = page.play(0, "play.info.cols")
    off = next((i // cols, i % cols) for i in range(cols * cols) if (i // cols, i % cols) not in sol)
    check(not pd.queens_set_mark(page, 0, *off, pd.Q_X), "could not place an X")
    page.hint(0)
    time.sleep(1.2)  # the clock shows a second or more
    before = page.play(0, "({ state: play.state, hints: play.hints, clock: play.timerEl.textContent })")
    page.open(html, fresh=False)
    after = page.play(0, """({ state: play.state, hints: play.hints, clock: play.timerEl.textContent,
      elapsed: play.elapsed, solved: play.solved, text: play.message.textContent })""")
    check(after["state"] == before["state"], f"marks after a reload {after['state']}, before {before['state']}")
    check(after["hints"] == 1, f"hints after a reload: {after['hints']}")
    check(after["elapsed"] >= 1 and after["clock"] != "0:00", f"the clock after a reload: {after}")
    check(not after["solved"] and after["text"].startswith("Welcome back"), f"after a reload: {after}")
    row = stats_row(browser, "Queens")
    check(row is not None and row["played"] == "1" and row["solved"] == "0", f"stats of a board in progress: {row}")
    browser.screenshot(os.path.join(os.path.dirname(html), "progress-resumed.png"))

    # Solved, then reloaded: still solved, and its time is the best for Queens 7x7.
    failures.extend(f"solving board 0: {p}" for p in pd.place_solution(page, 0))
    seconds = page.play(0, "play.elapsed")
    page.open(html, fresh=False)
    done = page.play(0, """({ solved: play.solved, text: play.message.textContent, tab: play.tab.className,
      panel: play.panel.dataset.solved })""")
    check(done["solved"] and done["text"].startswith("Solved in") and "done" in done["tab"] and
          done["panel"] == "true", f"a solved board after a reload: {done}")
    row = stats_row(browser, "Queens")
    size = page.play(0, "`${play.info.rows}\u00d7${play.info.cols}`")
    want = f"{size} {seconds // 60}:{seconds % 60:02d}"
    check(row is not None and row["solved"] == "1" and row["besttimes"] == want,
          f"stats after a solve: {row}, want best {want!r}")


def streak_and_reset(browser, page, dailygrid, out_dir):
    store = os.path.join(out_dir, "progress.db")
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(store + suffix):
            os.remove(store + suffix)
    yesterday = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
    subprocess.run([dailygrid, "daily", "--db", store, "--from", yesterday, "--days", "2", "--games",
                    "queens,tango", "--jobs", "1"], check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    html = os.path.join(out_dir, "progress-two-days.html")
    subprocess.run([dailygrid, "daily", "--db", store, "--show", yesterday, "--days", "2", "--html", html],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    page.open(html)
    forget(browser)
    page.open(html)
    games = page.games()
    tango = [k for k, g in enumerate(games) if g == "tango"]
    check(len(tango) == 2, f"the two-day page's games: {games}")
    for n, k in enumerate(tango):
        page.select(k)
        failures.extend(f"solving tango {k}: {p}" for p in pd.place_solution(page, k))
        row = stats_row(browser, "Tango")
        check(row is not None and row["streak"] == str(n + 1) and row["beststreak"] == str(n + 1),
              f"Tango stats after {n + 1} solved days: {row}")
    ids = browser.js("Object.keys(dgPage.loadProgress().puzzles)")
    today = datetime.date.today().isoformat()
    check(any(f"|{yesterday}|" in i for i in ids) and any(f"|{today}|" in i for i in ids),
          f"the saved puzzles' keys do not hold their dates: {ids}")

    # Reset: asked first; Cancel keeps everything; Yes erases it all.
    check(browser.js("document.getElementById('dg-stats').hidden"), "the statistics are open from the start")
    browser.click_id("dg-stats-button")
    check(not browser.js("document.getElementById('dg-stats').hidden"), "Statistics does not open the panel")
    browser.click_id("dg-reset-progress")
    check(not browser.js("document.getElementById('dg-reset-confirm').hidden"), "Reset does not ask first")
    browser.click_id("dg-reset-no")
    check(browser.js("document.getElementById('dg-reset-confirm').hidden"), "Cancel leaves the question")
    check(len(browser.js("Object.keys(dgPage.loadProgress().puzzles)")) == 2, "Cancel erased progress")
    browser.screenshot(os.path.join(out_dir, "progress-statistics.png"))
    browser.click_id("dg-reset-progress")
    browser.events.clear()
    browser.click_id("dg-reset-yes")
    browser.wait_event("Page.loadEventFired")
    left = browser.js("""({ puzzles: Object.keys(dgPage.loadProgress().puzzles).length,
      times: dgPage.loadTimes().length, solved: dgPage.plays.filter(p => p.solved).length,
      total: document.querySelector("#dg-stats .stats-total").textContent,
      stored: localStorage.getItem("dailygrid-progress") })""")
    check(left["puzzles"] == 0 and left["times"] == 0 and left["solved"] == 0 and
          left["total"] == "Played 0 \u00b7 Solved 0" and left["stored"] is None,
          f"after Reset my progress: {left}")


def stored_formats(browser, page, html):
    """A store of a newer version is left as it is (and the panel says so); one that does not read
    is started afresh."""
    newer = '{"version": 99, "puzzles": {"x": {"kept": true}}}'
    page.open(html)
    forget(browser)
    browser.js(f"localStorage.setItem('dailygrid-progress', {newer!r}); true")
    page.open(html, fresh=False)
    page.select(1)
    failures.extend(f"with a newer store: {p}" for p in pd.place_solution(page, 1))
    kept = browser.js("localStorage.getItem('dailygrid-progress')")
    note = browser.js("document.querySelector('#dg-stats .stats-note').textContent")
    check(kept == newer and "newer version" in note, f"a newer store became {kept!r}; the panel says {note!r}")
    forget(browser)
    browser.js("localStorage.setItem('dailygrid-progress', '{not json'); true")
    page.open(html, fresh=False)
    page.select(1)
    failures.extend(f"with a broken store: {p}" for p in pd.place_solution(page, 1))
    saved = browser.js("localStorage.getItem('dailygrid-progress')")
    check(saved.startswith('{"version":1,') and len(json.loads(saved)["puzzles"]) == 1,
          f"a broken store became {saved!r}")


def storage_refused(browser, page, html):
    script = browser.call("Page.addScriptToEvaluateOnNewDocument", {"source": """
      Storage.prototype.setItem = function () {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError"); };"""})
    try:
        page.open(html)
        page.select(1)
        failures.extend(f"solving with storage refused: {p}" for p in pd.place_solution(page, 1))
        note = browser.js("document.querySelector('#dg-stats .stats-note').textContent")
        check("cannot be saved" in note, f"with storage refused the panel says {note!r}")
    finally:
        browser.call("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script["identifier"]})


def main():
    dailygrid, fixture, out_dir, chromium = cdp.test_arguments(sys.argv, __doc__)
    html = pd.render_page(dailygrid, fixture, os.path.join(out_dir, "progress-day.html"))
    started = time.monotonic()
    browser = cdp.Browser(chromium, *DESKTOP)
    try:
        browser.viewport(*DESKTOP)
        page = pd.Page(browser)
        resume_and_solve(browser, page, html)
        storage_refused(browser, page, html)
        stored_formats(browser, page, html)
        streak_and_reset(browser, page, dailygrid, out_dir)
    finally:
        browser.close()
    for f in failures:
        print("FAIL:", f)
    print(f"progress browser test: {len(failures)} failures, {time.monotonic() - started:.1f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
