// dailygrid calibrate: fits the difficulty model's minutes (and, where the times say so, its
// weights) to the solve times in the store (`times import`), prints Spearman's rho on a held-out
// part overall, by game and by board, and writes a calibration file that `--calibration` reads
// (grader/common/calibration_fit.hpp; docs/difficulty.md, "Calibrating on your players").
#include <cmath>
#include <cstdio>
#include <iostream>

#include "cli/calibration_option.hpp"
#include "cli/command.hpp"
#include "cli/game_option.hpp"
#include "db/calibrate.hpp"
#include "db/store.hpp"
#include "grader/common/calibration.hpp"
#include "solver/common/atomic_file.hpp"

namespace dg::cli {

namespace {

std::string rho_text(double r) {
  if (!std::isfinite(r)) return "-";
  char buf[16];
  std::snprintf(buf, sizeof buf, "%.3f", r);
  return buf;
}

}  // namespace

void add_calibrate(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand(
      "calibrate", "Fit the predicted minutes to the players' solve times in the store");
  static std::string db_path = db::kDefaultPath;
  static std::string out_path;
  static std::string name;
  static std::string game;
  static FitOptions options;
  static bool show = false;
  cmd->add_option("--db", db_path, "SQLite store holding the times (`dailygrid times import`)")
      ->capture_default_str();
  cmd->add_option("--out", out_path, "Write the fitted calibration to this JSON file");
  cmd->add_option("--name", name, "The fitted calibration's name (default: calibrated-<store>)");
  cmd->add_option("--game", game, "Only this game's times")->check(known_game());
  cmd->add_option("--min-player-times", options.min_player_times,
                  "A player counts in a game with at least this many times")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000000));
  cmd->add_option("--min-players", options.min_players,
                  "A puzzle counts with at least this many players' times")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000));
  cmd->add_flag("--show", show, "Print the calibration in use as JSON and stop");
  add_calibration_option(cmd);
  cmd->callback([&run] {
    run = [] {
      if (show) {
        std::cout << calibration_to_json(active_calibration()).dump(2) << "\n";
        return kOk;
      }
      if (out_path.empty()) throw UsageError("calibrate: --out FILE is required (or --show)");
      db::Store store(db_path, db::Store::Open::existing);
      const db::TimedPuzzles timed = db::read_timed_puzzles(store, game);
      options.name = name.empty() ? "calibrated-" + db_path : name;
      const FitResult r = fit_calibration(timed.puzzles, active_calibration(), options);
      std::cerr << "dailygrid: " << timed.times << " times of " << timed.puzzles.size()
                << " scored puzzles (" << timed.unscored << " timed puzzles without a score); "
                << r.target_puzzles << " puzzles with enough players\n";
      for (const std::string& note : r.notes) std::cerr << "dailygrid: " << note << "\n";
      if (r.target_puzzles < 2 * options.min_puzzles) {
        std::cerr << "dailygrid: calibrate: too few timed puzzles to fit and check ("
                  << r.target_puzzles << "; at least " << 2 * options.min_puzzles
                  << " with --min-players " << options.min_players << " players each)\n";
        return kRuntime;
      }
      std::cout << "held out: " << r.split << "\n";
      std::cout << "Spearman rho of minutes with the players' times (under "
                << active_calibration().name << " -> fitted)\n";
      std::cout << "part  scope                 puzzles  before  after\n";
      for (const FitFigure& f : r.figures) {
        char line[160];
        std::snprintf(line, sizeof line, "%-5s %-21s %7d  %6s  %5s\n", f.part.c_str(),
                      f.scope.c_str(), f.puzzles, rho_text(f.rho_before).c_str(),
                      rho_text(f.rho_after).c_str());
        std::cout << line;
      }
      auto written = replace_file(out_path, calibration_to_json(r.calibration).dump(2) + "\n");
      if (!written) {
        std::cerr << "dailygrid: calibrate: " << written.error() << "\n";
        return kRuntime;
      }
      std::cerr << "dailygrid: wrote calibration " << r.calibration.name << " to " << out_path
                << "\n";
      return kOk;
    };
  });
}

}  // namespace dg::cli
