// dailygrid solve FILE: counts solutions of every puzzle (up to --limit) and prints them (the
// first kMaxPrintedSolutions of them). Exit 0 when every puzzle is unique (or, for an optimisation
// such as Queens "maximize", has an optimum: then the optimal placements are counted and printed),
// 3 when one has 0 or 2+ solutions, 1 when a count is incomplete (--max-nodes or --max-seconds ran
// out; an optimisation cut short prints its best placement found, never as the optimum), 2 when an
// entry is malformed.
#include <chrono>
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "cli/number_checks.hpp"
#include "cli/search_budget.hpp"

namespace dg::cli {

namespace {

// Solutions printed (and kept) per puzzle: --limit counts up to 1,000,000, and keeping that many
// 14x14 Tango grids took 1-2 GB; a thousand is more than anyone reads and a few MB at most.
constexpr std::size_t kMaxPrintedSolutions = 1000;

std::string verdict(const CountSummary& c, const std::string& stopped_by) {
  // An optimisation cut short has a best placement, not an optimum: never call it one.
  if (!c.complete && c.optimum >= 0)
    return "incomplete: best found " + std::to_string(c.optimum) +
           ", not proven optimal within the budget (" + stopped_by + " reached)";
  if (!c.complete)
    return c.count == 0 ? "incomplete: unknown (" + stopped_by + " reached)"
                        : "incomplete: at least " + std::to_string(c.count) + " solution(s) (" +
                              stopped_by + " reached)";
  if (c.count == 0) return "no solution";
  if (c.optimum >= 0)  // an optimisation (Queens "maximize"): the optimum and its placements
    return "optimum " + std::to_string(c.optimum) + ", " + std::to_string(c.count) +
           " optimal placement(s)";
  if (c.count == 1) return "unique";
  return "multiple solutions";
}

}  // namespace

void add_solve(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("solve", "Count and print the solutions of puzzles");
  static std::string file;
  static int limit = 2;
  static SearchBudgetOptions budget;
  static bool json = false;
  cmd->add_option("FILE", file, "Puzzle file (- for stdin)")->required();
  cmd->add_option("--limit", limit,
                  "Stop counting at this many solutions (the first " +
                      std::to_string(kMaxPrintedSolutions) + " are printed)")
      ->capture_default_str()
      ->check(whole_number(1, 1'000'000));
  add_search_budget_options(cmd, budget);
  cmd->add_flag("--json", json, "One JSON object per puzzle per line");
  cmd->callback([&run] {
    run = [] {
      int code = kOk;
      for (const auto& e : read_entries(file)) {
        if (!usable(e, code)) continue;
        auto start = std::chrono::steady_clock::now();
        Budget b = budget_from_now(budget);
        b.max_kept = kMaxPrintedSolutions;
        CountSummary c = e.puzzle->count(limit, b);
        auto micros = std::chrono::duration_cast<std::chrono::microseconds>(
                          std::chrono::steady_clock::now() - start)
                          .count();
        const std::string limit_name = c.complete ? "" : limit_reached(b, c.nodes);
        if (!c.complete) {
          worsen(code, kRuntime);
          std::cerr << "dailygrid: " << e.id
                    << (c.optimum >= 0 ? ": incomplete, the optimum is not proven: "
                                       : ": incomplete, the count is a lower bound: ")
                    << how_to_ask_for_more(budget, b, c.nodes) << "\n";
        } else if (c.count != 1 && !(c.optimum >= 0 && c.count > 0)) {
          worsen(code, kNegative);
        }
        if (c.solutions.size() < static_cast<std::size_t>(c.count))
          std::cerr << "dailygrid: " << e.id << ": " << c.solutions.size() << " of " << c.count
                    << " solutions printed (solve prints at most " << kMaxPrintedSolutions << ")\n";
        if (json) {
          nlohmann::json out{{"id", e.id},
                             {"game", e.puzzle->game()},
                             {"count", c.count},
                             {"complete", c.complete},
                             {"solutions", c.solutions},
                             {"micros", micros},
                             {"nodes", c.nodes}};
          if (!c.complete) out["stopped_by"] = limit_name;
          // "optimum" only when proven; a search cut short gives its best weight found.
          if (c.optimum >= 0) out[c.complete ? "optimum" : "best_found"] = c.optimum;
          std::cout << out.dump() << "\n";
          continue;
        }
        std::cout << e.id << " " << e.puzzle->game() << ": " << verdict(c, limit_name) << " ("
                  << c.count << (c.count == 1 ? " solution, " : " solutions, ") << c.nodes
                  << " nodes, " << micros << " us)\n";
        for (const auto& s : c.solutions) std::cout << e.puzzle->solution_text(s);
      }
      return code;
    };
  });
}

}  // namespace dg::cli
