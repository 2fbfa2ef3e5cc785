// sudoku.js: Sudoku (4x4, 6x6 with 2x3 boxes as LinkedIn's Mini Sudoku, 9x9, 12x12, any R x C
// boxes). Fill every cell so that each row, column and box holds each digit 1..n once (10..12
// written A..C). Tap (or move the cursor to) a cell, then a digit on the pad or the keyboard; in
// pencil mode (the Pencil button or P) a digit toggles a small candidate mark instead. Erase (or
// Backspace) clears the digit, or the marks when there is none. Givens are fixed.
// The state is per cell its digit (0 empty) and its pencil marks (bit d - 1 for digit d): both
// undo together. A cell with marks says its other digits are ruled out; that, the digits placed
// and the removals a hint showed (keepsShownFacts) are what the hints count as known.
const SU_DIGITS = "123456789ABC";

function suDigit(d) { return SU_DIGITS[d - 1]; }

// The usual boxes of a size, for a puzzle without "box" (solver/sudoku/model.hpp default_box).
const SU_BOXES = { 4: [2, 2], 6: [2, 3], 8: [2, 4], 9: [3, 3], 10: [2, 5], 12: [3, 4] };

GAMES.sudoku = {
  usesCursor: true,
  // Removals shown by a hint stay known, so a player need not pencil every one of them in before
  // the next hint; a placement shown must still be made.
  keepsShownFacts(fact) { return fact[0] === "x"; },
  init(data) {
    const p = data.puzzle, n = p.size, box = p.box || SU_BOXES[n];
    const br = box[0], bc = box[1];
    const digitOf = ch => SU_DIGITS.indexOf(ch.toUpperCase()) + 1; // 0 for '.' and '0'
    const given = p.cells.map(row => [...row].map(digitOf)).flat();
    const sol = data.solution.map(row => [...row].map(digitOf)).flat();
    // Every cell's units (row, column, box) and peers, for conflicts and known facts.
    const boxOf = i => Math.floor(Math.floor(i / n) / br) * (n / bc) + Math.floor((i % n) / bc);
    const units = [];
    for (let u = 0; u < 3 * n; u++) units.push([]);
    for (let i = 0; i < n * n; i++) {
      units[Math.floor(i / n)].push(i);
      units[n + (i % n)].push(i);
      units[2 * n + boxOf(i)].push(i);
    }
    const peers = [];
    for (let i = 0; i < n * n; i++) {
      const set = new Set([...units[Math.floor(i / n)], ...units[n + (i % n)], ...units[2 * n + boxOf(i)]]);
      set.delete(i);
      peers.push([...set]);
    }
    return { rows: n, cols: n, n, br, bc, given, sol, units, peers, pencil: false, pad: null };
  },
  initial(play) {
    return { vals: [...play.info.given], notes: play.info.given.map(() => 0) };
  },
  fixed(play, i) { return play.info.given[i] !== 0; },

  // Cells whose digit another cell of a unit repeats.
  conflicts(play) {
    const bad = new Set(), v = play.state.vals;
    for (const unit of play.info.units) {
      const seen = new Map();
      for (const i of unit) {
        if (!v[i]) continue;
        if (seen.has(v[i])) { bad.add(i); bad.add(seen.get(v[i])); } else seen.set(v[i], i);
      }
    }
    return bad;
  },
  complete(play) {
    return play.state.vals.every((d, i) => d === play.info.sol[i]);
  },

  draw(play) {
    const info = play.info, { n, br, bc } = info, b = play.board, v = play.state.vals;
    if (!info.pad) this.buildPad(play);
    clearLayer(b.base); clearLayer(b.marks);
    const bad = this.conflicts(play), cur = play.cursor;
    const selected = cur ? idx(cur[0], cur[1], n) : -1, same = selected >= 0 ? v[selected] : 0;
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) {
      const i = idx(r, c, n);
      cellRect(b.base, r, c, "cellrect bg");
      if (i === selected) cellRect(b.base, r, c, "selcell");
      else if (same && v[i] === same) cellRect(b.base, r, c, "samedigit");
      if (bad.has(i)) cellRect(b.base, r, c, "badcell");
    }
    gridLines(b.base, n, n);
    for (let r = br; r < n; r += br)
      svgEl("line", { x1: cellX(0), y1: cellY(r), x2: cellX(n), y2: cellY(r), class: "boxline" }, b.base);
    for (let c = bc; c < n; c += bc)
      svgEl("line", { x1: cellX(c), y1: cellY(0), x2: cellX(c), y2: cellY(n), class: "boxline" }, b.base);
    outerBorder(b.base, n, n);
    // Pencil marks sit in a small grid shaped like a box (2x3 on a 6x6), digit d at its place.
    const noteW = CELL / bc, noteH = CELL / br, noteSize = Math.min(noteW, noteH) * 0.78;
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) {
      const i = idx(r, c, n);
      if (v[i]) {
        const cls = info.given[i] ? "sudigit given" : bad.has(i) ? "sudigit entered bad" : "sudigit entered";
        svgEl("text", { x: centreX(c), y: centreY(r), class: cls, "data-r": r, "data-c": c }, b.marks)
          .textContent = suDigit(v[i]);
        continue;
      }
      const m = play.state.notes[i];
      for (let d = 1; d <= n; d++) {
        if (!(m & (1 << (d - 1)))) continue;
        const q = d - 1;
        svgEl("text", { x: cellX(c) + ((q % bc) + 0.5) * noteW, y: cellY(r) + (Math.floor(q / bc) + 0.5) * noteH,
          class: "sunote", "font-size": noteSize.toFixed(1) }, b.marks).textContent = suDigit(d);
      }
    }
    this.drawPad(play);
  },
  // A cell in words for its screen-reader label (a11y.js): its digit or its pencil marks.
  describe(play, r, c) {
    const i = idx(r, c, play.info.n), d = play.state.vals[i], notes = play.state.notes[i];
    if (d) return `${play.info.given[i] ? "given " : ""}${suDigit(d)}`;
    return notes ? `empty, pencil ${this.noteDigits(notes, play.info.n).join(" ")}` : "empty";
  },
  noteDigits(mask, n) {
    const out = [];
    for (let d = 1; d <= n; d++) if (mask & (1 << (d - 1))) out.push(suDigit(d));
    return out;
  },

  // The digit pad under the board (touch), with Pencil and Erase.
  buildPad(play) {
    const info = play.info, box = play.board.svg.parentNode;
    const pad = htmlEl("div", { class: "supad", role: "group", "aria-label": "Digits" }, box);
    const act = fn => () => {
      if (play.solved) return;
      play.begin();
      fn();
      play.commit();
      play.board.svg.focus({ preventScroll: true });
    };
    info.padDigits = [];
    for (let d = 1; d <= info.n; d++) {
      const b = htmlEl("button", { type: "button", class: `digit digit-${d}`,
        "aria-label": `Digit ${suDigit(d)}` }, pad, suDigit(d));
      b.addEventListener("click", act(() => this.input(play, d)));
      info.padDigits.push(b);
    }
    info.pencilButton = htmlEl("button", { type: "button", class: "pencil", "aria-pressed": "false",
      title: "Pencil marks: digits as small candidates (P)" }, pad, "Pencil");
    info.pencilButton.addEventListener("click", () => {
      this.togglePencil(play);
      play.board.svg.focus({ preventScroll: true });
    });
    const erase = htmlEl("button", { type: "button", class: "erase", title: "Clear the cell (Backspace)" }, pad, "Erase");
    erase.addEventListener("click", act(() => this.erase(play)));
    info.pad = pad;
  },
  drawPad(play) {
    const info = play.info, count = Array(info.n + 1).fill(0);
    for (const d of play.state.vals) count[d]++;
    info.padDigits.forEach((b, k) => b.classList.toggle("done", count[k + 1] >= info.n));
    info.pencilButton.setAttribute("aria-pressed", info.pencil ? "true" : "false");
    info.pencilButton.textContent = info.pencil ? "Pencil: on" : "Pencil";
  },
  togglePencil(play) {
    play.info.pencil = !play.info.pencil;
    play.draw();
  },

  press() {},
  enter(play, r, c) { play.cursor = [r, c]; },
  release() {},

  // Digit d into the selected cell: a pencil mark toggled in pencil mode, else the digit (the same
  // digit again clears it). Placing a digit takes it out of its peers' pencil marks.
  input(play, d) {
    const cur = play.cursor;
    if (!cur || d < 1 || d > play.info.n) return;
    const i = idx(cur[0], cur[1], play.info.n), s = play.state;
    if (this.fixed(play, i)) return;
    if (play.info.pencil) {
      if (!s.vals[i]) s.notes[i] ^= 1 << (d - 1);
      return;
    }
    s.vals[i] = s.vals[i] === d ? 0 : d;
    if (s.vals[i]) for (const q of play.info.peers[i]) s.notes[q] &= ~(1 << (d - 1));
  },
  erase(play) {
    const cur = play.cursor;
    if (!cur) return;
    const i = idx(cur[0], cur[1], play.info.n), s = play.state;
    if (this.fixed(play, i)) return;
    if (s.vals[i]) s.vals[i] = 0; else s.notes[i] = 0;
  },
  key(play, key, cursor) {
    if (!cursor) return false;
    const d = SU_DIGITS.indexOf(key.toUpperCase()) + 1;
    if (key.length === 1 && d >= 1 && d <= play.info.n) this.input(play, d);
    else if (key === "p" || key === "P") this.togglePencil(play);
    else if (key === "Backspace" || key === "Delete" || key === "0" || key === ".") this.erase(play);
    else return false;
    return true;
  },

  // What the position shows: each digit (and so its cell's other digits gone, and its peers'
  // copies), and each pencilled cell's unmarked digits gone.
  knownFacts(play) {
    const { n, peers } = play.info, s = play.state, known = new Set();
    for (let i = 0; i < n * n; i++) {
      const [r, c] = rc(i, n), d = s.vals[i];
      if (d) {
        known.add(`v,${r},${c},${d}`);
        for (let e = 1; e <= n; e++) if (e !== d) known.add(`x,${r},${c},${e}`);
        for (const q of peers[i]) { const [qr, qc] = rc(q, n); known.add(`x,${qr},${qc},${d}`); }
      } else if (s.notes[i]) {
        for (let e = 1; e <= n; e++) if (!(s.notes[i] & (1 << (e - 1)))) known.add(`x,${r},${c},${e}`);
      }
    }
    return known;
  },
  // A digit off the solution first, then pencil marks that leave out the cell's digit.
  firstWrong(play) {
    const { n, sol } = play.info, s = play.state;
    for (let i = 0; i < n * n; i++) {
      const [r, c] = rc(i, n);
      if (s.vals[i] && s.vals[i] !== sol[i])
        return { cell: [r, c], text: `The ${suDigit(s.vals[i])} in ${cellName(r, c)} is wrong.` };
    }
    for (let i = 0; i < n * n; i++) {
      const [r, c] = rc(i, n);
      if (!s.vals[i] && s.notes[i] && !(s.notes[i] & (1 << (sol[i] - 1))))
        return { cell: [r, c], text: `The pencil marks in ${cellName(r, c)} leave out the digit that goes there.` };
    }
    return null;
  },
  reveal(play) {
    const { n, sol } = play.info;
    for (let i = 0; i < n * n; i++) {
      const [r, c] = rc(i, n);
      if (!play.state.vals[i]) return { cell: [r, c], text: `${cellName(r, c)} is ${suDigit(sol[i])}.` };
    }
    return null;
  },
};
