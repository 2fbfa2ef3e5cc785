// queens.js: LinkedIn Queens. One queen in every row, column and region, no two touching.
// Tap cycles empty, X, queen; a drag marks X on the empty cells it crosses; auto-X shows the cells
// the queens rule out. The state is one mark per cell: 0 empty, 1 X, 2 queen.
const Q_EMPTY = 0, Q_X = 1, Q_QUEEN = 2;

function regionLetter(id) {
  return id < 26 ? String.fromCharCode(97 + id) : String.fromCharCode(65 + id - 26);
}

// Whether a queen on cell a rules out cell b (same row, column or region, or touching).
function queensAttack(regions, a, b) {
  if (a[0] === b[0] && a[1] === b[1]) return false;
  return a[0] === b[0] || a[1] === b[1] || regions[a[0]][a[1]] === regions[b[0]][b[1]] ||
    (Math.abs(a[0] - b[0]) <= 1 && Math.abs(a[1] - b[1]) <= 1);
}

function queenPath(layer, r, c, cls) {
  // A crown: three points on a band.
  const x = cellX(c), y = cellY(r), u = CELL / 40;
  const d = `M${x + 9 * u},${y + 29 * u} L${x + 7 * u},${y + 13 * u} L${x + 14 * u},${y + 20 * u} ` +
    `L${x + 20 * u},${y + 10 * u} L${x + 26 * u},${y + 20 * u} L${x + 33 * u},${y + 13 * u} ` +
    `L${x + 31 * u},${y + 29 * u} Z`;
  svgEl("path", { d, class: cls, "data-r": r, "data-c": c }, layer);
}

GAMES.queens = {
  usesCursor: true,
  keepsShownFacts: false,
  init(data) {
    const regions = data.puzzle.regions, n = regions.length;
    const sol = data.solution.map((v, r) => (Array.isArray(v) ? v : [r, v]));
    const solCol = new Array(n).fill(-1);
    for (const [r, c] of sol) solCol[r] = c;
    return { rows: n, cols: n, regions, solCol };
  },
  initial(play) { return { marks: new Array(play.info.rows * play.info.cols).fill(Q_EMPTY) }; },

  queens(play) {
    const out = [], n = play.info.cols;
    play.state.marks.forEach((m, i) => { if (m === Q_QUEEN) out.push(rc(i, n)); });
    return out;
  },
  // Cells some queen rules out (auto-X), as a Set of indices.
  ruledOut(play) {
    const n = play.info.cols, out = new Set(), qs = this.queens(play);
    for (let i = 0; i < n * n; i++)
      if (qs.some(q => queensAttack(play.info.regions, q, rc(i, n)))) out.add(i);
    return out;
  },
  conflicts(play) {
    const n = play.info.cols, bad = new Set(), qs = this.queens(play);
    for (const a of qs) for (const b of qs)
      if (queensAttack(play.info.regions, a, b)) { bad.add(idx(a[0], a[1], n)); bad.add(idx(b[0], b[1], n)); }
    return { cells: bad };
  },
  complete(play) {
    return this.queens(play).length === play.info.rows && this.conflicts(play).cells.size === 0;
  },

  draw(play) {
    const { rows, cols, regions } = play.info, b = play.board;
    clearLayer(b.base); clearLayer(b.marks);
    const pal = play.palette;
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) {
      cellRect(b.base, r, c, "cellrect", { fill: pal[regions[r][c] % pal.length] });
      if (play.letters)
        svgEl("text", { x: cellX(c) + 4, y: cellY(r) + 12, class: "letter" }, b.base).textContent =
          regionLetter(regions[r][c]);
    }
    gridLines(b.base, rows, cols);
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) {
      if (c + 1 < cols && regions[r][c] !== regions[r][c + 1]) edgeLine(b.base, [r, c], [r, c + 1], "region");
      if (r + 1 < rows && regions[r][c] !== regions[r + 1][c]) edgeLine(b.base, [r, c], [r + 1, c], "region");
    }
    outerBorder(b.base, rows, cols);
    const bad = this.conflicts(play).cells, auto = play.autoX ? this.ruledOut(play) : new Set();
    play.state.marks.forEach((m, i) => {
      const [r, c] = rc(i, cols);
      if (m === Q_QUEEN) queenPath(b.marks, r, c, bad.has(i) ? "queen bad" : "queen");
      else if (m === Q_X) crossMark(b.marks, r, c, "cross");
      else if (auto.has(i)) crossMark(b.marks, r, c, "cross auto");
    });
  },

  press(play, r, c) { play.gesture = { start: [r, c], moved: false }; },
  enter(play, r, c) {
    const g = play.gesture, n = play.info.cols, marks = play.state.marks;
    if (!g.moved) {
      g.moved = true;
      const s = idx(g.start[0], g.start[1], n);
      if (marks[s] === Q_EMPTY) marks[s] = Q_X;
    }
    if (marks[idx(r, c, n)] === Q_EMPTY) marks[idx(r, c, n)] = Q_X;
  },
  release(play) {
    const g = play.gesture;
    if (g && !g.moved) this.cycle(play, g.start[0], g.start[1]);
  },
  cycle(play, r, c) {
    const i = idx(r, c, play.info.cols);
    play.state.marks[i] = (play.state.marks[i] + 1) % 3;
  },
  key(play, key, cursor) {
    const i = idx(cursor[0], cursor[1], play.info.cols), marks = play.state.marks;
    if (key === " " || key === "Enter") this.cycle(play, cursor[0], cursor[1]);
    else if (key === "x" || key === "X") marks[i] = Q_X;
    else if (key === "q" || key === "Q") marks[i] = Q_QUEEN;
    else if (key === "Backspace" || key === "Delete" || key === "0") marks[i] = Q_EMPTY;
    else return false;
    return true;
  },

  // Facts the position implies: each queen, and every cell a queen rules out or the player
  // crossed. Only called once no mark is wrong, so every one of them is true.
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
  // queens' own, so a wrong queen is named rather than the crosses it implies).
  firstWrong(play) {
    const n = play.info.cols, sol = play.info.solCol;
    for (let i = 0; i < n * n; i++) {
      const [r, c] = rc(i, n), m = play.state.marks[i];
      if (m === Q_QUEEN && sol[r] !== c) return { cell: [r, c], text: `The queen on ${cellName(r, c)} is wrong: no queen goes there.` };
      if (m === Q_X && sol[r] === c) return { cell: [r, c], text: `The \u2715 on ${cellName(r, c)} is wrong.` };
    }
    return null;
  },
  reveal(play) {
    const sol = play.info.solCol;
    for (let r = 0; r < sol.length; r++)
      if (play.state.marks[idx(r, sol[r], play.info.cols)] !== Q_QUEEN)
        return { cell: [r, sol[r]], text: `A queen goes on ${cellName(r, sol[r])}.` };
    return null;
  },
};
