// dailygrid generate <game> ...: the parent of the per-game generators. Each game adds its own
// sub-subcommand in cli/<game>/generate.cpp, listed in the table of cli/generate_games.cpp, and
// shares --count/--seed/--jobs/--out and the output writer (cli/generate_common.hpp).
#include "cli/command.hpp"
#include "cli/generate_games.hpp"

namespace dg::cli {

void add_generate(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("generate", "Generate puzzles with exactly one solution");
  cmd->require_subcommand(1);
  for (const GenerateCommand& c : generate_commands()) c.add(*cmd, run);
}

}  // namespace dg::cli
