#!/usr/bin/env python3
"""The archive site (`daily --site`) in a real browser (headless chromium), from file://:
  - a store gets 30 days of every game (Queens, Star Battle 2★, Tango, Zip, Tents, Mini Sudoku and,
    on Sundays, Sudoku) from the curve FIXTURE; the site is written for 29 days, then again for
    30: the second run writes the new day only and leaves the 29 pages byte-identical with their
    mtimes;
  - every page (index, game lists, 30 day pages) loads with no console error, failed load or
    uncaught exception;
  - the index shows one month at a time (the latest), its month links switch months, and its
    calendar links open the right day pages; the game lists link every puzzle's day;
  - each day page's previous/next links lead to the neighbouring days (the 29th page, written
    before the 30th day existed, too: days.js moves its links), and clicking them gets there;
  - every puzzle of every day page is solved by taps (tests/browser/page_driver.py), and its share
    text holds the game, the number, the date and the link to the day on --site-url;
  - progress is kept across the site (one localStorage for every page): a half-solved Queens board
    on the first day comes back after a reload, every solved day page is still solved after a
    reload, and the statistics panel counts a best streak of 2 after two days and of 30 after all;
  - no visible text and no hint of any puzzle holds a rule or tier id of `registries --json`
    (tests/browser/players_words.py), regions named by colour;
  - axe-core finds no serious or critical violation on the index, a game list, the first day page
    (its "How to play" panels open) and each of that page's puzzles;
  - --title, --brand and --footer holding <script> show as text and run nothing.
The desktop screenshot of the index is saved in OUT_DIR (site-index-desktop.png), with a day page's.
A missing chromium is a failure, never a skip.

usage: site_test.py DAILYGRID CURVE OUT_DIR
"""
import json
import os
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import a11y_test  # noqa: E402
import cdp  # noqa: E402
import page_driver as pd  # noqa: E402
import players_words  # noqa: E402
import progress_test  # noqa: E402

DESKTOP = (1280, 900)
FIRST, DAYS = "2026-11-20", 30  # November and December: the month links have work to do
URL = "https://example.org/daily/"
HOSTILE = "<script>window.dgPwned = 1</script>"


def dates():
    import datetime
    start = datetime.date.fromisoformat(FIRST)
    return [(start + datetime.timedelta(days=k)).isoformat() for k in range(DAYS)]


def run(args):
    return subprocess.run(args, capture_output=True, text=True)


def problems_logged(browser):
    """Console errors, failed loads and uncaught exceptions among the events seen so far."""
    browser.js("0")  # takes the events that arrived after the load
    out = []
    for e in browser.events:
        m, p = e.get("method"), e.get("params", {})
        if m == "Runtime.exceptionThrown":
            out.append(f"exception: {p.get('exceptionDetails', {}).get('text')} "
                       f"{p.get('exceptionDetails', {}).get('exception', {}).get('description')}")
        elif m == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
            out.append(f"console.{p.get('type')}: {[a.get('value') for a in p.get('args', [])]}")
        elif m == "Log.entryAdded" and p.get("entry", {}).get("level") == "error":
            out.append(f"log: {p['entry'].get('text')} {p['entry'].get('url', '')}")
    browser.events.clear()
    return out


def click_link(browser, selector):
    """Clicks the first element `selector` names (scrolled into view) and waits for the page that
    it opens; -> the new location's path."""
    where = browser.js(f"""(() => {{ const e = document.querySelector({json.dumps(selector)});
      if (!e) return null; e.scrollIntoView({{ block: "center" }}); const b = e.getBoundingClientRect();
      return [b.x + b.width / 2, b.y + b.height / 2]; }})()""")
    if where is None:
        return None
    browser.events.clear()
    browser.click(*where)
    browser.wait_event("Page.loadEventFired")
    return browser.js("decodeURIComponent(location.pathname)")


def resumed(browser, page, html, check):
    """A star placed on the page's Queens board is there after a reload (then taken off)."""
    k = page.games().index("queens")
    page.select(k)
    r, c = pd.queens_solution(page, k)[0]
    check(not pd.queens_set_mark(page, k, r, c, pd.Q_STAR), "could not place a star")
    before = page.play(k, "play.state")
    page.open(html, fresh=False)
    after = page.play(k, "({ state: play.state, solved: play.solved })")
    check(after["state"] == before and not after["solved"],
          f"the half-solved Queens board after a reload: {after['state']}, before {before}")


def main():
    dailygrid, curve, out_dir, chromium = cdp.test_arguments(sys.argv, __doc__)
    failures = []

    def check(ok, what):
        if not ok:
            failures.append(what)

    started = time.monotonic()
    store, site = os.path.join(out_dir, "site.db"), os.path.join(out_dir, "site")
    for path in (store, store + "-wal", store + "-shm"):
        if os.path.exists(path):
            os.remove(path)
    shutil.rmtree(site, ignore_errors=True)
    filled = run([dailygrid, "daily", "--db", store, "--from", FIRST, "--days", str(DAYS), "--curve",
                  curve, "--games", "queens,tango,zip,tents,sudoku", "--no-probe", "--jobs", "1"])
    if filled.returncode != 0:
        print(f"FAIL: the fill: exit {filled.returncode}: {filled.stderr.strip()}")
        return 1
    site_args = [dailygrid, "daily", "--db", store, "--site", site, "--from", FIRST, "--site-url",
                 URL.rstrip("/"), "--title", "Puzzles " + HOSTILE, "--brand", "Brand " + HOSTILE,
                 "--footer", "Footer " + HOSTILE]
    days = dates()
    first = run(site_args + ["--days", str(DAYS - 1)])
    check(first.returncode == 0, f"site of {DAYS - 1} days: exit {first.returncode}: {first.stderr}")
    pages = {d: os.path.join(site, "days", d + ".html") for d in days}
    before = {d: (os.stat(p).st_mtime_ns, open(p, "rb").read()) for d, p in pages.items()
              if os.path.exists(p)}
    check(len(before) == DAYS - 1, f"{len(before)} day pages after the first run")
    time.sleep(0.05)  # so that a page written again would show a later mtime
    second = run(site_args + ["--days", str(DAYS)])
    check(second.returncode == 0 and f"{DAYS} days on the site: 1 day page written, {DAYS - 1} "
          "already there" in second.stderr, f"the second run: {second.returncode} {second.stderr!r}")
    for d, (mtime, data) in before.items():
        st = os.stat(pages[d])
        check(st.st_mtime_ns == mtime and open(pages[d], "rb").read() == data,
              f"{d}: the page was written again by the second run")
    check(os.path.exists(pages[days[-1]]), "the second run did not add the last day")

    with open(os.path.join(site, "feed.json"), encoding="utf-8") as f:
        feed = json.load(f)
    check(feed.get("version") == "https://jsonfeed.org/version/1.1", f"feed version {feed.get('version')}")
    check([i["id"] for i in feed["items"]] == days[::-1], "the feed's days are not the 30, newest first")
    check(feed["items"][0]["url"] == URL + f"days/{days[-1]}.html", f"feed url {feed['items'][0]['url']}")
    series = sorted({g["list"] for i in feed["items"] for g in i["_dailygrid"]["games"]})
    check(len(series) == 7, f"game lists {series}")

    ids = players_words.grader_ids(json.loads(run([dailygrid, "registries", "--json"]).stdout))
    check(len(ids) > 20, f"registries --json lists only {len(ids)} rule and tier ids")
    axe = a11y_test.axe_source()
    axe_checked = 0

    def axe_check(where, within=None):
        nonlocal axe_checked
        failures.extend(a11y_test.blocking(a11y_test.run_axe(browser, axe, within), where))
        axe_checked += 1

    browser = cdp.Browser(chromium, *DESKTOP)
    browser.call("Log.enable")
    solved = 0
    try:
        browser.viewport(*DESKTOP)
        page = pd.Page(browser)
        index = os.path.join(site, "index.html")

        # The index: the latest month shown, month links, branding as text.
        page.open(index)
        failures += [f"index: {p}" for p in problems_logged(browser)]
        shown = browser.js("[...document.querySelectorAll('.month')].filter(m => m.offsetParent).map(m => m.id)")
        check(shown == ["m-2026-12"], f"the index shows months {shown}, want December only")
        texts = browser.js("""({ title: document.title, h1: document.querySelector("h1").textContent,
          brand: document.querySelector(".brand").textContent,
          foot: document.querySelector(".site-foot").textContent, pwned: window.dgPwned === 1 })""")
        check(not texts["pwned"], "a <script> in --title/--brand/--footer ran on the index")
        for key in ("title", "h1", "brand", "foot"):
            check(HOSTILE in texts[key], f"index {key} does not show the text given: {texts[key]!r}")
        browser.screenshot(os.path.join(out_dir, "site-index-desktop.png"))
        axe_check("index")
        found = players_words.id_in(browser.js("document.body.innerText"), ids)
        check(found is None, f"the index shows the grader id {found!r}")
        browser.js("document.querySelector('.month-prev').click()")
        shown = browser.js("[...document.querySelectorAll('.month')].filter(m => m.offsetParent).map(m => m.id)")
        check(shown == ["m-2026-11"], f"after the previous-month link the index shows {shown}")
        cal = browser.js("[...document.querySelectorAll('#m-2026-11 td.has a')].map(a => a.getAttribute('href'))")
        check(cal == [f"days/{d}.html" for d in days if d.startswith("2026-11")],
              f"November's calendar links {cal}")
        got = click_link(browser, '#m-2026-11 td.has a[href="days/2026-11-25.html"]')
        check(got is not None and got.endswith("/days/2026-11-25.html"), f"calendar link opened {got}")
        page.open(index)
        browser.js("location.hash = '#m-2026-12'")
        got = click_link(browser, f'#m-2026-12 td.has a[href="days/{days[-1]}.html"]')
        check(got is not None and got.endswith(f"/days/{days[-1]}.html"), f"calendar link opened {got}")
        failures += [f"index links: {p}" for p in problems_logged(browser)]

        # The game lists: every row links its day's page.
        for item in series:
            page.open(os.path.join(site, item))
            failures += [f"{item}: {p}" for p in problems_logged(browser)]
            rows = browser.js("[...document.querySelectorAll('table.archive tbody tr')].map(r => "
                              "[...r.cells].map(c => c.textContent).concat(r.querySelector('a').getAttribute('href')))")
            check(len(rows) > 0, f"{item}: no rows")
            found = players_words.id_in(browser.js("document.body.innerText"), ids)
            check(found is None, f"{item} shows the grader id {found!r}")
            if item == series[0]:
                axe_check(item)
            for number, date, band, play, href in rows:
                check(re.fullmatch(rf"\.\./days/{date}\.html#p[1-6]", href) is not None and date in days
                      and number.startswith("#") and band and play.startswith("Play "),
                      f"{item}: row {number, date, band, play, href}")
            # The newest row's link opens its day with that game's tab shown.
            name = browser.js("document.querySelector('table.archive tbody a').textContent")
            got = click_link(browser, "table.archive tbody a")
            check(got is not None and got.endswith(f"/days/{rows[0][1]}.html"), f"{item}: opened {got}")
            shown = browser.js("(() => { const p = dgPage.plays.find(p => p.panel.classList.contains('active'));"
                               " return p && `Play ${p.data.share.game} #${p.data.share.number}`; })()")
            check(shown == name, f"{item}: the link {name!r} shows the tab of {shown!r}")

        # Every day page: no errors, prev/next to the neighbours, every puzzle solved by taps; the
        # progress is kept from the first day page on (one localStorage for the whole site).
        for k, d in enumerate(days):
            page.open(pages[d], fresh=k == 0)
            failures += [f"{d}: {p}" for p in problems_logged(browser)]
            nav = browser.js("""Object.fromEntries([...document.querySelectorAll(".site-nav a")]
              .map(a => [a.rel, a.getAttribute("href")]))""")
            want = {"index": "../index.html"}
            if k > 0:
                want["prev"] = f"{days[k - 1]}.html"
            if k + 1 < DAYS:
                want["next"] = f"{days[k + 1]}.html"
            check(nav == want, f"{d}: links {nav}, want {want}")
            check(browser.js("window.dgPwned === 1") is False, f"{d}: a <script> given ran")
            check(HOSTILE in browser.js("document.querySelector('.brand').textContent") and
                  HOSTILE in browser.js("document.querySelector('.footer-text').textContent") and
                  browser.js("document.title") == f"Puzzles {HOSTILE} · {d}",
                  f"{d}: the branding is not shown as text")
            n = browser.js("dgPage.plays.length")
            check(n == 6, f"{d}: {n} puzzles, want 6")
            if k == 0:
                resumed(browser, page, pages[d], check)
                browser.js("for (const d of document.querySelectorAll('details')) d.open = true; true")
                axe_check(f"{d}, the page")
            for j in range(n):
                page.select(j)
                if k == 0:
                    axe_check(f"{d}, puzzle {j}", f".panel[data-index=\"{j}\"]")
                said, _, _ = players_words.words_problems(page, j, ids)
                failures.extend(f"{d}: {p}" for p in said)
                share = page.play(j, "play.data.share") or {}
                failures += [f"{d} #{j}: {p}" for p in pd.place_solution(page, j)]
                text = page.play(j, "play.share.value")
                if page.finished(j)["solved"]:
                    solved += 1
                lines = text.split("\n")
                check(len(lines) == 3 and lines[0] == f"{share['game']} #{share['number']} · {d}" and
                      re.fullmatch(r"Solved in \d+:\d\d · no hints", lines[1]) is not None and
                      lines[2] == f"{URL}days/{d}.html", f"{d} #{j}: share text {text!r}")
            if k == 2:
                browser.screenshot(os.path.join(out_dir, "site-day-desktop.png"))
            failures += [f"{d} play: {p}" for p in problems_logged(browser)]
            # Reloaded: every puzzle of the day is still solved; the streaks count the days.
            page.open(pages[d], fresh=False)
            check(browser.js("dgPage.plays.every(p => p.solved)"), f"{d}: not every puzzle is solved after a reload")
            if k in (1, DAYS - 1):
                for name in ("Queens", "Tango"):
                    row = progress_test.stats_row(browser, name)
                    check(row is not None and row["beststreak"] == str(k + 1) and row["solved"] == str(k + 1),
                          f"{d}: {name} statistics {row}, want {k + 1} solved, best streak {k + 1}")

        # Clicking the links: forwards from the 28th day to the end, then back.
        page.open(pages[days[-3]])
        for want in days[-2:]:
            got = click_link(browser, '.site-nav a[rel="next"]')
            check(got is not None and got.endswith(f"/days/{want}.html"), f"next link opened {got}, want {want}")
        check(browser.js("document.querySelector('.site-nav a[rel=\"next\"]')") is None,
              "the last day has a next link")
        got = click_link(browser, '.site-nav a[rel="prev"]')
        check(got is not None and got.endswith(f"/days/{days[-2]}.html"), f"prev link opened {got}")
        got = click_link(browser, '.site-nav a[rel="index"]')
        check(got is not None and got.endswith("/index.html"), f"index link opened {got}")
        failures += [f"links: {p}" for p in problems_logged(browser)]
    finally:
        browser.close()

    check(solved >= DAYS * 6, f"{solved} puzzles solved")
    for f in failures:
        print("FAIL:", f)
    check(axe_checked >= 9, f"axe ran {axe_checked} times")
    print(f"site browser test: {solved} puzzles solved on {DAYS} day pages, axe run {axe_checked} "
          f"times, {len(failures)} failures, "
          f"{time.monotonic() - started:.1f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
