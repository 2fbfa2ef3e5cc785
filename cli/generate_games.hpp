// The table of `generate` sub-subcommands, one per game with a generator: each game's options are
// its own (cli/<game>/generate.cpp); `generate` adds every entry (cli/commands/generate.cpp).
#pragma once

#include <span>
#include <string_view>

#include "cli/command.hpp"

namespace dg::cli {

struct GenerateCommand {
  std::string_view game;
  // Adds the game's sub-subcommand (its options, and the callback that sets `run`) to `generate`.
  void (*add)(CLI::App& generate, Runner& run);
};

// Every game's entry, in the order `generate --help` lists them.
std::span<const GenerateCommand> generate_commands();

}  // namespace dg::cli
