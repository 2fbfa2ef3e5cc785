// progress.js: the player's progress, kept in this browser's localStorage and nowhere else (no
// request leaves the page). Per puzzle: the marks, the clock and the hints used, so a half-solved
// board comes back after a reload and a solved one stays solved; from those, a statistics panel
// (played, solved, streaks, best times) and "Reset my progress".
//
// Stored under PROGRESS_KEY as {version: 1, puzzles: {id: entry}}: id is the board's canonical
// key (the data's "ref", which names the board in every store) with the puzzle's date and series
// number when the page has them ("ref|2026-12-07|#12"), so the same board published twice counts
// twice. An entry: {game, series, size, date, number, state, elapsed, hints, shown, solved,
// seconds, first, at}. A store of a newer version is left alone (this page then keeps its
// progress for the visit only); one that does not read is started afresh.
//
// Streaks are per series ("Queens", "Star Battle 2★", "Mini Sudoku", ...): a day counts when a
// puzzle of the series dated that day (its publication date; the day it was solved for a puzzle
// without one) is solved, whenever it was solved, so catching up in the archive fills a gap. The
// current streak is the run of days that ends on the latest such day while that day is today or
// yesterday (or later: a page dated ahead); the best streak is the longest run ever.
const PROGRESS_KEY = "dailygrid-progress", PROGRESS_VERSION = 1;
const progress = { store: null, writable: true, saved: false, failed: false, erased: false, plays: [] };

function freshProgress() { return { version: PROGRESS_VERSION, puzzles: {} }; }

function loadProgress() {
  if (progress.store) return progress.store;
  progress.store = freshProgress();
  let text = null;
  try { text = localStorage.getItem(PROGRESS_KEY); } catch (e) { progress.failed = true; }
  if (text === null) return progress.store;
  let stored = null;
  try { stored = JSON.parse(text); } catch (e) { /* does not read: start afresh */ }
  if (stored && typeof stored === "object" && stored.version > PROGRESS_VERSION) {
    progress.writable = false;  // a newer page's: not ours to overwrite
  } else if (stored && stored.version === PROGRESS_VERSION && stored.puzzles && typeof stored.puzzles === "object") {
    progress.store = stored;
  }
  return progress.store;
}

// Writes the store; when the browser refuses (storage full), drops the marks of unfinished boards
// other than `keep`'s, oldest first, and tries again. False when nothing could be written.
function writeProgress(keep) {
  if (!progress.writable || progress.erased) return false;
  const store = loadProgress();
  const attempt = () => {
    try { localStorage.setItem(PROGRESS_KEY, JSON.stringify(store)); return true; } catch (e) { return false; }
  };
  let ok = attempt();
  if (!ok) {
    const old = Object.keys(store.puzzles).filter(id => id !== keep && !store.puzzles[id].solved && store.puzzles[id].state)
      .sort((a, b) => (store.puzzles[a].at || 0) - (store.puzzles[b].at || 0));
    for (const id of old) {
      delete store.puzzles[id].state;
      if ((ok = attempt())) break;
    }
  }
  progress.failed = !ok;
  progress.saved = progress.saved || ok;
  return ok;
}

// The series a puzzle counts in, in players' words: the game, told apart where players tell it.
const SERIES_NAMES = {
  queens: info => (!info.general && info.stars >= 2 ? `Star Battle ${info.stars}\u2605` : "Queens"),
  sudoku: info => (info.n <= 6 ? "Mini Sudoku" : "Sudoku"),
  tents: () => "Tents",
};
function seriesName(play) {
  const named = SERIES_NAMES[play.data.game];
  return named ? named(play.info) : play.data.game[0].toUpperCase() + play.data.game.slice(1);
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
// The puzzle's date and series number when the page has them: its own "date" and "number", else
// the date its section's title starts with ("2026-12-07 Monday", `daily --html`) and the "#12" of
// its caption.
function puzzleIdentity(data, sectionTitle) {
  const titled = /^(\d{4}-\d{2}-\d{2})(\s|$)/.exec(sectionTitle || "");
  const date = DATE_RE.test(data.date || "") ? data.date : titled ? titled[1] : "";
  const hash = /#(\d+)/.exec(data.caption || "");
  const number = data.number !== undefined ? String(data.number) : hash ? hash[1] : "";
  return { id: `${data.ref}|${date}|${number ? "#" + number : ""}`, date, number };
}

// Whether `saved` has the shape of `fresh` (a board state of this puzzle): the same keys, arrays
// of the same length, the same kinds of values.
function sameShape(fresh, saved) {
  if (Array.isArray(fresh)) return Array.isArray(saved) && (saved.length === fresh.length || fresh.length === 0) &&
    saved.every(v => typeof v === "number" || Array.isArray(v));
  if (fresh && typeof fresh === "object")
    return !!saved && typeof saved === "object" && Object.keys(fresh).every(k => sameShape(fresh[k], saved[k]));
  return typeof fresh === typeof saved;
}

function runningSeconds(play) {
  return play.started !== null ? Math.floor((Date.now() - play.started) / 1000) : play.elapsed;
}

// Puts play's saved progress back (called once its tab exists): a solved board solved again,
// with its time and hints; a board in progress with its marks, clock and hints.
function restoreProgress(play, sectionTitle) {
  const who = puzzleIdentity(play.data, sectionTitle);
  play.progressId = who.id;
  play.progressWho = who;
  progress.plays.push(play);
  if (!play.data.ref) return;
  const entry = loadProgress().puzzles[who.id];
  if (!entry || !entry.state || !sameShape(play.game.initial(play), entry.state)) return;
  play.state = entry.state;
  play.hints = Number.isInteger(entry.hints) ? entry.hints : 0;
  play.panel.dataset.hints = String(play.hints);
  for (const k of Array.isArray(entry.shown) ? entry.shown : []) play.shownFacts.add(k);
  if (entry.solved && play.game.complete(play)) {
    play.elapsed = Math.max(0, Math.round(entry.seconds || 0));
    play.finish();
  } else {
    play.elapsed = Math.max(0, Math.floor(entry.elapsed || 0));
    play.timerEl.textContent = clock(play.elapsed);
    play.message.textContent = "Welcome back: your marks, time and hints are as you left them.";
  }
  play.savedProgress = JSON.stringify(snapshot(play, entry));
  play.draw();
}

function snapshot(play, before) {
  const who = play.progressWho;
  return { game: play.data.game, series: seriesName(play), size: `${play.info.rows}\u00d7${play.info.cols}`,
    date: who.date, number: who.number, state: play.state, elapsed: runningSeconds(play), hints: play.hints,
    shown: [...play.shownFacts], solved: play.solved, seconds: play.solved ? play.elapsed : null,
    solvedOn: play.solved ? (before && before.solvedOn) || localDate() : null,
    first: (before && before.first) || Date.now() };
}

// Saves play's progress when it changed; a board never touched is not saved (not "played").
function saveProgress(play) {
  if (!play.progressId || !play.data.ref || progress.erased) return;
  const store = loadProgress(), before = store.puzzles[play.progressId];
  if (!before && !play.history.length && !play.hints && !play.solved) return;
  const entry = snapshot(play, before), text = JSON.stringify(entry);
  if (text === play.savedProgress) return;
  play.savedProgress = text;
  entry.at = Date.now();
  store.puzzles[play.progressId] = entry;
  writeProgress(play.progressId);
  showStats();
}

function dayNumber(date) {
  const [y, m, d] = date.split("-").map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / 86400000);
}

// Per series: {played, solved, current, best (streaks), times: {size: {seconds, hints}}}.
function progressStats() {
  const out = {}, today = dayNumber(localDate());
  for (const e of Object.values(loadProgress().puzzles)) {
    if (!e || typeof e.series !== "string") continue;
    const s = out[e.series] || (out[e.series] = { played: 0, solved: 0, days: new Set(), times: {}, current: 0, best: 0 });
    s.played++;
    if (!e.solved) continue;
    s.solved++;
    const day = DATE_RE.test(e.date || "") ? e.date : DATE_RE.test(e.solvedOn || "") ? e.solvedOn : "";
    if (day) s.days.add(dayNumber(day));
    const best = s.times[e.size];
    if (e.seconds > 0 && (!best || e.seconds < best.seconds)) s.times[e.size] = { seconds: e.seconds, hints: e.hints };
  }
  for (const s of Object.values(out)) {
    const days = [...s.days].sort((a, b) => a - b);
    let run = 0;
    days.forEach((d, k) => {
      run = k > 0 && days[k - 1] === d - 1 ? run + 1 : 1;
      s.best = Math.max(s.best, run);
    });
    s.current = days.length && days[days.length - 1] >= today - 1 ? run : 0;
    delete s.days;
  }
  return out;
}

// --- the statistics panel ----------------------------------------------------------------------
function showStats() {
  const box = document.getElementById("dg-stats-body");
  if (!box) return;
  const stats = progressStats(), names = Object.keys(stats).sort();
  box.textContent = "";
  let played = 0, solved = 0;
  for (const n of names) { played += stats[n].played; solved += stats[n].solved; }
  htmlEl("p", { class: "stats-total" }, box, `Played ${played} \u00b7 Solved ${solved}`);
  if (names.length) {
    const table = htmlEl("table", { class: "stats-table" }, box);
    htmlEl("caption", { class: "sr-only" }, table, "Your statistics by game");
    const head = htmlEl("tr", {}, htmlEl("thead", {}, table));
    for (const h of ["Game", "Played", "Solved", "Streak", "Best streak", "Best times"]) htmlEl("th", { scope: "col" }, head, h);
    const body = htmlEl("tbody", {}, table);
    for (const n of names) {
      const s = stats[n], row = htmlEl("tr", { "data-series": n }, body);
      htmlEl("th", { scope: "row" }, row, n);
      htmlEl("td", { class: "played" }, row, String(s.played));
      htmlEl("td", { class: "solved" }, row, String(s.solved));
      htmlEl("td", { class: "streak" }, row, String(s.current));
      htmlEl("td", { class: "beststreak" }, row, String(s.best));
      const times = Object.keys(s.times).sort().map(size => {
        const t = s.times[size];
        return `${size} ${clock(Math.round(t.seconds))}`;
      });
      htmlEl("td", { class: "besttimes" }, row, times.join(", ") || "\u2013");
    }
  }
  const note = !progress.writable
    ? "Progress saved by a newer version of this page is kept as it is; this visit's is not saved."
    : progress.failed
      ? "Your progress cannot be saved in this browser (its storage is full or turned off); you can still play."
      : "Saved in this browser only: nothing is sent anywhere.";
  htmlEl("p", { class: "stats-note" }, box, note);
}

// The panel stays closed until the header's "Statistics" button opens it (as daily games keep
// their statistics a tap away), so the boards keep the top of the page.
function setUpProgress() {
  const times = document.getElementById("dg-times");
  const section = htmlEl("section", { id: "dg-stats", class: "times stats", "aria-labelledby": "dg-stats-title" });
  times.parentNode.insertBefore(section, times.nextSibling);
  const toggles = document.querySelector(".toggles");
  if (toggles) {
    section.hidden = true;
    const open = htmlEl("button", { type: "button", id: "dg-stats-button", "aria-expanded": "false",
      "aria-controls": "dg-stats" }, toggles, "Statistics");
    open.addEventListener("click", () => {
      section.hidden = !section.hidden;
      open.setAttribute("aria-expanded", section.hidden ? "false" : "true");
      if (!section.hidden) section.scrollIntoView({ block: "nearest" });
    });
  }
  htmlEl("h2", { id: "dg-stats-title" }, section, "Your statistics");
  htmlEl("div", { id: "dg-stats-body" }, section);
  const row = htmlEl("div", { class: "times-row" }, section);
  const reset = htmlEl("button", { type: "button", id: "dg-reset-progress" }, row, "Reset my progress");
  const ask = htmlEl("div", { class: "times-row", id: "dg-reset-confirm", role: "group",
    "aria-labelledby": "dg-reset-question", hidden: "" }, section);
  htmlEl("span", { id: "dg-reset-question" }, ask,
    "Erase your saved boards, streaks, best times and solve times in this browser?");
  const yes = htmlEl("button", { type: "button", id: "dg-reset-yes" }, ask, "Yes, erase");
  const no = htmlEl("button", { type: "button", id: "dg-reset-no" }, ask, "Cancel");
  reset.addEventListener("click", () => { ask.hidden = false; no.focus(); });
  no.addEventListener("click", () => { ask.hidden = true; reset.focus(); });
  yes.addEventListener("click", () => {
    progress.erased = true;  // nothing is saved again on the way out
    try {
      localStorage.removeItem(PROGRESS_KEY);
      localStorage.removeItem(TIMES_KEY);
    } catch (e) { /* nothing was kept */ }
    delete kept[TIMES_KEY];
    announce("Your progress is erased.");
    location.reload();
  });
  // The clock runs between moves: a running one is saved as the page goes away or out of sight.
  const saveAll = () => progress.plays.forEach(p => { if (p.started !== null) saveProgress(p); });
  window.addEventListener("pagehide", saveAll);
  document.addEventListener("visibilitychange", () => { if (document.visibilityState === "hidden") saveAll(); });
  showStats();
}
