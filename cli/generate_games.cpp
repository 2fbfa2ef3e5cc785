// The table of `generate` sub-subcommands: the one place that lists them.
#include "cli/generate_games.hpp"

#include "cli/queens/generate.hpp"
#include "cli/sudoku/generate.hpp"
#include "cli/tango/generate.hpp"
#include "cli/tents/generate.hpp"
#include "cli/zip/generate.hpp"

namespace dg::cli {

std::span<const GenerateCommand> generate_commands() {
  static constexpr GenerateCommand commands[] = {
      {"queens", add_generate_queens},
      {"tango", add_generate_tango},
      {"zip", add_generate_zip},
      {"tents", add_generate_tents},
      {"sudoku", add_generate_sudoku},
  };
  return commands;
}

}  // namespace dg::cli
