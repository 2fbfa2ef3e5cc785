// Storing generated puzzles (see generated.hpp).
#include "db/generated.hpp"

#include <stdexcept>

#include "db/ingest.hpp"
#include "generator/common/generated_json.hpp"
#include "solver/common/document.hpp"

namespace dg::db {

StoreSummary store_generated(Store& store, const std::vector<nlohmann::json>& puzzles,
                             const GeneratorInfo& generator, std::optional<std::int64_t> run) {
  StoreSummary s;
  // Parse and grade outside the transaction: the write lock is held only for the inserts.
  std::vector<std::pair<PuzzleRecord, std::optional<GradeRecord>>> rows;
  for (const auto& j : puzzles) {
    auto entries = read_document(j.dump());
    if (!entries || entries->size() != 1 || !(*entries)[0].puzzle)
      throw std::runtime_error("generated puzzle does not parse: " +
                               (entries && !entries->empty() ? (*entries)[0].error : j.dump()));
    const AnyPuzzle& p = *(*entries)[0].puzzle;
    PuzzleRecord rec = record_of(p, j.at("solution"));
    rec.generator = generator.name;
    rec.generator_version = generator.version;
    rec.params_json = generator.params;
    if (j.contains("seed")) rec.seed = seed_from_json(j["seed"]);
    rec.source = "generated";
    if (j.contains("id"))
      rec.external_id = j["id"].is_string() ? j["id"].get<std::string>() : j["id"].dump();
    // The generator's own grade when it made one for the store (ScoreFilter::for_store), so a
    // generated puzzle is graded once; otherwise grade it here.
    std::optional<GradeRecord> grade;
    if (j.contains("grade")) grade = carried_grade_record(p, j["grade"]);
    if (!grade) grade = grade_record(p);
    rows.push_back({std::move(rec), std::move(grade)});
  }
  Store::Transaction tx(store);
  for (const auto& [rec, grade] : rows) {
    if (!insert_graded(store, rec, grade, run)) {
      ++s.duplicates;
      continue;
    }
    ++s.added;
  }
  tx.commit();
  return s;
}

}  // namespace dg::db
