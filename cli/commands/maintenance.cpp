// dailygrid regrade / merge: store maintenance. Both work on stores that exist: a missing --db
// (regrade) or SOURCE (merge) is an I/O error (exit 1), never a new empty store. Summaries go to
// stderr like every command's.
#include <chrono>
#include <filesystem>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <vector>

#include "cli/calibration_option.hpp"
#include "cli/command.hpp"
#include "cli/game_option.hpp"
#include "cli/number_checks.hpp"
#include "cli/progress.hpp"
#include "cli/search_budget.hpp"
#include "db/daily.hpp"
#include "db/maintenance.hpp"

namespace dg::cli {

void add_regrade(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("regrade", "Grade stored puzzles with the current grader version");
  static std::string db_path = db::kDefaultPath;
  static std::string game;
  static bool all = false;
  cmd->add_option("--db", db_path, "SQLite store")->capture_default_str();
  cmd->add_option("--game", game, "Only this game")->check(known_game());
  cmd->add_flag("--all", all, "Re-grade puzzles that already have a current grade too");
  static int jobs = 1;
  cmd->add_option("--jobs", jobs,
                  "Grading threads (0 = all cores); one writer, and the grades stored do not "
                  "depend on it")
      ->capture_default_str()
      ->check(whole_number(0, 1024));  // as generate --jobs
  // A new calibration moves every stored grade's minutes and band: it re-grades them all.
  auto* calibration = add_calibration_option(cmd);
  cmd->callback([&run, calibration] {
    if (calibration->count() > 0) all = true;
    run = [] {
      db::Store store(db_path, db::Store::Open::existing);
      std::unique_ptr<Progress> progress;
      auto s = db::regrade(
          store, all, game, 500,
          [&](int done, int total) {
            if (!progress) progress = std::make_unique<Progress>("regrade", total);
            progress->update(done);
          },
          jobs);
      progress.reset();
      std::cerr << "dailygrid: " << s.graded << " graded, " << s.skipped
                << " skipped (no grader for their game or variant)\n";
      return kOk;
    };
  });
}

void add_merge(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("merge", "Merge stores, keeping every board once");
  static std::vector<std::string> sources;
  static std::string into;
  cmd->add_option("SOURCE", sources, "Stores to merge from")->required();
  static std::string today;
  cmd->add_option("--into", into, "Target store (created if missing)")->required();
  cmd->add_option("--today", today,
                  "Days up to this date are published: their numbers are kept, and a clash "
                  "between two stores' published numbers refuses the merge (default: today)");
  // Every source puzzle is counted again, as import counts a file's: the same budget.
  static SearchBudgetOptions budget;
  add_search_budget_options(cmd, budget);
  cmd->callback([&run] {
    run = [] {
      long published = db::today_days();
      if (!today.empty()) {
        auto d = db::parse_date(today);
        if (!d) throw UsageError("--today: " + d.error());
        published = *d;
      }
      // Every source is checked (it exists, is a store, has this schema) before the target is
      // created or anything merged, so a typo never half-merges a list; sources are only read.
      std::vector<std::unique_ptr<db::Store>> stores;
      for (const auto& src : sources) {
        if (!std::filesystem::is_regular_file(src))
          throw std::runtime_error("no store at " + src + " (SOURCE must be an existing store)");
        stores.push_back(std::make_unique<db::Store>(src, db::Store::Open::read_only));
        stores.back()->require_exact_schema();
      }
      db::Store target(into);
      bool refused = false;
      for (std::size_t i = 0; i < sources.size(); ++i) {
        db::MergeOptions o;
        o.today = published;
        o.name = sources[i];
        o.limits.max_nodes = budget.max_nodes;
        o.limits.max_seconds = std::chrono::seconds(budget.max_seconds);
        std::unique_ptr<Progress> progress;
        o.progress = [&](int done, int total) {
          if (!progress) progress = std::make_unique<Progress>("merge " + sources[i], total);
          progress->update(done);
        };
        auto s = db::merge_into(target, *stores[i], o);
        progress.reset();
        // Every refused row is named: the source is damaged or forged, and the reader must see
        // where (the first 20, then how many more).
        for (std::size_t k = 0; k < s.refused.size() && k < 20; ++k)
          std::cerr << "dailygrid: " << sources[i] << ": refused " << s.refused[k] << "\n";
        if (s.refused.size() > 20)
          std::cerr << "dailygrid: " << sources[i] << ": and " << s.refused.size() - 20
                    << " more refused\n";
        refused = refused || !s.refused.empty();
        std::cerr << "dailygrid: " << sources[i] << ": " << s.added << " added, " << s.duplicates
                  << " duplicates, " << s.scheduled << " daily entries copied";
        if (!s.refused.empty())
          std::cerr << ", " << s.refused.size() << (s.refused.size() == 1 ? " row" : " rows")
                    << " refused";
        if (s.already_scheduled > 0) std::cerr << ", " << s.already_scheduled << " already there";
        if (s.times > 0) std::cerr << ", " << s.times << " solve times copied";
        if (!s.skipped_daily.empty()) std::cerr << ", " << s.skipped_daily.size() << " skipped";
        std::cerr << "\n";
        // Every skipped entry is named: a schedule that silently lost days is worse than a long
        // message (the first 20, then how many more).
        for (std::size_t k = 0; k < s.skipped_daily.size() && k < 20; ++k)
          std::cerr << "dailygrid: " << sources[i] << ": " << s.skipped_daily[k] << "\n";
        if (s.skipped_daily.size() > 20)
          std::cerr << "dailygrid: " << sources[i] << ": and " << s.skipped_daily.size() - 20
                    << " more skipped\n";
      }
      // The rest is merged, but a refused row means a damaged or forged source: not a success.
      return refused ? kRuntime : kOk;
    };
  });
}

}  // namespace dg::cli
