// Merging stores (see merge.hpp).
#include "db/merge.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <utility>

#include "db/daily.hpp"
#include "db/date_text.hpp"
#include "db/key_hash.hpp"
#include "db/merge_spill.hpp"
#include "db/times_import.hpp"
#include "grader/common/calibration.hpp"
#include "solver/common/game.hpp"
#include "solver/common/json_read.hpp"
#include "solver/common/printable.hpp"
#include "solver/common/utf8.hpp"

namespace dg::db {

namespace {

// A verified source puzzle's place in the target, by its source id.
struct Placed {
  std::int64_t id = 0;
  std::string game;
};

// Source id -> place, for every puzzle placed, in a TEMP table of the target's connection
// (SQLite's temporary file): a large source's map would not fit in memory (24 bytes a puzzle when
// it was a vector; 12 MB for half a million). Filled in increasing source id order, so each row
// is appended.
class IdMap {
 public:
  explicit IdMap(Connection& db) : db_(db) {
    db_.exec("DROP TABLE IF EXISTS temp.merge_placed");
    db_.exec(
        "CREATE TEMP TABLE merge_placed (source_id INTEGER PRIMARY KEY, id INTEGER NOT NULL, "
        "game TEXT NOT NULL)");
    add_.emplace(db_.prepare("INSERT INTO temp.merge_placed VALUES (?1, ?2, ?3)"));
    find_.emplace(db_.prepare("SELECT id, game FROM temp.merge_placed WHERE source_id = ?1"));
  }
  ~IdMap() {
    add_.reset();
    find_.reset();
    try {
      db_.exec("DROP TABLE IF EXISTS temp.merge_placed");
    } catch (...) {  // the connection's temporary file goes when it closes anyway
    }
  }
  IdMap(const IdMap&) = delete;
  IdMap& operator=(const IdMap&) = delete;

  void add(std::int64_t source_id, std::int64_t id, const std::string& game) {
    add_->bind(1, source_id).bind(2, id).bind(3, game);
    add_->step();
    add_->reset();
  }
  std::optional<Placed> find(std::int64_t source_id) {
    find_->bind(1, source_id);
    std::optional<Placed> out;
    if (find_->step()) out = Placed{find_->column_int(0), find_->column_text(1)};
    find_->reset();
    return out;
  }

 private:
  Connection& db_;
  std::optional<Statement> add_, find_;
};

// A calendar date in the one form the store holds (2027-02-30 is not one).
bool is_store_date(const std::string& text) {
  if (!is_iso_date(text)) return false;
  const auto days = parse_date(text);
  return days && format_date(*days) == text;
}

// Stores the verified puzzles (a board the target holds is a duplicate) and their grades.
void put_puzzles(Store& target, CheckedSpill& checked, IdMap& placed, MergeSummary& s) {
  auto& db = target.connection();
  auto insert = db.prepare(
      "INSERT INTO puzzles (game, rows, cols, puzzle, solution, canonical_key, key_hash, "
      "generator, generator_version, params_id, seed, source, external_id, created, variant) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?15, NULLIF(?7, ''), NULLIF(?8, ''), ?9, ?10, ?11, ?12, "
      "?13, ?14)");
  auto grade = db.prepare(
      "INSERT OR IGNORE INTO grades (puzzle_id, grader_version, status, max_tier, steps, micros, "
      "difficulty, band, bottleneck_steps, mean_available, technique, technique_level, minutes, "
      "calibration, hits) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, NULLIF(?15, ''))");
  checked.for_each_block([&](std::vector<VerifiedPuzzle>& block) {
    for (const VerifiedPuzzle& v : block) {
      const PuzzleRecord& r = v.rec;
      std::int64_t id = 0;
      if (const auto stored = target.find_canonical_key(r.canonical_key)) {
        id = *stored;
        ++s.duplicates;
      } else {
        insert.reset();
        insert.bind(1, r.game).bind(2, r.rows).bind(3, r.cols).bind(4, r.puzzle_json);
        insert.bind(5, r.solution_json).bind(6, r.canonical_key).bind(7, r.generator);
        insert.bind(8, r.generator_version);
        if (const auto params = target.params_id(r.params_json)) insert.bind(9, *params);
        if (r.seed) insert.bind(10, static_cast<std::int64_t>(*r.seed));
        insert.bind(11, r.source);
        if (v.has_external_id) insert.bind(12, r.external_id);
        insert.bind(13, v.created)
            .bind(14, r.variant.empty() ? variant_of_json(r.game, r.puzzle_json) : r.variant);
        insert.bind(15, key_hash(r.canonical_key));
        insert.step();
        id = last_insert_id(db);
        ++s.added;
      }
      placed.add(v.source_id, id, r.game);
      if (!v.grade) continue;
      const GradeRecord& g = *v.grade;
      grade.reset();
      grade.bind(1, id).bind(2, g.grader_version);
      bind_grade_columns(grade, 3, g);
      // Graded here (check_source_puzzles), so its minutes are under this run's calibration.
      if (g.difficulty) grade.bind(14, active_calibration().name);
      // With its rule hits: the target's own grade of that board, when it has one, stays whole.
      grade.bind(15, target.hits_json(g.usage));
      grade.step();
    }
  });
}

struct Incoming {
  std::string date, game;
  std::int64_t slot = 0, puzzle = 0, number = 0;
  bool numbered = false;
  std::string spec;
};

// The source's daily entries whose puzzles were placed, each checked; an entry that fails a
// check is refused and named.
std::vector<Incoming> read_daily(Connection& src, IdMap& placed, long today, MergeSummary& s) {
  const std::string published = format_date(today);
  std::vector<Incoming> out;
  auto st = src.prepare(
      "SELECT date, game, slot, typeof(slot), puzzle_id, number, typeof(number), spec FROM daily "
      "ORDER BY date, game, slot");
  while (st.step()) {
    const std::string date = st.column_text(0), game = st.column_text(1);
    const auto found = placed.find(st.column_int(4));
    if (!found) continue;  // its puzzle was refused (and named)
    const std::string where =
        "daily entry " + printable(utf8_escaped(date)) + " " + printable(utf8_escaped(game)) + ": ";
    const char* why = nullptr;
    if (!is_store_date(date))
      why = "its date is not a calendar date";
    else if (game != found->game)
      why = "its game is not its puzzle's";
    else if (st.column_text(3) != "integer" || st.column_int(2) < 0)
      why = "its slot is not a whole number";
    else if (st.column_text(6) != "integer" && st.column_text(6) != "null")
      why = "its number is not a whole number";
    else if (st.column_text(6) == "integer" && st.column_int(5) < 1)
      why = "its number is not positive";
    else if (st.column_is_null(5) && date <= published)
      why = "it is published but has no number";
    else if (!st.column_is_null(7) && !json_read::parse(st.column_text(7)))
      why = "its curve entry is not JSON";
    if (why) {
      s.refused.push_back(where + why);
      continue;
    }
    out.push_back({date, game, st.column_int(2), found->id,
                   st.column_is_null(5) ? 0 : st.column_int(5), !st.column_is_null(5),
                   st.column_is_null(7) ? "" : st.column_text(7)});
  }
  return out;
}

// The source's daily entries into the target's schedule: a slot of a series the target holds
// that day (a day holds one slot per series: day_slots.hpp) and a puzzle it has scheduled on
// another day are skipped and said why; an entry whose slot number the target gives another
// series that day takes the game's next free one; every series that gains days is then
// numbered so that numbers stay unique and in date order. Days up to `today` are published: a
// source's published day keeps its number, and when that number, or its order, clashes with the
// target's published ones the merge is refused naming the days (published numbers never change).
// Every later day, the target's own too, is renumbered, so it never stands in the way.
void merge_daily(Store& target, const std::vector<Incoming>& incoming,
                 const std::string& source_name, long today, MergeSummary& s) {
  auto& db = target.connection();
  const std::string published = format_date(today);
  auto slot_holder = db.prepare("SELECT puzzle_id FROM daily WHERE date = ?1 AND series = ?2");
  auto free_slot = db.prepare(
      "SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM daily WHERE date = ?1 AND game = ?2 AND "
      "slot = ?3) THEN ?3 ELSE (SELECT min(d.slot + 1) FROM daily d WHERE d.date = ?1 AND "
      "d.game = ?2 AND NOT EXISTS (SELECT 1 FROM daily e WHERE e.date = ?1 AND e.game = ?2 AND "
      "e.slot = d.slot + 1)) END");
  auto scheduled_on = db.prepare("SELECT date FROM daily WHERE puzzle_id = ?1");
  auto insert = db.prepare(
      "INSERT INTO daily (date, game, slot, puzzle_id, number, spec, series) "
      "VALUES (?1, ?2, ?3, ?4, NULL, NULLIF(?5, ''), ?6)");
  auto holder_of = db.prepare("SELECT date FROM daily WHERE series = ?1 AND number = ?2");
  auto set_number = db.prepare("UPDATE daily SET number = ?3 WHERE date = ?1 AND series = ?2");
  std::vector<std::string> touched, clashes;
  for (const Incoming& d : incoming) {
    const std::string where = d.date + " " + d.game;
    const std::string series = series_of_puzzle(db, d.puzzle);
    slot_holder.reset();
    slot_holder.bind(1, d.date).bind(2, series);
    if (slot_holder.step()) {
      if (slot_holder.column_int(0) == d.puzzle) {
        ++s.already_scheduled;
      } else {
        s.skipped_daily.push_back(where +
                                  ": skipped, the target already has another puzzle of series " +
                                  series + " on that day");
      }
      continue;
    }
    scheduled_on.reset();
    scheduled_on.bind(1, d.puzzle);
    if (scheduled_on.step()) {
      s.skipped_daily.push_back(where + ": skipped, its puzzle is already scheduled on " +
                                scheduled_on.column_text(0));
      continue;
    }
    if (std::find(touched.begin(), touched.end(), series) == touched.end()) {
      touched.push_back(series);
      // The target's unpublished days give their numbers up (renumbered below), so only
      // published numbers can clash.
      clear_unpublished_numbers(db, series, published);
    }
    free_slot.reset();
    free_slot.bind(1, d.date).bind(2, d.game).bind(3, d.slot);
    free_slot.step();
    insert.reset();
    insert.bind(1, d.date).bind(2, d.game).bind(3, free_slot.column_int(0)).bind(4, d.puzzle);
    insert.bind(5, d.spec);
    insert.bind(6, series);
    insert.step();
    ++s.scheduled;
    if (d.date > published || !d.numbered) continue;
    holder_of.reset();
    holder_of.bind(1, series).bind(2, d.number);
    if (holder_of.step()) {
      clashes.push_back(series + " #" + std::to_string(d.number) + " is published on " +
                        holder_of.column_text(0) + " in the target and on " + d.date + " in " +
                        source_name);
      continue;
    }
    set_number.reset();
    set_number.bind(1, d.date).bind(2, series).bind(3, d.number);
    set_number.step();
  }
  for (const std::string& series : touched)
    for (const std::string& c : published_clashes(db, series, published))
      clashes.push_back(series + " " + c + ": published numbers out of date order");
  if (!clashes.empty()) {
    std::string list;
    for (std::size_t i = 0; i < clashes.size() && i < 5; ++i) list += (i ? "; " : "") + clashes[i];
    if (clashes.size() > 5) list += "; and " + std::to_string(clashes.size() - 5) + " more";
    throw DbError("cannot merge " + source_name +
                  ": published publication numbers would clash (published numbers never change; "
                  "merge with an earlier --today, or unschedule one side's days first): " +
                  list);
  }
  for (const std::string& series : touched) renumber_series(db, series, today);
}

// The source's provenance rows of placed puzzles, checked; the target keeps what it has.
void merge_sources(Connection& src, Store& target, IdMap& placed, MergeSummary& s) {
  auto st = src.prepare(
      "SELECT puzzle_id, source, external_id, metadata, added FROM puzzle_sources ORDER BY rowid");
  auto insert = target.connection().prepare(
      "INSERT OR IGNORE INTO puzzle_sources (puzzle_id, source, external_id, metadata, added) "
      "VALUES (?1, ?2, ?3, ?4, ?5)");
  while (st.step()) {
    const auto found = placed.find(st.column_int(0));
    if (!found) continue;
    const std::string source = utf8_escaped(st.column_text(1));
    const std::string name = "source row of puzzle " + std::to_string(st.column_int(0)) + " (" +
                             printable(source) + "): ";
    if (source.empty()) {
      s.refused.push_back(name + "it names no source");
      continue;
    }
    if (!st.column_is_null(3)) {
      const auto meta = json_read::parse(st.column_text(3));
      if (!meta || !meta->is_object()) {
        s.refused.push_back(name + "its metadata is not a JSON object");
        continue;
      }
    }
    if (!is_iso_timestamp(st.column_text(4))) {
      s.refused.push_back(name + "its time is not YYYY-MM-DDTHH:MM:SSZ");
      continue;
    }
    insert.reset();
    insert.bind(1, found->id).bind(2, source).bind(3, utf8_escaped(st.column_text(2)));
    if (!st.column_is_null(3)) insert.bind(4, st.column_text(3));
    insert.bind(5, st.column_text(4));
    insert.step();
  }
}

// The schedule's history of placed puzzles, checked; an entry the target has is not repeated.
void merge_log(Connection& src, Store& target, IdMap& placed, MergeSummary& s) {
  auto st =
      src.prepare("SELECT date, game, puzzle_id, action, at, reason FROM schedule_log ORDER BY id");
  auto& db = target.connection();
  auto seen = db.prepare(
      "SELECT 1 FROM schedule_log WHERE puzzle_id = ?1 AND date = ?2 AND action = ?3 AND at = ?4");
  auto insert = db.prepare(
      "INSERT INTO schedule_log (date, game, puzzle_id, action, at, reason) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
  while (st.step()) {
    const auto found = placed.find(st.column_int(2));
    if (!found) continue;
    const std::string date = st.column_text(0), action = st.column_text(3), at = st.column_text(4);
    const char* why = nullptr;
    if (!is_store_date(date))
      why = "its date is not a calendar date";
    else if (!find_game(st.column_text(1)))
      why = "its game is not a game";
    else if (action != "scheduled" && action != "replaced" && action != "unscheduled" &&
             action != "released")
      why = "its action is not scheduled, replaced, unscheduled or released";
    else if (!is_iso_timestamp(at))
      why = "its time is not YYYY-MM-DDTHH:MM:SSZ";
    if (why) {
      s.refused.push_back("schedule history of puzzle " + std::to_string(st.column_int(2)) +
                          " on " + printable(utf8_escaped(date)) + ": " + why);
      continue;
    }
    seen.reset();
    seen.bind(1, found->id).bind(2, date).bind(3, action).bind(4, at);
    if (seen.step()) continue;
    insert.reset();
    insert.bind(1, date).bind(2, st.column_text(1)).bind(3, found->id).bind(4, action);
    insert.bind(5, at);
    if (!st.column_is_null(5)) insert.bind(6, utf8_escaped(st.column_text(5)));
    insert.step();
  }
}

// Players' solve times of placed puzzles, checked as `times import` checks a file's rows; a solve
// the target holds (same puzzle, player, seconds, day and hints) is not repeated. The source's runs
// are not copied, so a copied time names no run.
void merge_times(Connection& src, Store& target, IdMap& placed, MergeSummary& s) {
  auto st = src.prepare(
      "SELECT puzzle_id, player, seconds, solved_on, hints, source, imported_at FROM solve_times "
      "ORDER BY id");
  auto& db = target.connection();
  auto insert = db.prepare(
      "INSERT OR IGNORE INTO solve_times (puzzle_id, player, seconds, solved_on, hints, source, "
      "imported_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
  while (st.step()) {
    const auto found = placed.find(st.column_int(0));
    if (!found) continue;
    const std::string player = utf8_escaped(st.column_text(1));
    const double seconds = st.column_double(2);
    std::string why = player_problem(player);
    if (why.empty()) why = seconds_problem(seconds, st.column_text(2));
    if (why.empty() && !st.column_is_null(3) && !is_store_date(st.column_text(3)))
      why = "its day is not a calendar date";
    if (why.empty() && !st.column_is_null(4) && st.column_int(4) < 0) why = "its hints are below 0";
    if (why.empty() && !is_iso_timestamp(st.column_text(6)))
      why = "its time of import is not YYYY-MM-DDTHH:MM:SSZ";
    if (!why.empty()) {
      s.refused.push_back("solve time of puzzle " + std::to_string(st.column_int(0)) + ": " + why);
      continue;
    }
    insert.reset();
    insert.bind(1, found->id).bind(2, player).bind(3, seconds);
    if (!st.column_is_null(3)) insert.bind(4, st.column_text(3));
    if (!st.column_is_null(4)) insert.bind(5, st.column_int(4));
    insert.bind(6, utf8_escaped(st.column_text(5))).bind(7, st.column_text(6));
    insert.step();
    if (changes(db) == 1) ++s.times;
  }
}

// A read transaction on the source: every table is read from one snapshot, even while another
// process writes it.
class ReadSnapshot {
 public:
  explicit ReadSnapshot(Connection& db) : db_(db) { db_.exec("BEGIN"); }
  ~ReadSnapshot() {
    try {
      db_.exec("COMMIT");
    } catch (...) {  // a read transaction has nothing to lose
    }
  }
  ReadSnapshot(const ReadSnapshot&) = delete;
  ReadSnapshot& operator=(const ReadSnapshot&) = delete;

 private:
  Connection& db_;
};

}  // namespace

MergeSummary merge_into(Store& target, Store& source, const MergeOptions& o) {
  source.require_exact_schema();
  auto& src = source.connection();
  const ReadSnapshot snapshot(src);
  MergeSummary s;
  // Checked (counted, graded) before the target's write lock is taken.
  CheckedSpill checked(target.connection());
  check_source_puzzles(
      source, o.limits, [&](std::vector<VerifiedPuzzle>& block) { checked.add(block); }, s.refused,
      o.progress);
  Store::Transaction tx(target);
  IdMap placed(target.connection());
  put_puzzles(target, checked, placed, s);
  merge_daily(target, read_daily(src, placed, o.today, s), o.name, o.today, s);
  merge_sources(src, target, placed, s);
  merge_log(src, target, placed, s);
  merge_times(src, target, placed, s);
  tx.commit();
  return s;
}

MergeSummary merge_into(Store& target, Store& source, long today, const std::string& name) {
  MergeOptions o;
  o.today = today;
  o.name = name;
  return merge_into(target, source, o);
}

MergeSummary merge_into(Store& target, const std::string& source, long today) {
  Store src(source, Store::Open::read_only);
  return merge_into(target, src, today, source);
}

}  // namespace dg::db
