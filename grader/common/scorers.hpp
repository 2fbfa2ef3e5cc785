// The table of difficulty scorers, one per game, so commands and the store loop over games
// instead of switching on names. Kept apart from graders.hpp: only callers that score need it.
#pragma once

#include <chrono>
#include <optional>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "grader/common/calibration.hpp"
#include "grader/common/difficulty.hpp"
#include "grader/common/grade.hpp"
#include "solver/common/game.hpp"

namespace dg {

// A grade with every tier and, when the rules solve the puzzle, its score: both from one run of
// the rules, with the score's step record (step_probe.hpp) attached to it.
struct ScoredGrade {
  Grade grade;
  std::optional<Difficulty> difficulty;     // nullopt unless grade.status is solved
  std::chrono::nanoseconds scoring_time{};  // of the run's time, what recording the steps took
};

// The ScoredGrade of a run graded with `probe` attached.
template <class Grid>
ScoredGrade scored_grade(Grade grade, const StepProbe<Grid>& probe, std::span<const RuleCost> costs,
                         const DifficultyParams& params) {
  ScoredGrade out;
  out.grade = std::move(grade);
  out.scoring_time = probe.time_spent();
  if (out.grade.status == Status::solved)
    out.difficulty = score_steps(probe.steps(), costs, params);
  return out;
}

// The grade, score and band of one run, with availability counted only when the score reads it
// (params.gamma != 0; with gamma = 0 every step's scarcity term is 1 whatever the count, so score
// and band are those of the full record, bit for bit). Without the count the bottleneck figures
// (bottleneck_steps, mean_available) are 0. For callers that keep the grade, score and band only
// (a generator's score filter, its file output). `run(probe)` grades with every tier, the probe
// attached.
template <class Grid, class Run>
ScoredGrade grade_and_rate_with(std::span<const Rule<Grid>> rules, std::span<const RuleCost> costs,
                                int (*undecided)(const Grid&), const DifficultyParams& params,
                                Run run) {
  const bool reads_available = calibrated_params(params).gamma != 0;
  StepProbe<Grid> probe(rules, costs, undecided, kAvailabilityCap, reads_available);
  Grade g = run(&probe);
  ScoredGrade out = scored_grade(std::move(g), probe, costs, params);
  if (out.difficulty && !reads_available) {
    out.difficulty->bottleneck_steps = 0;
    out.difficulty->mean_available = 0;
  }
  return out;
}

// A puzzle's step record with the costs it indexes: what the calibration fit re-scores under many
// weights without grading again. `ok` is false when the puzzle did not read back.
struct RecordedSteps {
  std::vector<StepRecord> steps;
  std::span<const RuleCost> costs;
  bool ok = false;
};

struct ScorerInfo {
  std::string_view game;
  const DifficultyParams* params;
  std::span<const RuleCost> costs;  // one per rule of the game's table, in table order
  // Grades the puzzle with every tier, recording the steps, and scores the record: the cheapest
  // way to a score alone.
  Difficulty (*difficulty)(const AnyPuzzle& puzzle);
  // The grade (hit counts, trace when not null) and the score from the same run: for callers that
  // need both, at the cost of one scoring run instead of a grade and a scoring run.
  ScoredGrade (*grade_and_score)(const AnyPuzzle& puzzle, Trace* trace);
  // The step record of every tier's run, and its costs.
  RecordedSteps (*record)(const AnyPuzzle& puzzle);
};

// A ScorerInfo's `difficulty` from a game's model reader and scorer: the type-erased puzzle is
// read back from its interchange JSON (a parsed puzzle always reads back; a failure scores 0).
template <auto from_json, auto difficulty>
Difficulty difficulty_of_any(const AnyPuzzle& any) {
  auto p = from_json(any.to_json());
  return p ? difficulty(*p) : Difficulty{};
}

// A ScorerInfo's `grade_and_score`, likewise. A failure is graded stuck, without a score.
template <auto from_json, auto grade_and_score>
ScoredGrade grade_and_score_of_any(const AnyPuzzle& any, Trace* trace) {
  auto p = from_json(any.to_json());
  if (!p) {
    ScoredGrade out;
    out.grade.tier = std::string(kSearchTier);
    return out;
  }
  return grade_and_score(*p, trace);
}

// A ScorerInfo's `record`, likewise; `recorded(p)` gives the record and the costs it indexes.
template <auto from_json, auto recorded>
RecordedSteps record_of_any(const AnyPuzzle& any) {
  auto p = from_json(any.to_json());
  return p ? recorded(*p) : RecordedSteps{};
}

std::span<const ScorerInfo> all_scorers();
// The scorer of `game`, or nullptr when that game has none.
const ScorerInfo* find_scorer(std::string_view game);

}  // namespace dg
