// --calibration FILE: the calibration (grader/common/calibration.hpp) that turns scores into
// minutes and bands for this run, in place of the shipped one.
#pragma once

#include <CLI/CLI.hpp>

namespace dg::cli {

// Adds --calibration to `cmd`. The file is read and made active while the options are parsed,
// before the command runs; a bad file is a usage error naming it (exit 2). Returns the option, so
// that a command can ask whether it was given.
CLI::Option* add_calibration_option(CLI::App* cmd);

}  // namespace dg::cli
