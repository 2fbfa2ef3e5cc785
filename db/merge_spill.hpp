// A merge's checked source puzzles kept on disk until its write transaction: the source is checked
// before the target's write lock is taken (a killed merge leaves the target as it was), and the
// checked puzzles of a large source do not fit in memory, so they wait in a TEMP table of the
// target's connection (SQLite's temporary file, no lock on the target) and are read back a block
// at a time.
#pragma once

#include <functional>
#include <vector>

#include "db/merge_rows.hpp"

namespace dg::db {

class CheckedSpill {
 public:
  explicit CheckedSpill(Connection& target);
  ~CheckedSpill();
  CheckedSpill(const CheckedSpill&) = delete;
  CheckedSpill& operator=(const CheckedSpill&) = delete;

  // Keeps what a merge writes of each puzzle: its record, creation time and grade (the
  // difficulty's stored columns only).
  void add(const std::vector<VerifiedPuzzle>& block);
  // The kept puzzles in the order they were added, a block at a time.
  void for_each_block(const std::function<void(std::vector<VerifiedPuzzle>&)>& take);

 private:
  Connection& db_;
};

}  // namespace dg::db
