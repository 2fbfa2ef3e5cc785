// Storing generated puzzles: each is the interchange JSON plus "solution" and "seed" (as the
// generators emit it); the store keeps it with its generator name, version and parameters, and
// grades it with the current grader.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "db/store.hpp"
#include "solver/common/game.hpp"

namespace dg {
struct Grade;
struct StoreGrade;
}  // namespace dg

namespace dg::db {

struct GeneratorInfo {
  std::string name;     // e.g. "tango"
  std::string version;  // the generator's version
  std::string params;   // its parameters as JSON
};

struct StoreSummary {
  int added = 0;
  int duplicates = 0;
};

// A generated puzzle ready to store, worked out where it was made (on the generator's threads)
// from its typed puzzle and grade: nothing is parsed back, and a carried grade is not redone.
struct GeneratedRow {
  PuzzleRecord rec;                  // everything but the generator's name, version and params
  std::optional<GradeRecord> grade;  // the generator's; nullopt: store_generated grades `puzzle`
  PuzzlePtr puzzle;                  // kept only when `grade` is nullopt
};

// The row of a puzzle the game's generator made: `puzzle` (its game's any_puzzle), its "solution"
// value as JSON text (json_text of the value), its canonical key, the generator's grade (nullptr
// when it did not grade it) with what it kept for the store, and its item seed (which names it:
// generated_id).
GeneratedRow generated_row(PuzzlePtr puzzle, std::string solution_text, std::string key,
                           const Grade* grade, const StoreGrade& store, std::uint64_t seed);

// Inserts `rows` in one transaction (canonical duplicates skipped), grading first (outside the
// transaction) each row that carries no grade. Throws DbError.
StoreSummary store_generated(Store& store, std::vector<GeneratedRow>& rows,
                             const GeneratorInfo& generator, std::optional<std::int64_t> run);

// Inserts `puzzles` in one transaction (canonical duplicates are skipped), each under its "id"
// (every generator gives one: generated_id): each made a GeneratedRow and stored as above (the
// generator table's JSON, for daily). Throws DbError, or std::runtime_error for a puzzle that
// does not parse (a generator bug).
StoreSummary store_generated(Store& store, const std::vector<nlohmann::json>& puzzles,
                             const GeneratorInfo& generator, std::optional<std::int64_t> run);

}  // namespace dg::db
