// The calibration: what turns a game's difficulty score into minutes, the predicted solve time of
// a practised player, and the minute ranges of the bands, which every game and variant shares.
//   minutes = exp(a + b * score) / 60
// with (a, b) per game, fitted on real solve times where a game has them (docs/difficulty.md,
// "Minutes"). A calibration may also replace a game's score weights (gamma, W, kappa): that is
// what `dailygrid calibrate` fits to a publisher's own players. The program ships one
// (shipped_calibration); `--calibration FILE` replaces it for a run (use_calibration).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "grader/common/difficulty.hpp"
#include "solver/common/expected.hpp"

namespace dg {

// The file format's version: a file of another version is refused.
inline constexpr int kCalibrationFormat = 1;

struct GameCalibration {
  std::string game;
  double log_seconds = 0;            // a: ln(seconds) at score 0
  double log_seconds_per_score = 1;  // b: > 0, so minutes rise with the score
  // Replacements for the game's shipped score weights; unset keeps the shipped one.
  std::optional<double> gamma, weight, kappa;
  std::string origin;  // where (a, b) and the weights come from, in a sentence
};

struct Calibration {
  std::string name;  // says which calibration a grade was made under (e.g. "shipped-2026-12")
  // band_minutes[i]: the fewest minutes of band i + 1 (kBandNames); increasing.
  std::array<double, kBandNames.size() - 1> band_minutes{};
  std::vector<GameCalibration> games;
  const GameCalibration* find(std::string_view game) const;
};

const Calibration& shipped_calibration();
// The calibration grades are made under: the shipped one unless use_calibration replaced it.
const Calibration& active_calibration();
// Replaces the active calibration for the rest of the process. Call before any grading starts
// (a command's option handling), never while other threads grade.
void use_calibration(Calibration calibration);

Expected<Calibration> calibration_from_json(const nlohmann::json& j);
nlohmann::json calibration_to_json(const Calibration& c);
// Reads a calibration file; every problem is one line naming the file.
Expected<Calibration> read_calibration_file(const std::string& path);

// A game's shipped weights with the active calibration's replacements, and its band limits moved
// to the scores that give the band minutes: band_of(score, calibrated_params(p)) is the minute
// band. `shipped.game` names the game; a game the calibration lacks keeps its shipped weights and
// limits.
DifficultyParams calibrated_params(const DifficultyParams& shipped);
DifficultyParams calibrated_params(const DifficultyParams& shipped, const Calibration& c);

// The minutes of a score of `game` under `c` (0 for a game `c` lacks).
double minutes_of(double score, std::string_view game, const Calibration& c);
// The band of a number of minutes (one of kBandNames).
std::string_view band_of_minutes(double minutes, const Calibration& c);

}  // namespace dg
