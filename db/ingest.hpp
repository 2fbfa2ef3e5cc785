// Putting puzzles into the store: verification (exact count), grading, and batched inserts.
// Shared by `import`, `generate --db` and `regrade`.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "db/store.hpp"
#include "solver/common/document.hpp"

namespace dg::db {

// The grade of `p` with the game's grader (nullopt when the game has none yet), timed, with each
// rule's tier resolved from the grader's table.
std::optional<GradeRecord> grade_record(const AnyPuzzle& p);

// The record of a verified puzzle: its game, size, interchange JSON, `solution` and canonical
// key; the caller fills in where it came from.
PuzzleRecord record_of(const AnyPuzzle& p, const nlohmann::json& solution);

// Inserts `rec` and its grade (inside the caller's transaction). False when a puzzle with the
// same canonical key is stored already.
bool insert_graded(Store& store, const PuzzleRecord& rec, const std::optional<GradeRecord>& grade,
                   std::optional<std::int64_t> run);

struct ImportSummary {
  int added = 0;
  int duplicates = 0;                 // same canonical key as a stored puzzle
  int not_unique = 0;                 // 0 or 2+ solutions, or the count ran out of budget
  int invalid = 0;                    // did not parse
  std::vector<std::string> problems;  // one line per rejected entry
};

// Verifies, grades and stores `entries` (source = the file name), committing every `batch`
// puzzles so an interrupted import keeps what it had committed. `progress(done)` is called after
// each entry when given.
ImportSummary import_entries(Store& store, const std::vector<PuzzleEntry>& entries,
                             const std::string& source, std::optional<std::int64_t> run,
                             int batch = 500, const std::function<void(int)>& progress = {});

}  // namespace dg::db
