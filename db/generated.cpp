// Storing generated puzzles (see generated.hpp).
#include "db/generated.hpp"

#include <stdexcept>

#include "db/ingest.hpp"
#include "generator/common/generated_json.hpp"
#include "solver/common/document.hpp"
#include "solver/common/game.hpp"

namespace dg::db {

namespace {

// The typed puzzle of a generated puzzle's JSON, read from the object itself (a generator always
// names its game), not from its text written out and parsed back.
PuzzlePtr typed_puzzle(const nlohmann::json& j) {
  const GameInfo* game = j.is_object() && j.contains("game") && j["game"].is_string()
                             ? find_game(j["game"].get<std::string>())
                             : nullptr;
  if (game) {
    if (auto p = game->from_json(j)) return std::move(*p);
  }
  auto entries = read_document(j.dump());
  if (!entries || entries->size() != 1 || !(*entries)[0].puzzle)
    throw std::runtime_error("generated puzzle does not parse: " +
                             (entries && !entries->empty() ? (*entries)[0].error : j.dump()));
  return std::move((*entries)[0].puzzle);
}

}  // namespace

GeneratedRow generated_row(PuzzlePtr puzzle, std::string solution_text, std::string key,
                           const Grade* grade, const StoreGrade& store, std::uint64_t seed) {
  GeneratedRow row;
  PuzzleRecord& rec = row.rec;
  rec.game = std::string(puzzle->game());
  rec.rows = puzzle->rows();
  rec.cols = puzzle->cols();
  rec.puzzle_json = puzzle->to_json_text();
  rec.solution_json = std::move(solution_text);
  rec.canonical_key = std::move(key);
  rec.variant = puzzle->variant();
  rec.seed = seed;
  rec.source = "generated";
  rec.external_id = generated_id(rec.game, rec.rows, rec.cols, seed);
  if (grade) row.grade = carried_grade_record(rec.game, *grade, store);
  if (!row.grade) row.puzzle = std::move(puzzle);
  return row;
}

StoreSummary store_generated(Store& store, std::vector<GeneratedRow>& rows,
                             const GeneratorInfo& generator, std::optional<std::int64_t> run) {
  for (GeneratedRow& row : rows) {
    row.rec.generator = generator.name;
    row.rec.generator_version = generator.version;
    row.rec.params_json = generator.params;
    if (!row.grade && row.puzzle) row.grade = grade_record(*row.puzzle);
  }
  std::vector<Store::GradedRow> many;
  many.reserve(rows.size());
  for (const GeneratedRow& row : rows)
    many.push_back({&row.rec, row.grade ? &*row.grade : nullptr});
  StoreSummary s;
  Store::Transaction tx(store, Store::Transaction::References::made_here);
  for (const auto& id : store.insert_many(many, run)) ++(id ? s.added : s.duplicates);
  tx.commit();
  return s;
}

StoreSummary store_generated(Store& store, const std::vector<nlohmann::json>& puzzles,
                             const GeneratorInfo& generator, std::optional<std::int64_t> run) {
  std::vector<GeneratedRow> rows;
  rows.reserve(puzzles.size());
  for (const nlohmann::json& j : puzzles) {
    PuzzlePtr p = typed_puzzle(j);
    GeneratedRow row;
    row.rec = record_of(*p, j.at("solution"));
    if (j.contains("seed")) row.rec.seed = seed_from_json(j["seed"]);
    row.rec.source = "generated";
    if (j.contains("id"))
      row.rec.external_id = j["id"].is_string() ? j["id"].get<std::string>() : j["id"].dump();
    // The generator's own grade when it made one for the store (ScoreFilter::for_store), so a
    // generated puzzle is graded once; otherwise the rows' store_generated grades it.
    if (j.contains("grade")) row.grade = carried_grade_record(*p, j["grade"]);
    if (!row.grade) row.puzzle = std::move(p);
    rows.push_back(std::move(row));
  }
  return store_generated(store, rows, generator, run);
}

}  // namespace dg::db
