// How subcommands plug into main: each adds its CLI11 subcommand and sets `run`, which main calls
// after parsing. Exit codes (STYLE.md 7): 0 ok, 1 runtime failure, 2 usage error or malformed
// input, 3 valid puzzle with a negative verdict (0 or 2+ solutions, a wrong solution).
#pragma once

#include <functional>
#include <stdexcept>
#include <string>

#include <CLI/CLI.hpp>

namespace dg::cli {

enum Exit : int { kOk = 0, kRuntime = 1, kUsage = 2, kNegative = 3 };

// For a command that handles many puzzles: keeps in `code` the most serious outcome so far, where
// malformed input outranks a runtime failure (an incomplete search), which outranks a negative
// verdict, so the exit code tells a script the worst thing that happened.
inline void worsen(int& code, int outcome) {
  auto rank = [](int x) { return x == kUsage ? 3 : x == kRuntime ? 2 : x == kNegative ? 1 : 0; };
  if (rank(outcome) > rank(code)) code = outcome;
}

// Thrown by command code for input the user must fix; main prints it and exits 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

using Runner = std::function<int()>;

void add_show(CLI::App& app, Runner& run);
void add_convert(CLI::App& app, Runner& run);
void add_solve(CLI::App& app, Runner& run);
void add_check(CLI::App& app, Runner& run);
void add_grade(CLI::App& app, Runner& run);
void add_generate(CLI::App& app, Runner& run);
// Its sub-subcommands, one per game, come from the table in cli/generate_games.hpp.
void add_import(CLI::App& app, Runner& run);
void add_stats(CLI::App& app, Runner& run);
void add_export(CLI::App& app, Runner& run);
void add_render(CLI::App& app, Runner& run);
void add_regrade(CLI::App& app, Runner& run);
void add_merge(CLI::App& app, Runner& run);
void add_calibrate(CLI::App& app, Runner& run);
void add_daily(CLI::App& app, Runner& run);
void add_read(CLI::App& app, Runner& run);
void add_qubo(CLI::App& app, Runner& run);
// `times import` and `times list`: players' solve times in the store (cli/commands/times.cpp).
void add_times(CLI::App& app, Runner& run);
// Every registration table as JSON (cli/commands/registries.cpp), for tests and maintainers.
void add_registries(CLI::App& app, Runner& run);

}  // namespace dg::cli
