#!/usr/bin/env python3
"""Every game and variant through every surface, driven by the program's own registries.

`dailygrid registries --json` lists the games, each with its variants (the generator's example
parameters, or why a variant is not generated) and the surfaces that take it. For every generated
variant this test runs the whole product as an editor would:

  generate -> import -> schedule in a daily slot (its own date) -> list and export the day
  -> render SVG, PNG and PDF -> qubo --check -> read the rendered PNG back
and then builds ONE playable page of every scheduled day (`daily --show --html`) and, in headless
Chromium, plays each tab twice: (a) places the stored solution by clicks and must see "solved"
with no conflict drawn; (b) from the empty board takes hints one after another, applying each
hint's conclusions by clicks, until solved; every hint before the rules run out must be a rule's
step (never a bare reveal, never a "wrong mark" on a correct position).

A surface the registry says does not take a variant must refuse it with a clear message naming
it (exit 2), never produce a wrong answer. A game or variant the test has no player or entry for
fails the test, so a new game or variant must be added to the tables (and to PLAYERS below).

usage: matrix_test.py DAILYGRID OUT_DIR
"""
import datetime
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "browser"))
import cdp  # noqa: E402

failures = []
table = []  # (game, variant, surface, outcome)


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL:", what, flush=True)
    return ok


class Cli:
    def __init__(self, binary, work):
        self.binary, self.work = binary, work

    def run(self, *args, ok=(0,)):
        p = subprocess.run([self.binary, *map(str, args)], cwd=self.work, capture_output=True,
                           text=True, timeout=120)
        if p.returncode not in ok:
            raise RuntimeError(f"dailygrid {' '.join(map(str, args))}: exit {p.returncode}: "
                               f"{p.stderr.strip()[-400:]}")
        return p


def flags_of(params):
    """A generator's JSON parameters as `generate` options ("unique_lines": true -> --unique-lines)."""
    out = []
    for key, value in params.items():
        flag = "--" + key.replace("_", "-")
        if value is True:
            out.append(flag)
        elif value is not False and value is not None:
            out += [flag, str(value)]
    return out


def read_puzzles(path):
    """Puzzles of a file in any of the program's JSON forms (one object, {"puzzles": [...]}, lines)."""
    with open(path) as f:
        text = f.read()
    try:
        whole = json.loads(text)
        return whole["puzzles"] if isinstance(whole, dict) and "puzzles" in whole else [whole]
    except json.JSONDecodeError:
        return [json.loads(line) for line in text.splitlines() if line.strip()]


def note(game, variant, surface, outcome):
    table.append((game, variant, surface, outcome))


# --- the command-line surfaces ---------------------------------------------------------------
def through_cli(cli, game, variant, day, store):
    name, params = variant["name"], variant["generate"]
    tag = f"{game} {name}"
    gen = f"gen-{game}-{name}.jsonl"
    cli.run("generate", game, *flags_of(params), "--count", 2, "--seed", 7, "--jobs", 2,
            "--out", gen)
    note(game, name, "generate", "ok")
    imported = cli.run("import", gen, "--db", store)
    check("2 added" in imported.stderr, f"{tag}: import did not add both: {imported.stderr!r}")
    note(game, name, "store", "ok")

    curve = f"curve-{game}-{name}.json"
    entry = dict(params, game=game)
    entry.setdefault("tier", "any")
    with open(os.path.join(cli.work, curve), "w") as f:
        json.dump({d: [entry] for d in ("monday", "tuesday", "wednesday", "thursday", "friday",
                                         "saturday", "sunday")}, f)
    cli.run("daily", "--db", store, "--from", day, "--days", 1, "--games", game, "--curve", curve,
            "--sources", gen, "--seed", 7, "--jobs", 1)
    listed = cli.run("daily", "--db", store, "--list", "--from", day, "--days", 1).stdout
    check(game in listed.lower() or variant["label"].lower() in listed.lower(),
          f"{tag}: daily --list does not show the slot: {listed!r}")
    if name not in ("linkedin", "plain") and variant.get("label"):
        check(variant["label"].lower() in listed.lower(),
              f"{tag}: daily --list does not label the slot as {variant['label']!r}: {listed!r}")
    exported = json.loads(cli.run("export", "--db", store, "--game", game, "--scheduled-from", day,
                                  "--scheduled-to", day).stdout)
    puzzles = exported["puzzles"] if isinstance(exported, dict) else exported
    if not check(len(puzzles) == 1, f"{tag}: {len(puzzles)} puzzles scheduled on {day}"):
        return None
    puzzle = puzzles[0]
    made = read_puzzles(os.path.join(cli.work, gen))
    check(any(m.get("solution") == puzzle.get("solution") for m in made),
          f"{tag}: the day's puzzle is not one of the imported ones")
    day_file = f"day-{game}-{name}.json"
    with open(os.path.join(cli.work, day_file), "w") as f:
        json.dump(puzzle, f)
    note(game, name, "daily", "ok")

    for fmt, magic in (("svg", b"<svg"), ("png", b"\x89PNG"), ("pdf", b"%PDF")):
        out = f"day-{game}-{name}.{fmt}"
        cli.run("render", day_file, "--format", fmt, "--out", out)
        with open(os.path.join(cli.work, out), "rb") as f:
            head = f.read(400)
        check(magic in head, f"{tag}: render --format {fmt} wrote no {fmt}")
    cli.run("render", day_file, "--format", "svg", "--solution", "--out", f"sol-{game}-{name}.svg")
    note(game, name, "render", "ok")

    surfaces = variant.get("surfaces", {})
    refusal(cli, game, variant, "qubo", surfaces.get("qubo", True), ["qubo", day_file, "--check"])
    # A picture cannot say what it does not show (a star count, a wrapping edge): where the
    # registry says the reader does not take a variant, its reason is reported, not tried.
    read = surfaces.get("read", True)
    if read is True:
        png = f"read-{game}-{name}.png"
        cli.run("render", day_file, "--format", "png", "--width", 700, "--out", png)
        read_back(cli, game, name, day_file, png)
    else:
        check(isinstance(read, str) and read, f"{tag}: read not supported and no reason given")
        note(game, name, "read", f"not read: {read}")
    return puzzle


def refusal(cli, game, variant, surface, supported, args):
    """Runs a surface; a supported variant must succeed, an unsupported one be refused clearly."""
    tag, name = f"{game} {variant['name']}", variant["name"]
    p = cli.run(*args, ok=(0, 1, 2, 3))
    if supported is True:
        if check(p.returncode == 0, f"{tag}: {surface} failed (exit {p.returncode}): "
                                    f"{p.stderr.strip()[-300:]}"):
            note(game, name, surface, "ok")
            return "ok"
        note(game, name, surface, "FAIL")
        return "fail"
    why = supported if isinstance(supported, str) else "not supported"
    refused = p.returncode == 2 and len(p.stderr.strip().splitlines()) >= 1
    check(refused, f"{tag}: {surface} should refuse ({why}) but exit {p.returncode}")
    note(game, name, surface, f"refused: {why}")
    return "refused"


def read_back(cli, game, name, day_file, png):
    """`read` of our own render must give the same board back (same canonical key)."""
    p = cli.run("read", png, "--game", game, ok=(0, 1, 2, 3))
    if not check(p.returncode == 0, f"{game} {name}: read of its own render failed "
                                    f"(exit {p.returncode}): {p.stderr.strip()[-300:]}"):
        note(game, name, "read", "FAIL")
        return
    probe = os.path.join(cli.work, f"probe-{game}-{name}.db")
    if os.path.exists(probe):
        os.remove(probe)
    cli.run("import", day_file, "--db", probe)
    with open(os.path.join(cli.work, f"read-{game}-{name}.jsonl"), "w") as f:
        f.write(p.stdout)
    again = cli.run("import", f"read-{game}-{name}.jsonl", "--db", probe, ok=(0, 1, 2, 3))
    same = check(re.search(r"\b0 added", again.stderr) is not None,
                 f"{game} {name}: read of its own render is another board: {again.stderr.strip()!r}")
    note(game, name, "read", "ok" if same else "FAIL")


# --- the page in a browser ---------------------------------------------------------------------
class Page:
    def __init__(self, browser):
        self.b = browser

    def play(self, k, expr):
        return self.b.js(f"(() => {{ const play = dgPage.plays[{k}]; return {expr}; }})()")

    def centres(self, k):
        return self.play(k, """(() => { const out = [];
          for (let r = 0; r < play.info.rows; r++) { const row = [];
            for (let c = 0; c < play.info.cols; c++) {
              const e = play.board.svg.querySelector(`rect.cellrect[data-r="${r}"][data-c="${c}"]`);
              if (!e) { row.push(null); continue; }
              const b = e.getBoundingClientRect(); row.push([b.x + b.width / 2, b.y + b.height / 2]); }
            out.push(row); }
          return out; })()""")

    def button(self, k, cls):
        x, y = self.play(k, f"""(() => {{ const b = play.panel.querySelector("button.{cls}")
          .getBoundingClientRect(); return [b.x + b.width / 2, b.y + b.height / 2]; }})()""")
        self.b.click(x, y)

    def hint(self, k):
        self.button(k, "hint")
        return self.play(k, "({kind: play.highlight && play.highlight.kind, text: play.message.textContent})")

    def solved(self, k):
        return self.play(k, "play.panel.dataset.solved === 'true'")

    def reset(self, k):
        self.b.js(f"dgPage.select({k})")
        self.button(k, "reset")


class QueensPlayer:
    """Queens family: a tap cycles empty, X, star; givens are fixed; holes have no cell."""

    def __init__(self, page, k):
        self.page, self.k = page, k
        self.xy = page.centres(k)
        self.cols = page.play(k, "play.info.cols")

    def marks(self):
        return self.page.play(self.k, "play.state.marks")

    def set_mark(self, r, c, want):
        i = r * self.cols + c
        for _ in range(3):
            if self.marks()[i] == want or self.xy[r][c] is None:
                break
            self.page.b.click(*self.xy[r][c])
        return check(self.marks()[i] == want, f"queens tab {self.k}: cannot set {r},{c} to {want}")

    def solution_cells(self):
        sol = self.page.play(self.k, "play.data.solution")
        return [tuple(v) if isinstance(v, list) else (r, v) for r, v in enumerate(sol)]

    def place_solution(self):
        for r, c in self.solution_cells():
            self.set_mark(r, c, 2)

    def apply(self, fact):
        kind, r, c = fact
        if kind == "q":
            self.set_mark(r, c, 2)
        elif self.marks()[r * self.cols + c] == 0:
            self.set_mark(r, c, 1)

    def conflicts(self):
        return self.page.play(self.k, "play.game.conflicts(play).cells.size")


class TangoPlayer:
    """Tango: a tap cycles empty, sun, moon; givens are fixed."""

    def __init__(self, page, k):
        self.page, self.k = page, k
        self.xy = page.centres(k)
        self.cols = page.play(k, "play.info.cols")

    def vals(self):
        return self.page.play(self.k, "play.state.vals")

    def set_value(self, r, c, want):
        i = r * self.cols + c
        for _ in range(3):
            if self.vals()[i] == want:
                break
            self.page.b.click(*self.xy[r][c])
        return check(self.vals()[i] == want, f"tango tab {self.k}: cannot set {r},{c} to {want}")

    def place_solution(self):
        sol = self.page.play(self.k, "play.info.sol")
        for r, row in enumerate(sol):
            for c, v in enumerate(row):
                self.set_value(r, c, v)

    def apply(self, fact):
        _, r, c, v = fact
        self.set_value(r, c, v)

    def conflicts(self):
        return self.page.play(self.k, "play.board.base.querySelectorAll('rect.badcell').length")


class ZipPlayer:
    """Zip: the path is dragged from 1; edge facts cannot be marked, so shown hints stay known."""

    def __init__(self, page, k):
        self.page, self.k = page, k
        self.xy = page.centres(k)
        self.cols = page.play(k, "play.info.cols")

    def place_solution(self):
        sol = self.page.play(self.k, "play.info.sol")
        self.page.b.drag([self.xy[i // self.cols][i % self.cols] for i in sol])

    def apply(self, fact):
        pass  # the page keeps every shown Zip hint as known

    def conflicts(self):
        return 0


PLAYERS = {"queens": QueensPlayer, "tango": TangoPlayer, "zip": ZipPlayer}


def player_for(page, k, name):
    game = page.play(k, "play.data.game")
    label = f"{game} {name} (tab {k})"
    page.b.js(f"dgPage.select({k})")
    check(not page.solved(k), f"{label}: the board starts solved")
    if not check(game in PLAYERS, f"{label}: no page player for game {game!r} in the matrix test"):
        return None, game, label
    return PLAYERS[game](page, k), game, label


def place_solution(page, k, name):
    """(a) The stored solution, placed by clicks, is 'solved' with no conflict drawn."""
    player, game, label = player_for(page, k, name)
    if player is None:
        return
    player.place_solution()
    ok = check(page.solved(k), f"{label}: the solution placed by clicks is not 'solved'")
    ok = check(player.conflicts() == 0, f"{label}: the solution is drawn with conflicts") and ok
    note(game, name, "page: solution", "ok" if ok else "FAIL")


def follow_hints(page, k, name, tier):
    """(b) From the empty board, every hint is a rule's step; applying each one solves the board."""
    player, game, label = player_for(page, k, name)
    if player is None:
        return
    steps = page.play(k, "play.data.steps")
    rules_solve = tier != "search"
    seen, ok = [], True
    for _ in range(len(steps) + 3):
        if page.solved(k):
            break
        h = page.hint(k)
        m = re.match(r"Step (\d+)", h["text"] or "")
        if h["kind"] == "step" and m:
            n = int(m.group(1))
            ok = check(n not in seen, f"{label}: hint repeats step {n}") and ok
            seen.append(n)
            for fact in steps[n - 1]["facts"]:
                player.apply(fact)
            continue
        # A reveal is right only once the rules have nothing left (every step shown), as for a
        # Zip whose every edge fact is known but whose path is not drawn yet.
        if h["kind"] == "reveal" and (not rules_solve or len(seen) == len(steps)):
            break
        ok = check(False, f"{label}: hint {h['kind']} {h['text']!r} where a rule's step was due")
        break
    if game == "zip":  # the path is drawn once every step was shown
        ok = check(len(seen) == len(steps), f"{label}: {len(seen)} of {len(steps)} Zip steps shown") and ok
        player.place_solution()
    if rules_solve:
        ok = check(page.solved(k), f"{label}: following every hint did not solve the board") and ok
    note(game, name, "page: hints", "ok" if ok else "FAIL")


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    binary, out_dir = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    os.makedirs(out_dir, exist_ok=True)
    for f in os.listdir(out_dir):
        if f.endswith((".db", ".db-wal", ".db-shm")):
            os.remove(os.path.join(out_dir, f))
    started = time.monotonic()
    cli = Cli(binary, out_dir)
    reg = json.loads(cli.run("registries", "--json").stdout)
    store = "matrix.db"
    day0 = datetime.date(2031, 3, 3)
    scheduled = []  # (date, game, variant, tier)
    for game in reg["games"]:
        gname = game["name"]
        check(len(game.get("variants", [])) > 0, f"{gname}: the registry lists no variant")
        check(gname in PLAYERS, f"{gname}: the matrix test has no page player for it")
        for variant in game["variants"]:
            if variant.get("generate") is None:
                check(bool(variant.get("why_not")), f"{gname} {variant['name']}: not generated, "
                      "and the registry gives no reason")
                note(gname, variant["name"], "generate", f"refused: {variant.get('why_not')}")
                continue
            day = (day0 + datetime.timedelta(days=len(scheduled))).isoformat()
            try:
                puzzle = through_cli(cli, gname, variant, day, store)
            except (RuntimeError, subprocess.TimeoutExpired) as e:
                check(False, f"{gname} {variant['name']}: {e}")
                continue
            if puzzle is not None:
                scheduled.append((day, gname, variant["name"], puzzle.get("grade", {}).get("max_tier", "")))
    print(f"command-line surfaces: {time.monotonic() - started:.1f} s", flush=True)

    page_file = "matrix-page.html"
    cli.run("daily", "--db", store, "--show", day0.isoformat(), "--days", len(scheduled),
            "--html", page_file)
    chromium = cdp.find_chromium()
    if not check(chromium is not None, "chromium is not installed (Debian package 'chromium')"):
        return 1
    browser = cdp.Browser(chromium, 1280, 900)
    try:
        browser.viewport(1280, 900)
        page = Page(browser)
        # Two passes over a freshly loaded page each, as a solved board stays solved.
        for pass_no in (1, 2):
            browser.open("file://" + os.path.join(out_dir, page_file))
            tabs = browser.js("dgPage.plays.length")
            check(tabs == len(scheduled), f"the page has {tabs} tabs for {len(scheduled)} days")
            for k, (day, game, name, tier) in enumerate(scheduled[:tabs]):
                got = page.play(k, "play.data.game")
                check(got == game, f"tab {k} is {got}, the schedule says {game} {name}")
                if pass_no == 1:
                    follow_hints(page, k, name, tier)
                else:
                    place_solution(page, k, name)
    finally:
        browser.close()

    width = max(len(f"{g} {v}") for g, v, _, _ in table) if table else 10
    for g, v, s, o in table:
        print(f"{g + ' ' + v:<{width}}  {s:<9} {o}")
    print(f"matrix test: {len(failures)} failures, {time.monotonic() - started:.1f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
