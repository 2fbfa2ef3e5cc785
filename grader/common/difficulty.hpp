// The difficulty score: a continuous number per puzzle (higher = harder, comparable within a game
// across board sizes) and a named band on top of it. It is computed from the engine's step record
// (step_probe.hpp) and per-game data (each game's difficulty.cpp), calibrated on LinkedIn's
// weekdays; docs/difficulty.md gives the formula, the data and how to re-fit them:
//   difficulty = ln( sum_s cost[rule_s] * (U_s / A_s)^gamma + W * max_s max_cost[rule_s] )
//                + kappa * ln(U_0)
// over the counted steps s; U_s = undecided units before s, A_s = the availability at the start
// of s's batch (a run of steps of one rule whose availability counts down is one batch of
// parallel deductions, so only its first step says how scarce the way forward was).
#pragma once

#include <array>
#include <limits>
#include <span>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "grader/common/rule_cost.hpp"
#include "grader/common/step_probe.hpp"

namespace dg {

inline constexpr std::array<std::string_view, 4> kBandNames = {"easy", "medium", "hard", "expert"};

// The technique level: how hard the hardest thinking is, whatever the board's size or length (the
// band folds both in). Its own names, so that a level is never read as a band.
inline constexpr std::array<std::string_view, 4> kTechniqueNames = {"plain", "clever", "subtle",
                                                                    "deep"};

struct DifficultyParams {
  double gamma = 0;   // weight of scarcity (U_s / A_s)
  double weight = 0;  // W: weight of the hardest rule needed
  double kappa = 0;   // weight of the board's size, ln(U_0)
  // band_limits[i] is the lowest score of band i + 1: easy < [0] <= medium < [1] <= hard < [2]
  // <= expert. Increasing, so the bands cover the real line without gaps or overlaps.
  std::array<double, kBandNames.size() - 1> band_limits{};
  // technique_limits[i] is the lowest technique value of level i + 1 (kTechniqueNames), on the
  // log2 scale of the rules' max costs: each game puts them at its tier boundaries, so a level is
  // the hardest tier needed, and the bottleneck bonus (below 1) never crosses a level.
  std::array<double, kTechniqueNames.size() - 1> technique_limits{};
  // The hardest rule max cost LinkedIn's own puzzles need; a puzzle needing more is labelled
  // "beyond LinkedIn" (Zip: parity and contradiction). Infinite where the generator's tiers and
  // LinkedIn's agree.
  double linkedin_max_cost = std::numeric_limits<double>::infinity();
  // The game these weights belong to: names its entry in the calibration (calibration.hpp),
  // which turns the score into minutes and reads the band on the minutes.
  std::string_view game{};
  // Whether a step's availability is at least the units it decided. For a game whose rules are
  // sweeps (Zip's forced_edges decides every forced edge of the board in one application), the
  // applications undercount the deductions a person sees at once; the units a sweep decides count
  // them.
  bool availability_from_units = false;
};

struct Difficulty {
  double score = 0;
  std::string band;
  int bottleneck_steps = 0;   // counted steps with A_s <= 1: a single way forward
  double mean_available = 0;  // mean A_s over the counted steps (0 when none)
  double sum_term = 0;        // sum_s cost * (U_s / A_s)^gamma
  double max_term = 0;        // W * the hardest rule's max cost
  double size_term = 0;       // kappa * ln(U_0)
  int counted_steps = 0;
  // The technique value: log2(the hardest rule's max cost), + 0.5 when a step of that cost was a
  // single way forward, + up to 0.25 as that cost recurs (2 steps 0.125, 3 or more 0.25). No size
  // term: it says how hard to think, not how long.
  double technique = 0;
  std::string technique_level;   // one of kTechniqueNames
  bool beyond_linkedin = false;  // the hardest rule is beyond what LinkedIn's puzzles need
  // The predicted solve time of a practised player, in minutes (grader/common/minutes.hpp): the
  // scale every game's band is read on.
  double minutes = 0;
};

// The band of `score` under `params` (one of kBandNames).
std::string_view band_of(double score, const DifficultyParams& params);

// The technique level of a technique value under `params` (one of kTechniqueNames).
std::string_view technique_level_of(double technique, const DifficultyParams& params);

// The score of a step record, its minutes and band under the active calibration (calibration.hpp),
// which may replace params' weights. Pre: costs[i] belongs to rule i of the table the record
// indexes.
// Deterministic; never lowered by an extra counted step, nor by a step moving to a rule of
// higher cost (with the same availability).
Difficulty score_steps(std::span<const StepRecord> steps, std::span<const RuleCost> costs,
                       const DifficultyParams& params);

struct Calibration;
// score_steps under calibration `c` instead of the active one (the calibration fit tries many).
Difficulty score_steps(std::span<const StepRecord> steps, std::span<const RuleCost> costs,
                       const DifficultyParams& params, const Calibration& c);

// The fields `grade --json` adds: difficulty, band, technique, technique_level, beyond_linkedin,
// bottleneck_steps, mean_available and the terms.
nlohmann::json difficulty_to_json(const Difficulty& d);

}  // namespace dg
