// Regrade and merge (see maintenance.hpp).
#include "db/maintenance.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include "db/daily.hpp"
#include "db/ingest.hpp"
#include "db/series.hpp"
#include "grader/common/graders.hpp"
#include "solver/common/document.hpp"

namespace dg::db {

RegradeSummary regrade(Store& store, bool all, const std::string& game, int batch,
                       const std::function<void(int, int)>& progress) {
  auto& db = store.connection();
  std::vector<std::pair<std::int64_t, std::string>> todo;
  {
    auto st = db.prepare(
        "SELECT p.id, p.puzzle FROM puzzles p WHERE (?1 = '' OR p.game = ?1) AND (?2 OR NOT EXISTS "
        "(SELECT 1 FROM grades g WHERE g.puzzle_id = p.id AND g.grader_version = ?3)) ORDER BY "
        "p.id");
    st.bind(1, game).bind(2, all ? 1 : 0).bind(3, std::string(kGraderVersion));
    while (st.step()) todo.push_back({st.column_int(0), st.column_text(1)});
  }
  RegradeSummary s;
  // Graded outside any transaction, stored a batch at a time in short write transactions (as
  // import does), so readers and writers never wait for the grader.
  std::vector<std::pair<std::int64_t, GradeRecord>> ready;
  const auto store_ready = [&] {
    if (ready.empty()) return;
    Store::Transaction tx(store);
    for (const auto& [id, grade] : ready) store.put_grade(id, grade);
    tx.commit();
    ready.clear();
  };
  int done = 0;
  for (const auto& [id, json] : todo) {
    if (progress) progress(done++, static_cast<int>(todo.size()));
    auto entries = read_document(json);
    std::optional<GradeRecord> grade;
    if (entries && entries->size() == 1 && (*entries)[0].puzzle)
      grade = grade_record(*(*entries)[0].puzzle);
    if (!grade) {
      ++s.skipped;
      continue;
    }
    ready.emplace_back(id, std::move(*grade));
    ++s.graded;
    if (static_cast<int>(ready.size()) >= batch) store_ready();
  }
  store_ready();
  return s;
}

namespace {

struct Incoming {
  std::string date, game;
  std::int64_t slot = 0, puzzle = 0, number = 0;
  bool numbered = false;
  std::string spec;
};

// The source's daily entries (attached as `src`), each on its puzzle's id in the target, into the
// target's schedule: a slot the target holds and a puzzle it has scheduled on another day are
// skipped and said why; every series that gains days is then numbered so that numbers stay unique
// and in date order. A source day already published (date <= today) keeps its number; when that
// number, or its order, clashes with the target's published ones the merge is refused naming the
// days, since published numbers never change. Unpublished days are renumbered.
void merge_daily(Store& target, const std::string& source_name, long today, MergeSummary& s) {
  auto& db = target.connection();
  const std::string published = format_date(today);
  std::vector<Incoming> incoming;
  {
    auto st = db.prepare(
        "SELECT d.date, d.game, d.slot, p.id, d.number, d.spec FROM src.daily d "
        "JOIN src.puzzles sp ON sp.id = d.puzzle_id "
        "JOIN puzzles p ON p.canonical_key = sp.canonical_key ORDER BY d.date, d.game, d.slot");
    while (st.step())
      incoming.push_back({st.column_text(0), st.column_text(1), st.column_int(2), st.column_int(3),
                          st.column_is_null(4) ? 0 : st.column_int(4), !st.column_is_null(4),
                          st.column_is_null(5) ? "" : st.column_text(5)});
  }
  auto slot_holder =
      db.prepare("SELECT puzzle_id FROM daily WHERE date = ?1 AND game = ?2 AND slot = ?3");
  auto scheduled_on = db.prepare("SELECT date FROM daily WHERE puzzle_id = ?1");
  auto insert = db.prepare(
      "INSERT INTO daily (date, game, slot, puzzle_id, number, spec, series) "
      "VALUES (?1, ?2, ?3, ?4, NULL, NULLIF(?5, ''), ?6)");
  auto holder_of = db.prepare("SELECT date FROM daily WHERE series = ?1 AND number = ?2");
  auto set_number = db.prepare("UPDATE daily SET number = ?3 WHERE date = ?1 AND series = ?2");
  std::vector<std::string> touched, clashes;
  for (const Incoming& d : incoming) {
    const std::string where = d.date + " " + d.game;
    slot_holder.reset();
    slot_holder.bind(1, d.date).bind(2, d.game).bind(3, d.slot);
    if (slot_holder.step()) {
      if (slot_holder.column_int(0) == d.puzzle) {
        ++s.already_scheduled;
      } else {
        s.skipped_daily.push_back(where +
                                  ": skipped, the target already has another puzzle on that day");
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
    const std::string series = series_of_puzzle(db, d.puzzle);
    insert.reset();
    insert.bind(1, d.date).bind(2, d.game).bind(3, d.slot).bind(4, d.puzzle).bind(5, d.spec);
    insert.bind(6, series);
    insert.step();
    ++s.scheduled;
    if (std::find(touched.begin(), touched.end(), series) == touched.end())
      touched.push_back(series);
    if (d.date > published || !d.numbered) continue;
    // A published source day keeps its number, unless the target's schedule already used it.
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

}  // namespace

MergeSummary merge_into(Store& target, const std::string& source, long today) {
  const Store src(source, Store::Open::read_only);
  return merge_into(target, src, today, source);
}

MergeSummary merge_into(Store& target, const Store& source, long today, const std::string& name) {
  auto& db = target.connection();
  // Attached through its read-only URI: the merge cannot write the source, even by accident.
  auto attach = db.prepare("ATTACH DATABASE ?1 AS src");
  attach.bind(1, source.reader_uri());
  attach.step();
  MergeSummary s;
  try {
    Store::Transaction tx(target);
    auto count = [&](const char* sql) {
      auto st = db.prepare(sql);
      st.step();
      return static_cast<int>(st.column_int(0));
    };
    const int before = count("SELECT count(*) FROM puzzles");
    const int incoming = count("SELECT count(*) FROM src.puzzles");
    db.exec(
        "INSERT INTO puzzles (game, rows, cols, puzzle, solution, canonical_key, generator, "
        "generator_version, params, seed, source, external_id, created, variant) "
        "SELECT game, rows, cols, puzzle, solution, canonical_key, generator, generator_version, "
        "params, seed, source, external_id, created, variant FROM src.puzzles ORDER BY id "
        "ON CONFLICT(canonical_key) DO NOTHING");
    s.added = count("SELECT count(*) FROM puzzles") - before;
    fill_variants(db);  // a source row without one (cannot happen in a current store; cheap)
    s.duplicates = incoming - s.added;
    // Grades and usage follow their puzzle by canonical key (ids differ between stores).
    db.exec(
        "INSERT OR IGNORE INTO grades (puzzle_id, grader_version, status, max_tier, steps, "
        "micros, difficulty, band, bottleneck_steps, mean_available, technique, "
        "technique_level) SELECT p.id, g.grader_version, g.status, g.max_tier, g.steps, "
        "g.micros, g.difficulty, g.band, g.bottleneck_steps, g.mean_available, g.technique, "
        "g.technique_level FROM src.grades g "
        "JOIN src.puzzles sp ON sp.id = g.puzzle_id "
        "JOIN puzzles p ON p.canonical_key = sp.canonical_key");
    db.exec(
        "INSERT OR IGNORE INTO rule_usage SELECT p.id, u.grader_version, u.rule, u.tier, u.hits "
        "FROM src.rule_usage u JOIN src.puzzles sp ON sp.id = u.puzzle_id "
        "JOIN puzzles p ON p.canonical_key = sp.canonical_key");
    merge_daily(target, name, today, s);
    // Provenance and the schedule's history follow their puzzle the same way.
    db.exec(
        "INSERT OR IGNORE INTO puzzle_sources (puzzle_id, source, external_id, metadata, added) "
        "SELECT p.id, s.source, s.external_id, s.metadata, s.added FROM src.puzzle_sources s "
        "JOIN src.puzzles sp ON sp.id = s.puzzle_id JOIN puzzles p ON p.canonical_key = "
        "sp.canonical_key");
    db.exec(
        "INSERT INTO schedule_log (date, game, puzzle_id, action, at, reason) "
        "SELECT l.date, l.game, p.id, l.action, l.at, l.reason FROM src.schedule_log l "
        "JOIN src.puzzles sp ON sp.id = l.puzzle_id JOIN puzzles p ON p.canonical_key = "
        "sp.canonical_key "
        "WHERE NOT EXISTS (SELECT 1 FROM schedule_log t WHERE t.puzzle_id = p.id AND t.date = "
        "l.date "
        "AND t.action = l.action AND t.at = l.at) ORDER BY l.id");
    tx.commit();
  } catch (...) {
    db.exec("DETACH DATABASE src");
    throw;
  }
  db.exec("DETACH DATABASE src");
  return s;
}

}  // namespace dg::db
