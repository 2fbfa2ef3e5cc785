// dailygrid daily: fill the published schedule along a difficulty curve (--from/--days/--games),
// or show one day's set (--show DATE), optionally rendered as a two-page PDF or an image
// (--render FILE: puzzles on page 1, solutions on page 2). Exit 1 when a slot stays empty.
#include <fstream>
#include <iostream>

#include "cli/command.hpp"
#include "db/daily.hpp"
#include "render/render.hpp"
#include "solver/common/document.hpp"
#include "solver/common/rng.hpp"

namespace dg::cli {

namespace {

int show_day(db::Store& store, const std::string& date, const std::string& render_path) {
  if (auto d = db::parse_date(date); !d) throw UsageError("--show: " + d.error());
  const auto set = db::daily_puzzles(store, date);
  if (set["puzzles"].empty()) {
    std::cerr << "dailygrid: nothing scheduled on " << date << "\n";
    return kRuntime;
  }
  auto entries = read_document(set.dump());
  if (!entries) throw std::runtime_error(entries.error());
  std::vector<render::Board> puzzles, solutions;
  for (std::size_t i = 0; i < entries->size(); ++i) {
    const auto& e = (*entries)[i];
    const auto& rec = set["puzzles"][i];
    const std::string caption = std::string(e.puzzle->game()) + " #" + e.id + " (" +
                                rec.value("grade", nlohmann::json::object()).value("max_tier", "?") + ")";
    std::cout << "# " << caption << "\n" << e.puzzle->to_text() << "\n";
    puzzles.push_back({e.puzzle.get(), nullptr, caption});
    solutions.push_back({e.puzzle.get(), rec["solution"], caption});
  }
  if (!render_path.empty()) {
    const std::string ext = render_path.substr(render_path.rfind('.') + 1);
    auto fmt = render::parse_format(ext);
    if (!fmt) throw UsageError("--render: " + fmt.error());
    auto done = render::render_pages({puzzles, solutions}, "dailygrid " + date, *fmt, render_path);
    if (!done) throw std::runtime_error(done.error());
    std::cerr << "dailygrid: wrote " << render_path << "\n";
  }
  return kOk;
}

}  // namespace

void add_daily(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("daily", "Fill or show the daily puzzle schedule");
  static std::string db_path = db::kDefaultPath;
  static std::string from, show, curve_file, render_path;
  static int days = 7;
  static std::vector<std::string> games = {"queens", "tango", "zip"};
  static std::uint64_t seed = kDefaultSeed;
  static int jobs = 0;
  cmd->add_option("--db", db_path, "SQLite store")->capture_default_str();
  cmd->add_option("--from", from, "First date to fill, YYYY-MM-DD");
  cmd->add_option("--days", days, "How many days to fill")->capture_default_str()->check(CLI::Range(1, 3660));
  cmd->add_option("--games", games, "Games to schedule")->delimiter(',')->capture_default_str()
      ->check(CLI::IsMember({"queens", "tango", "zip"}));
  cmd->add_option("--curve", curve_file, "Difficulty curve JSON (default: the weekly LinkedIn pattern)");
  cmd->add_option("--seed", seed, "Seed for puzzles generated to fill gaps")->capture_default_str();
  cmd->add_option("--jobs", jobs, "Generator threads (0 = all cores)")->capture_default_str();
  cmd->add_option("--show", show, "Print the puzzles scheduled on this date");
  cmd->add_option("--render", render_path, "With --show: also draw the set (.pdf, .svg or .png)");
  cmd->add_flag_callback("--print-curve", [] {
    std::cout << db::curve_to_json(db::default_curve()).dump(2) << "\n";
    throw CLI::Success();
  }, "Print the default curve as JSON and exit");
  cmd->callback([&run] {
    run = []() -> int {
      if (!show.empty()) {
        db::Store store(db_path);
        return show_day(store, show, render_path);
      }
      if (from.empty()) throw UsageError("daily: give --from DATE (to fill) or --show DATE");
      auto start = db::parse_date(from);
      if (!start) throw UsageError("--from: " + start.error());
      db::Curve curve = db::default_curve();
      if (!curve_file.empty()) {
        std::ifstream in(curve_file);
        if (!in) throw UsageError("cannot open " + curve_file);
        auto j = nlohmann::json::parse(in, nullptr, false);
        if (j.is_discarded()) throw UsageError(curve_file + ": malformed JSON");
        auto parsed = db::parse_curve(j);
        if (!parsed) throw UsageError(curve_file + ": " + parsed.error());
        curve = *parsed;
      }
      db::Store store(db_path);
      auto s = db::fill_daily(store, curve, *start, days, games, seed, jobs);
      for (const auto& m : s.missing) std::cerr << "dailygrid: empty slot " << m << "\n";
      std::cout << s.scheduled << " scheduled, " << s.kept << " already scheduled, " << s.generated
                << " generated, " << s.missing.size() << " empty\n";
      return s.missing.empty() ? int{kOk} : int{kRuntime};
    };
  });
}

}  // namespace dg::cli
