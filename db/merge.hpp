// Merging stores made elsewhere (shards of one run on a cluster, an editor's store) into one,
// keeping every board once. A source is input from outside: it is read only through dailygrid's
// own schema (Store::require_exact_schema), every row is checked as `import` checks a file
// (db/merge_rows.hpp), and what fails a check is skipped and named, never half-merged.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "db/merge_rows.hpp"
#include "db/series.hpp"
#include "db/store.hpp"

namespace dg::db {

struct MergeSummary {
  int added = 0;              // puzzles new to the target
  int duplicates = 0;         // already there under some symmetry
  int scheduled = 0;          // daily entries copied
  int already_scheduled = 0;  // daily entries the target already had (same day, same puzzle)
  int times = 0;              // players' solve times copied (new to the target)
  // Daily entries not copied, each "2027-01-01 queens: skipped, <why>".
  std::vector<std::string> skipped_daily;
  // Source rows that failed a check, each "puzzle 3 (queens-8x8-7): its stored solution is
  // wrong"; a refused puzzle takes its days, sources and history with it.
  std::vector<std::string> refused;
};

struct MergeOptions {
  long today = today_days();        // days up to this one are published
  std::string name = "the source";  // the source in messages
  MergeLimits limits;
  std::function<void(int, int)> progress;  // (rows checked, rows) while checking
};

// Copies the verified puzzles of `source` (opened with Store::Open::read_only; refused with
// DbError unless its schema is exactly dailygrid's) with their grades (made again here), sources,
// daily entries, schedule history and players' solve times into `target`, in one transaction. Publication numbers stay
// unique per series and in date order (db/series.hpp): a source day up to `today` is published
// and keeps its number; later days (the target's too) are renumbered in date order; when two
// published days clash, nothing of this source is merged and DbError names them.
MergeSummary merge_into(Store& target, Store& source, const MergeOptions& options);
MergeSummary merge_into(Store& target, Store& source, long today = today_days(),
                        const std::string& name = "the source");
// The same for the store at `source`, opened read-only first (throws DbError naming it).
MergeSummary merge_into(Store& target, const std::string& source, long today = today_days());

}  // namespace dg::db
