// --max-variables and --max-couplers: how large a QUBO `qubo` builds. The model is measured before
// it is built (qubo/common/model_size.hpp) and refused above either limit, so a file of a few
// kilobytes whose count ranges ask for millions of couplers (hostile-input H13: 88 KB, 12.5 M
// couplers, 1.7 GB) gets one line naming its size instead of taking the machine's memory.
#pragma once

#include <cstdint>
#include <string>

#include <CLI/CLI.hpp>

#include "qubo/common/model_size.hpp"

namespace dg::cli {

struct ModelLimits {
  // Every puzzle of corpus/ and tests/ fits many times over (the largest, a 30x30 torus N-queens,
  // has 900 variables and 51,750 couplers); a model at the coupler limit takes ~150 MB and a few
  // seconds to write.
  std::uint64_t max_variables = 20'000;    // 0 = no limit
  std::uint64_t max_couplers = 1'000'000;  // 0 = no limit
};

// Adds --max-variables and --max-couplers to `cmd`, bound to `limits`.
void add_model_limit_options(CLI::App* cmd, ModelLimits& limits);

// Why a model of `size` is refused, naming its size and the option to raise, or "" when it fits.
std::string model_too_large(const qubo::ModelSize& size, const ModelLimits& limits);

}  // namespace dg::cli
