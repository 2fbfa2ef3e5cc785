// rules.js: the "How to play" panel beside each board: the rules of the puzzle's game and variant
// in players' words (the data block's "rules", render/how_to_play/<game>.cpp). A <details>
// element: closed, it is one line; open, it wraps to the panel's width on a phone or a desktop,
// and it works by keyboard and screen reader without any script of its own.
function addRulesPanel(parent, data) {
  if (!Array.isArray(data.rules) || !data.rules.length) return null;
  const box = htmlEl("details", { class: "rules" }, parent);
  htmlEl("summary", {}, box, "How to play");
  const list = htmlEl("ul", {}, box);
  for (const line of data.rules) htmlEl("li", {}, list, line);
  return box;
}
