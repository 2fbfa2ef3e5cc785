#!/usr/bin/env python3
"""The `stats --html` report on a phone, measured in a real browser (headless chromium), issue 39
A5: a store of the golden Queens corpus, a 2-star Star Battle file and one 1x1 board (the
community archive's odd board) gives a report that
  - at 390 px (a phone, mobile emulation) is no wider than the screen: nothing sticks out to the
    right, every chart is scaled to fit (its viewBox keeps the proportions) and every table lies in
    a box that scrolls on its own;
  - at 1280 px shows every chart at its natural size (nothing scaled down on a desktop);
  - has a section per variant (queens, queens:stars2), and the Queens score axis does not start at
    the 1x1 board's score: an arrow at the edge counts it instead.
A missing chromium is a failure, never a skip.

usage: stats_layout_test.py DAILYGRID FIXTURE OUT_DIR   (FIXTURE: the folder tests/cli/cases)
"""
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402

PHONE = (390, 844)
DESKTOP = (1280, 900)
SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")

LAYOUT = """(() => {
  const width = document.documentElement.clientWidth;
  const svgs = [...document.querySelectorAll("svg")].map(s => {
    const b = s.getBoundingClientRect();
    return { left: b.left, right: b.right, width: b.width, natural: s.viewBox.baseVal.width };
  });
  const tables = [...document.querySelectorAll("table")].map(t => {
    const box = t.parentElement, b = box.getBoundingClientRect();
    return { scrolls: getComputedStyle(box).overflowX === "auto", right: b.right };
  });
  const meta = document.querySelector('meta[name="viewport"]');
  return { width, scroll: document.documentElement.scrollWidth, svgs, tables,
           viewport: meta ? meta.content : "",
           sections: [...document.querySelectorAll("h2")].map(h => h.firstChild.textContent.trim()) };
})()"""


def main():
    dailygrid, cases, out_dir, chromium = cdp.test_arguments(sys.argv, __doc__)
    failures = []

    def check(ok, what):
        if not ok:
            failures.append(what)

    started = time.monotonic()
    store = os.path.join(out_dir, "stats-layout.db")
    report = os.path.join(out_dir, "stats-layout.html")
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(store + suffix):
            os.remove(store + suffix)
    subprocess.run([dailygrid, "import", os.path.join(SOURCE, "corpus", "queens", "corpus.jsonl"),
                    os.path.join(cases, "queens_family_stars2.json"), "--db", store],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    subprocess.run([dailygrid, "import", "-", "--db", store], input='{"game":"queens","regions":[[0]]}\n',
                   text=True, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    subprocess.run([dailygrid, "stats", "--db", store, "--html", report], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(report, encoding="utf-8") as f:
        html = f.read()
    check("below the axis (lowest" in html, "no outlier arrow for the 1x1 board")

    browser = cdp.Browser(chromium, *DESKTOP)
    try:
        browser.viewport(*PHONE, mobile=True)
        browser.open("file://" + os.path.abspath(report))
        got = browser.js(LAYOUT)
        check(got["viewport"].startswith("width=device-width"), f"viewport meta: {got['viewport']!r}")
        check(got["width"] == PHONE[0], f"layout width {got['width']}, not the phone's {PHONE[0]}")
        check(got["scroll"] <= PHONE[0], f"the page is {got['scroll']} px wide on a {PHONE[0]} px phone")
        check(len(got["svgs"]) >= 6, f"only {len(got['svgs'])} charts")
        for k, s in enumerate(got["svgs"]):
            check(s["left"] >= 0 and s["right"] <= PHONE[0] + 0.5,
                  f"chart {k} spans {s['left']:.0f}..{s['right']:.0f} px on a {PHONE[0]} px phone")
        for k, t in enumerate(got["tables"]):
            check(t["scrolls"] and t["right"] <= PHONE[0] + 0.5, f"table {k}: {t}")
        check(got["sections"] == ["queens", "queens:stars2"], f"sections: {got['sections']}")
        browser.screenshot(os.path.join(out_dir, "stats-phone.png"))

        browser.viewport(*DESKTOP)
        browser.open("file://" + os.path.abspath(report))
        got = browser.js(LAYOUT)
        check(got["scroll"] <= DESKTOP[0], f"the page is {got['scroll']} px wide on a desktop")
        for k, s in enumerate(got["svgs"]):
            check(abs(s["width"] - s["natural"]) < 0.5,
                  f"chart {k} is {s['width']:.0f} px on a desktop, not its {s['natural']:.0f}")
        browser.screenshot(os.path.join(out_dir, "stats-desktop.png"))
    finally:
        browser.close()

    for f in failures:
        print("FAIL:", f)
    print(f"stats layout browser test: {len(failures)} failures, {time.monotonic() - started:.1f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
