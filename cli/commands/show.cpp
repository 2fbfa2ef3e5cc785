// dailygrid show FILE: the readable text form of every puzzle, with its solution when the file
// embeds one (or when --solve asks for it). Exit 0; with --solve, 3 when a puzzle the file gives
// no solution for has none or several (the verdict, as `solve` gives it), 2 for a malformed one.
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"

namespace dg::cli {

void add_show(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("show", "Print puzzles as text");
  static std::string file;
  static bool solve = false;
  cmd->add_option("FILE", file, "Puzzle file (JSON, JSON Lines or text; - for stdin)")->required();
  cmd->add_flag("--solve", solve,
                "Draw the solution in (solving the puzzle when the file has none)");
  cmd->callback([&run] {
    run = [] {
      int code = kOk;
      bool first = true;
      for (const auto& e : read_entries(file)) {
        if (!usable(e, code)) continue;
        if (!first) std::cout << "\n";
        first = false;
        if (e.id[0] != '#') std::cout << "# " << e.id << "\n";
        if (!solve) {
          std::cout << e.puzzle->to_text();
          continue;
        }
        nlohmann::json solution;
        if (e.record.is_object() && e.record.contains("solution")) {
          solution = e.record["solution"];
        } else {
          // Counting to 2, so a puzzle with several solutions is not drawn as if it had one.
          auto c = e.puzzle->count(2, Budget{});
          if (c.count == 0) {
            std::cout << e.puzzle->to_text() << "# no solution\n";
            if (code == kOk) code = kNegative;
            continue;
          }
          solution = c.solutions[0];
          if (c.count > 1) {
            std::cout << "# one of several solutions\n";
            if (code == kOk) code = kNegative;
          }
        }
        std::cout << e.puzzle->solution_text(solution);
      }
      return code;
    };
  });
}

}  // namespace dg::cli
