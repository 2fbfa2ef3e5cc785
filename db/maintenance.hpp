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
// when `all`), optionally only of `game`, committing every `batch` puzzles; grading happens
// outside the write transactions. `progress(done, total)` is called before each puzzle.
RegradeSummary regrade(Store& store, bool all, const std::string& game, int batch = 500,
                       const std::function<void(int, int)>& progress = {});

}  // namespace dg::db
