// dailygrid generate <game> ...: the parent of the per-game generators. Each game adds its own
// sub-subcommand in cli/commands/generate_<game>.cpp (add_generate_<game>, cli/command.hpp) and
// shares --count/--seed/--jobs/--out and the output writer (cli/generate_common.hpp).
#include "cli/command.hpp"

namespace dg::cli {

void add_generate(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("generate", "Generate puzzles with exactly one solution");
  cmd->require_subcommand(1);
  add_generate_queens(*cmd, run);
  add_generate_tango(*cmd, run);
  add_generate_zip(*cmd, run);
  add_generate_tents(*cmd, run);
}

}  // namespace dg::cli
