#!/usr/bin/env python3
"""Screenshots of the playable page read back as their Tango boards (issue 29: rectangles and
per-line counts), in a real browser (headless chromium).

The fixture holds boards made by `dailygrid generate tango` (tests/data/tango_shapes and a
classic 6x6): a 7x9 rectangle whose page once read as 9x9 (a comb of every third line ran into
the title above and the help text below), a 4x8 and a 6x10 with counts, a 5x9 with counts (odd
and rectangular), a tall 9x4 with counts and a classic 6x6. For each: `render --format html`, a screenshot
of the page as opened, `read` of the screenshot, and `import` of the reading into a store that
holds the board must add nothing (the same board under its canonical key: shape, givens, signs
and counts all read right). The screenshots go into the output folder. A missing chromium is a
failure, never a skip.

usage: tango_read_test.py DAILYGRID FIXTURE OUT_DIR
"""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402

# Tall enough for a 9x4 board's column counts below it (at 900 px they fall off the page).
VIEWPORT = (1280, 1600)


def main():
    exe, fixture, out, chromium = cdp.test_arguments(sys.argv, __doc__)
    exe, out = os.path.abspath(exe), os.path.abspath(out)
    boards = [json.loads(line) for line in open(fixture) if line.strip()]
    failures = []
    browser = cdp.Browser(chromium, *VIEWPORT)
    try:
        for p in boards:
            name = p["id"]
            source, html, png = (os.path.join(out, f"read-{name}.{ext}")
                                 for ext in ("json", "html", "png"))
            with open(source, "w") as f:
                json.dump(p, f)
            subprocess.run([exe, "render", source, "--format", "html", "--out", html], check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            browser.open("file://" + html)
            browser.screenshot(png)
            got = subprocess.run([exe, "read", png], capture_output=True, text=True)
            if got.returncode != 0:
                failures.append(f"{name}: read failed (exit {got.returncode}): "
                                f"{got.stderr.strip()[-300:]}")
                continue
            store = os.path.join(out, f"read-{name}.db")
            if os.path.exists(store):
                os.remove(store)
            subprocess.run([exe, "import", source, "--db", store], check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            reading = os.path.join(out, f"read-{name}.jsonl")
            with open(reading, "w") as f:
                f.write(got.stdout)
            again = subprocess.run([exe, "import", reading, "--db", store], capture_output=True,
                                   text=True)
            if " 0 added" not in again.stderr:
                failures.append(f"{name}: the page's screenshot reads as another board: "
                                f"{got.stdout.strip()[:300]}")
    finally:
        browser.close()
    for f in failures:
        print("FAIL:", f, file=sys.stderr)
    print(f"tango page screenshots: {len(boards) - len(failures)}/{len(boards)} read back")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
