// dailygrid show FILE: the readable text form of every puzzle, with its solution when the file
// embeds one (or when --solve asks for it).
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"

namespace dg::cli {

void add_show(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("show", "Print puzzles as text");
  static std::string file;
  static bool solve = false;
  cmd->add_option("FILE", file, "Puzzle file (JSON, JSON Lines or text; - for stdin)")->required();
  cmd->add_flag("--solve", solve, "Draw the solution in (solving the puzzle when the file has none)");
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
          auto c = e.puzzle->count(1, Budget{});
          if (c.count == 0) {
            std::cout << e.puzzle->to_text() << "# no solution\n";
            continue;
          }
          solution = c.solutions[0];
        }
        std::cout << e.puzzle->solution_text(solution);
      }
      return code;
    };
  });
}

}  // namespace dg::cli
