// dailygrid render FILE_OR_ID: draws puzzles (with --solution, their solutions) as SVG, PNG or PDF.
// A number that is not a file names a puzzle in the store (--db).
#include <filesystem>
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "db/export.hpp"
#include "render/render.hpp"

namespace dg::cli {

namespace {

bool is_store_id(const std::string& s) {
  return !s.empty() && s.find_first_not_of("0123456789") == std::string::npos &&
         !std::filesystem::exists(s);
}

}  // namespace

void add_render(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("render", "Draw puzzles as SVG, PNG or PDF");
  static std::string what;
  static std::string format = "svg";
  static std::string out;
  static std::string db_path = db::kDefaultPath;
  static bool solution = false;
  cmd->add_option("FILE_OR_ID", what, "Puzzle file (- for stdin), or a store id")->required();
  cmd->add_option("--format", format, "Output format")->capture_default_str()->check(CLI::IsMember({"svg", "png", "pdf"}));
  cmd->add_option("--out", out, "Output file (default: <id>.<format>; with several puzzles, -<n> is added)");
  cmd->add_option("--db", db_path, "SQLite store, for a store id")->capture_default_str();
  cmd->add_flag("--solution", solution, "Draw the solution (solving the puzzle when none is given)");
  cmd->callback([&run] {
    run = [] {
      std::vector<PuzzleEntry> entries;
      if (is_store_id(what)) {
        db::Store store(db_path);
        db::ExportFilter f;
        f.ids.push_back(std::stoll(what));
        auto found = db::export_puzzles(store, f);
        if (found["puzzles"].empty()) throw UsageError("no puzzle with id " + what + " in " + db_path);
        auto doc = read_document(found.dump());
        if (!doc) throw std::runtime_error(doc.error());
        entries = std::move(doc).value();
      } else {
        entries = read_entries(what);
      }
      const auto fmt = *render::parse_format(format);
      int code = kOk;
      for (std::size_t i = 0; i < entries.size(); ++i) {
        const auto& e = entries[i];
        if (!e.puzzle) {
          report_entry_error(e);
          code = kUsage;
          continue;
        }
        render::Board board{e.puzzle.get(), nullptr, std::string(e.puzzle->game()) + " " + e.id};
        if (solution) {
          if (e.record.is_object() && e.record.contains("solution")) {
            board.solution = e.record["solution"];
          } else {
            auto c = e.puzzle->count(1, Budget{200'000'000});
            if (c.count == 0) throw std::runtime_error(e.id + ": no solution to draw");
            board.solution = c.solutions[0];
          }
        }
        std::string base = e.id[0] == '#' ? e.id.substr(1) : e.id;
        std::string path = out.empty() ? base + "." + format : out;
        if (entries.size() > 1 && !out.empty()) {
          auto dot = out.rfind('.');
          path = out.substr(0, dot) + "-" + std::to_string(i + 1) + (dot == std::string::npos ? "" : out.substr(dot));
        }
        auto done = render::render_board(board, fmt, path);
        if (!done) throw std::runtime_error(done.error());
        std::cerr << "dailygrid: wrote " << path << "\n";
      }
      return code;
    };
  });
}

}  // namespace dg::cli
