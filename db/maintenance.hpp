// Store-wide maintenance: re-grading under the current grader version, and (db/merge.hpp)
// merging stores made elsewhere.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "db/merge.hpp"
#include "db/store.hpp"

namespace dg::db {

struct RegradeSummary {
  int graded = 0;
  int skipped = 0;  // games without a grader, or unreadable rows
};

// Grades every stored puzzle that has no grade under the current grader version (all of them
// when `all`), optionally only of `game`, `batch` puzzles at a time in id order: each batch is
// graded on `jobs` threads (0 = all cores) outside any transaction, then stored by this thread
// in one write transaction. The grades stored do not depend on `jobs`. `progress(done, total)`
// is called before each batch.
RegradeSummary regrade(Store& store, bool all, const std::string& game, int batch = 500,
                       const std::function<void(int, int)>& progress = {}, int jobs = 1);

}  // namespace dg::db
