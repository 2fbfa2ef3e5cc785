#!/usr/bin/env python3
"""The playable page keeps the player's solve times and copies them in the import format, in a
real browser (headless chromium), end to end into a store:
  - the page has a "Copy my times" button with that name, a labelled name field and a status line
    that screen readers announce (role=status); with nothing solved it says so;
  - a solve (one hint asked first) is kept in localStorage with the board's canonical key ("ref"),
    the seconds, today's date and the hint; copying without a name asks for one and moves the
    focus to the field;
  - with a name, the copy is CSV: the header row, then one row per solve, the key quoted;
  - the times and the name survive a reload; solving the same board again keeps no second time,
    and a second board adds one;
  - `dailygrid times import` of the copied text into a store that holds the day stores both
    times, and importing it again stores nothing twice.
A missing chromium is a failure, never a skip.

usage: times_test.py DAILYGRID FIXTURE OUT_DIR
"""
import datetime
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402
import page_driver as pd  # noqa: E402

DESKTOP = (1280, 900)


def status(browser):
    return browser.js("document.getElementById('dg-times-status').textContent")


def main():
    dailygrid, fixture, out_dir, chromium = cdp.test_arguments(sys.argv, __doc__)
    html = pd.render_page(dailygrid, fixture, os.path.join(out_dir, "times-test.html"))
    failures = []

    def check(ok, what):
        if not ok:
            failures.append(what)

    started = time.monotonic()
    browser = cdp.Browser(chromium, *DESKTOP)
    csv = ""
    try:
        browser.viewport(*DESKTOP)
        page = pd.Page(browser)
        page.open(html)
        browser.js("localStorage.clear()")
        page.open(html)
        # What assistive technology is told.
        a11y = browser.js("""(() => {
          const b = document.getElementById("dg-copy-times"), i = document.getElementById("dg-player");
          const s = document.getElementById("dg-times-status"), t = document.getElementById("dg-times-text");
          return { tag: b.tagName, type: b.type, name: b.textContent.trim(),
            labels: [...i.labels].map(l => l.textContent.trim()), role: s.getAttribute("role"),
            live: s.getAttribute("aria-live"), area: t.getAttribute("aria-label"), hidden: t.hidden,
            heading: document.getElementById("dg-times").getAttribute("aria-labelledby"),
            count: document.getElementById("dg-times-count").textContent }; })()""")
        check(a11y["tag"] == "BUTTON" and a11y["type"] == "button", f"the copy control: {a11y}")
        check(a11y["name"] == "Copy my times", f"the button's name: {a11y['name']!r}")
        check(a11y["labels"] == ["Your name"], f"the name field's labels: {a11y['labels']}")
        check(a11y["role"] == "status" and a11y["live"] == "polite", f"the status line: {a11y}")
        check(bool(a11y["area"]) and a11y["hidden"], f"the text area before a copy: {a11y}")
        check(a11y["heading"] == "dg-times-title", "the section is not named by its heading")
        check("saved in this browser" in a11y["count"], f"count before a solve: {a11y['count']!r}")
        browser.click_id("dg-copy-times")
        check(status(browser).startswith("Nothing to copy yet"), f"empty copy: {status(browser)!r}")

        # One solve, with a hint asked first.
        page.select(0)
        page.hint(0)
        failures += [f"board 0: {p}" for p in pd.place_solution(page, 0)]
        ref = page.play(0, "play.data.ref")
        kept = browser.js("dgPage.loadTimes()")
        today = browser.js("localDate()")
        check(today == datetime.date.today().isoformat(), f"the page's day {today}")
        check(len(kept) == 1, f"times kept after one solve: {kept}")
        if kept:
            check(kept[0]["puzzle"] == ref, f"the kept puzzle {kept[0]['puzzle']!r}, want {ref!r}")
            check(kept[0]["hints"] == 1, f"the kept hints {kept[0]['hints']}")
            check(kept[0]["seconds"] > 0, f"the kept seconds {kept[0]['seconds']}")
            check(kept[0]["date"] == today, f"the kept date {kept[0]['date']}")
        check(browser.js("document.getElementById('dg-times-count').textContent")
              .startswith("1 puzzle solved"), "the count after one solve")

        # No name yet: the page asks for one and puts the focus there.
        browser.click_id("dg-copy-times")
        check(status(browser).startswith("Type your name first"), f"no name: {status(browser)!r}")
        check(browser.js("document.activeElement.id") == "dg-player", "the focus is not on the name")
        browser.js("""(() => { const i = document.getElementById("dg-player");
          i.value = "  Ann Lee "; i.dispatchEvent(new Event("change")); })()""")
        browser.click_id("dg-copy-times")
        csv = browser.js("document.getElementById('dg-times-text').value")
        check(not browser.js("document.getElementById('dg-times-text').hidden"), "the text is hidden")
        lines = csv.splitlines()
        check(lines[:1] == ["puzzle,player,seconds,date,hints"], f"header: {lines[:1]}")
        field = f'"{ref}"' if any(c in ref for c in ',"\r\n') else ref  # RFC 4180 quoting
        check(len(lines) == 2 and lines[1].startswith(f"{field},Ann Lee,") and
              lines[1].endswith(f",{today},1"), f"the row: {lines[1:]}")
        check(status(browser).startswith(("Copied your time:", "Your time is below, selected")),
              f"after the copy: {status(browser)!r}")

        # A reload keeps the times and the name; the same board again keeps no second time.
        page.open(html)
        check(browser.js("document.getElementById('dg-player').value") == "Ann Lee", "name lost")
        check(len(browser.js("dgPage.loadTimes()")) == 1, "times lost on reload")
        page.select(0)
        failures += [f"board 0 again: {p}" for p in pd.place_solution(page, 0)]
        check(len(browser.js("dgPage.loadTimes()")) == 1, "a second solve of a board was kept")
        page.select(1)
        failures += [f"board 1: {p}" for p in pd.place_solution(page, 1)]
        check(len(browser.js("dgPage.loadTimes()")) == 2, "the second board's time was not kept")
        browser.click_id("dg-copy-times")
        csv = browser.js("document.getElementById('dg-times-text').value")
        second = page.play(1, "play.data.ref")
        check("," in second and f'\n"{second}",Ann Lee,' in csv, f"the second row: {csv!r}")
        browser.screenshot(os.path.join(out_dir, "page-times-desktop.png"))
    finally:
        browser.close()

    # The copied text, imported into a store that holds the day: both times, once.
    store = os.path.join(out_dir, "times-test.db")
    times = os.path.join(out_dir, "times-test.csv")
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(store + suffix):
            os.remove(store + suffix)
    with open(times, "w", encoding="utf-8") as f:
        f.write(csv)
    subprocess.run([dailygrid, "import", fixture, "--db", store], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for want in ("stored 2 times for 2 puzzles from 1 player; 0 already stored",
                 "stored 0 times for 0 puzzles from 0 players; 2 already stored"):
        got = subprocess.run([dailygrid, "times", "import", times, "--db", store],
                             capture_output=True, text=True)
        check(got.returncode == 0 and want in got.stderr,
              f"times import: exit {got.returncode}, {got.stderr.strip()!r}, want {want!r}")

    for f in failures:
        print("FAIL:", f)
    print(f"times browser test: {len(failures)} failures, {time.monotonic() - started:.1f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
