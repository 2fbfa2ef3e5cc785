// board.js: drawing a board as SVG, shared by the three games. A board is CELL units per cell
// with room for column letters (A, B, ...) above and row numbers (1, 2, ...) left of it: the
// names the hints use, as in `dailygrid grade --explain`. Cells are (row, col), 0-based.
const SVG_NS = "http://www.w3.org/2000/svg";
const CELL = 40;
const EDGE = 22; // room for the labels

function svgEl(tag, attrs, parent) {
  const e = document.createElementNS(SVG_NS, tag);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(e);
  return e;
}

function columnName(c) {
  let s = "";
  for (let n = c + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}
function cellName(r, c) { return columnName(c) + (r + 1); }
function cellX(c) { return EDGE + c * CELL; }
function cellY(r) { return EDGE + r * CELL; }
function centreX(c) { return cellX(c) + CELL / 2; }
function centreY(r) { return cellY(r) + CELL / 2; }

// A fresh board: the SVG with its labels and one background rect per cell, and three layers the
// game fills on every draw (base: colours and lines; marks: the player's; top: highlights).
// `margin` ({right, bottom}, optional) leaves room right of and below the cells (Queens' counts).
function makeBoard(rows, cols, margin) {
  const m = margin || {};
  const w = EDGE + cols * CELL + 4 + (m.right || 0), h = EDGE + rows * CELL + 4 + (m.bottom || 0);
  // Hidden from screen readers: a11y.js lays a grid of named cells over the drawing.
  const svg = svgEl("svg", { viewBox: `0 0 ${w} ${h}`, class: "board", tabindex: "-1", "aria-hidden": "true" });
  for (let c = 0; c < cols; c++)
    svgEl("text", { x: centreX(c), y: EDGE / 2, class: "label" }, svg).textContent = columnName(c);
  for (let r = 0; r < rows; r++)
    svgEl("text", { x: EDGE / 2, y: centreY(r), class: "label" }, svg).textContent = String(r + 1);
  const base = svgEl("g", {}, svg), marks = svgEl("g", {}, svg), top = svgEl("g", {}, svg);
  return { svg, base, marks, top, rows, cols };
}

function clearLayer(g) { while (g.firstChild) g.removeChild(g.firstChild); }

function cellRect(layer, r, c, cls, extra) {
  return svgEl("rect", Object.assign({ x: cellX(c), y: cellY(r), width: CELL, height: CELL,
    class: cls, "data-r": r, "data-c": c }, extra || {}), layer);
}

function gridLines(layer, rows, cols) {
  for (let r = 1; r < rows; r++)
    svgEl("line", { x1: cellX(0), y1: cellY(r), x2: cellX(cols), y2: cellY(r), class: "gridline" }, layer);
  for (let c = 1; c < cols; c++)
    svgEl("line", { x1: cellX(c), y1: cellY(0), x2: cellX(c), y2: cellY(rows), class: "gridline" }, layer);
}

function outerBorder(layer, rows, cols) {
  svgEl("rect", { x: cellX(0), y: cellY(0), width: cols * CELL, height: rows * CELL, class: "border" }, layer);
}

// The segment between two orthogonal neighbours, as a line (walls, region borders).
function edgeLine(layer, a, b, cls) {
  if (a[0] === b[0]) { // same row: a vertical line
    const x = cellX(Math.max(a[1], b[1]));
    return svgEl("line", { x1: x, y1: cellY(a[0]), x2: x, y2: cellY(a[0] + 1), class: cls }, layer);
  }
  const y = cellY(Math.max(a[0], b[0]));
  return svgEl("line", { x1: cellX(a[1]), y1: y, x2: cellX(a[1] + 1), y2: y, class: cls }, layer);
}

function crossMark(layer, r, c, cls) {
  const x = centreX(c), y = centreY(r), d = CELL * 0.16;
  const g = svgEl("g", { class: cls, "data-r": r, "data-c": c }, layer);
  svgEl("line", { x1: x - d, y1: y - d, x2: x + d, y2: y + d }, g);
  svgEl("line", { x1: x - d, y1: y + d, x2: x + d, y2: y - d }, g);
  return g;
}

// Highlights drawn over everything: the hint's cells, or a wrong mark.
function drawHighlight(layer, hl) {
  if (!hl) return;
  for (const [r, c] of hl.cells) {
    if (hl.kind === "wrong") {
      cellRect(layer, r, c, "wrongmark", { x: cellX(c) + 3, y: cellY(r) + 3, width: CELL - 6, height: CELL - 6 });
    } else {
      cellRect(layer, r, c, "hlfill");
      cellRect(layer, r, c, "hl", { x: cellX(c) + 2, y: cellY(r) + 2, width: CELL - 4, height: CELL - 4 });
    }
  }
}

function drawCursor(layer, cursor) {
  if (cursor) cellRect(layer, cursor[0], cursor[1], "cursor", { x: cellX(cursor[1]) + 5,
    y: cellY(cursor[0]) + 5, width: CELL - 10, height: CELL - 10 });
}

// Reading-order index of a cell and back.
function idx(r, c, cols) { return r * cols + c; }
function rc(i, cols) { return [Math.floor(i / cols), i % cols]; }

const GAMES = {};
