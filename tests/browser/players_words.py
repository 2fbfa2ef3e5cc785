"""What a player reads on the page holds no grader identifier (issue 40, item 1).

The identifiers are the program's own: every rule id and tier id `dailygrid registries --json`
lists (each game's "rule_ids" and "tier_ids"). An id counts when it stands as a word
(case-insensitive; '_' is part of a word), so "near_complete", "shapes" and "pigeonhole" are
caught, and "sign_propagation" is caught inside "Step 1 · sign_propagation: ...".

  grader_ids(registry) -> sorted ids
  id_in(text, ids) -> the first id `text` holds as a word, or None
  words_problems(page, k, ids) -> (problems, stats, seen)   on puzzle k (its tab shown): the page's visible text
      (its "How to play" panel open), and every hint step of the puzzle in players' words with
      region letters off and on, hold no id; a step that names a region names it by its colour
      ("the teal region") with letters off and by its letter ("region b") with them on; stats
      counts the steps naming a region by colour and by letter, seen is what was read (tab,
      caption, rules, visible text).
"""
import re

def grader_ids(registry):
    ids = set()
    for game in registry["games"]:
        ids.update(game.get("rule_ids", []))
        ids.update(game.get("tier_ids", []))
    return sorted(ids)


def id_in(text, ids):
    for i in ids:
        if re.search(r"(^|[^A-Za-z0-9_])" + re.escape(i) + r"($|[^A-Za-z0-9_])", text, re.I):
            return i
    return None


# The visible text of the page with puzzle k's rules panel open, and every step's words with the
# letters off and on (then as they were).
WORDS = """(() => {
  const play = dgPage.plays[%d];
  for (const d of play.panel.querySelectorAll("details")) d.open = true;
  const visible = document.body.innerText;
  const was = play.letters;
  play.letters = false;
  const off = play.data.steps.map(s => [playersWords(play, s), s.units || []]);
  play.letters = true;
  const on = play.data.steps.map(s => playersWords(play, s));
  play.letters = was;
  const names = DATA.palette_names;
  return { visible, off, on, names, tab: play.tab.textContent, caption: play.data.caption,
           rules: play.data.rules };
})()"""


def words_problems(page, k, ids):
    got = page.b.js(WORDS % k)
    problems = []
    stats = {"colour": 0, "letter": 0, "steps": len(got["off"])}
    label = f"tab {k} ({got['tab']})"
    found = id_in(got["visible"], ids)
    if found:
        at = re.search(re.escape(found), got["visible"], re.I).start()
        problems.append(f"{label}: the page shows the grader id {found!r}: "
                        f"...{got['visible'][max(0, at - 60):at + 60]!r}...")
    if not got["rules"]:
        problems.append(f"{label}: no rules in its How to play panel")
    for (text, units), text_on in zip(got["off"], got["on"]):
        for t in (text, text_on):
            found = id_in(t, ids)
            if found:
                problems.append(f"{label}: a hint says the grader id {found!r}: {t!r}")
        if re.search(r"\bregion [a-zA-Z]\b", text):
            problems.append(f"{label}: with letters off a hint names a region by letter: {text!r}")
        regions = [u for u in units if u[0] == "region"]
        named = [got["names"][r[1] % len(got["names"])] for r in regions]
        if any(f"the {n} region" in text for n in named):
            stats["colour"] += 1
        if regions and re.search(r"\bregion [a-zA-Z]\b", text_on):
            stats["letter"] += 1
        if "{" in text or "}" in text:
            problems.append(f"{label}: a hint has an unfilled place-holder: {text!r}")
    return problems, stats, got
