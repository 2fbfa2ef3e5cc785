// dailygrid show FILE: the readable text form of every puzzle, with its solution when the file
// embeds one (or when --solve asks for it). Exit 0; with --solve, 3 when a puzzle the file gives
// no solution for has none or several (the verdict, as `solve` gives it), 1 when the search for
// one is incomplete (--max-nodes or --max-seconds ran out, as in `solve`), 2 for a malformed one.
// A "maximize" board draws an optimal placement ("# optimum N"), or, cut short, its best found
// ("# incomplete: best found N, not proven optimal"; exit 1).
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "cli/search_budget.hpp"

namespace dg::cli {

void add_show(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("show", "Print puzzles as text");
  static std::string file;
  static bool solve = false;
  static SearchBudgetOptions budget;
  cmd->add_option("FILE", file, "Puzzle file (JSON, JSON Lines or text; - for stdin)")->required();
  auto* solve_flag = cmd->add_flag(
      "--solve", solve, "Draw the solution in (solving the puzzle when the file has none)");
  add_search_budget_options(cmd, budget);
  cmd->get_option("--max-nodes")->needs(solve_flag);
  cmd->get_option("--max-seconds")->needs(solve_flag);
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
          const Budget b = budget_from_now(budget);
          auto c = e.puzzle->count(2, b);
          if (c.count == 0) {
            if (!c.complete) {
              std::cout << e.puzzle->to_text() << "# incomplete: no solution found within "
                        << limit_reached(b, c.nodes) << "\n";
              std::cerr << "dailygrid: " << e.id
                        << ": incomplete: " << how_to_ask_for_more(budget, b, c.nodes) << "\n";
              worsen(code, kRuntime);
              continue;
            }
            std::cout << e.puzzle->to_text() << "# no solution\n";
            worsen(code, kNegative);
            continue;
          }
          solution = c.solutions[0];
          if (c.optimum >= 0) {
            // An optimisation (Queens "maximize"): several optimal placements are no fault, and
            // one found by a search cut short is only the best found.
            if (c.complete) {
              std::cout << "# optimum " << c.optimum
                        << (c.count > 1 ? ", one of several optimal placements" : "") << "\n";
            } else {
              std::cout << "# incomplete: best found " << c.optimum
                        << ", not proven optimal within " << limit_reached(b, c.nodes) << "\n";
              std::cerr << "dailygrid: " << e.id
                        << ": incomplete: " << how_to_ask_for_more(budget, b, c.nodes) << "\n";
              worsen(code, kRuntime);
            }
          } else if (c.count > 1) {
            std::cout << "# one of several solutions\n";
            worsen(code, kNegative);
          } else if (!c.complete) {
            // One found, the search for a second cut short: drawn, but not known to be unique.
            std::cout << "# incomplete: uniqueness not settled within " << limit_reached(b, c.nodes)
                      << "\n";
            std::cerr << "dailygrid: " << e.id
                      << ": incomplete: " << how_to_ask_for_more(budget, b, c.nodes) << "\n";
            worsen(code, kRuntime);
          }
        }
        std::cout << e.puzzle->solution_text(solution);
      }
      return code;
    };
  });
}

}  // namespace dg::cli
