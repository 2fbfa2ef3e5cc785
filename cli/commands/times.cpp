// dailygrid times import FILE.csv / times list: players' solve times in the store (issue 37), the
// data the difficulty model is fitted to. The file's format is in db/times_import.hpp and the
// README; the playable page's "Copy my times" writes it. One bad row refuses the whole file
// (exit 2, every bad row named by its line, nothing stored): a file is a player's or an editor's
// batch, and half of it stored would be stored again, or lost, when the fixed file is imported.
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "cli/command.hpp"
#include "cli/game_option.hpp"
#include "cli/input.hpp"
#include "db/solve_times.hpp"
#include "db/times_import.hpp"
#include "solver/common/utf8.hpp"

namespace dg::cli {

namespace {

// A times file is text: far below this, and a file above it is not one.
constexpr std::uint64_t kMaxTimesBytes = 64'000'000;
// Problems shown before "and N more": enough to see what is wrong with a file.
constexpr std::size_t kShownProblems = 50;

std::string plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// A field of the import format: quoted (RFC 4180) when it holds a comma, a quote or a line break.
// A field starting with a formula sign is refused at import; should one reach the store another
// way, it is written with a leading apostrophe so that a spreadsheet shows it as text.
std::string csv_field(const std::string& stored) {
  const std::string text = stored.find_first_of("=+-@") == 0 ? "'" + stored : stored;
  if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
  std::string out = "\"";
  for (const char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

// Seconds as the file had them: 83, 83.5 (the shortest text that reads back the same).
std::string seconds_text(double s) {
  std::ostringstream out;
  out << std::setprecision(15) << s;
  return out.str();
}

void add_times_import(CLI::App& parent, Runner& run) {
  auto* cmd = parent.add_subcommand("import", "Store players' solve times from a CSV file");
  static std::string file;
  static std::string db_path = db::kDefaultPath;
  cmd->add_option("FILE", file,
                  "CSV with a header row: puzzle,player,seconds and optionally date,hints (- for "
                  "stdin)")
      ->required();
  cmd->add_option("--db", db_path, "SQLite store (must exist: it holds the puzzles)")
      ->capture_default_str();
  cmd->callback([&run] {
    run = [] {
      const std::string text = read_bounded_file(file, kMaxTimesBytes, "a CSV file of times");
      const std::string src = utf8_escaped(
          file == "-" ? std::string("stdin") : std::filesystem::path(file).filename().string());
      const db::TimesFile parsed = db::parse_times_csv(text);
      db::TimesImport done;
      if (parsed.rows.empty() && !parsed.problems.empty()) {
        done.problems = parsed.problems;  // a file that does not read needs no store
      } else {
        db::Store store(db_path, db::Store::Open::existing);
        const nlohmann::json params{{"file", utf8_escaped(file)}, {"source", src}};
        done = db::import_solve_times(store, parsed, src, params.dump());
      }
      const auto& problems = done.problems;
      if (!problems.empty()) {
        for (std::size_t i = 0; i < problems.size() && i < kShownProblems; ++i)
          std::cerr << "dailygrid: " << src << ": " << problems[i].text
                    << (problems.size() == 1 ? "; nothing stored" : "") << "\n";
        if (problems.size() > kShownProblems)
          std::cerr << "dailygrid: " << src << ": and " << problems.size() - kShownProblems
                    << " more\n";
        if (problems.size() > 1)
          std::cerr << "dailygrid: " << src << ": "
                    << plural(static_cast<int>(problems.size()), "problem", "problems")
                    << ", nothing stored\n";
        return kUsage;
      }
      // A summary, so stderr (README: stdout carries only a command's product).
      std::cerr << "dailygrid: " << src << ": stored " << plural(done.stored, "time", "times")
                << " for " << plural(done.puzzles, "puzzle", "puzzles") << " from "
                << plural(done.players, "player", "players") << "; " << done.already
                << " already stored\n";
      return kOk;
    };
  });
}

void add_times_list(CLI::App& parent, Runner& run) {
  auto* cmd = parent.add_subcommand(
      "list", "Print the stored solve times (CSV in the import format, the puzzle by store id)");
  static std::string db_path = db::kDefaultPath;
  static std::string game;
  static bool json = false;
  cmd->add_option("--db", db_path, "SQLite store")->capture_default_str();
  cmd->add_option("--game", game, "Only this game")->check(known_game());
  cmd->add_flag(
      "--json", json,
      "JSON instead: [{\"store_id\",\"game\",\"player\",\"seconds\",\"date\",\"hints\"}]");
  cmd->callback([&run] {
    run = [] {
      db::Store store(db_path, db::Store::Open::read_only);
      const auto times = db::read_solve_times(store, game);
      if (json) {
        nlohmann::ordered_json out = nlohmann::ordered_json::array();
        for (const auto& t : times)
          out.push_back({{"store_id", t.puzzle_id},
                         {"game", t.game},
                         {"player", t.player},
                         {"seconds", t.seconds},
                         {"date", t.date ? nlohmann::ordered_json(*t.date) : nullptr},
                         {"hints", t.hints ? nlohmann::ordered_json(*t.hints) : nullptr}});
        std::cout << out.dump(2) << "\n";
        return kOk;
      }
      std::cout << "puzzle,player,seconds,date,hints\n";
      for (const auto& t : times)
        std::cout << t.puzzle_id << "," << csv_field(t.player) << "," << seconds_text(t.seconds)
                  << "," << t.date.value_or("") << ","
                  << (t.hints ? std::to_string(*t.hints) : std::string()) << "\n";
      return kOk;
    };
  });
}

}  // namespace

void add_times(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("times", "Players' solve times: import them, list them");
  cmd->require_subcommand(1);
  add_times_import(*cmd, run);
  add_times_list(*cmd, run);
}

}  // namespace dg::cli
