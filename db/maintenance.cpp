// Regrade and merge (see maintenance.hpp).
#include "db/maintenance.hpp"

#include <utility>
#include <vector>

#include "db/ingest.hpp"
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

MergeSummary merge_into(Store& target, const std::string& source) {
  const Store src(source, Store::Open::read_only);
  return merge_into(target, src);
}

MergeSummary merge_into(Store& target, const Store& source) {
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
        "generator_version, params, seed, source, external_id, created) "
        "SELECT game, rows, cols, puzzle, solution, canonical_key, generator, generator_version, "
        "params, seed, source, external_id, created FROM src.puzzles ORDER BY id "
        "ON CONFLICT(canonical_key) DO NOTHING");
    s.added = count("SELECT count(*) FROM puzzles") - before;
    s.duplicates = incoming - s.added;
    // Grades and usage follow their puzzle by canonical key (ids differ between stores).
    db.exec(
        "INSERT OR IGNORE INTO grades (puzzle_id, grader_version, status, max_tier, steps, "
        "micros, difficulty, band, bottleneck_steps, mean_available) SELECT p.id, "
        "g.grader_version, g.status, g.max_tier, g.steps, g.micros, g.difficulty, g.band, "
        "g.bottleneck_steps, g.mean_available FROM src.grades g "
        "JOIN src.puzzles sp ON sp.id = g.puzzle_id "
        "JOIN puzzles p ON p.canonical_key = sp.canonical_key");
    db.exec(
        "INSERT OR IGNORE INTO rule_usage SELECT p.id, u.grader_version, u.rule, u.tier, u.hits "
        "FROM src.rule_usage u JOIN src.puzzles sp ON sp.id = u.puzzle_id "
        "JOIN puzzles p ON p.canonical_key = sp.canonical_key");
    const int daily_before = count("SELECT count(*) FROM daily");
    db.exec(
        "INSERT OR IGNORE INTO daily (date, game, slot, puzzle_id, number, spec) "
        "SELECT d.date, d.game, d.slot, p.id, d.number, d.spec FROM src.daily d "
        "JOIN src.puzzles sp ON sp.id = d.puzzle_id JOIN puzzles p ON p.canonical_key = "
        "sp.canonical_key");
    s.scheduled = count("SELECT count(*) FROM daily") - daily_before;
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
