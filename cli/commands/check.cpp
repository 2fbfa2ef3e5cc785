// dailygrid check FILE [--solution JSON]: verifies a solution against the rules. Exit 0 when every
// solution is valid, 3 when one breaks a rule, 2 when a puzzle has no solution to check or the
// solution is not of the board's shape (wrong length or types), 1 when a check could not decide:
// only an optimisation (Queens "maximize": is the placement optimal?) searches, within
// --max-nodes and --max-seconds as in solve, and a search cut short proves nothing either way.
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "cli/search_budget.hpp"
#include "solver/common/json_read.hpp"

namespace dg::cli {

void add_check(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("check", "Verify the solution embedded in a file, or --solution");
  static std::string file;
  static std::string solution_text;
  static SearchBudgetOptions budget;
  cmd->add_option("FILE", file, "Puzzle file (- for stdin)")->required();
  cmd->add_option("--solution", solution_text,
                  "Solution as JSON, e.g. '[3,5,1,7,0,2,6,4]' (overrides the file's)");
  add_search_budget_options(cmd, budget);
  cmd->callback([&run] {
    run = [] {
      nlohmann::json given;
      if (!solution_text.empty()) {
        auto parsed = json_read::parse(solution_text);  // depth-limited, like every file
        if (!parsed) throw UsageError("--solution: " + parsed.error());
        given = std::move(parsed).value();
      }
      int code = kOk;
      for (const auto& e : read_entries(file)) {
        if (!e.puzzle) {
          report_entry_error(e);
          code = kUsage;
          continue;
        }
        nlohmann::json solution = given;
        if (solution.is_null()) {
          if (!e.record.is_object() || !e.record.contains("solution")) {
            std::cerr << "dailygrid: " << e.id
                      << ": no solution to check (none in the file, no --solution)\n";
            code = kUsage;
            continue;
          }
          solution = e.record["solution"];
        }
        // A value that is not even a solution of this board's shape is malformed input (as in
        // render), not a wrong answer.
        if (auto shape = e.puzzle->read_solution(solution); !shape) {
          std::cerr << "dailygrid: " << e.id << ": malformed solution: " << shape.error() << "\n";
          code = kUsage;
          continue;
        }
        const Budget b = budget_from_now(budget);
        const Checked verdict = e.puzzle->check(solution, b);
        std::cout << e.id << " " << e.puzzle->game() << ": ";
        if (verdict) {
          std::cout << "solution is valid\n";
        } else if (verdict.undecided()) {
          std::cout << "could not decide: " << verdict.error() << "\n";
          std::cerr << "dailygrid: " << e.id
                    << ": incomplete: " << how_to_ask_for_more(budget, b, verdict.nodes) << "\n";
          worsen(code, kRuntime);
        } else {
          std::cout << "solution is wrong: " << verdict.error() << "\n";
          worsen(code, kNegative);
        }
      }
      return code;
    };
  });
}

}  // namespace dg::cli
