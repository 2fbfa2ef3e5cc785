// Store-wide maintenance: re-grading under the current grader version, and merging stores made
// elsewhere (e.g. shards of one run on a cluster) while keeping canonical keys unique.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "db/series.hpp"
#include "db/store.hpp"

namespace dg::db {

struct RegradeSummary {
  int graded = 0;
  int skipped = 0;  // games without a grader, or unreadable rows
};

// Grades every stored puzzle that has no grade under the current grader version (all of them
// when `all`), optionally only of `game`, committing every `batch` puzzles; grading happens
// outside the write transactions. `progress(done, total)` is called before each puzzle.
RegradeSummary regrade(Store& store, bool all, const std::string& game, int batch = 500,
                       const std::function<void(int, int)>& progress = {});

struct MergeSummary {
  int added = 0;              // puzzles new to the target
  int duplicates = 0;         // already there under some symmetry
  int scheduled = 0;          // daily entries copied
  int already_scheduled = 0;  // daily entries the target already had (same day, same puzzle)
  // Daily entries not copied, each "2027-01-01 queens: skipped, <why>".
  std::vector<std::string> skipped_daily;
};

// Copies puzzles, grades, rule usage and daily entries of `source` (a store opened with
// Store::Open::read_only, so checked to be a store of the current schema, and never written:
// neither migrated nor switched to WAL) into `target`, in one transaction. Publication numbers
// stay unique per series and in date order (db/series.hpp): days after `today` are renumbered;
// when the two stores' published days (up to `today`) clash, nothing of this source is merged
// and DbError names the days. `name` names the source in messages.
MergeSummary merge_into(Store& target, const Store& source, long today = today_days(),
                        const std::string& name = "the source");
// The same for the store at `source`, opened read-only first (throws DbError naming it).
MergeSummary merge_into(Store& target, const std::string& source, long today = today_days());

}  // namespace dg::db
