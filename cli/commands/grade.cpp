// dailygrid grade FILE: runs the game's human-style rules to a fixed point and prints the tier
// needed, the status and how often each rule fired; --explain prints every deduction (as text, or
// with --json as an "explanation" array beside the step count). A puzzle the rules leave stuck is
// graded "search" and its uniqueness is settled by the exact counter.
// Exit 0 when every puzzle is graded and unique, 3 when one has no or several solutions, 1 when a
// game has no grader yet, 2 on malformed input.
#include <chrono>
#include <iostream>

#include "cli/command.hpp"
#include "cli/input.hpp"
#include "grader/common/explain.hpp"
#include "grader/common/graders.hpp"

namespace dg::cli {

void add_grade(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("grade", "Grade puzzles by the deduction rules a person needs");
  static std::string file;
  static bool json = false;
  static bool explain = false;
  cmd->add_option("FILE", file, "Puzzle file (- for stdin)")->required();
  cmd->add_flag("--json", json, "One JSON object per puzzle per line");
  cmd->add_flag("--explain", explain, "Print every deduction step in words");
  cmd->callback([&run] {
    run = [] {
      int code = kOk;
      for (const auto& e : read_entries(file)) {
        if (!usable(e, code)) continue;
        const GraderInfo* grader = find_grader(e.puzzle->game());
        if (!grader) {
          std::cerr << "dailygrid: " << e.id << ": no grader for " << e.puzzle->game() << " yet\n";
          if (code == kOk) code = kRuntime;
          continue;
        }
        Trace trace;
        auto start = std::chrono::steady_clock::now();
        Grade g = grader->grade(*e.puzzle, -1, explain ? &trace : nullptr);
        auto micros = std::chrono::duration_cast<std::chrono::microseconds>(
                          std::chrono::steady_clock::now() - start)
                          .count();
        // The rules are sound, so "solved" proves uniqueness; anything else needs the counter.
        int count = 1;
        if (g.status != Status::solved) count = e.puzzle->count(2, Budget{200'000'000}).count;
        if (count != 1 && code == kOk) code = kNegative;
        if (json) {
          nlohmann::json out = grade_to_json(g);
          out["id"] = e.id;
          out["game"] = e.puzzle->game();
          out["micros"] = micros;
          if (g.status != Status::solved) out["count"] = count;
          // With --explain the step count becomes the list itself (its length is the count).
          if (explain) out["explanation"] = trace_to_json(trace);
          std::cout << out.dump() << "\n";
        } else {
          std::cout << e.id << " " << e.puzzle->game() << ": " << status_name(g.status) << ", tier "
                    << g.tier << " (" << g.steps << " steps, " << micros << " us)";
          if (g.status != Status::solved)
            std::cout << (count == 1   ? ", unique by search"
                          : count == 0 ? ", no solution"
                                       : ", not unique");
          std::cout << "\n";
          for (const auto& [rule, hits] : g.hits) std::cout << "  " << rule << ": " << hits << "\n";
          if (explain) std::cout << explain_text(trace);
        }
      }
      return code;
    };
  });
}

}  // namespace dg::cli
