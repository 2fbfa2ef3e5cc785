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
      text: steps[i].text };
  }
  const next = game.reveal(play);
  if (next) return { kind: "reveal", cells: [next.cell], text: next.text };
  return { kind: "none", cells: [], text: "Nothing is left to deduce." };
}
