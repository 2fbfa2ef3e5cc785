// tango.js: Tango. Every row and column holds as many suns as moons (on an odd line one more of
// either; with per-line counts, its own count), never three alike in a row;
// "=" joins equal cells and "x" opposite ones (and, for the unique-lines variant, no two rows or
// columns are equal). Tap cycles empty, sun, moon; givens are fixed. The state is one value per
// cell: -1 empty, 1 sun, 0 moon.
const T_EMPTY = -1, T_SUN = 1, T_MOON = 0;
const T_NAME = { 1: "sun", 0: "moon" };

function sunShape(layer, r, c) {
  svgEl("circle", { cx: centreX(c), cy: centreY(r), r: CELL * 0.28, class: "sun", "data-r": r, "data-c": c }, layer);
}
function moonShape(layer, r, c) {
  // A crescent: a disc with a smaller disc's bite taken out of its upper right.
  const x = centreX(c), y = centreY(r), R = CELL * 0.28;
  const d = `M${x + R * 0.35},${y - R * 0.94} A${R},${R} 0 1 0 ${x + R * 0.94},${y + R * 0.35} ` +
    `A${R * 0.78},${R * 0.78} 0 0 1 ${x + R * 0.35},${y - R * 0.94} Z`;
  svgEl("path", { d, class: "moon", "data-r": r, "data-c": c }, layer);
}

// A line's sun range from "row_ones"/"col_ones" (docs/formats.md): one value for every line or
// a list, each an integer or [lo, hi]; without the key near balance (half, or either side of it
// on an odd line).
function tangoRanges(value, count, len) {
  const one = v => (Array.isArray(v) ? { lo: v[0], hi: v[1] } : { lo: v, hi: v });
  if (value === undefined) return Array(count).fill({ lo: Math.floor(len / 2), hi: Math.ceil(len / 2) });
  // A list as long as the lines is one value per line (so, on two lines, a two-item list).
  if (Array.isArray(value) && value.length === count) return value.map(one);
  return Array(count).fill(one(value));
}
function tangoRangeText(r) { return r.lo === r.hi ? String(r.lo) : `${r.lo}\u2013${r.hi}`; }

GAMES.tango = {
  usesCursor: true,
  keepsShownFacts: false,
  init(data) {
    const p = data.puzzle, rows = p.cells.length, cols = p.cells[0].length;
    const given = p.cells.map(row => [...row].map(ch => (ch === "." ? T_EMPTY : Number(ch))));
    const sol = data.solution.map(row => [...row].map(Number));
    // Per-line counts are clues: drawn right of each row and below each column.
    const counts = p.row_ones !== undefined || p.col_ones !== undefined;
    const rowRange = tangoRanges(p.row_ones, rows, cols), colRange = tangoRanges(p.col_ones, cols, rows);
    // A range ("2–3") is wider than one count: the right margin grows with the widest row label
    // so it clears the board's border (one character keeps the 26 px it always had).
    const rowChars = Math.max(...rowRange.map(r => tangoRangeText(r).length));
    return { rows, cols, given, sol, equal: p.equal || [], opposite: p.opposite || [],
      unique: !!p.unique_lines, counts, rowRange, colRange, rowChars,
      margin: counts ? { right: 16 + 10 * rowChars, bottom: 22 } : undefined };
  },
  initial(play) {
    return { vals: play.info.given.flat() };
  },
  fixed(play, r, c) { return play.info.given[r][c] !== T_EMPTY; },
  at(play, r, c) { return play.state.vals[idx(r, c, play.info.cols)]; },

  // The lines (rows, then columns) as lists of cells, each with its sun range.
  lines(info) {
    const out = [], { rows, cols } = info;
    for (let r = 0; r < rows; r++) out.push({ cells: [...Array(cols).keys()].map(c => [r, c]), range: info.rowRange[r], tag: "r" + r });
    for (let c = 0; c < cols; c++) out.push({ cells: [...Array(rows).keys()].map(r => [r, c]), range: info.colRange[c], tag: "c" + c });
    return out;
  },
  conflicts(play) {
    const cols = play.info.cols, bad = new Set(), badSigns = new Set(), badLines = new Set();
    const v = (r, c) => this.at(play, r, c);
    const lines = this.lines(play.info);
    for (const { cells: line, range, tag } of lines) {
      const len = line.length;
      for (let k = 0; k + 2 < len; k++) {
        const [a, b, c] = [line[k], line[k + 1], line[k + 2]];
        const x = v(...a);
        if (x !== T_EMPTY && x === v(...b) && x === v(...c)) for (const q of [a, b, c]) bad.add(idx(q[0], q[1], cols));
      }
      // More suns than the line may hold, or more moons (len - lo).
      for (const [s, most] of [[T_SUN, range.hi], [T_MOON, len - range.lo]]) {
        const have = line.filter(q => v(...q) === s);
        if (have.length > most) {
          for (const q of have) bad.add(idx(q[0], q[1], cols));
          badLines.add(tag);
        }
      }
    }
    const check = (pairs, same, tag) => pairs.forEach((p, k) => {
      const x = v(...p[0]), y = v(...p[1]);
      if (x !== T_EMPTY && y !== T_EMPTY && (x === y) !== same) badSigns.add(tag + k);
    });
    check(play.info.equal, true, "e"); check(play.info.opposite, false, "o");
    if (play.info.unique) {
      const full = lines.map(line => line.cells.map(q => v(...q)));
      const rows = play.info.rows;
      for (let a = 0; a < lines.length; a++) for (let b = a + 1; b < lines.length; b++) {
        if ((a < rows) !== (b < rows)) continue; // rows with rows, columns with columns
        if (full[a].includes(T_EMPTY) || full[a].join() !== full[b].join()) continue;
        for (const line of [a, b]) for (const q of lines[line].cells) bad.add(idx(q[0], q[1], cols));
      }
    }
    return { cells: bad, signs: badSigns, lines: badLines };
  },
  complete(play) {
    const c = this.conflicts(play);
    return !play.state.vals.includes(T_EMPTY) && c.cells.size === 0 && c.signs.size === 0;
  },

  draw(play) {
    const { rows, cols } = play.info, b = play.board;
    clearLayer(b.base); clearLayer(b.marks);
    const conf = this.conflicts(play);
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) {
      cellRect(b.base, r, c, "cellrect bg");
      if (this.fixed(play, r, c)) cellRect(b.base, r, c, "fixed");
      if (conf.cells.has(idx(r, c, cols))) cellRect(b.base, r, c, "badcell");
    }
    gridLines(b.base, rows, cols);
    outerBorder(b.base, rows, cols);
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) {
      const x = this.at(play, r, c);
      if (x === T_SUN) sunShape(b.marks, r, c);
      else if (x === T_MOON) moonShape(b.marks, r, c);
    }
    const sign = (pairs, text, tag) => pairs.forEach((p, k) => {
      const [a, q] = p, x = (centreX(a[1]) + centreX(q[1])) / 2, y = (centreY(a[0]) + centreY(q[0])) / 2;
      svgEl("circle", { cx: x, cy: y, r: 8, class: "bg" }, b.marks);
      svgEl("text", { x, y, class: conf.signs.has(tag + k) ? "sign bad" : "sign" }, b.marks).textContent = text;
    });
    sign(play.info.equal, "=", "e"); sign(play.info.opposite, "\u00d7", "o");
    if (play.info.counts) {  // each line's sun count beside it, red when the line has too many
      const count = (range, x, y, bad) =>
        svgEl("text", { x, y, class: bad ? "count bad" : "count" }, b.marks).textContent = tangoRangeText(range);
      for (let r = 0; r < rows; r++) count(play.info.rowRange[r], cellX(cols) + 8 + 5 * play.info.rowChars, centreY(r), conf.lines.has("r" + r));
      for (let c = 0; c < cols; c++) count(play.info.colRange[c], centreX(c), cellY(rows) + 11, conf.lines.has("c" + c));
    }
  },

  // A cell in words for its screen-reader label (a11y.js): its symbol, then the signs that join it
  // to a neighbour and, with counts, its row's and column's suns.
  describe(play, r, c) {
    const x = this.at(play, r, c), info = play.info;
    const parts = [x === T_EMPTY ? "empty" : `${this.fixed(play, r, c) ? "given " : ""}${T_NAME[x]}`];
    const signs = (pairs, word) => pairs.forEach(([a, b]) => {
      if (a[0] === r && a[1] === c) parts.push(`${word} ${cellName(b[0], b[1])}`);
      else if (b[0] === r && b[1] === c) parts.push(`${word} ${cellName(a[0], a[1])}`);
    });
    signs(info.equal, "same as"); signs(info.opposite, "opposite of");
    if (info.counts)
      parts.push(`row ${tangoRangeText(info.rowRange[r])} suns, column ${tangoRangeText(info.colRange[c])} suns`);
    return parts.join(", ");
  },

  press(play, r, c) { play.gesture = { start: [r, c], moved: false }; },
  enter(play) { play.gesture.moved = true; },
  release(play) {
    const g = play.gesture;
    if (g && !g.moved) this.cycle(play, g.start[0], g.start[1]);
  },
  set(play, r, c, value) {
    if (!this.fixed(play, r, c)) play.state.vals[idx(r, c, play.info.cols)] = value;
  },
  cycle(play, r, c) {
    const x = this.at(play, r, c);
    this.set(play, r, c, x === T_EMPTY ? T_SUN : x === T_SUN ? T_MOON : T_EMPTY);
  },
  key(play, key, cursor) {
    const [r, c] = cursor;
    if (key === " " || key === "Enter") this.cycle(play, r, c);
    else if (key === "s" || key === "S" || key === "1") this.set(play, r, c, T_SUN);
    else if (key === "m" || key === "M" || key === "0") this.set(play, r, c, T_MOON);
    else if (key === "Backspace" || key === "Delete") this.set(play, r, c, T_EMPTY);
    else return false;
    return true;
  },

  knownFacts(play) {
    const n = play.info.cols, known = new Set();
    play.state.vals.forEach((x, i) => {
      const [r, c] = rc(i, n);
      if (x !== T_EMPTY) known.add(`v,${r},${c},${x}`);
    });
    return known;
  },
  firstWrong(play) {
    const n = play.info.cols;
    for (let i = 0; i < play.state.vals.length; i++) {
      const [r, c] = rc(i, n), x = play.state.vals[i];
      if (x !== T_EMPTY && x !== play.info.sol[r][c])
        return { cell: [r, c], text: `The ${T_NAME[x]} on ${cellName(r, c)} is wrong.` };
    }
    return null;
  },
  reveal(play) {
    const n = play.info.cols;
    for (let i = 0; i < play.state.vals.length; i++) {
      const [r, c] = rc(i, n);
      if (play.state.vals[i] === T_EMPTY)
        return { cell: [r, c], text: `${cellName(r, c)} is a ${T_NAME[play.info.sol[r][c]]}.` };
    }
    return null;
  },
};
