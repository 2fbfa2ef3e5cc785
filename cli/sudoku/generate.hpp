// `dailygrid generate sudoku`: Sudoku's options for the generate command, listed in the table of
// generate sub-subcommands (cli/generate_games.cpp).
#pragma once

#include "cli/command.hpp"

namespace dg::cli {

// Adds the `sudoku` sub-subcommand to `generate`; parsing it sets `run`.
void add_generate_sudoku(CLI::App& generate, Runner& run);

}  // namespace dg::cli
