// hints.js: the next hint from the grader's trace, for the player's position.
//
// The page carries the steps of the puzzle's grade, each with the facts it concluded (a queen
// or an X on a cell, a cell's sun or moon, a Zip edge on or off the path). From a position:
//  1. a mark the solution contradicts is named first (the first in reading order, or the path's
//     first wrong step);
//  2. otherwise "known" is what the marks imply, plus, for facts a player cannot mark (Zip's
//     edges away from the drawn path) or need not (Sudoku's removed candidates), the facts of
//     hints already shown; the hint is the first step with a fact not known.
// Why 2 is right from every position reachable by correct moves: every fact known is true (no
// mark is wrong, and steps are sound), and every step before the hint's has all its facts known.
// That step's premises are the givens plus earlier steps' facts, so they all hold in the
// player's position too, and a sound deduction stays sound when more true facts are known. The
// hint therefore names a deduction the player can make now, in the words of `grade --explain`.
// When every step's facts are known but the board is not done (a puzzle the rules cannot finish),
// the hint reveals the next cell of the solution instead.

// A fact's key; a Zip edge is named smaller cell first (reading order), as knownFacts names it.
function factKey(fact) {
  if ((fact[0] === "on" || fact[0] === "off") &&
      (fact[1] > fact[3] || (fact[1] === fact[3] && fact[2] > fact[4])))
    return [fact[0], fact[3], fact[4], fact[1], fact[2]].join(",");
  return fact.join(",");
}

// {kind: "wrong" | "step" | "reveal" | "none", cells: [[r, c], ...], text, step (1-based, for
// "step"), rule, name (the technique in players' words, when the game's steps give one)}
function nextHint(play) {
  const game = play.game;
  const wrong = game.firstWrong(play);
  if (wrong) return { kind: "wrong", cells: [wrong.cell], text: wrong.text };
  const known = game.knownFacts(play);
  for (const k of play.shownFacts) known.add(k);
  const steps = play.data.steps;
  for (let i = 0; i < steps.length; i++) {
    const keys = steps[i].facts.map(factKey);
    if (keys.every(k => known.has(k))) continue;
    // keepsShownFacts: true keeps every fact of a hint shown as known, a function those it
    // accepts (Sudoku: the removals, which a player need not pencil in).
    const keep = game.keepsShownFacts;
    if (keep) steps[i].facts.forEach((f, j) => { if (keep === true || keep(f)) play.shownFacts.add(keys[j]); });
    return { kind: "step", step: i + 1, rule: steps[i].rule, name: steps[i].name, cells: steps[i].cells,
      text: steps[i].text, words: playersWords(play, steps[i]) };
  }
  const next = game.reveal(play);
  if (next) return { kind: "reveal", cells: [next.cell], text: next.text };
  return { kind: "none", cells: [], text: "Nothing is left to deduce." };
}

// A step in players' words: its sentence ("say", page/hint_words.hpp) with the units it names
// filled in as the player sees them: a region by its colour ("the teal region"), or by its letter
// when letters are on; rows, columns and boxes by their numbers and letters.
function unitWords(play, [kind, index]) {
  if (kind === "row") return `row ${index + 1}`;
  if (kind === "column") return `column ${columnName(index)}`;
  if (kind === "box") return `box ${index + 1}`;
  if (play.letters) return `region ${typeof regionLetter === "function" ? regionLetter(index) : index + 1}`;
  const names = DATA.palette_names || [];
  return names.length ? `the ${names[index % names.length]} region` : `region ${index + 1}`;
}
function listWords(items) {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
function playersWords(play, step) {
  if (!step.say) return step.text;
  const units = step.units || [];
  const kinds = { rows: "row", columns: "column", regions: "region", boxes: "box" };
  const text = step.say.replace(/\{([a-z0-9]+)(?:\|([^}]*))?\}/g, (whole, key, fallback) => {
    let chosen = [];
    if (key === "1" || key === "2") chosen = units[Number(key) - 1] ? [units[Number(key) - 1]] : [];
    else if (key === "all") chosen = units;
    else if (kinds[key]) chosen = units.filter(u => u[0] === kinds[key]);
    else return whole;
    return chosen.length ? listWords(chosen.map(u => unitWords(play, u))) : (fallback || "");
  });
  return text.charAt(0).toUpperCase() + text.slice(1);
}
