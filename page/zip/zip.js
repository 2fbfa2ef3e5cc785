// zip.js: Zip. One path through every cell, from 1 to the last number, meeting the numbers in
// order, never crossing a wall. Drag from 1 (or from any cell of the path, which cuts the path
// there) to draw; dragging back over the path undoes it. Arrow keys draw from the path's head.
// The state is the path, as cell indices in reading order.
GAMES.zip = {
  usesCursor: false,
  // The grader's Zip facts are mostly edges a player cannot mark (only the path drawn from 1
  // can be), so the facts of hints already shown count as known (hints.js).
  keepsShownFacts: true,
  init(data) {
    const p = data.puzzle, rows = p.rows, cols = p.cols;
    const number = new Array(rows * cols).fill(0);
    p.waypoints.forEach(([r, c], k) => { number[idx(r, c, cols)] = k + 1; });
    const walls = new Set((p.walls || []).map(([a, b]) => this.edgeKey(idx(a[0], a[1], cols), idx(b[0], b[1], cols))));
    const sol = data.solution.map(([r, c]) => idx(r, c, cols));
    return { rows, cols, number, walls, sol, last: p.waypoints.length, wallList: p.walls || [],
      start: idx(p.waypoints[0][0], p.waypoints[0][1], cols) };
  },
  initial() { return { path: [] }; },
  edgeKey(a, b) { return a < b ? `${a}-${b}` : `${b}-${a}`; },
  neighbours(play, i) {
    const { rows, cols } = play.info, [r, c] = rc(i, cols), out = [];
    for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
      const r2 = r + dr, c2 = c + dc;
      if (r2 < 0 || c2 < 0 || r2 >= rows || c2 >= cols) continue;
      const j = idx(r2, c2, cols);
      if (!play.info.walls.has(this.edgeKey(i, j))) out.push(j);
    }
    return out;
  },
  // The number the path meets next.
  nextNumber(play) {
    let k = 0;
    for (const i of play.state.path) if (play.info.number[i]) k = play.info.number[i];
    return k + 1;
  },
  canStep(play, to) {
    const path = play.state.path, head = path[path.length - 1];
    if (!path.length || path.includes(to) || !this.neighbours(play, head).includes(to)) return false;
    if (play.info.number[head] === play.info.last) return false; // the path ends at the last number
    const n = play.info.number[to];
    return !n || n === this.nextNumber(play);
  },
  // Moves the head to cell `to`: back along the path, cut it at a cell of its own, or one step on.
  moveTo(play, to) {
    const path = play.state.path;
    if (!path.length) { if (to === play.info.start) path.push(to); return; }
    const at = path.indexOf(to);
    if (at >= 0) { path.length = at + 1; return; }
    if (this.canStep(play, to)) { path.push(to); return; }
    // A fast drag can skip cells: walk straight towards `to` along its row or column.
    const cols = play.info.cols, [r, c] = rc(path[path.length - 1], cols), [r2, c2] = rc(to, cols);
    if (r !== r2 && c !== c2) return;
    const dr = Math.sign(r2 - r), dc = Math.sign(c2 - c);
    for (let q = [r + dr, c + dc]; ; q = [q[0] + dr, q[1] + dc]) {
      const j = idx(q[0], q[1], cols);
      if (!this.canStep(play, j)) return;
      path.push(j);
      if (j === to) return;
    }
  },
  conflicts() { return { cells: new Set() }; },
  complete(play) {
    const path = play.state.path, { rows, cols, last, number } = play.info;
    return path.length === rows * cols && number[path[path.length - 1]] === last &&
      number[path[0]] === 1;
  },

  draw(play) {
    const { rows, cols, wallList, number } = play.info, b = play.board;
    clearLayer(b.base); clearLayer(b.marks);
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) cellRect(b.base, r, c, "cellrect bg");
    gridLines(b.base, rows, cols);
    for (const [a, q] of wallList) edgeLine(b.base, a, q, "wall");
    outerBorder(b.base, rows, cols);
    const path = play.state.path;
    if (path.length) {
      const pts = path.map(i => { const [r, c] = rc(i, cols); return `${centreX(c)},${centreY(r)}`; });
      if (path.length === 1) pts.push(pts[0]);
      svgEl("polyline", { points: pts.join(" "), class: "path" }, b.marks);
    }
    number.forEach((k, i) => {
      if (!k) return;
      const [r, c] = rc(i, cols);
      svgEl("circle", { cx: centreX(c), cy: centreY(r), r: CELL * 0.32, class: "numdisc" }, b.marks);
      svgEl("text", { x: centreX(c), y: centreY(r), class: "numtext" }, b.marks).textContent = String(k);
    });
  },

  // A cell in words for its screen-reader label (a11y.js): its number, its place on the path and
  // its walls. The keyboard draws from the path's end, so that cell holds the focus.
  describe(play, r, c) {
    const info = play.info, i = idx(r, c, info.cols), parts = [];
    if (info.number[i]) parts.push(`number ${info.number[i]}${info.number[i] === info.last ? ", the last" : ""}`);
    const at = play.state.path.indexOf(i);
    parts.push(at < 0 ? "not on the path" : `path step ${at + 1}${at === play.state.path.length - 1 ? ", the path's end" : ""}`);
    const sides = { "-1,0": "above", "1,0": "below", "0,-1": "left", "0,1": "right" };
    for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
      const r2 = r + dr, c2 = c + dc;
      if (r2 >= 0 && c2 >= 0 && r2 < info.rows && c2 < info.cols && info.walls.has(this.edgeKey(i, idx(r2, c2, info.cols))))
        parts.push(`wall ${sides[`${dr},${dc}`]}`);
    }
    return parts.join(", ");
  },
  focusCell(play) {
    const path = play.state.path;
    return rc(path.length ? path[path.length - 1] : play.info.start, play.info.cols);
  },

  press(play, r, c) {
    const i = idx(r, c, play.info.cols);
    play.gesture = { moved: false };
    if (play.state.path.length || i === play.info.start) this.moveTo(play, i);
  },
  enter(play, r, c) { play.gesture.moved = true; this.moveTo(play, idx(r, c, play.info.cols)); },
  release() {},
  key(play, key) {
    const step = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[key];
    const path = play.state.path, cols = play.info.cols;
    if (step) {
      if (!path.length) { path.push(play.info.start); return true; }
      const [r, c] = rc(path[path.length - 1], cols), r2 = r + step[0], c2 = c + step[1];
      if (r2 < 0 || c2 < 0 || r2 >= play.info.rows || c2 >= cols) return true;
      const j = idx(r2, c2, cols);
      if (path.length >= 2 && path[path.length - 2] === j) path.pop();
      else if (this.canStep(play, j)) path.push(j);
      return true;
    }
    if (key === "Backspace" || key === "Delete") { path.pop(); return true; }
    return false;
  },

  // Facts the drawn path implies: its steps are on the path; a cell the path passes through, and
  // the ends once left or reached, use no other edge.
  knownFacts(play) {
    const path = play.state.path, cols = play.info.cols, known = new Set();
    const fact = (kind, a, b) => {
      const [x, y] = a < b ? [a, b] : [b, a];
      known.add(`${kind},${rc(x, cols).join(",")},${rc(y, cols).join(",")}`);
    };
    for (let k = 0; k + 1 < path.length; k++) fact("on", path[k], path[k + 1]);
    const full = new Set();
    for (let k = 1; k + 1 < path.length; k++) full.add(k);
    if (path.length >= 2) {
      full.add(0);
      if (play.info.number[path[path.length - 1]] === play.info.last) full.add(path.length - 1);
    }
    for (const k of full) {
      const linked = new Set([path[k - 1], path[k + 1]]);
      for (const j of this.neighbours(play, path[k])) if (!linked.has(j)) fact("off", path[k], j);
    }
    return known;
  },
  firstWrong(play) {
    const path = play.state.path, sol = play.info.sol, cols = play.info.cols;
    for (let k = 1; k < path.length; k++) {
      if (path[k] === sol[k]) continue;
      const [r, c] = rc(path[k], cols), [pr, pc] = rc(path[k - 1], cols);
      return { cell: [r, c], text: `The path's step from ${cellName(pr, pc)} to ${cellName(r, c)} is wrong.` };
    }
    return null;
  },
  reveal(play) {
    const path = play.state.path, sol = play.info.sol, cols = play.info.cols;
    if (path.length >= sol.length) return null;
    const [r, c] = rc(sol[path.length], cols);
    if (!path.length) return { cell: [r, c], text: `Start the path at 1 (${cellName(r, c)}).` };
    const [pr, pc] = rc(path[path.length - 1], cols);
    return { cell: [r, c], text: `The path goes from ${cellName(pr, pc)} to ${cellName(r, c)}.` };
  },
};
