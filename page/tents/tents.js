// tents.js: Tents & Trees. Put a tent beside each tree (paired one to one, each tent next to its
// own tree), tents never touching, not even diagonally, each row and column holding its count
// (shown at the row's right end and the column's foot). Tap cycles empty, tent, grass; trees and
// given cells are fixed. The state is one value per cell: -1 empty, 1 tent, 0 grass (a tree's
// value is never read).
const N_EMPTY = -1, N_TENT = 1, N_GRASS = 0;

function treeShape(layer, r, c) {
  const x = centreX(c), y = centreY(r);
  svgEl("rect", { x: x - CELL * 0.06, y: y + CELL * 0.04, width: CELL * 0.12, height: CELL * 0.3,
    class: "trunk" }, layer);
  svgEl("circle", { cx: x, cy: y - CELL * 0.06, r: CELL * 0.26, class: "tree" }, layer);
}
function tentShape(layer, r, c) {
  const x = centreX(c), y = centreY(r), s = CELL * 0.34;
  svgEl("path", { d: `M${x},${y - s} L${x + s},${y + s * 0.85} L${x - s},${y + s * 0.85} Z`,
    class: "tent", "data-r": r, "data-c": c }, layer);
}
function grassShape(layer, r, c) {
  svgEl("circle", { cx: centreX(c), cy: centreY(r), r: CELL * 0.08, class: "grass",
    "data-r": r, "data-c": c }, layer);
}

GAMES.tents = {
  usesCursor: true,
  keepsShownFacts: false,
  init(data) {
    const p = data.puzzle, rows = p.rows, cols = p.cols;
    const tree = Array.from({ length: rows }, () => Array(cols).fill(false));
    const given = Array.from({ length: rows }, () => Array(cols).fill(N_EMPTY));
    for (const [r, c] of p.trees) tree[r][c] = true;
    for (const [r, c] of p.tents || []) given[r][c] = N_TENT;
    for (const [r, c] of p.grass || []) given[r][c] = N_GRASS;
    const sol = Array.from({ length: rows }, () => Array(cols).fill(false));
    for (const [r, c] of data.solution) sol[r][c] = true;
    return { rows, cols, tree, given, sol, rowCounts: p.row_counts, colCounts: p.col_counts };
  },
  initial(play) {
    return { vals: play.info.given.flat() };
  },
  fixed(play, r, c) { return play.info.tree[r][c] || play.info.given[r][c] !== N_EMPTY; },
  at(play, r, c) { return play.state.vals[idx(r, c, play.info.cols)]; },
  isTent(play, r, c) { return !play.info.tree[r][c] && this.at(play, r, c) === N_TENT; },

  // Touching tents and lines over their count.
  conflicts(play) {
    const { rows, cols } = play.info, bad = new Set(), lines = new Set();
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) {
      if (!this.isTent(play, r, c)) continue;
      for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) {
        const rr = r + dr, cc = c + dc;
        if ((dr || dc) && rr >= 0 && rr < rows && cc >= 0 && cc < cols && this.isTent(play, rr, cc)) {
          bad.add(idx(r, c, cols)); bad.add(idx(rr, cc, cols));
        }
      }
    }
    for (let r = 0; r < rows; r++) {
      let n = 0;
      for (let c = 0; c < cols; c++) n += this.isTent(play, r, c);
      if (play.info.rowCounts[r] !== null && n > play.info.rowCounts[r]) lines.add("r" + r);
    }
    for (let c = 0; c < cols; c++) {
      let n = 0;
      for (let r = 0; r < rows; r++) n += this.isTent(play, r, c);
      if (play.info.colCounts[c] !== null && n > play.info.colCounts[c]) lines.add("c" + c);
    }
    return { cells: bad, lines };
  },
  // Done when the tents are the solution's (the puzzle is unique; grass marks are optional).
  complete(play) {
    const { rows, cols } = play.info;
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++)
      if (this.isTent(play, r, c) !== play.info.sol[r][c]) return false;
    return true;
  },

  draw(play) {
    const { rows, cols } = play.info, b = play.board;
    // Room for the counts at the right and the foot.
    b.svg.setAttribute("viewBox", `0 0 ${EDGE + (cols + 1) * CELL + 4} ${EDGE + (rows + 1) * CELL + 4}`);
    clearLayer(b.base); clearLayer(b.marks);
    const conf = this.conflicts(play);
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) {
      cellRect(b.base, r, c, "cellrect bg");
      if (play.info.given[r][c] !== N_EMPTY) cellRect(b.base, r, c, "fixed");
      if (conf.cells.has(idx(r, c, cols))) cellRect(b.base, r, c, "badcell");
    }
    gridLines(b.base, rows, cols);
    outerBorder(b.base, rows, cols);
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) {
      if (play.info.tree[r][c]) treeShape(b.marks, r, c);
      else if (this.at(play, r, c) === N_TENT) tentShape(b.marks, r, c);
      else if (this.at(play, r, c) === N_GRASS) grassShape(b.marks, r, c);
    }
    const count = (n, x, y, bad) => {
      if (n === null) return;
      svgEl("text", { x, y, class: bad ? "count bad" : "count" }, b.marks).textContent = String(n);
    };
    for (let r = 0; r < rows; r++) count(play.info.rowCounts[r], centreX(cols), centreY(r), conf.lines.has("r" + r));
    for (let c = 0; c < cols; c++) count(play.info.colCounts[c], centreX(c), centreY(rows), conf.lines.has("c" + c));
  },

  // A cell in words for its screen-reader label (a11y.js): what is on it, then its row's and
  // column's tent counts.
  describe(play, r, c) {
    const info = play.info, x = this.at(play, r, c);
    const what = info.tree[r][c] ? "tree" : x === N_TENT ? "tent" : x === N_GRASS ? "grass" : "empty";
    const parts = [info.given[r][c] !== N_EMPTY ? `given ${what}` : what];
    const count = (n, line) => { if (n !== null && n !== undefined) parts.push(`${line} ${n} ${n === 1 ? "tent" : "tents"}`); };
    count(info.rowCounts[r], "row"); count(info.colCounts[c], "column");
    return parts.join(", ");
  },

  press(play, r, c) { play.gesture = { start: [r, c], moved: false }; },
  enter(play) { play.gesture.moved = true; },
  release(play) {
    const g = play.gesture;
    if (g && !g.moved) this.cycle(play, g.start[0], g.start[1]);
  },
  set(play, r, c, value) {
    if (r < play.info.rows && c < play.info.cols && !this.fixed(play, r, c))
      play.state.vals[idx(r, c, play.info.cols)] = value;
  },
  cycle(play, r, c) {
    const x = this.at(play, r, c);
    this.set(play, r, c, x === N_EMPTY ? N_TENT : x === N_TENT ? N_GRASS : N_EMPTY);
  },
  key(play, key, cursor) {
    const [r, c] = cursor;
    if (key === " " || key === "Enter") this.cycle(play, r, c);
    else if (key === "t" || key === "T" || key === "1") this.set(play, r, c, N_TENT);
    else if (key === "g" || key === "G" || key === "x" || key === "X" || key === "0") this.set(play, r, c, N_GRASS);
    else if (key === "Backspace" || key === "Delete") this.set(play, r, c, N_EMPTY);
    else return false;
    return true;
  },

  knownFacts(play) {
    const { rows, cols } = play.info, known = new Set();
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) {
      if (play.info.tree[r][c]) continue;
      const x = this.at(play, r, c);
      if (x === N_TENT) known.add(`t,${r},${c}`);
      if (x === N_GRASS) known.add(`g,${r},${c}`);
    }
    return known;
  },
  firstWrong(play) {
    const { rows, cols } = play.info;
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) {
      if (play.info.tree[r][c]) continue;
      const x = this.at(play, r, c);
      if (x === N_TENT && !play.info.sol[r][c]) return { cell: [r, c], text: `The tent on ${cellName(r, c)} is wrong.` };
      if (x === N_GRASS && play.info.sol[r][c]) return { cell: [r, c], text: `${cellName(r, c)} holds a tent, not grass.` };
    }
    return null;
  },
  reveal(play) {
    const { rows, cols } = play.info;
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++)
      if (play.info.sol[r][c] && this.at(play, r, c) !== N_TENT)
        return { cell: [r, c], text: `${cellName(r, c)} is a tent.` };
    return null;
  },
};
