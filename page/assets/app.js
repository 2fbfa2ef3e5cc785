// app.js: the page around the boards: tabs (one per puzzle, grouped by section), and for each
// puzzle a Play: its state, undo history, timer, pointer and keyboard input, conflicts,
// completion, hints and share text. window.dgPage exposes the plays to tests.
// The data block is sealed (page/page.cpp): base64 of the JSON's UTF-8 bytes XORed with a key, so
// view-source shows no solution at a glance. Not secrecy: the key is here.
function unseal(text) {
  const key = "dailygrid", raw = atob(text.trim()), bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i) ^ key.charCodeAt(i % key.length);
  return JSON.parse(new TextDecoder("utf-8").decode(bytes));
}
const DATA = unseal(document.getElementById("dg-data").textContent);

function clock(seconds) {
  const m = Math.floor(seconds / 60), s = seconds % 60;
  return `${m}:${String(s).padStart(2, "0")}`;
}

// The share text: "Queens #12 \u00b7 2026-12-02", "Solved in 1:23 \u00b7 no hints" and the day's link
// (data.share, set by `daily`); a page without it names the puzzle by its caption.
function shareText(data, time, hints) {
  const used = hints === 0 ? "no hints" : hints === 1 ? "1 hint" : `${hints} hints`;
  const s = data.share;
  if (!s) return `dailygrid \u00b7 ${data.caption}\nSolved in ${time} \u00b7 ${used}`;
  return `${s.game} #${s.number} \u00b7 ${s.date}\nSolved in ${time} \u00b7 ${used}` + (s.url ? `\n${s.url}` : "");
}

function htmlEl(tag, attrs, parent, text) {
  const e = document.createElement(tag);
  for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
  if (text !== undefined) e.textContent = text;
  if (parent) parent.appendChild(e);
  return e;
}

class Play {
  constructor(data, panel) {
    this.data = data;
    this.game = GAMES[data.game];
    this.info = this.game.init(data);
    this.palette = DATA.palette;
    this.letters = false;
    this.autoX = false;
    this.history = [];
    this.shownFacts = new Set();
    this.hints = 0;
    this.highlight = null;
    this.cursor = this.game.usesCursor ? [0, 0] : null;
    this.started = null;
    this.elapsed = 0;
    this.solved = false;
    this.panel = panel;
    this.state = this.game.initial(this);
    this.build();
    this.draw();
  }

  build() {
    const p = this.panel;
    const left = htmlEl("div", { class: "boardbox" }, p);
    htmlEl("p", { class: "caption" }, left, this.data.caption);
    if (this.data.note) htmlEl("p", { class: "note" }, left, this.data.note);
    this.board = makeBoard(this.info.rows, this.info.cols, this.info.margin);
    this.board.svg.setAttribute("data-game", this.data.game);
    left.appendChild(this.board.svg);
    const side = htmlEl("div", { class: "side" }, p);
    const bar = htmlEl("div", { class: "bar" }, side);
    this.timerEl = htmlEl("span", { class: "timer", role: "timer", "aria-label": "Time" }, bar, "0:00");
    const button = (label, cls, fn) => {
      const b = htmlEl("button", { type: "button", class: cls }, bar, label);
      b.addEventListener("click", () => { fn(); this.board.svg.focus(); });
      return b;
    };
    button("Undo", "undo", () => this.undo());
    button("Reset", "reset", () => this.reset());
    button("Hint", "hint", () => this.hint());
    button("Check", "check", () => this.check());
    if (this.game.autoX) {
      const label = htmlEl("label", { class: "auto" }, bar);
      const box = htmlEl("input", { type: "checkbox", class: "autox" }, label);
      label.appendChild(document.createTextNode("Auto-\u2715"));
      box.addEventListener("change", () => { this.autoX = box.checked; this.draw(); });
    }
    // Not a live region itself: a11y.js speaks what it shows through the page's one.
    this.message = htmlEl("div", { class: "message" }, side,
      "Tap a cell to start. Hint shows the next deduction from your position.");
    this.share = htmlEl("textarea", { class: "share", readonly: "", "aria-label": "share text", hidden: "" }, side);
    this.copy = htmlEl("button", { type: "button", class: "copy", hidden: "" }, side, "Copy result");
    addRulesPanel(side, this.data);  // rules.js
    this.copy.addEventListener("click", () => {
      this.share.select();
      if (navigator.clipboard) navigator.clipboard.writeText(this.share.value).catch(() => {});
    });
    this.listen();
  }

  // --- input ---------------------------------------------------------------------------------
  cellAt(ev) {
    const svg = this.board.svg, pt = svg.createSVGPoint();
    pt.x = ev.clientX; pt.y = ev.clientY;
    const p = pt.matrixTransform(svg.getScreenCTM().inverse());
    const c = Math.floor((p.x - EDGE) / CELL), r = Math.floor((p.y - EDGE) / CELL);
    if (r < 0 || c < 0 || r >= this.info.rows || c >= this.info.cols) return null;
    if (this.game.isCell && !this.game.isCell(this, r, c)) return null; // a Queens hole
    return [r, c];
  }
  listen() {
    const svg = this.board.svg;
    let pressed = null;
    svg.addEventListener("pointerdown", ev => {
      if (this.solved) return;
      const cell = this.cellAt(ev);
      if (!cell) return;
      ev.preventDefault();
      svg.setPointerCapture(ev.pointerId);
      if (!boardHasFocus(this)) svg.focus();
      pressed = cell;
      if (this.cursor) this.cursor = cell;
      this.begin();
      this.game.press(this, cell[0], cell[1]);
      this.draw();
    });
    svg.addEventListener("pointermove", ev => {
      if (!pressed) return;
      const cell = this.cellAt(ev);
      if (!cell || (cell[0] === pressed[0] && cell[1] === pressed[1])) return;
      pressed = cell;
      this.game.enter(this, cell[0], cell[1]);
      this.draw();
    });
    const up = () => {
      if (!pressed) return;
      pressed = null;
      this.game.release(this);
      this.gesture = null;
      this.commit();
    };
    svg.addEventListener("pointerup", up);
    svg.addEventListener("pointercancel", up);
    svg.addEventListener("keydown", ev => this.onKey(ev));
  }
  onKey(ev) {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) {
      if ((ev.key === "z" || ev.key === "Z") && !ev.altKey) { this.undo(); ev.preventDefault(); }
      return;
    }
    const key = ev.key;
    if (key === "u" || key === "U") { this.undo(); ev.preventDefault(); return; }
    if (key === "h" || key === "H") { this.hint(); ev.preventDefault(); return; }
    const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (this.solved && !(this.cursor && arrows[key])) return;  // a solved board can still be read
    if (this.cursor && arrows[key]) {
      const [dr, dc] = arrows[key];
      this.cursor = [Math.min(this.info.rows - 1, Math.max(0, this.cursor[0] + dr)),
        Math.min(this.info.cols - 1, Math.max(0, this.cursor[1] + dc))];
      this.draw();
      ev.preventDefault();
      return;
    }
    this.begin();
    const handled = this.game.key(this, key, this.cursor);
    this.commit();
    if (handled) ev.preventDefault();
  }

  // --- history -------------------------------------------------------------------------------
  // A move is everything between begin() and commit(); one that changed nothing leaves no undo.
  begin() {
    this.startTimer();
    this.pending = JSON.stringify(this.state);
  }
  commit() {
    if (this.pending !== undefined && this.pending !== JSON.stringify(this.state)) {
      this.history.push(this.pending);
      this.highlight = null;
    }
    this.pending = undefined;
    this.after();
  }
  undo() {
    if (this.solved || !this.history.length) return;
    this.state = JSON.parse(this.history.pop());
    this.highlight = null;
    this.after();
  }
  reset() {
    if (this.solved) return;
    if (JSON.stringify(this.state) !== JSON.stringify(this.game.initial(this)))
      this.history.push(JSON.stringify(this.state));
    this.state = this.game.initial(this);
    this.shownFacts.clear();
    this.highlight = null;
    this.after();
  }
  after() {
    if (!this.solved && this.game.complete(this)) this.finish();
    this.draw();
    saveProgress(this);  // progress.js
  }

  // --- timer ---------------------------------------------------------------------------------
  startTimer() {
    if (this.started !== null || this.solved) return;
    this.started = Date.now() - this.elapsed * 1000;
    this.ticker = setInterval(() => this.tick(), 500);
  }
  tick() {
    if (this.started === null) return;
    this.elapsed = Math.floor((Date.now() - this.started) / 1000);
    this.timerEl.textContent = clock(this.elapsed);
  }
  stopTimer() {
    this.tick();
    clearInterval(this.ticker);
    this.started = null;
  }

  // --- hints and the end ---------------------------------------------------------------------
  // Check: flags a mistake (the first wrong mark) or says there is none, and teaches nothing
  // else: no step, no cell of the solution. Not counted as a hint.
  check() {
    if (this.solved) return;
    const wrong = this.game.firstWrong(this);
    this.lastCheck = wrong ? "wrong" : "none";
    this.highlight = wrong ? { kind: "wrong", cells: [wrong.cell] } : null;
    this.message.className = "message " + (wrong ? "wrong" : "hint");
    this.message.textContent = wrong ? wrong.text : "No mistakes so far.";
    this.draw();
  }
  hint() {
    if (this.solved) return;
    this.startTimer();
    const h = nextHint(this);
    this.lastHint = h; // for tests: what the message shows, with its kind and step
    if (h.kind !== "none") this.hints++;
    this.highlight = { kind: h.kind, cells: h.cells };
    this.panel.dataset.hints = String(this.hints);
    this.message.className = "message " + (h.kind === "wrong" ? "wrong" : "hint");
    this.message.textContent = "";
    // A step in players' words (hints.js playersWords); `grade --explain` keeps the rule ids.
    this.message.appendChild(document.createTextNode(h.kind === "step" ? h.words : h.text));
    this.draw();
    saveProgress(this);  // progress.js: the hints used
  }
  finish() {
    this.solved = true;
    // The time to record, to a tenth of a second (the clock shows whole ones).
    const seconds = this.started !== null ? (Date.now() - this.started) / 1000 : this.elapsed;
    this.stopTimer();
    if (recordSolve(this.data.ref, seconds, this.hints)) showTimesCount();
    this.highlight = null;
    this.panel.dataset.solved = "true";
    this.board.svg.classList.add("solved");
    const hints = this.hints === 1 ? "1 hint" : `${this.hints} hints`;
    this.message.className = "message solved";
    this.message.textContent = `Solved in ${clock(this.elapsed)} with ${hints}.`;
    // Plain text only: an emoji shows as an empty box where no emoji font is installed.
    this.share.value = shareText(this.data, clock(this.elapsed), this.hints);
    this.share.hidden = false;
    this.copy.hidden = false;
    if (this.tab) this.tab.classList.add("done");
  }

  draw() {
    this.game.draw(this);
    clearLayer(this.board.top);
    drawHighlight(this.board.top, this.highlight);
    updateCells(this);
    if (boardHasFocus(this)) drawCursor(this.board.top, this.cursor);
  }
}

// --- solve times ---------------------------------------------------------------------------
// Each puzzle's first solve in this browser is kept in localStorage (shared by the pages opened
// from the same place), so that "Copy my times" can hand the player's times to the puzzle maker as
// CSV in exactly the format `dailygrid times import` reads (db/times_import.hpp):
// puzzle,player,seconds,date,hints, where puzzle is the board's canonical key (the data block's
// "ref"), which names it in any store that holds the board, whatever its store id or publication
// number there. A second solve of the same board is not recorded: it is remembered, not solved.
// Without localStorage (some private modes) the times last as long as the page.
const TIMES_KEY = "dailygrid-times", PLAYER_KEY = "dailygrid-player";
const kept = {};
function loadKept(key, fallback) {
  try {
    const text = localStorage.getItem(key);
    if (text !== null) return JSON.parse(text);
  } catch (e) { /* no localStorage, or not ours: what this page kept */ }
  return key in kept ? kept[key] : fallback;
}
function saveKept(key, value) {
  kept[key] = value;
  try { localStorage.setItem(key, JSON.stringify(value)); } catch (e) { /* this page only */ }
}
function loadTimes() {
  const times = loadKept(TIMES_KEY, []);
  return Array.isArray(times) ? times.filter(t => t && typeof t.puzzle === "string" && t.seconds > 0) : [];
}
function localDate() {
  const d = new Date(), two = n => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}
// Records a solve of `ref` (seconds from the first move, hints used); false when this browser has
// one for it already.
function recordSolve(ref, seconds, hints) {
  if (!ref) return false;
  const times = loadTimes();
  if (times.some(t => t.puzzle === ref)) return false;
  times.push({ puzzle: ref, seconds: Math.max(0.1, Math.round(seconds * 10) / 10), date: localDate(), hints });
  saveKept(TIMES_KEY, times);
  return true;
}
function csvField(value) {
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
// The import format: a header row, then one row per solve.
function timesCsv(player) {
  const rows = ["puzzle,player,seconds,date,hints"];
  for (const t of loadTimes())
    rows.push([t.puzzle, player, t.seconds, t.date || "", Number.isInteger(t.hints) ? t.hints : ""].map(csvField).join(","));
  return rows.join("\n") + "\n";
}
// A name the import takes: no control characters, no spaces around it, at most 100 characters.
function cleanName(text) {
  return Array.from(text.replace(/[\u0000-\u001f\u007f]/g, " ").trim()).slice(0, 100).join("").trim();
}
function showTimesCount() {
  const n = loadTimes().length;
  document.getElementById("dg-times-count").textContent = n === 0
    ? "When you solve a puzzle, your time and hints are saved in this browser."
    : `${n} ${n === 1 ? "puzzle" : "puzzles"} solved in this browser. Copy your times to send them to the puzzle maker.`;
}
function setUpTimes() {
  const name = document.getElementById("dg-player"), copy = document.getElementById("dg-copy-times");
  const status = document.getElementById("dg-times-status"), text = document.getElementById("dg-times-text");
  const saved = loadKept(PLAYER_KEY, "");
  name.value = typeof saved === "string" ? saved : "";
  name.addEventListener("change", () => saveKept(PLAYER_KEY, cleanName(name.value)));
  copy.addEventListener("click", () => {
    const player = cleanName(name.value);
    const n = loadTimes().length;
    if (n === 0) { status.textContent = "Nothing to copy yet: solve a puzzle first."; text.hidden = true; return; }
    if (!player) {
      status.textContent = "Type your name first, so that your times are not mixed up with other players'.";
      name.focus();
      return;
    }
    name.value = player;
    saveKept(PLAYER_KEY, player);
    text.value = timesCsv(player);
    text.hidden = false;
    text.select();
    const them = n === 1 ? "it" : "them";
    status.textContent = `${n === 1 ? "Your time is" : `Your ${n} times are`} below, selected: ` +
      `press Ctrl+C (or \u2318+C) to copy ${them}.`;
    if (navigator.clipboard && navigator.clipboard.writeText)
      navigator.clipboard.writeText(text.value)
        .then(() => {
          status.textContent = `Copied ${n === 1 ? "your time" : `your ${n} times`}: paste ${them} ` +
            "where the puzzle maker asked for your times.";
        })
        .catch(() => {});
  });
  showTimesCount();
}

// --- the page ------------------------------------------------------------------------------
const plays = [];
(function buildPage() {
  const tabs = document.getElementById("dg-tabs"), panels = document.getElementById("dg-panels");
  const select = k => {
    plays.forEach((p, j) => {
      p.panel.classList.toggle("active", j === k);
      p.tab.setAttribute("aria-selected", j === k ? "true" : "false");
      p.tab.tabIndex = j === k ? 0 : -1;  // one tab stop; the arrow keys go along (a11y.js)
    });
  };
  for (const section of DATA.sections) {
    if (section.title && DATA.sections.length > 1) htmlEl("span", { class: "group" }, tabs, section.title);
    for (const data of section.puzzles) {
      const k = plays.length;
      const panel = htmlEl("section", { class: "panel", role: "tabpanel", "data-index": k, "data-game": data.game,
        "data-solved": "false", "data-hints": "0", id: `dg-panel-${k}`, "aria-labelledby": `dg-tab-${k}` }, panels);
      const play = new Play(data, panel);
      // The variant's players' name and number ("Star Battle 2\u2605 #3"; page/puzzle_data.cpp).
      const number = data.number || String(k + 1);
      play.tab = htmlEl("button", { type: "button", role: "tab", "aria-selected": "false", id: `dg-tab-${k}`,
        "aria-controls": `dg-panel-${k}` }, tabs, `${data.title} ${number}`);
      play.tab.addEventListener("click", () => {  // the board takes the keys at once
        select(k);
        play.board.svg.focus({ preventScroll: true });
      });
      play.board.svg.addEventListener("focus", () => play.draw());
      play.board.svg.addEventListener("blur", () => play.draw());
      restoreProgress(play, section.title);  // progress.js
      plays.push(play);
    }
  }
  // A site's game list links a day's puzzle as days/DATE.html#p2: its tab (the second) is shown.
  const wanted = /^#p(\d+)$/.exec(location.hash);
  select(wanted && +wanted[1] >= 1 && +wanted[1] <= plays.length ? +wanted[1] - 1 : 0);
  tabKeys(tabs, plays, select);

  const root = document.documentElement, themes = ["auto", "light", "dark"];
  const themeButton = document.getElementById("dg-theme");
  let theme = 0;
  themeButton.addEventListener("click", () => {
    theme = (theme + 1) % themes.length;
    if (themes[theme] === "auto") root.removeAttribute("data-theme");
    else root.setAttribute("data-theme", themes[theme]);
    themeButton.textContent = `Theme: ${themes[theme]}`;
  });
  const lettersButton = document.getElementById("dg-letters");
  const showLetters = on => {
    lettersButton.setAttribute("aria-pressed", on ? "true" : "false");
    lettersButton.textContent = `Letters: ${on ? "on" : "off"}`;
    for (const p of plays) { p.letters = on; p.draw(); }
  };
  lettersButton.addEventListener("click", () => showLetters(lettersButton.getAttribute("aria-pressed") !== "true"));
  showLetters(!!DATA.letters); // `--letters` starts the page with them
  setUpTimes();
  setUpProgress();
  window.dgPage = { plays, select, loadTimes, timesCsv, loadProgress, progressStats };
})();
