#!/usr/bin/env python3
"""Players' words, rules and the booklet (issue 40 items 1, 2 and 7), in a real browser and PDF.

A store of two days: every game on the first (Queens, Tango, Zip, Tents, Sudoku and Mini Sudoku)
and a 2-star Star Battle and a 9x9 Sudoku on the second (a curve of its own). Then:
  - the day page (`daily --show --html`) in headless chromium: no visible text, tab, caption,
    rules panel or hint (every step of every puzzle, region letters off and on) holds a rule or
    tier id of the program's registries (`registries --json`); a Queens hint names a region by its
    colour with letters off and by its letter with them on; the Star Battle tab reads
    "Star Battle 2★ #1"; every tab has a "How to play" panel;
  - screenshots of the day page at a phone's 390 px and at 1280 px (a hint shown, the rules open),
    saved in OUT_DIR for a person to look at;
  - the booklet (`daily --show --render booklet.pdf --solutions after`) read with
    `pdftotext -bbox-layout`: a cover with the dates, a "How to play" page with each game's rules,
    "Page N of M" on every page after the cover, and no two caption boxes overlapping; a page of it
    drawn as PNG (pdftoppm) in OUT_DIR.
A missing chromium or poppler-utils is a failure, never a skip.

usage: players_test.py DAILYGRID FIXTURE OUT_DIR   (FIXTURE: the folder tests/cli/cases, unused)
"""
import json
import os
import re
import shutil
import subprocess
import sys
import time
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402
import page_driver  # noqa: E402
import players_words  # noqa: E402

DAY1, DAY2 = "2031-06-02", "2031-06-03"


def run(*args):
    return subprocess.run([str(a) for a in args], check=True, capture_output=True, text=True,
                          timeout=300)


def caption_boxes(page):
    """The boxes of the caption lines on a pdftotext page: a line holding " · " and "x" sizes
    ("Queens #1 · 2031-06-02 · 8x8 · Easy", or its wrapped parts) whose words are 12 pt-ish."""
    out = []
    for line in page.iter("{http://www.w3.org/1999/xhtml}line"):
        words = list(line.iter("{http://www.w3.org/1999/xhtml}word"))
        text = " ".join(w.text or "" for w in words)
        if "Page " in text and " of " in text:
            continue  # the footer
        if "\u00b7" in text or re.search(r"#\d+", text):
            box = [float(line.get(k)) for k in ("xMin", "yMin", "xMax", "yMax")]
            out.append((text, box))
    return out


def overlap(a, b):
    return min(a[2], b[2]) - max(a[0], b[0]) > 0.5 and min(a[3], b[3]) - max(a[1], b[1]) > 0.5


def main():
    dailygrid, cases, out_dir, chromium = cdp.test_arguments(sys.argv, __doc__)
    failures = []

    def check(ok, what):
        if not ok:
            failures.append(what)
            print("FAIL:", what, flush=True)
        return ok

    for tool in ("pdftotext", "pdftoppm"):
        if not shutil.which(tool):
            print(f"FAIL: {tool} is not installed (Debian package poppler-utils); this test needs it")
            return 1
    started = time.monotonic()
    store = os.path.join(out_dir, "players.db")
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(store + suffix):
            os.remove(store + suffix)
    # Monday: every game (Sudoku as Mini Sudoku); Tuesday: a 2-star Star Battle and a 9x9 Sudoku.
    curve = {day: [] for day in ("wednesday", "thursday", "friday", "saturday", "sunday")}
    curve["monday"] = [{"game": "queens", "size": 8, "tier": "any"},
                       {"game": "tango", "size": 6, "tier": "any"},
                       {"game": "zip", "size": 6, "tier": "any"},
                       {"game": "tents", "rows": 8, "cols": 8, "tier": "any"},
                       {"game": "sudoku", "size": 6, "tier": "any"}]
    curve["tuesday"] = [{"game": "queens", "size": 10, "stars": 2, "tier": "any"},
                        {"game": "sudoku", "size": 9, "tier": "any"}]
    curve_file = os.path.join(out_dir, "players-curve.json")
    with open(curve_file, "w") as f:
        json.dump(curve, f)
    run(dailygrid, "daily", "--db", store, "--from", DAY1, "--days", 2, "--no-probe", "--jobs", 1,
        "--games", "queens,tango,zip,tents,sudoku", "--curve", curve_file, "--today", "2031-01-01")
    registry = json.loads(run(dailygrid, "registries", "--json").stdout)
    ids = players_words.grader_ids(registry)
    check("near_complete" in ids and "shapes" in ids and "sign_propagation" in ids,
          f"the registry's ids lack the known ones: {ids[:10]}...")
    html = os.path.join(out_dir, "day.html")
    run(dailygrid, "daily", "--db", store, "--show", DAY1, "--days", 2, "--html", html)

    browser = cdp.Browser(chromium, 1280, 900)
    try:
        page = page_driver.Page(browser)
        page.open(html)
        games = page.games()
        check(len(games) == 7, f"the page has {len(games)} puzzles, expected 7")
        colour = letter = 0
        tabs = []
        for k in range(len(games)):
            page.select(k)
            problems, stats, seen = players_words.words_problems(page, k, ids)
            for p in problems:
                check(False, p)
            colour += stats["colour"]
            letter += stats["letter"]
            tabs.append(seen["tab"])
            check(stats["steps"] > 0 or games[k] == "zip", f"tab {k}: no hint steps")
            check(re.search(r"\s#\d+$", seen["tab"]) is not None, f"tab {k} has no number: {seen['tab']!r}")
            check(re.search(r"\u00b7 (Easy|Medium|Hard|Expert)$", seen["caption"]) is not None,
                  f"tab {k}: the caption names no band: {seen['caption']!r}")
        check("Star Battle 2\u2605 #1" in tabs, f"no Star Battle tab in players' words: {tabs}")
        check(colour > 0, "no Queens hint names a region by its colour")
        check(letter > 0, "no Queens hint names a region by its letter with letters on")
        # Screenshots: the first puzzle with a hint shown and its rules open.
        page.select(0)
        page.button(0, "hint")
        page.play(0, "(play.panel.querySelector('details.rules').open = true, 0)")
        said = page.play(0, "play.message.textContent")
        found = players_words.id_in(said, ids)
        check(found is None, f"the hint shown says {found!r}: {said!r}")
        page.screenshot(os.path.join(out_dir, "day-desktop.png"))
        browser.viewport(390, 844, mobile=True)
        page.open(html)
        page.select(0)
        page.button(0, "hint")
        page.play(0, "(play.panel.querySelector('details.rules').open = true, 0)")
        width = browser.js("[document.documentElement.clientWidth, document.documentElement.scrollWidth]")
        check(width[1] <= width[0] + 1, f"the page is wider than a phone's screen: {width}")
        page.screenshot(os.path.join(out_dir, "day-phone.png"))
    finally:
        browser.close()

    # The booklet.
    pdf = os.path.join(out_dir, "booklet.pdf")
    run(dailygrid, "daily", "--db", store, "--show", DAY1, "--days", 2, "--render", pdf,
        "--solutions", "after")
    xhtml = os.path.join(out_dir, "booklet-bbox.html")
    run("pdftotext", "-bbox-layout", pdf, xhtml)
    pages = list(ET.parse(xhtml).getroot().iter("{http://www.w3.org/1999/xhtml}page"))
    texts = [" ".join(w.text or "" for w in p.iter("{http://www.w3.org/1999/xhtml}word"))
             for p in pages]
    check(len(pages) >= 4, f"the booklet has {len(pages)} pages")
    check(DAY1 in texts[0] and DAY2 in texts[0], f"the cover gives no dates: {texts[0][:200]!r}")
    everything = " ".join(texts)
    check("How to play" in everything, "the booklet has no rules page")
    for rule in ("Place one queen in each row", "Place 2 stars in each row", "sun or a moon",
                 "Draw one path", "every tree its own tent", "digit from 1 to"):
        check(rule in everything, f"the booklet's rules lack {rule!r}")
    for n, text in enumerate(texts[1:], start=2):
        check(f"Page {n} of {len(pages)}" in text, f"page {n} has no page number: {text[-120:]!r}")
    found = players_words.id_in(everything, ids)
    check(found is None, f"the booklet says the grader id {found!r}")
    captions = 0
    for n, p in enumerate(pages, start=1):
        boxes = caption_boxes(p)
        captions += len(boxes)
        for i in range(len(boxes)):
            for j in range(i + 1, len(boxes)):
                check(not overlap(boxes[i][1], boxes[j][1]),
                      f"page {n}: captions overlap: {boxes[i]} and {boxes[j]}")
    check(captions >= 12, f"only {captions} caption lines found in the booklet")
    shot = os.path.join(out_dir, "booklet-page")
    run("pdftoppm", "-png", "-r", 60, "-f", 3, "-l", 3, "-singlefile", pdf, shot)
    check(os.path.getsize(shot + ".png") > 1000, "the booklet page's PNG is empty")
    print(f"players test: {len(failures)} failures, {time.monotonic() - started:.1f} s; "
          f"screenshots in {out_dir}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
