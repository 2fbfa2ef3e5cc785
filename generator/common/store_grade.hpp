// What a generator hands the store beside a puzzle's Grade, so the store does not grade it again:
// the score of the same run and how long that run took. Only made when the caller stores what it
// generates (ScoreFilter::for_store: `generate --db`, the generator table that daily uses); the
// JSON then carries it in "grade" (with_generated_fields), and db::store_generated takes it.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <utility>

#include "grader/common/difficulty.hpp"
#include "grader/common/scorers.hpp"

namespace dg {

struct StoreGrade {
  std::optional<Difficulty> difficulty;  // nullopt when the rules do not solve the puzzle
  std::int64_t micros = -1;              // the grade's time; -1 = not graded for the store
  // (then a difficulty alone is for the output: "difficulty" and "band", as with_score adds)
};

// `run()` (a ScoredGrade) and its time in microseconds without the scoring probe's share, timed as
// the store times its own grade (db::grade_record).
template <class Run>
ScoredGrade timed_grade(Run&& run, std::int64_t& micros) {
  const auto start = std::chrono::steady_clock::now();
  ScoredGrade out = std::forward<Run>(run)();
  const auto elapsed = std::chrono::steady_clock::now() - start - out.scoring_time;
  micros = std::chrono::duration_cast<std::chrono::microseconds>(elapsed).count();
  return out;
}

}  // namespace dg
