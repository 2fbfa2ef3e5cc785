// What every `dailygrid generate <game>` sub-subcommand shares: the --count/--seed/--jobs/--out
// options, the seed choice, progress on a terminal, and writing {"puzzles":[...]}. A game's file
// (cli/commands/generate_<game>.cpp) adds its own options and calls the library's batch function.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

namespace dg::cli {

struct GenerateOptions {
  std::size_t count = 1;
  std::string seed = "default";  // a number, "default" (kDefaultSeed) or "random"
  int jobs = 0;                  // 0 = all cores
  std::string out = "-";         // "-" = stdout
};

// Adds --count, --seed, --jobs and --out to `cmd`, bound to `opts`.
void add_generate_options(CLI::App* cmd, GenerateOptions& opts);

// The batch seed: the number given, kDefaultSeed, or (--seed random) a fresh one that is printed
// on stderr so the run can be repeated. Throws UsageError for anything else.
std::uint64_t resolve_seed(const GenerateOptions& opts);

// A progress callback that redraws "generating: done/total" on stderr when stderr is a terminal,
// and does nothing otherwise. Safe to call from worker threads. finish_progress() ends the line.
std::function<void(std::size_t)> make_progress(std::size_t total);
void finish_progress(std::size_t total);

// Writes {"puzzles":[...]} (one puzzle per line) to opts.out. Throws std::runtime_error when the
// file cannot be written (exit 1).
void write_puzzles(const GenerateOptions& opts, const std::vector<nlohmann::json>& puzzles);

}  // namespace dg::cli
