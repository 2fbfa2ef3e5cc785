// The calibration fit (calibration_fit.hpp). docs/difficulty.md ("Calibrating on your players")
// gives the method; ../shared/human-times/README.md the target it follows.
#include "grader/common/calibration_fit.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <numeric>
#include <optional>
#include <set>
#include <tuple>

namespace dg {

namespace {

// The weights the fit tries: the shipped ones of every game lie on this grid.
constexpr double kGammas[] = {0, 0.25, 0.5, 0.75, 1};
constexpr double kWeights[] = {0, 1, 2, 5, 10, 20};
constexpr double kKappas[] = {0, 0.5, 1, 1.5, 2, 3};
// A fit part's rho must beat the starting weights' by this much before the weights move: on a
// few dozen puzzles smaller gains are noise.
constexpr double kMinGain = 0.02;

std::vector<double> average_ranks(const std::vector<double>& x) {
  std::vector<std::size_t> order(x.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return x[a] < x[b]; });
  std::vector<double> rank(x.size());
  for (std::size_t i = 0; i < order.size();) {
    std::size_t j = i;
    while (j + 1 < order.size() && x[order[j + 1]] == x[order[i]]) ++j;
    for (std::size_t k = i; k <= j; ++k) rank[order[k]] = static_cast<double>(i + j) / 2 + 1;
    i = j + 1;
  }
  return rank;
}

double pearson(const std::vector<double>& a, const std::vector<double>& b) {
  const double n = static_cast<double>(a.size());
  double ma = 0, mb = 0;
  for (std::size_t i = 0; i < a.size(); ++i) ma += a[i] / n, mb += b[i] / n;
  double sab = 0, saa = 0, sbb = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    sab += (a[i] - ma) * (b[i] - mb);
    saa += (a[i] - ma) * (a[i] - ma);
    sbb += (b[i] - mb) * (b[i] - mb);
  }
  return saa < 1e-12 || sbb < 1e-12 ? NAN : sab / std::sqrt(saa * sbb);
}

// Least squares y = a + b x; b = 0 when x is constant.
std::pair<double, double> line_fit(const std::vector<double>& x, const std::vector<double>& y) {
  const double n = static_cast<double>(x.size());
  double mx = 0, my = 0;
  for (std::size_t i = 0; i < x.size(); ++i) mx += x[i] / n, my += y[i] / n;
  double sxy = 0, sxx = 0;
  for (std::size_t i = 0; i < x.size(); ++i) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) * (x[i] - mx);
  }
  const double b = sxx < 1e-12 ? 0 : sxy / sxx;
  return {my - b * mx, b};
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

struct Target {
  const TimedPuzzle* puzzle;
  double value;  // mean detrended log seconds over its players
  bool held;
};

// Each puzzle's target, from the times of players with enough of them in its game.
std::vector<Target> make_targets(const std::vector<TimedPuzzle>& puzzles, const FitOptions& o,
                                 std::vector<std::string>& notes) {
  // (game, player) -> (puzzle index, when, log seconds)
  std::map<std::pair<std::string, std::string>,
           std::vector<std::tuple<std::size_t, double, double>>>
      by_player;
  for (std::size_t i = 0; i < puzzles.size(); ++i)
    for (const SolveTime& t : puzzles[i].times)
      if (t.seconds > 0)
        by_player[{puzzles[i].game, t.player}].emplace_back(i, t.when, std::log(t.seconds));
  std::vector<std::vector<double>> residuals(puzzles.size());
  int players_left = 0;
  for (const auto& [key, obs] : by_player) {
    if (static_cast<int>(obs.size()) < o.min_player_times) {
      ++players_left;
      continue;
    }
    std::vector<double> x, y;
    for (const auto& [i, when, ls] : obs) x.push_back(when), y.push_back(ls);
    const auto [a, b] = line_fit(x, y);
    for (const auto& [i, when, ls] : obs) residuals[i].push_back(ls - (a + b * when));
  }
  if (players_left > 0)
    notes.push_back(std::to_string(players_left) + " player-game pairs with fewer than " +
                    std::to_string(o.min_player_times) + " times left out");
  std::vector<std::size_t> kept;
  for (std::size_t i = 0; i < puzzles.size(); ++i)
    if (static_cast<int>(residuals[i].size()) >= o.min_players && puzzles[i].record.ok)
      kept.push_back(i);
  std::sort(kept.begin(), kept.end(),
            [&](std::size_t a, std::size_t b) { return puzzles[a].id < puzzles[b].id; });
  std::vector<Target> out;
  for (std::size_t k = 0; k < kept.size(); ++k) {
    const auto& r = residuals[kept[k]];
    out.push_back({&puzzles[kept[k]],
                   std::accumulate(r.begin(), r.end(), 0.0) / static_cast<double>(r.size()),
                   k % 2 == 1});
  }
  return out;
}

double score_under(const TimedPuzzle& p, const Calibration& c) {
  const ScorerInfo* s = find_scorer(p.game);
  return score_steps(p.record.steps, p.record.costs, *s->params, c).score;
}

double minutes_under(const TimedPuzzle& p, const Calibration& c) {
  const ScorerInfo* s = find_scorer(p.game);
  return score_steps(p.record.steps, p.record.costs, *s->params, c).minutes;
}

double rho_of(const std::vector<const Target*>& ts, const Calibration& c, bool minutes) {
  std::vector<double> x, y;
  for (const Target* t : ts) {
    x.push_back(minutes ? minutes_under(*t->puzzle, c) : score_under(*t->puzzle, c));
    y.push_back(t->value);
  }
  return spearman_rho(x, y);
}

GameCalibration& entry(Calibration& c, const std::string& game) {
  for (GameCalibration& g : c.games)
    if (g.game == game) return g;
  c.games.push_back({game, 0, 1, {}, {}, {}, {}});
  return c.games.back();
}

}  // namespace

double spearman_rho(const std::vector<double>& a, const std::vector<double>& b) {
  if (a.size() < 3 || a.size() != b.size()) return NAN;
  return pearson(average_ranks(a), average_ranks(b));
}

FitResult fit_calibration(const std::vector<TimedPuzzle>& puzzles, const Calibration& start,
                          const FitOptions& o) {
  FitResult out;
  out.calibration = start;
  out.calibration.name = o.name;
  const std::vector<Target> targets = make_targets(puzzles, o, out.notes);
  out.target_puzzles = static_cast<int>(targets.size());
  out.split =
      "timed puzzles in store-id order alternate: the 1st, 3rd, 5th, ... fit the "
      "calibration, the 2nd, 4th, 6th, ... are held out";
  std::set<std::string> games;
  for (const Target& t : targets) games.insert(t.puzzle->game);
  for (const std::string& game : games) {
    std::vector<const Target*> fit;
    for (const Target& t : targets)
      if (t.puzzle->game == game && !t.held) fit.push_back(&t);
    const ScorerInfo* scorer = find_scorer(game);
    if (!scorer) continue;
    if (static_cast<int>(fit.size()) < o.min_puzzles) {
      out.notes.push_back(game + ": " + std::to_string(fit.size()) +
                          " puzzles to fit on, fewer than " + std::to_string(o.min_puzzles) +
                          ": kept as it was");
      continue;
    }
    // The weights: the grid point with the best rho of the score on the fit part.
    Calibration trial = out.calibration;
    GameCalibration& g = entry(trial, game);
    const double start_rho = rho_of(fit, trial, false);
    double best_rho = start_rho;
    std::optional<std::array<double, 3>> best;
    for (double gamma : kGammas)
      for (double weight : kWeights)
        for (double kappa : kKappas) {
          g.gamma = gamma, g.weight = weight, g.kappa = kappa;
          const double r = rho_of(fit, trial, false);
          if (std::isfinite(r) && r > best_rho + (best ? 0 : kMinGain)) {
            best_rho = r;
            best = std::array<double, 3>{gamma, weight, kappa};
          }
        }
    GameCalibration& fitted = entry(out.calibration, game);
    if (best) {
      fitted.gamma = (*best)[0], fitted.weight = (*best)[1], fitted.kappa = (*best)[2];
    } else {
      out.notes.push_back(game + ": no weights beat the starting ones by " +
                          std::to_string(kMinGain).substr(0, 4) + " in rho: kept");
    }
    // The minutes map: the target's slope on the score, the players' median level.
    std::vector<double> x, y, level;
    for (const Target* t : fit) x.push_back(score_under(*t->puzzle, out.calibration));
    for (const Target* t : fit) y.push_back(t->value);
    const double slope = line_fit(x, y).second;
    if (slope > 0)
      fitted.log_seconds_per_score = slope;
    else
      out.notes.push_back(game + ": times do not rise with the score here: slope kept");
    for (std::size_t i = 0; i < fit.size(); ++i)
      for (const SolveTime& t : fit[i]->puzzle->times)
        if (t.seconds > 0)
          level.push_back(std::log(t.seconds) - fitted.log_seconds_per_score * x[i]);
    fitted.log_seconds = median(level);
    fitted.origin =
        "fitted by dailygrid calibrate on " + std::to_string(fit.size()) + " timed puzzles";
  }
  // The report: rho of the minutes on each part, overall, by game and by group.
  for (const bool held : {false, true}) {
    std::map<std::string, std::vector<const Target*>> scopes;
    for (const Target& t : targets) {
      if (t.held != held) continue;
      scopes["all"].push_back(&t);
      scopes[t.puzzle->game].push_back(&t);
      if (!t.puzzle->group.empty() && t.puzzle->group != t.puzzle->game)
        scopes[t.puzzle->group].push_back(&t);
    }
    for (const auto& [scope, ts] : scopes)
      out.figures.push_back({held ? "held" : "fit", scope, static_cast<int>(ts.size()),
                             rho_of(ts, start, true), rho_of(ts, out.calibration, true)});
  }
  return out;
}

}  // namespace dg
