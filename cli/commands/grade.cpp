// dailygrid grade FILE: runs the game's human-style rules to a fixed point and prints the tier
// needed, the status and how often each rule fired; --explain prints every deduction (as text, or
// with --json as an "explanation" array beside the step count). A puzzle the rules leave stuck is
// graded "search" and its uniqueness is settled by the exact counter.
// Exit 0 when every puzzle is graded and unique, 3 when one has no or several solutions, 1 when a
// game has no grader yet or a grade is incomplete (--max-seconds ran out while grading, or
// --max-nodes/--max-seconds while counting a stuck puzzle's solutions), 2 on malformed input.
#include <chrono>
#include <iomanip>
#include <iostream>
#include <optional>
#include <sstream>

#include "cli/calibration_option.hpp"
#include "cli/command.hpp"
#include "cli/input.hpp"
#include "cli/search_budget.hpp"
#include "grader/common/calibration.hpp"
#include "grader/common/explain.hpp"
#include "grader/common/graders.hpp"
#include "grader/common/grading_deadline.hpp"
#include "grader/common/scorers.hpp"

namespace dg::cli {

namespace {

// The last lines of --explain: how the score is made up (docs/difficulty.md has the formula).
// One word per idea: "steps" are the grader's steps as numbered above; "work" is the weighted sum
// over the steps the score counts (every step but the automatic kills that follow a placement).
void print_difficulty_breakdown(std::ostream& out, const std::optional<Difficulty>& d, int steps) {
  if (!d) {
    out << "  difficulty: none (the rules do not solve this puzzle)\n";
    return;
  }
  out << std::fixed << std::setprecision(3) << "  difficulty " << d->score << " (" << d->band
      << ") = ln(work " << d->sum_term << " + hardest rule " << d->max_term << ") + size "
      << d->size_term << "\n"
      << "  the work counts " << d->counted_steps << " of the " << steps << " steps, "
      << d->bottleneck_steps << " of them with a single way forward, " << d->mean_available
      << " ways forward on average\n"
      << "  technique " << d->technique_level << " " << d->technique
      << " = log2(hardest rule's cost) + 0.5 if it was a single way forward + up to 0.25 as it "
         "recurs (no size term)\n";
  out << "  predicted time " << d->minutes << " minutes (a practised player; band " << d->band
      << " under calibration " << active_calibration().name << ")\n";
  if (d->beyond_linkedin)
    out << "  beyond LinkedIn: its hardest rule is one LinkedIn's own puzzles do not need\n";
  out << std::defaultfloat;
}

// The plain summary's score: the first thing a designer looks for, so it leads the line.
std::string difficulty_words(const std::optional<Difficulty>& d) {
  if (!d) return "no difficulty score";
  std::ostringstream out;
  out << std::fixed << std::setprecision(3) << "difficulty " << d->score << " (" << d->band
      << (d->beyond_linkedin ? ", beyond LinkedIn" : "") << "), " << std::setprecision(1)
      << d->minutes << " min, technique " << d->technique_level;
  return out.str();
}

}  // namespace

void add_grade(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("grade", "Grade puzzles by the deduction rules a person needs");
  add_calibration_option(cmd);
  static std::string file;
  static bool json = false;
  static bool explain = false;
  static SearchBudgetOptions budget;
  cmd->add_option("FILE", file, "Puzzle file (- for stdin)")->required();
  cmd->add_flag("--json", json, "One JSON object per puzzle per line");
  cmd->add_flag("--explain", explain, "Print every deduction step in words");
  add_search_budget_options(cmd, budget);
  cmd->callback([&run] {
    run = [] {
      int code = kOk;
      for (const auto& e : read_entries(file)) {
        if (!usable(e, code)) continue;
        const GraderInfo* grader = find_grader(e.puzzle->game());
        if (!grader) {
          std::cerr << "dailygrid: " << e.id << ": no grader for " << e.puzzle->game() << " yet\n";
          worsen(code, kRuntime);
          continue;
        }
        if (const std::string why = unsupported_reason(*grader, *e.puzzle); !why.empty()) {
          std::cerr << "dailygrid: " << e.id << ": " << why << "\n";
          worsen(code, kUsage);  // a refusal: the grader does not take this variant
          continue;
        }
        Trace trace;
        // Every form shows the score: it comes from the grade's own run. A puzzle the rules
        // leave stuck has no score (its hardest step is a search the record does not see).
        const ScorerInfo* scorer = find_scorer(e.puzzle->game());
        Trace* steps = explain ? &trace : nullptr;
        auto start = std::chrono::steady_clock::now();
        // One budget per puzzle: grading, the score and the count share its deadline.
        const Budget b = budget_from_now(budget);
        GradingDeadline deadline(b.deadline);
        ScoredGrade scored = scorer ? scorer->grade_and_score(*e.puzzle, steps)
                                    : ScoredGrade{grader->grade(*e.puzzle, -1, steps), {}, {}};
        auto micros = std::chrono::duration_cast<std::chrono::microseconds>(
                          std::chrono::steady_clock::now() - start - scored.scoring_time)
                          .count();
        if (deadline.reached()) {
          // Cut short while grading: "stuck" would be a guess, so no grade is printed.
          worsen(code, kRuntime);
          std::cerr << "dailygrid: " << e.id
                    << ": incomplete, grading stopped: " << how_to_ask_for_more(budget, b, 0)
                    << "\n";
          if (json)
            std::cout << nlohmann::json{{"id", e.id},
                                        {"game", e.puzzle->game()},
                                        {"complete", false},
                                        {"stopped_by", "--max-seconds"},
                                        {"micros", micros}}
                             .dump()
                      << "\n";
          else
            std::cout << e.id << " " << e.puzzle->game()
                      << ": incomplete (--max-seconds reached while grading, " << micros
                      << " us)\n";
          continue;
        }
        const Grade& g = scored.grade;
        const std::optional<Difficulty>& difficulty = scored.difficulty;
        // The rules are sound, so "solved" proves uniqueness; anything else needs the counter.
        int count = 1;
        std::string stopped_by;  // the limit that cut the count short, if one did
        if (g.status != Status::solved) {
          const CountSummary c = e.puzzle->count(2, b);
          count = c.count;
          if (!c.complete) {
            stopped_by = limit_reached(b, c.nodes);
            std::cerr << "dailygrid: " << e.id << ": incomplete, uniqueness not settled: "
                      << how_to_ask_for_more(budget, b, c.nodes) << "\n";
          }
        }
        if (!stopped_by.empty() && count < 2)
          worsen(code, kRuntime);
        else if (count != 1)
          worsen(code, kNegative);
        if (json) {
          nlohmann::json out = grade_to_json(g);
          if (difficulty) out.update(difficulty_to_json(*difficulty));
          out["id"] = e.id;
          out["game"] = e.puzzle->game();
          out["micros"] = micros;
          if (g.status != Status::solved) out["count"] = count;
          if (!stopped_by.empty()) {
            out["complete"] = false;
            out["stopped_by"] = stopped_by;
          }
          if (explain) out["explanation"] = trace_to_json(trace);
          std::cout << out.dump() << "\n";
        } else {
          std::cout << e.id << " " << e.puzzle->game() << ": " << status_name(g.status) << ", tier "
                    << g.tier;
          if (scorer) std::cout << ", " << difficulty_words(difficulty);
          std::cout << ", " << g.steps << " steps, " << micros << " us";
          if (g.status != Status::solved && count < 2 && !stopped_by.empty())
            std::cout << ", incomplete: uniqueness not settled (" << stopped_by << " reached)";
          else if (g.status != Status::solved)
            std::cout << (count == 1   ? ", unique by search"
                          : count == 0 ? ", no solution"
                                       : ", not unique");
          std::cout << "\n";
          for (const auto& [rule, hits] : g.hits) std::cout << "  " << rule << ": " << hits << "\n";
          if (explain) {
            std::cout << explain_text(trace);
            print_difficulty_breakdown(std::cout, difficulty, g.steps);
          }
        }
      }
      return code;
    };
  });
}

}  // namespace dg::cli
