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
fails the test, so a new game or variant must be added to the tables (docs/adding_a_game.md) and
to the page players (tests/browser/page_driver.py GAME_DRIVERS); so does a game whose registry
entry lacks a surface (generate, grade, render, page, a how-to-play line, a hint in players' words
for each rule, rules text for each variant) or lacks both a QUBO form and a read-back reader and
the reason it has none. The page shows no rule or tier id of the registry, in any text or hint
(tests/browser/players_words.py).

usage: matrix_test.py DAILYGRID OUT_DIR [I/N]

With I/N the test runs part I of N (ctest runs the parts side by side): the generated examples
whose place in the registry's order is I modulo N, and, in the last part, the imported fixtures.
Every part checks the registry itself, so a game without a player fails each of them.
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
import page_driver  # noqa: E402
import players_words  # noqa: E402

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
def render_formats(cli, source, stem, tag):
    """render SOURCE as SVG, PNG and PDF (STEM.svg, ...): each file starts as its format does."""
    for fmt, magic in (("svg", b"<svg"), ("png", b"\x89PNG"), ("pdf", b"%PDF")):
        out = f"{stem}.{fmt}"
        cli.run("render", source, "--format", fmt, "--out", out)
        with open(os.path.join(cli.work, out), "rb") as f:
            check(magic in f.read(400), f"{tag}: render --format {fmt} wrote no {fmt}")


def through_cli(cli, game, variant, params, name, day, store):
    """`name`: the variant, with the board size when the registry gives several examples."""
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
    if variant["name"] not in ("linkedin", "plain") and variant.get("label"):
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

    render_formats(cli, day_file, f"day-{game}-{name}", tag)
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


def part_surface(reg, game, variant, surface):
    """What the registry says `surface` does with `variant` of `game`: True, or the reason of the
    first of its parts that the surface refuses (a composite variant is refused by any part)."""
    entries = {v["name"]: v for g in reg["games"] if g["name"] == game for v in g["variants"]}
    for part in [variant] + variant.split("+"):
        said = entries.get(part, {}).get("surfaces", {}).get(surface, True)
        if said is not True:
            return said
    return True


def through_cli_imported(cli, reg, store, fixtures):
    """The variants the generator does not make (given stars, full diagonals, per-unit counts, no
    regions, rectangles, the general system's attacks, ranges and units) go through the same
    surfaces from fixture boards (tests/matrix/imported.jsonl). Returns (puzzle file, [(game,
    variant)]) for the page; a curve cannot ask for these variants, so they are not scheduled.
    A surface the registry says does not take a fixture's variant must refuse it (exit 2 for
    qubo and grade; the page names it and writes nothing), and the page plays the others."""
    name = os.path.basename(fixtures)
    local = os.path.join(cli.work, name)
    with open(fixtures) as f, open(local, "w") as out:
        out.write(f.read())
    imported = cli.run("import", name, "--db", store)
    check("invalid" not in imported.stderr or " 0 invalid" in imported.stderr,
          f"imported fixtures: {imported.stderr.strip()}")
    rows = json.loads(cli.run("export", "--db", store, "--source", name).stdout)["puzzles"]
    played = []
    playable = []
    covered = set()
    for k, puzzle in enumerate(rows):
        game, variant = puzzle["game"], puzzle.get("variant", "")
        covered |= {(game, part) for part in variant.split("+")}
        one = f"imported-{k}.json"
        with open(os.path.join(cli.work, one), "w") as f:
            json.dump(puzzle, f)
        note(game, variant, "store", "ok (imported)")
        render_formats(cli, one, f"imported-{k}", f"{game} {variant}")
        note(game, variant, "render", "ok")
        entry = {"name": variant}
        refusal(cli, game, entry, "qubo", part_surface(reg, game, variant, "qubo"),
                ["qubo", one, "--check"])
        grade = part_surface(reg, game, variant, "grade")
        if grade is not True:
            refusal(cli, game, entry, "grade", grade, ["grade", one])
        page = part_surface(reg, game, variant, "page")
        if page is not True:
            p = cli.run("render", one, "--format", "html", "--out", f"refused-{k}.html",
                        ok=(0, 1, 2, 3))
            check(p.returncode != 0 and "page" in p.stderr,
                  f"{game} {variant}: the page should refuse it ({page}) but exit {p.returncode}")
            check(not os.path.exists(os.path.join(cli.work, f"refused-{k}.html")),
                  f"{game} {variant}: a refused page was written")
            note(game, variant, "page", f"refused: {page}")
            continue
        note(game, variant, "daily", "not scheduled: no curve key asks for this variant")
        played.append((game, variant))
        playable.append(puzzle)
    # Every variant the generator does not make is covered by a fixture, part by part (a variant
    # that can never be unique, such as Tango signs-only, has nothing to cover).
    for g in reg["games"]:
        for v in g["variants"]:
            if v.get("generate") is not None or str(v.get("why_not", "")).startswith("never unique"):
                continue
            for part in v["name"].split("+"):
                check((g["name"], part) in covered,
                      f"{g['name']} {v['name']}: not generated and no fixture in {name} has {part!r}")
    page = "matrix-imported.html"
    with open(os.path.join(cli.work, "playable.jsonl"), "w") as f:
        for puzzle in playable:
            f.write(json.dumps(puzzle) + "\n")
    cli.run("render", "playable.jsonl", "--format", "html", "--out", page)
    return page, played


# --- the page in a browser ---------------------------------------------------------------------
# The players are page_driver's GAME_DRIVERS (tests/browser/): a game without an entry fails here.
def play_tab(page, k, game, name, pass_no, ids=()):
    label = f"{game} {name} (tab {k})"
    page.select(k)
    if pass_no == 1:  # players' words: no rule or tier id in what the page shows or its hints say
        problems, _, _ = players_words.words_problems(page, k, ids)
        for p in problems:
            check(False, f"{label}: {p}")
        note(game, name, "page: words", "ok" if not problems else "FAIL")
    if not check(not page.finished(k)["solved"], f"{label}: the board starts solved"):
        return
    if not check(game in page_driver.GAME_DRIVERS, f"{label}: no page player for {game} "
                 "(tests/browser/page_driver.py GAME_DRIVERS)"):
        note(game, name, "page", "FAIL: no player")
        return
    if pass_no == 1:  # (b) hints from the empty board, each applied, until solved
        page.button(k, "check")  # Check on a board without mistakes says so and reveals nothing
        said = page.play(k, "[play.lastCheck, play.message.textContent, play.hints]")
        check(said == ["none", "No mistakes so far.", 0], f"{label}: Check on the empty board: {said}")
        taken, problems = page_driver.follow_hints(page, k)
        surface = "page: hints"
        if not page.finished(k)["solved"]:
            problems.append(f"{label}: following {taken} hints did not solve the board")
    else:  # (a) the stored solution, placed by clicks
        problems = page_driver.place_solution(page, k)
        surface = "page: solution"
    for p in problems:
        check(False, f"{label}: {p}")
    note(game, name, surface, "ok" if not problems else "FAIL")


def main():
    if len(sys.argv) not in (3, 4):
        print(__doc__)
        return 2
    binary, out_dir = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    part, parts = (int(x) for x in (sys.argv[3] if len(sys.argv) == 4 else "0/1").split("/"))
    if not 0 <= part < parts:
        print(f"matrix_test.py: part {part}/{parts} is not one of 0/{parts}..{parts - 1}/{parts}")
        return 2
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
    example_no = -1  # the example's place in the registry's order, which picks its part
    for game in reg["games"]:
        gname = game["name"]
        check(len(game.get("variants", [])) > 0, f"{gname}: the registry lists no variant")
        check(gname in page_driver.GAME_DRIVERS, f"{gname}: no page player for it "
              "(tests/browser/page_driver.py GAME_DRIVERS)")
        # Every surface has the game's entry (docs/adding_a_game.md): generate, grade, render and
        # page always; qubo and read may instead give the reason the game has none.
        surfaces = game.get("surfaces", {})
        for surface in ("generate", "grade", "render", "page"):
            check(surfaces.get(surface) is True, f"{gname}: no {surface} entry in its table")
        for surface in ("qubo", "read"):
            said = surfaces.get(surface)
            check(said is True or (isinstance(said, str) and said != ""),
                  f"{gname}: no {surface} entry in its table, and none saying why not")
        check(bool(surfaces.get("page_help")), f"{gname}: the page has no how-to-play line")
        check(surfaces.get("hint_words") is True,
              f"{gname}: rules without a hint in players' words: {surfaces.get('hint_words')}")
        for variant in game["variants"]:
            rules = variant.get("surfaces", {}).get("rules")
            check(rules is True, f"{gname} {variant['name']}: no rules text ({rules})")
            if variant.get("generate") is None:
                check(bool(variant.get("why_not")), f"{gname} {variant['name']}: not generated, "
                      "and the registry gives no reason")
                note(gname, variant["name"], "generate", f"refused: {variant.get('why_not')}")
                continue
            examples = variant.get("examples") or [variant["generate"]]
            for params in examples:
                example_no += 1
                if example_no % parts != part:
                    continue
                name = variant["name"]
                if len(examples) > 1:  # e.g. LinkedIn Queens at two sizes
                    name += "-" + str(params.get("size", f"{params.get('rows')}x{params.get('cols')}"))
                day = (day0 + datetime.timedelta(days=len(scheduled))).isoformat()
                try:
                    puzzle = through_cli(cli, gname, variant, params, name, day, store)
                except (RuntimeError, subprocess.TimeoutExpired) as e:
                    check(False, f"{gname} {name}: {e}")
                    continue
                if puzzle is not None:
                    scheduled.append((day, gname, name, puzzle.get("grade", {}).get("max_tier", "")))
    print(f"command-line surfaces: {time.monotonic() - started:.1f} s", flush=True)

    page_file = "matrix-page.html"
    cli.run("daily", "--db", store, "--show", day0.isoformat(), "--days", len(scheduled),
            "--html", page_file)
    chromium = cdp.find_chromium()
    if not check(chromium is not None, "chromium is not installed (Debian package 'chromium')"):
        return 1
    pages = [(page_file, [(game, name) for _, game, name, _ in scheduled])]
    if part == parts - 1:
        imported_page, imported = through_cli_imported(
            cli, reg, store, os.path.join(HERE, "imported.jsonl"))
        pages.append((imported_page, imported))
    browser = cdp.Browser(chromium, 1280, 900)
    try:
        browser.viewport(1280, 900)
        page = page_driver.Page(browser)
        # Two passes over a freshly loaded page each, as a solved board stays solved.
        for html, tabs in pages:
            for pass_no in (1, 2):
                page.open(os.path.join(out_dir, html))
                games = page.games()
                check(len(games) == len(tabs), f"{html} has {len(games)} tabs for {len(tabs)} boards")
                for k, (game, name) in enumerate(tabs[:len(games)]):
                    check(games[k] == game, f"{html} tab {k} is {games[k]}, expected {game} {name}")
                    play_tab(page, k, game, name, pass_no, players_words.grader_ids(reg))
    finally:
        browser.close()

    width = max(len(f"{g} {v}") for g, v, _, _ in table) if table else 10
    for g, v, s, o in table:
        print(f"{g + ' ' + v:<{width}}  {s:<9} {o}")
    print(f"matrix test: {len(failures)} failures, {time.monotonic() - started:.1f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
