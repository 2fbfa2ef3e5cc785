// queens.js: the Queens family (docs/formats.md, "Family keys"). LinkedIn Queens: one queen in
// every row, column and region, no two touching. The family generalises every part: k stars per
// unit or a count per row, column and region; holes (cells not on the board); stars given in
// advance; full diagonals (no two stars on a diagonal at any distance); the torus (touching and
// diagonals wrap round the edges); rectangles; boards without regions (rows and columns only).
// Tap cycles empty, X, star; a drag marks X on the empty cells it crosses; auto-X shows the cells
// the stars rule out. The state is one mark per cell: 0 empty, 1 X, 2 star (a given star is a
// fixed 2; a hole stays 0 and takes no input). Words follow `grade --explain`: "queen" on LinkedIn
// boards, "star" on every other board of the family; a star is drawn as a star when some unit
// holds 2 or more (as render draws it), else as a crown.
const Q_EMPTY = 0, Q_X = 1, Q_QUEEN = 2;

function regionLetter(id) {
  return id < 26 ? String.fromCharCode(97 + id) : String.fromCharCode(65 + id - 26);
}

function gcd(a, b) { return b === 0 ? a : gcd(b, a % b); }

// Whether stars on cells a and b (distinct) attack each other: they touch, or, with full
// diagonals, share a diagonal; on a torus both wrap round the edges (solver/queens/model.cpp
// attacks()). Rows, columns and regions are not attacks: their counts govern them.
function familyAttack(info, a, b) {
  if (a[0] === b[0] && a[1] === b[1]) return false;
  const dr = b[0] - a[0], dc = b[1] - a[1];
  const dist = (d, size) => { d = Math.abs(d); return info.torus ? Math.min(d, size - d) : d; };
  if (dist(dr, info.rows) <= 1 && dist(dc, info.cols) <= 1) return true;
  if (!info.fullDiagonals) return false;
  if (!info.torus) return Math.abs(dr) === Math.abs(dc);
  // A wrapping diagonal reaches b when dr -+ dc is a multiple of gcd(rows, cols).
  const g = gcd(info.rows, info.cols);
  return (dr - dc) % g === 0 || (dr + dc) % g === 0;
}

// The board as the rules see it, from the puzzle's JSON (every key defaults to LinkedIn's).
function queensBoard(data) {
  const p = data.puzzle;
  const hasRegions = Array.isArray(p.regions);
  const rows = hasRegions ? p.regions.length : (p.rows || p.size);
  const cols = hasRegions ? p.regions[0].length : (p.cols || p.size);
  const regions = hasRegions ? p.regions : Array.from({ length: rows }, () => new Array(cols).fill(0));
  const stars = p.stars || 1;
  const need = (list, k) => (Array.isArray(list) ? list[k] : stars);
  const onBoard = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) onBoard.push(regions[r][c] !== -1);
  const info = { rows, cols, regions, hasRegions, onBoard, stars,
    holes: onBoard.some(on => !on), torus: p.torus === true, fullDiagonals: p.diagonals === "full" };
  // Units: rows, then columns, then regions (as the family grader numbers them).
  const units = [];
  for (let r = 0; r < rows; r++) units.push({ label: `row ${r + 1}`, need: need(p.row_counts, r), cells: [] });
  for (let c = 0; c < cols; c++) units.push({ label: `column ${columnName(c)}`, need: need(p.col_counts, c), cells: [] });
  let regionCount = 0;
  if (hasRegions) {
    for (const row of regions) for (const id of row) regionCount = Math.max(regionCount, id + 1);
    if (Array.isArray(p.region_counts)) regionCount = p.region_counts.length;
    for (let g = 0; g < regionCount; g++)
      units.push({ label: `region ${regionLetter(g)}`, need: need(p.region_counts, g), cells: [] });
  }
  const unitsOf = onBoard.map(() => []);
  for (let i = 0; i < rows * cols; i++) {
    if (!onBoard[i]) continue;
    const [r, c] = rc(i, cols);
    const mine = [r, rows + c];
    if (hasRegions) mine.push(rows + cols + regions[r][c]);
    for (const u of mine) { units[u].cells.push(i); unitsOf[i].push(u); }
  }
  info.units = units;
  info.unitsOf = unitsOf;
  // Per cell, the cells a star there attacks (board cells only).
  info.attacks = onBoard.map((on, i) => {
    const out = [];
    if (!on) return out;
    const a = rc(i, cols);
    for (let j = 0; j < rows * cols; j++) if (onBoard[j] && familyAttack(info, a, rc(j, cols))) out.push(j);
    return out;
  });
  info.given = new Set((p.givens || []).map(([r, c]) => idx(r, c, cols)));
  // The solution: the queens' columns row by row, or [[r, c], ...].
  info.sol = new Set(data.solution.map((v, r) => (Array.isArray(v) ? idx(v[0], v[1], cols) : idx(r, v, cols))));
  info.linkedin = hasRegions && rows === cols && stars === 1 && !p.row_counts && !p.col_counts &&
    !p.region_counts && info.given.size === 0 && !info.fullDiagonals && !info.torus && !info.holes;
  info.word = info.linkedin ? "queen" : "star";
  // Per-unit counts are drawn: a row's right of it, a column's below it, a region's in the top
  // right corner of its first cell (the note only says "per-unit counts").
  info.counts = { rows: Array.isArray(p.row_counts), cols: Array.isArray(p.col_counts),
    regions: Array.isArray(p.region_counts) };
  info.margin = { right: info.counts.rows ? 20 : 0, bottom: info.counts.cols ? 20 : 0 };
  info.drawStars = units.some(u => u.need >= 2);
  return info;
}

function crownPath(layer, r, c, cls) {
  // A crown: three points on a band.
  const x = cellX(c), y = cellY(r), u = CELL / 40;
  const d = `M${x + 9 * u},${y + 29 * u} L${x + 7 * u},${y + 13 * u} L${x + 14 * u},${y + 20 * u} ` +
    `L${x + 20 * u},${y + 10 * u} L${x + 26 * u},${y + 20 * u} L${x + 33 * u},${y + 13 * u} ` +
    `L${x + 31 * u},${y + 29 * u} Z`;
  svgEl("path", { d, class: cls, "data-r": r, "data-c": c }, layer);
}

function starPath(layer, r, c, cls) {
  // A five-pointed star, the shape render draws (outer radius 0.34 of a cell).
  const x = centreX(c), y = centreY(r), outer = CELL * 0.34, inner = outer * 0.42;
  let d = "";
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + k * Math.PI / 5, rad = k % 2 ? inner : outer;
    d += `${k ? "L" : "M"}${(x + rad * Math.cos(a)).toFixed(2)},${(y + rad * Math.sin(a)).toFixed(2)} `;
  }
  svgEl("path", { d: d + "Z", class: cls + " starshape", "data-r": r, "data-c": c }, layer);
}

GAMES.queens = {
  usesCursor: true,
  keepsShownFacts: false,
  autoX: true,
  init(data) { return queensBoard(data); },
  initial(play) {
    const marks = new Array(play.info.rows * play.info.cols).fill(Q_EMPTY);
    for (const i of play.info.given) marks[i] = Q_QUEEN;
    return { marks };
  },
  // Holes are not cells: the pointer and the keys pass over them.
  isCell(play, r, c) { return play.info.onBoard[idx(r, c, play.info.cols)]; },
  // Cells the player can change: on the board and not a given star.
  editable(play, i) { return play.info.onBoard[i] && !play.info.given.has(i); },

  starIndices(play) {
    const out = [];
    play.state.marks.forEach((m, i) => { if (m === Q_QUEEN) out.push(i); });
    return out;
  },
  queens(play) { return this.starIndices(play).map(i => rc(i, play.info.cols)); },
  unitStars(play) {
    const counts = play.info.units.map(() => 0);
    for (const i of this.starIndices(play)) for (const u of play.info.unitsOf[i]) counts[u]++;
    return counts;
  },
  // Cells the stars rule out (auto-X), as a Set of indices: every cell a star attacks, and the
  // other cells of a unit that has all its stars.
  ruledOut(play) {
    const out = new Set(), marks = play.state.marks, counts = this.unitStars(play);
    for (const i of this.starIndices(play)) for (const j of play.info.attacks[i]) out.add(j);
    play.info.units.forEach((u, k) => {
      if (counts[k] >= u.need) for (const i of u.cells) if (marks[i] !== Q_QUEEN) out.add(i);
    });
    return out;
  },
  // What breaks the rules: stars in a unit with more stars than its count, stars that attack each
  // other ({cells: Set of star indices, units: [unit indices]}).
  conflicts(play) {
    const bad = new Set(), counts = this.unitStars(play), stars = this.starIndices(play);
    const units = [];
    play.info.units.forEach((u, k) => {
      if (counts[k] <= u.need) return;
      units.push(k);
      for (const i of u.cells) if (play.state.marks[i] === Q_QUEEN) bad.add(i);
    });
    const isStar = new Set(stars);
    for (const i of stars) for (const j of play.info.attacks[i]) if (isStar.has(j)) { bad.add(i); bad.add(j); }
    return { cells: bad, units };
  },
  // Solved by the rules: every unit holds its count and no two stars attack each other.
  complete(play) {
    const counts = this.unitStars(play);
    return play.info.units.every((u, k) => counts[k] === u.need) && this.conflicts(play).cells.size === 0;
  },

  draw(play) {
    const { rows, cols, regions, onBoard, hasRegions } = play.info, b = play.board;
    clearLayer(b.base); clearLayer(b.marks);
    const pal = play.palette, on = (r, c) => r >= 0 && c >= 0 && r < rows && c < cols && onBoard[idx(r, c, cols)];
    const id = (r, c) => (on(r, c) ? regions[r][c] : -1); // a hole and the outside are alike
    const wrong = this.conflicts(play);
    const badUnit = new Set();
    for (const k of wrong.units) for (const i of play.info.units[k].cells) badUnit.add(i);
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) {
      if (!on(r, c)) { cellRect(b.base, r, c, "hole"); continue; }
      cellRect(b.base, r, c, "cellrect", { fill: pal[regions[r][c] % pal.length] });
      if (badUnit.has(idx(r, c, cols))) cellRect(b.base, r, c, "badunit");
      if (play.letters && hasRegions)
        svgEl("text", { x: cellX(c) + 4, y: cellY(r) + 12, class: "letter" }, b.base).textContent =
          regionLetter(regions[r][c]);
    }
    // Grid lines between board cells; thick lines between regions and round the board's cells
    // (with holes the outline follows the cells, as render draws it).
    const lines = { gridline: [], region: [], edge: [] };
    const kind = (a, b) => (!on(...a) || !on(...b) ? "edge" : id(...a) !== id(...b) ? "region" : "gridline");
    for (let r = -1; r < rows; r++) for (let c = -1; c < cols; c++) {
      if (r >= 0 && (on(r, c) || on(r, c + 1))) lines[kind([r, c], [r, c + 1])].push([[r, c], [r, c + 1]]);
      if (c >= 0 && (on(r, c) || on(r + 1, c))) lines[kind([r, c], [r + 1, c])].push([[r, c], [r + 1, c]]);
    }
    for (const cls of ["gridline", "region", "edge"]) for (const [a, e] of lines[cls]) edgeLine(b.base, a, e, cls);
    this.drawCounts(play, b.base);
    const auto = play.autoX ? this.ruledOut(play) : new Set();
    const shape = play.info.drawStars ? starPath : crownPath;
    play.state.marks.forEach((m, i) => {
      const [r, c] = rc(i, cols);
      if (m === Q_QUEEN) {
        let cls = "queen";
        if (play.info.given.has(i)) cls += " given";
        if (wrong.cells.has(i)) cls += " bad";
        shape(b.marks, r, c, cls);
      } else if (m === Q_X) crossMark(b.marks, r, c, "cross");
      else if (auto.has(i)) crossMark(b.marks, r, c, "cross auto");
    });
  },

  // Each shown count, grey once its unit holds it and red when the unit holds more.
  drawCounts(play, layer) {
    const { rows, cols, counts: show, units } = play.info, have = this.unitStars(play);
    const put = (k, x, y, cls) => {
      const state = have[k] > units[k].need ? " bad" : have[k] === units[k].need ? " done" : "";
      svgEl("text", { x, y, class: cls + state, "data-unit": units[k].label }, layer).textContent = String(units[k].need);
    };
    if (show.rows) for (let r = 0; r < rows; r++) put(r, cellX(cols) + 12, centreY(r), "count");
    if (show.cols) for (let c = 0; c < cols; c++) put(rows + c, centreX(c), cellY(rows) + 12, "count");
    if (show.regions)
      for (let k = rows + cols; k < units.length; k++) {
        if (!units[k].cells.length) continue;
        const [r, c] = rc(units[k].cells[0], cols);
        put(k, cellX(c) + CELL - 3, cellY(r) + 8, "count regioncount");
      }
  },

  press(play, r, c) { play.gesture = { start: [r, c], moved: false }; },
  enter(play, r, c) {
    const g = play.gesture, n = play.info.cols, marks = play.state.marks;
    if (!g.moved) {
      g.moved = true;
      const s = idx(g.start[0], g.start[1], n);
      if (marks[s] === Q_EMPTY && this.editable(play, s)) marks[s] = Q_X;
    }
    const i = idx(r, c, n);
    if (marks[i] === Q_EMPTY && this.editable(play, i)) marks[i] = Q_X;
  },
  release(play) {
    const g = play.gesture;
    if (g && !g.moved) this.cycle(play, g.start[0], g.start[1]);
  },
  cycle(play, r, c) {
    const i = idx(r, c, play.info.cols);
    if (this.editable(play, i)) play.state.marks[i] = (play.state.marks[i] + 1) % 3;
  },
  key(play, key, cursor) {
    const i = idx(cursor[0], cursor[1], play.info.cols), marks = play.state.marks;
    const set = m => { if (this.editable(play, i)) marks[i] = m; };
    if (key === " " || key === "Enter") this.cycle(play, cursor[0], cursor[1]);
    else if (key === "x" || key === "X") set(Q_X);
    else if (key === "q" || key === "Q" || key === "s" || key === "S") set(Q_QUEEN);
    else if (key === "Backspace" || key === "Delete" || key === "0") set(Q_EMPTY);
    else return false;
    return true;
  },

  // Facts the position implies: each star (the given ones too), and every cell a star rules out
  // or the player crossed. Only called once no mark is wrong, so every one of them is true.
  knownFacts(play) {
    const n = play.info.cols, known = new Set();
    play.state.marks.forEach((m, i) => {
      const [r, c] = rc(i, n);
      if (m === Q_QUEEN) known.add(`q,${r},${c}`);
      if (m === Q_X) known.add(`x,${r},${c}`);
    });
    for (const i of this.ruledOut(play)) { const [r, c] = rc(i, n); known.add(`x,${r},${c}`); }
    return known;
  },
  // The first mark, in reading order, that the solution contradicts (auto-X marks are the
  // stars' own, so a wrong star is named rather than the crosses it implies).
  firstWrong(play) {
    const { cols, sol, word } = play.info;
    for (let i = 0; i < play.state.marks.length; i++) {
      const [r, c] = rc(i, cols), m = play.state.marks[i];
      if (m === Q_QUEEN && !sol.has(i))
        return { cell: [r, c], text: `The ${word} on ${cellName(r, c)} is wrong: no ${word} goes there.` };
      if (m === Q_X && sol.has(i)) return { cell: [r, c], text: `The \u2715 on ${cellName(r, c)} is wrong.` };
    }
    return null;
  },
  // The first cell of the solution, in reading order, without its star.
  reveal(play) {
    const { cols, sol, word } = play.info;
    const missing = [...sol].sort((a, b) => a - b).find(i => play.state.marks[i] !== Q_QUEEN);
    if (missing === undefined) return null;
    const [r, c] = rc(missing, cols);
    return { cell: [r, c], text: `A ${word} goes on ${cellName(r, c)}.` };
  },
};
