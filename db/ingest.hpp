// Putting puzzles into the store: verification (exact count), grading, and batched inserts.
// Shared by `import`, `generate --db` and `regrade`.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "db/store.hpp"
#include "solver/common/count.hpp"
#include "solver/common/document.hpp"

namespace dg {
struct Grade;
struct GraderInfo;
struct StoreGrade;
}  // namespace dg

namespace dg::db {

// What grades.max_tier holds (docs/schema.md): the puzzle's grade. For a solved grade, the hardest
// tier whose rules made progress, or the easiest tier when no rule was needed (solved by its givens
// alone); otherwise "search": the rules stopped short of the solution (stuck, or a contradiction,
// which for a stored puzzle, unique by the exact counter, can only be a grader fault), so a person
// would have to guess.
std::string stored_tier(const GraderInfo& grader, const Grade& g);

// The grade of `p` with the game's grader (nullopt when the game has none yet), timed, with
// max_tier = stored_tier and each rule's usage under the tier the rule belongs to.
std::optional<GradeRecord> grade_record(const AnyPuzzle& p);

// The grade record a generator made for the store (generated_json.hpp: "grade" with "micros"
// and, for a solved puzzle of a game with a scorer, its score), read back without grading `p`
// again: the same record as grade_record(p) but for the time. nullopt when `grade` does not carry
// one (then grade with grade_record), also for a game without a grader.
std::optional<GradeRecord> carried_grade_record(const AnyPuzzle& p, const nlohmann::json& grade);
// The same from the generator's typed grade and what it kept for the store (StoreGrade), for a
// puzzle of `game` the generator graded (so its grader supports it): nullopt when `store` was not
// kept for the store, or holds no score for a solved puzzle of a scored game.
std::optional<GradeRecord> carried_grade_record(std::string_view game, const Grade& grade,
                                                const StoreGrade& store);

// The source entry's own keys beside the puzzle (number, date, set, tier, ...) as a JSON object
// string, "" when it has none: everything in the entry's record except its "id" and the puzzle
// itself (the nested "puzzle" object of a corpus record, or the puzzle's interchange keys when
// the record is the puzzle).
std::string source_metadata(const PuzzleEntry& entry);

// The record of a verified puzzle: its game, size, interchange JSON, `solution`, canonical key
// and variant; the caller fills in where it came from.
PuzzleRecord record_of(const AnyPuzzle& p, const nlohmann::json& solution);

// Inserts `rec` and its grade (inside the caller's transaction). False when a puzzle with the
// same canonical key is stored already.
bool insert_graded(Store& store, const PuzzleRecord& rec, const std::optional<GradeRecord>& grade,
                   std::optional<std::int64_t> run);

// The search one entry's count may spend unless the caller says otherwise: solve's default
// budget. A board from outside can be made to take hours (a 76-byte "maximize" board, a 110-byte
// Tango of long signs), so the time limit is what bounds an import; a real puzzle counts in
// milliseconds.
inline constexpr std::uint64_t kImportNodes = 200'000'000;
inline constexpr std::chrono::seconds kImportSeconds{5};

// A fresh budget for one entry's count, its deadline counted from the call: kImportNodes and
// kImportSeconds from now.
Budget default_import_budget();

struct ImportSummary {
  int added = 0;
  int duplicates = 0;                 // same canonical key as a stored puzzle
  int not_unique = 0;                 // 0 or 2+ solutions
  int unsettled = 0;                  // the count ran out of budget: not stored, not known wrong
  int invalid = 0;                    // did not parse
  bool nodes_spent = false;           // an unsettled count stopped at the node budget
  bool time_reached = false;          // an unsettled count stopped at the deadline
  std::vector<std::string> problems;  // one line per rejected entry
  // One line per duplicate: the entry and the stored puzzle it repeats, named by store id and its
  // first source ("level62 (entry 63): the board of #41, archive.json level61").
  std::vector<std::string> duplicate_of;
};

// What an import is told besides its entries.
struct ImportOptions {
  int batch = 500;  // entries a window: checked together, then stored in one transaction
  int jobs = 1;     // threads counting and grading a window (0 = all cores); one writer
  std::function<void(int)> progress;  // (entries done), before each entry and at the end
  std::function<Budget()> budget;     // each entry's count budget (empty: the default)
};

// Where an import's entries come from, a window at a time: next_window(window) appends the next
// entries (at most ImportOptions::batch; none at the end of the input), which stay valid until
// it is called again.
using EntryWindows = std::function<void(std::vector<const PuzzleEntry*>& window)>;

// import_entries over entries read as the import goes (a file streamed, never held whole), each
// window of entries counted and graded on options.jobs threads and then stored in entry order by
// this thread: the same store, summary and reports at any jobs.
ImportSummary import_windows(Store& store, const EntryWindows& next_window,
                             const std::string& source, std::optional<std::int64_t> run,
                             const ImportOptions& options);

// Verifies, grades and stores `entries` (source = the file name, each entry's id and
// source_metadata recorded in puzzle_sources, also for duplicates): every `batch` entries' verified
// puzzles are inserted in one short write transaction, opened only after they were counted and
// graded, so the write lock is never held across slow work and an interrupted import keeps every
// batch it committed. `progress(done)` is called before each entry (outside any transaction) and at
// the end when given. Each entry is counted within `budget()` (called as its count starts; when
// empty, default_import_budget()); an entry the count cannot settle within it is counted in
// `unsettled`, named in `problems` and not stored.
ImportSummary import_entries(Store& store, const std::vector<PuzzleEntry>& entries,
                             const std::string& source, std::optional<std::int64_t> run,
                             int batch = 500, const std::function<void(int)>& progress = {},
                             const std::function<Budget()>& budget = {});

}  // namespace dg::db
