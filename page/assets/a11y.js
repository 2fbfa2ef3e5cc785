// a11y.js: each board for screen readers and the keyboard. The SVG drawing is hidden from
// assistive technology; over it lies an ARIA grid (role="grid", rows of role="gridcell"), one
// focusable cell per board cell, each named "Row 3, column B, star, teal region" from the
// game's describe(play, r, c). Roving tabindex: the grid is one tab stop, the cell at the
// cursor (Zip: the path's end) takes it, and the arrow keys move it (app.js onKey; the game's
// keys then act on that cell). The grid lies on the board with pointer-events off, so taps and
// drags still reach the SVG. One live region per page speaks the moves (the cells they
// changed) and every text the panel's message shows (hints, Check, solved).

// The players' name of region `id`'s colour (the page data's palette_names, render/palette.hpp);
// the region's letter follows when letters are on, as the board then shows it.
function regionColourName(play, id) {
  const names = DATA.palette_names || [];
  const colour = names.length ? names[id % names.length] : "";
  const letter = play.letters ? ` ${regionLetter(id)}` : "";
  return `${colour} region${letter}`.trim();
}

let liveTick = false;
function liveRegion() {
  let live = document.getElementById("dg-live");
  if (!live) live = htmlEl("div", { id: "dg-live", class: "sr-only", role: "status", "aria-live": "polite" },
    document.body);
  return live;
}
// The same words twice in a row are still spoken: a no-break space is added every other time.
function announce(text) {
  liveTick = !liveTick;
  liveRegion().textContent = text + (liveTick ? "\u00a0" : "");
}

// The tabs as one tab stop (the selected tab): left and right arrows, Home and End choose another.
function tabKeys(tablist, plays, select) {
  tablist.addEventListener("keydown", ev => {
    const at = plays.findIndex(p => p.tab === document.activeElement);
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: plays.length - 1 }[ev.key];
    if (at < 0 || to === undefined) return;
    const k = (to + plays.length) % plays.length;
    select(k);
    plays[k].tab.focus();
    ev.preventDefault();
  });
}

function cellLabel(play, r, c) {
  return `Row ${r + 1}, column ${columnName(c)}, ${play.game.describe(play, r, c)}`;
}

// The cell that holds the grid's tab stop: the cursor, or where the game says (Zip's path end).
function focusedCell(play) {
  if (play.cursor) return play.cursor;
  if (play.game.focusCell) return play.game.focusCell(play);
  return [0, 0];
}

function boardHasFocus(play) {
  const a = document.activeElement;
  return a === play.board.svg || (!!play.cells && play.cells.grid.contains(a));
}

// The grid over play's board, made on its first draw: the SVG moves into a box of its own that
// the grid covers.
function makeCellGrid(play) {
  const svg = play.board.svg, { rows, cols } = play.info;
  const box = document.createElement("div");
  box.className = "boardwrap";
  svg.parentNode.insertBefore(box, svg);
  box.appendChild(svg);
  const grid = htmlEl("div", { class: "cells", role: "grid", "aria-label": `${seriesName(play)} board, ${rows} rows by ${cols} columns`,
    "aria-rowcount": rows, "aria-colcount": cols }, box);
  const rowEls = [], cellEls = [];
  for (let r = 0; r < rows; r++) {
    const row = htmlEl("div", { role: "row", "aria-rowindex": r + 1 }, grid);
    rowEls.push(row);
    const line = [];
    for (let c = 0; c < cols; c++)
      line.push(htmlEl("div", { role: "gridcell", tabindex: "-1", "aria-colindex": c + 1, "data-r": r, "data-c": c }, row));
    cellEls.push(line);
  }
  grid.addEventListener("keydown", ev => play.onKey(ev));
  // A click on a cell of the grid (a screen reader's "activate": the pointer's taps reach the
  // drawing) acts as Space there.
  grid.addEventListener("click", ev => {
    const cell = ev.target.closest("[role=gridcell]");
    if (!cell || play.solved) return;
    if (play.cursor) play.cursor = [+cell.dataset.r, +cell.dataset.c];
    play.onKey({ key: " ", ctrlKey: false, metaKey: false, altKey: false, preventDefault() {} });
  });
  // The cursor is drawn while the board has the focus: redrawn as the focus comes or goes (not as
  // it moves from cell to cell).
  const outside = el => el !== svg && !grid.contains(el);
  grid.addEventListener("focusin", ev => { if (outside(ev.relatedTarget)) play.draw(); });
  grid.addEventListener("focusout", ev => { if (outside(ev.relatedTarget)) setTimeout(() => play.draw(), 0); });
  // The SVG leaves the tab order; focusing it (a tap, a tab's button) focuses the grid's cell.
  svg.setAttribute("tabindex", "-1");
  svg.setAttribute("aria-hidden", "true");
  svg.addEventListener("focus", () => {
    const [r, c] = focusedCell(play);
    cellEls[r][c].focus({ preventScroll: true });
  });
  // Hints, Check and the solved message are spoken from the message line.
  new MutationObserver(() => announce(play.message.textContent))
    .observe(play.message, { childList: true, characterData: true, subtree: true });
  liveRegion();
  play.cells = { box, grid, rowEls, cellEls, labels: [], state: null, view: "" };
}

// Called by every draw: places the grid on the drawing (the view box can change: Tents' counts),
// renames the cells whose words changed, moves the tab stop (and the focus, when the board has
// it) to the focused cell, and speaks the cells a move changed.
function updateCells(play) {
  if (!play.cells) makeCellGrid(play);
  const g = play.cells, { rows, cols } = play.info, svg = play.board.svg;
  const vb = svg.viewBox.baseVal, view = `${vb.width} ${vb.height}`;
  if (view !== g.view) {
    g.view = view;
    const pct = (v, of) => `${(100 * v / of).toFixed(4)}%`;
    for (let r = 0; r < rows; r++) {
      Object.assign(g.rowEls[r].style, { top: pct(cellY(r), vb.height), height: pct(CELL, vb.height) });
      for (let c = 0; c < cols; c++)
        Object.assign(g.cellEls[r][c].style, { left: pct(cellX(c), vb.width), width: pct(CELL, vb.width) });
    }
  }
  const state = JSON.stringify(play.state), moved = g.state !== null && state !== g.state;
  const changed = [];
  play.labelMemo = {};  // what a game's describe works out once per update (Queens' auto-X)
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) {
    const i = idx(r, c, cols), label = cellLabel(play, r, c);
    if (label === g.labels[i]) continue;
    if (moved) changed.push(`${cellName(r, c)}: ${play.game.describe(play, r, c)}`);
    g.labels[i] = label;
    g.cellEls[r][c].setAttribute("aria-label", label);
  }
  g.state = state;
  const [fr, fc] = focusedCell(play), had = boardHasFocus(play);
  for (const line of g.cellEls) for (const e of line) {
    const mine = e === g.cellEls[fr][fc];
    if ((e.getAttribute("tabindex") === "0") !== mine) e.setAttribute("tabindex", mine ? "0" : "-1");
  }
  if (had && document.activeElement !== g.cellEls[fr][fc]) g.cellEls[fr][fc].focus({ preventScroll: true });
  if (moved && changed.length && !play.solved)
    announce(changed.length <= 3 ? changed.join("; ") : `${changed.length} cells changed`);
}
