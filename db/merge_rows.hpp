// Reading a merge SOURCE: a store made elsewhere is input from outside, so every puzzle row is
// checked as `import` checks a file before anything of it reaches the target. The board is read
// again from its JSON, its stored solution must be the board's one solution (counted within a
// budget), its canonical key and variant are computed here, and its grade is made again with
// this program's grader. Nothing a source row says about its board is taken on trust.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "db/ingest.hpp"
#include "db/store.hpp"

namespace dg::db {

// How much search one source puzzle's count may take (import's default budget, db/ingest.hpp;
// --max-nodes, --max-seconds); 0 = no limit.
struct MergeLimits {
  std::uint64_t max_nodes = kImportNodes;
  std::chrono::seconds max_seconds = kImportSeconds;
};

// A source puzzle that passed: its record as this program would store it (board, solution, key
// computed here; provenance copied from the row, as valid UTF-8), and its grade.
struct VerifiedPuzzle {
  std::int64_t source_id = 0;
  PuzzleRecord rec;
  std::string created;           // the row's creation time (YYYY-MM-DDTHH:MM:SSZ)
  bool has_external_id = false;  // rec.external_id is the row's (maybe ""), not NULL
  // Graded here; the source's time (micros) is kept when its current grade says the same, so
  // merging a store this program made stores what it held.
  std::optional<GradeRecord> grade;
};

// The largest puzzle or solution text a row may hold (the largest real boards take a few KB).
inline constexpr std::size_t kMaxRowText = 1 << 20;

// A grade as a merge reads and writes it, from the columns status, max_tier, steps, micros,
// difficulty, band, bottleneck_steps, mean_available, technique, technique_level, minutes of
// `st`'s row, starting at column `first` (no grader version, no rule usage).
GradeRecord grade_from_columns(Statement& st, int first);
// The same columns bound as parameters first, first + 1, ... (NULL difficulty columns when the
// grade has none).
void bind_grade_columns(Statement& st, int first, const GradeRecord& g);

// Reads and checks the puzzle rows of `source` (opened read-only) a block at a time in id order,
// a block's checks in parallel, holding only the block in hand: its verified puzzles go to
// `take`, one line per refused row to `refused` ("puzzle 3 (queens queens-8x8-7): its stored
// solution is wrong"). `progress(done, total)` is called as rows are checked.
void check_source_puzzles(Store& source, const MergeLimits& limits,
                          const std::function<void(std::vector<VerifiedPuzzle>&)>& take,
                          std::vector<std::string>& refused,
                          const std::function<void(int, int)>& progress = {});

}  // namespace dg::db
