// Fitting a calibration (calibration.hpp) to real solve times: the engine of `dailygrid
// calibrate`. Each puzzle's target is the players' mean of log(seconds) less each player's own
// linear trend (players get faster over the months), kept where enough players timed it; the fit
// chooses each game's score weights by Spearman's rho on a fitting part and its minutes map by
// least squares, and reports rho on a held-out part beside the calibration it started from.
#pragma once

#include <string>
#include <vector>

#include "grader/common/calibration.hpp"
#include "grader/common/scorers.hpp"

namespace dg {

struct SolveTime {
  std::string player;
  double seconds = 0;
  double when = 0;  // days, or any increasing order of solving: the player's trend is read on it
};

struct TimedPuzzle {
  long long id = 0;    // names the puzzle in the report and decides its part
  std::string game;    // a scorer's game
  std::string group;   // the report's finer grouping, e.g. "queens 8x8"
  RecordedSteps record;
  std::vector<SolveTime> times;
};

struct FitOptions {
  int min_player_times = 20;  // a player's trend needs this many of their times in a game
  int min_players = 3;        // a puzzle's target needs this many players
  int min_puzzles = 8;        // a game is fitted only with this many target puzzles in its part
  std::string name;           // the new calibration's name
};

// One line of the report: Spearman's rho of minutes with the target on one part and scope.
struct FitFigure {
  std::string part;   // "fit" or "held"
  std::string scope;  // "all", a game, or a group
  int puzzles = 0;
  double rho_before = 0;  // under the calibration the fit started from
  double rho_after = 0;   // under the fitted one
};

struct FitResult {
  Calibration calibration;
  std::vector<FitFigure> figures;
  std::string split;                 // says which puzzles were held out
  std::vector<std::string> notes;    // games kept as they were and why; puzzles left out
  int target_puzzles = 0;
};

// Pre: every puzzle's game has a scorer. Puzzles sorted by id alternate between the parts: the
// 1st, 3rd, ... fit, the 2nd, 4th, ... are held out.
FitResult fit_calibration(const std::vector<TimedPuzzle>& puzzles, const Calibration& start,
                          const FitOptions& options);

// Spearman's rho (average ranks for ties); NaN when either side is constant or n < 3.
double spearman_rho(const std::vector<double>& a, const std::vector<double>& b);

}  // namespace dg
