// queens.js: the Queens family (docs/formats.md, "Family keys"). LinkedIn Queens: one queen in
// every row, column and region, no two touching. The family generalises every part: k stars per
// unit or a count per row, column and region; holes (cells not on the board); stars given in
// advance; full diagonals (no two stars on a diagonal at any distance); the torus (touching and
// diagonals wrap round the edges); rectangles; boards without regions (rows and columns only).
// The general system ("The general system" in docs/formats.md) adds attack patterns (a piece name
// or offsets, or a piece letter per cell), boards without row and column counts ("lines": false),
// counts that are ranges [lo, hi], and extra units (any cells, drawn as dashed outlines).
// Tap cycles empty, X, star; a drag marks X on the empty cells it crosses; auto-X shows the cells
// the stars rule out. The state is one mark per cell: 0 empty, 1 X, 2 star (a given star is a
// fixed 2; a hole stays 0 and takes no input). Words follow `grade --explain`: "queen" on LinkedIn
// boards, "piece" on general boards, "star" on every other board of the family; a star is drawn
// as a star when some unit holds 2 or more (as render draws it), else as a crown; a general
// board's piece as its chess glyph.
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

// --- the general system's pieces (solver/queens/general.cpp) ----------------------------------
// A step [dr, dc, reach]: the piece reaches (dr, dc), (2dr, 2dc), ... up to `reach` steps (0 = to
// the board's edge, or once round a torus). Rays are not blocked.
const Q_PIECES = { king: "K", knight: "N", bishop: "B", rook: "R", queen: "Q", linkedin: "L" };
const Q_PIECE_WORDS = { K: "king", N: "knight", B: "bishop", R: "rook", Q: "queen", L: "LinkedIn queen" };
// Chess glyphs for a placed piece; the LinkedIn queen keeps the crown, offsets a disc.
const Q_GLYPHS = { K: "\u265A", N: "\u265E", B: "\u265D", R: "\u265C", Q: "\u265B" };

function pieceSteps(letter) {
  const orth = [[1, 0], [-1, 0], [0, 1], [0, -1]], diag = [[1, 1], [1, -1], [-1, 1], [-1, -1]];
  const knight = [[1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]];
  const reach = (list, k) => list.map(([dr, dc]) => [dr, dc, k]);
  switch (letter) {
    case "K": return reach(orth, 1).concat(reach(diag, 1));
    case "N": return reach(knight, 1);
    case "B": return reach(diag, 0);
    case "R": return reach(orth, 0);
    case "Q": return reach(orth, 0).concat(reach(diag, 0));
    case "L": return reach(orth, 0).concat(reach(diag, 1));
    default: return [];
  }
}

// Whether a piece moving by `steps` from a reaches b (general.cpp reaches / reaches_on_torus).
function pieceReaches(steps, a, b, info) {
  if (a[0] === b[0] && a[1] === b[1]) return false;
  const dr = b[0] - a[0], dc = b[1] - a[1];
  for (const [sr, sc, reach] of steps) {
    if (info.torus) {
      const wrap = (v, size) => ((v % size) + size) % size;
      const period = lcm(info.rows / gcd(info.rows, Math.abs(sr)), info.cols / gcd(info.cols, Math.abs(sc)));
      const last = reach === 0 ? period : Math.min(reach, period);
      for (let t = 1; t <= last; t++)
        if (wrap(a[0] + t * sr, info.rows) === b[0] && wrap(a[1] + t * sc, info.cols) === b[1]) return true;
      continue;
    }
    let t;
    if (sr !== 0) {
      if (dr % sr !== 0) continue;
      t = dr / sr;
      if (sc * t !== dc) continue;
    } else {
      if (dr !== 0 || sc === 0 || dc % sc !== 0) continue;
      t = dc / sc;
    }
    if (t >= 1 && (reach === 0 || t <= reach)) return true;
  }
  return false;
}

function lcm(a, b) { return (a / gcd(a, b)) * b; }

// A count as [lo, hi] (an integer is [q, q]).
function countRange(v) { return Array.isArray(v) ? [v[0], v[1]] : [v, v]; }
function countText(u) { return u.lo === u.hi ? String(u.lo) : `${u.lo}\u2013${u.hi}`; }

// The board as the rules see it, from the puzzle's JSON (every key defaults to LinkedIn's).
function queensBoard(data) {
  const p = data.puzzle;
  const hasRegions = Array.isArray(p.regions);
  const rows = hasRegions ? p.regions.length : (p.rows || p.size);
  const cols = hasRegions ? p.regions[0].length : (p.cols || p.size);
  const regions = hasRegions ? p.regions : Array.from({ length: rows }, () => new Array(cols).fill(0));
  const stars = p.stars || 1;
  const range = (list, k) => countRange(Array.isArray(list) ? list[k] : stars);
  const onBoard = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) onBoard.push(regions[r][c] !== -1);
  const lines = p.lines !== false;
  const hasRange = [p.row_counts, p.col_counts, p.region_counts].some(l => Array.isArray(l) && l.some(Array.isArray));
  const general = p.attack !== undefined || Array.isArray(p.pieces) || !lines || Array.isArray(p.units) || hasRange;
  const info = { rows, cols, regions, hasRegions, onBoard, stars, general,
    holes: onBoard.some(on => !on), torus: p.torus === true, fullDiagonals: p.diagonals === "full" };
  // Units: rows, then columns (when the board counts them), then regions, then extra units (as
  // the family grader names them); each needs lo..hi stars.
  const units = [];
  const unit = (kind, index, label, [lo, hi]) => units.push({ kind, index, label, lo, hi, cells: [] });
  if (lines) {
    for (let r = 0; r < rows; r++) unit("row", r, `row ${r + 1}`, range(p.row_counts, r));
    for (let c = 0; c < cols; c++) unit("col", c, `column ${columnName(c)}`, range(p.col_counts, c));
  }
  const firstRegion = units.length;
  let regionCount = 0;
  if (hasRegions) {
    for (const row of regions) for (const id of row) regionCount = Math.max(regionCount, id + 1);
    if (Array.isArray(p.region_counts)) regionCount = p.region_counts.length;
    for (let g = 0; g < regionCount; g++) unit("region", g, `region ${regionLetter(g)}`, range(p.region_counts, g));
  }
  const unitsOf = onBoard.map(() => []);
  for (let i = 0; i < rows * cols; i++) {
    if (!onBoard[i]) continue;
    const [r, c] = rc(i, cols);
    const mine = lines ? [r, rows + c] : [];
    if (hasRegions) mine.push(firstRegion + regions[r][c]);
    for (const u of mine) { units[u].cells.push(i); unitsOf[i].push(u); }
  }
  (p.units || []).forEach((extra, k) => {
    unit("unit", k, `unit ${k + 1}`, countRange(extra.count));
    for (const [r, c] of extra.cells) {
      units[units.length - 1].cells.push(idx(r, c, cols));
      unitsOf[idx(r, c, cols)].push(units.length - 1);
    }
  });
  info.units = units;
  info.unitsOf = unitsOf;
  // The piece on each cell of a board with an attack pattern (a letter, 'O' for offsets).
  info.piece = null;
  info.perCell = Array.isArray(p.pieces);
  if (info.perCell) info.piece = onBoard.map((on, i) => (on ? p.pieces[Math.floor(i / cols)][i % cols] : "."));
  else if (typeof p.attack === "string") info.piece = onBoard.map(() => Q_PIECES[p.attack]);
  else if (Array.isArray(p.attack)) info.piece = onBoard.map(() => "O");
  const offsets = Array.isArray(p.attack) ? p.attack.map(([dr, dc, k]) => [dr, dc, k === undefined ? 1 : k]) : [];
  const stepsOf = i => (info.piece[i] === "O" ? offsets : pieceSteps(info.piece[i]));
  // Two pieces conflict when either reaches the other.
  const conflict = (i, j) => {
    const a = rc(i, cols), b = rc(j, cols);
    if (!info.piece) return familyAttack(info, a, b);
    return pieceReaches(stepsOf(i), a, b, info) || pieceReaches(stepsOf(j), b, a, info);
  };
  // Per cell, the cells a star there attacks (board cells only).
  info.attacks = onBoard.map((on, i) => {
    const out = [];
    if (!on) return out;
    for (let j = 0; j < rows * cols; j++) if (j !== i && onBoard[j] && conflict(i, j)) out.push(j);
    return out;
  });
  info.given = new Set((p.givens || []).map(([r, c]) => idx(r, c, cols)));
  // The solution: the queens' columns row by row, or [[r, c], ...].
  info.sol = new Set(data.solution.map((v, r) => (Array.isArray(v) ? idx(v[0], v[1], cols) : idx(r, v, cols))));
  info.linkedin = !general && hasRegions && rows === cols && stars === 1 && !p.row_counts && !p.col_counts &&
    !p.region_counts && info.given.size === 0 && !info.fullDiagonals && !info.torus && !info.holes;
  info.word = info.linkedin ? "queen" : general ? "piece" : "star";
  // Per-unit counts are drawn: a row's right of it, a column's below it, a region's in the top
  // right corner of its first cell, an extra unit's in the bottom left of its first cell (the
  // note only says "per-unit counts").
  info.counts = { rows: lines && Array.isArray(p.row_counts), cols: lines && Array.isArray(p.col_counts),
    regions: Array.isArray(p.region_counts) };
  info.rowRanges = units.some(u => u.kind === "row" && u.lo !== u.hi);  // wider labels
  info.margin = { right: info.counts.rows ? (info.rowRanges ? 30 : 20) : 0, bottom: info.counts.cols ? 20 : 0 };
  info.drawStars = units.some(u => u.lo >= 2);
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

// A general board's piece: its chess glyph (the LinkedIn queen a crown, an offsets piece a disc).
function piecePath(play, layer, r, c, cls) {
  const letter = play.info.piece[idx(r, c, play.info.cols)];
  if (letter === "L") return crownPath(layer, r, c, cls);
  if (letter === "O") return svgEl("circle", { cx: centreX(c), cy: centreY(r), r: CELL * 0.26, class: cls, "data-r": r, "data-c": c }, layer);
  svgEl("text", { x: centreX(c), y: centreY(r), class: cls + " glyph", "data-r": r, "data-c": c }, layer).textContent =
    Q_GLYPHS[letter];
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
  // other cells of a unit that has all its stars (the most its range allows).
  ruledOut(play) {
    const out = new Set(), marks = play.state.marks, counts = this.unitStars(play);
    for (const i of this.starIndices(play)) for (const j of play.info.attacks[i]) out.add(j);
    play.info.units.forEach((u, k) => {
      if (counts[k] >= u.hi) for (const i of u.cells) if (marks[i] !== Q_QUEEN) out.add(i);
    });
    return out;
  },
  // What breaks the rules: stars in a unit with more stars than its count, stars that attack each
  // other ({cells: Set of star indices, units: [unit indices]}).
  conflicts(play) {
    const bad = new Set(), counts = this.unitStars(play), stars = this.starIndices(play);
    const units = [];
    play.info.units.forEach((u, k) => {
      if (counts[k] <= u.hi) return;
      units.push(k);
      for (const i of u.cells) if (play.state.marks[i] === Q_QUEEN) bad.add(i);
    });
    const isStar = new Set(stars);
    for (const i of stars) for (const j of play.info.attacks[i]) if (isStar.has(j)) { bad.add(i); bad.add(j); }
    return { cells: bad, units };
  },
  // Solved by the rules: every unit holds its count (within its range) and no two stars attack
  // each other.
  complete(play) {
    const counts = this.unitStars(play);
    return play.info.units.every((u, k) => counts[k] >= u.lo && counts[k] <= u.hi) &&
      this.conflicts(play).cells.size === 0;
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
      // Per-cell pieces: each cell's letter in its lower right, as render draws it.
      if (play.info.perCell)
        svgEl("text", { x: cellX(c) + CELL - 4, y: cellY(r) + CELL - 4, class: "pieceletter" }, b.base).textContent =
          play.info.piece[idx(r, c, cols)];
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
    // Extra units: a dashed outline round each one's cells, inset so that it stays visible on a
    // region's border (a side of a cell is drawn where the unit does not go on).
    play.info.units.forEach(u => {
      if (u.kind !== "unit") return;
      const mine = new Set(u.cells), inUnit = (r, c) => on(r, c) && mine.has(idx(r, c, cols));
      const d = 5;
      for (const i of u.cells) {
        const [r, c] = rc(i, cols), x0 = cellX(c), y0 = cellY(r), x1 = x0 + CELL, y1 = y0 + CELL;
        const up = !inUnit(r - 1, c), down = !inUnit(r + 1, c), left = !inUnit(r, c - 1), right = !inUnit(r, c + 1);
        const xa = left ? x0 + d : x0, xb = right ? x1 - d : x1, ya = up ? y0 + d : y0, yb = down ? y1 - d : y1;
        const line = (x1_, y1_, x2_, y2_) => svgEl("line", { x1: x1_, y1: y1_, x2: x2_, y2: y2_, class: "unitline" }, b.base);
        if (up) line(xa, y0 + d, xb, y0 + d);
        if (down) line(xa, y1 - d, xb, y1 - d);
        if (left) line(x0 + d, ya, x0 + d, yb);
        if (right) line(x1 - d, ya, x1 - d, yb);
      }
    });
    this.drawCounts(play, b.base);
    const auto = play.autoX ? this.ruledOut(play) : new Set();
    const shape = play.info.piece ? (layer, r, c, cls) => piecePath(play, layer, r, c, cls)
      : play.info.drawStars ? starPath : crownPath;
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
    this.drawUnitCounts(play, b.marks);
  },

  // Each shown count, grey once its unit holds it and red when the unit holds more.
  drawCounts(play, layer) {
    const { rows, cols, counts: show, units } = play.info, have = this.unitStars(play);
    const put = (k, x, y, cls) => {
      const u = units[k];
      const state = have[k] > u.hi ? " bad" : have[k] >= u.lo ? " done" : "";
      svgEl("text", { x, y, class: cls + state, "data-unit": u.label }, layer).textContent = countText(u);
    };
    units.forEach((u, k) => {
      if (u.kind === "row" && show.rows) put(k, cellX(cols) + (play.info.rowRanges ? 16 : 12), centreY(u.index), "count");
      else if (u.kind === "col" && show.cols) put(k, centreX(u.index), cellY(rows) + 12, "count");
      else if (u.kind === "region" && show.regions && u.cells.length) {
        const [r, c] = rc(u.cells[0], cols);
        put(k, cellX(c) + CELL - 3, cellY(r) + 8, "count regioncount");
      }
    });
  },
  // Each extra unit's count in the bottom left of its first cell, over the marks (with a halo).
  drawUnitCounts(play, layer) {
    const { cols, units } = play.info, have = this.unitStars(play);
    units.forEach((u, k) => {
      if (u.kind !== "unit") return;
      const [r, c] = rc(u.cells[0], cols);
      const state = have[k] > u.hi ? " bad" : have[k] >= u.lo ? " done" : "";
      svgEl("text", { x: cellX(c) + 6, y: cellY(r) + CELL - 9, class: "count unitcount" + state,
        "data-unit": u.label }, layer).textContent = countText(u);
    });
  },

  // A cell in words for its screen-reader label (a11y.js): its mark, its region's colour, its piece.
  describe(play, r, c) {
    const info = play.info, i = idx(r, c, info.cols), m = play.state.marks[i];
    if (!info.onBoard[i]) return "not part of the board";
    const memo = play.labelMemo || {};
    if (play.autoX && !memo.auto) memo.auto = this.ruledOut(play);
    const parts = [m === Q_QUEEN ? (info.given.has(i) ? `given ${info.word}` : info.word)
      : m === Q_X ? "crossed out" : play.autoX && memo.auto.has(i) ? "empty, ruled out" : "empty"];
    if (info.hasRegions) parts.push(regionColourName(play, info.regions[r][c]));
    if (info.perCell) parts.push(`${Q_PIECE_WORDS[info.piece[i]] || "offsets"} cell`);
    return parts.join(", ");
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
