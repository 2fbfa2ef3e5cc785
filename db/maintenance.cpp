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

}  // namespace dg::db
