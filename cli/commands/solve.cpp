// dailygrid solve FILE: counts solutions of every puzzle (up to --limit) and prints them.
// Exit 0 when every puzzle is unique, 3 when one has 0 or 2+ solutions, 1 when a count ran out
// of budget, 2 when an entry is malformed.
#include <chrono>
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "cli/number_checks.hpp"

namespace dg::cli {

namespace {

std::string verdict(const CountSummary& c) {
  if (!c.complete)
    return c.count == 0
               ? "unknown (node budget exhausted)"
               : "at least " + std::to_string(c.count) + " solution(s) (node budget exhausted)";
  if (c.count == 0) return "no solution";
  if (c.count == 1) return "unique";
  return "multiple solutions";
}

}  // namespace

void add_solve(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("solve", "Count and print the solutions of puzzles");
  static std::string file;
  static int limit = 2;
  static std::uint64_t max_nodes = 200'000'000;
  static bool json = false;
  cmd->add_option("FILE", file, "Puzzle file (- for stdin)")->required();
  cmd->add_option("--limit", limit, "Stop counting at this many solutions")
      ->capture_default_str()
      ->check(CLI::Range(1, 1'000'000));
  cmd->add_option("--max-nodes", max_nodes, "Search node budget per puzzle")
      ->capture_default_str()
      ->check(whole_number(1, UINT64_MAX));
  cmd->add_flag("--json", json, "One JSON object per puzzle per line");
  cmd->callback([&run] {
    run = [] {
      int code = kOk;
      auto worse = [&code](int c) {
        // Malformed input outranks a failed count, which outranks a negative verdict.
        auto rank = [](int x) {
          return x == kUsage ? 3 : x == kRuntime ? 2 : x == kNegative ? 1 : 0;
        };
        if (rank(c) > rank(code)) code = c;
      };
      for (const auto& e : read_entries(file)) {
        if (!usable(e, code)) continue;
        auto start = std::chrono::steady_clock::now();
        CountSummary c = e.puzzle->count(limit, Budget{max_nodes});
        auto micros = std::chrono::duration_cast<std::chrono::microseconds>(
                          std::chrono::steady_clock::now() - start)
                          .count();
        if (!c.complete)
          worse(kRuntime);
        else if (c.count != 1)
          worse(kNegative);
        if (json) {
          nlohmann::json out{{"id", e.id},
                             {"game", e.puzzle->game()},
                             {"count", c.count},
                             {"complete", c.complete},
                             {"solutions", c.solutions},
                             {"micros", micros},
                             {"nodes", c.nodes}};
          std::cout << out.dump() << "\n";
          continue;
        }
        std::cout << e.id << " " << e.puzzle->game() << ": " << verdict(c) << " (" << c.count
                  << (c.count == 1 ? " solution, " : " solutions, ") << c.nodes << " nodes, "
                  << micros << " us)\n";
        for (const auto& s : c.solutions) std::cout << e.puzzle->solution_text(s);
      }
      return code;
    };
  });
}

}  // namespace dg::cli
