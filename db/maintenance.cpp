// Regrade (see maintenance.hpp).
#include "db/maintenance.hpp"

#include <optional>
#include <utility>
#include <vector>

#include "db/ingest.hpp"
#include "generator/common/batch.hpp"
#include "grader/common/graders.hpp"
#include "solver/common/document.hpp"

namespace dg::db {

namespace {

// The puzzles regrade takes, as a WHERE clause over puzzles p with ?1 the game ('' for all), ?2
// whether current grades are taken too and ?3 the current grader version.
constexpr const char* kTodo =
    " WHERE (?1 = '' OR p.game = ?1) AND (?2 OR NOT EXISTS (SELECT 1 FROM grades g WHERE "
    "g.puzzle_id = p.id AND g.grader_version = ?3))";

void bind_todo(Statement& st, const std::string& game, bool all) {
  st.bind(1, game).bind(2, all ? 1 : 0).bind(3, std::string(kGraderVersion));
}

std::optional<GradeRecord> grade_of(const std::string& json) {
  auto entries = read_document(json);
  if (!entries || entries->size() != 1 || !(*entries)[0].puzzle) return std::nullopt;
  return grade_record(*(*entries)[0].puzzle);
}

}  // namespace

RegradeSummary regrade(Store& store, bool all, const std::string& game, int batch,
                       const std::function<void(int, int)>& progress, int jobs) {
  auto& db = store.connection();
  if (batch < 1) batch = 1;
  int total = 0;
  {
    auto st = db.prepare(std::string("SELECT count(*) FROM puzzles p") + kTodo);
    bind_todo(st, game, all);
    st.step();
    total = static_cast<int>(st.column_int(0));
  }
  // A batch at a time in id order: read, graded on `jobs` threads outside any transaction (so
  // readers and writers never wait for the grader), then stored in one short write transaction
  // by this thread alone. Whatever the thread count, the same grades go in, in the same order;
  // only the batch in hand is held, never the whole store.
  auto next = db.prepare(std::string("SELECT p.id, p.puzzle FROM puzzles p") + kTodo +
                         " AND p.id > ?4 ORDER BY p.id LIMIT ?5");
  RegradeSummary s;
  std::int64_t last = 0;
  int done = 0;
  std::vector<std::pair<std::int64_t, std::string>> rows;
  std::vector<std::optional<GradeRecord>> grades;
  while (true) {
    rows.clear();
    next.reset();
    bind_todo(next, game, all);
    next.bind(4, last).bind(5, batch);
    while (next.step()) rows.emplace_back(next.column_int(0), next.column_text(1));
    if (rows.empty()) break;
    last = rows.back().first;
    if (progress) progress(done, total);
    grades.assign(rows.size(), std::nullopt);
    parallel_indices(rows.size(), jobs,
                     [&](std::size_t k) { grades[k] = grade_of(rows[k].second); });
    Store::Transaction tx(store);
    for (std::size_t k = 0; k < rows.size(); ++k) {
      if (!grades[k]) {
        ++s.skipped;
        continue;
      }
      store.put_grade(rows[k].first, *grades[k]);
      ++s.graded;
    }
    tx.commit();
    done += static_cast<int>(rows.size());
  }
  return s;
}

}  // namespace dg::db
