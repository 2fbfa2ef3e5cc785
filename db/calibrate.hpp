// The store's side of `dailygrid calibrate`: every puzzle with stored solve times, with its step
// record and its times, ready for the calibration fit (grader/common/calibration_fit.hpp).
#pragma once

#include <string>
#include <vector>

#include "db/store.hpp"
#include "grader/common/calibration_fit.hpp"

namespace dg::db {

struct TimedPuzzles {
  std::vector<TimedPuzzle> puzzles;
  int times = 0;          // solve times read
  int unscored = 0;       // timed puzzles the rules do not solve: no score to fit
};

// Reads the solve times (of `game` only when non-empty) and re-records each timed puzzle's steps.
// A player's times are ordered by their solve dates when every one of them has a date, and by
// the puzzles' store ids otherwise (the store keeps puzzles in the order they were made).
TimedPuzzles read_timed_puzzles(Store& store, const std::string& game);

}  // namespace dg::db
