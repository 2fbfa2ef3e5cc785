// The QUBO size limits (see model_limits.hpp).
#include "cli/model_limits.hpp"

#include "cli/number_checks.hpp"

namespace dg::cli {

void add_model_limit_options(CLI::App* cmd, ModelLimits& limits) {
  cmd->add_option("--max-variables", limits.max_variables,
                  "Largest model built, in variables (0 = no limit); counted before building")
      ->capture_default_str()
      ->check(whole_number(0, UINT64_MAX));
  cmd->add_option("--max-couplers", limits.max_couplers,
                  "Largest model built, in couplers (0 = no limit); counted before building")
      ->capture_default_str()
      ->check(whole_number(0, UINT64_MAX));
}

std::string model_too_large(const qubo::ModelSize& size, const ModelLimits& limits) {
  const bool variables = limits.max_variables > 0 && size.variables > limits.max_variables;
  const bool couplers = limits.max_couplers > 0 && size.couplers > limits.max_couplers;
  if (!variables && !couplers) return {};
  std::string over;
  if (variables) over = "--max-variables " + std::to_string(limits.max_variables);
  if (variables && couplers) over += " and ";
  if (couplers) over += "--max-couplers " + std::to_string(limits.max_couplers);
  // "up to": couplers whose terms cancel are counted too (the built model drops them).
  return "the QUBO would have " + std::to_string(size.variables) + " variables and up to " +
         std::to_string(size.couplers) + " couplers, over " + over + "; give " +
         (variables && couplers ? "both"
          : variables           ? "--max-variables N"
                                : "--max-couplers N") +
         " to build it (0 = no limit)";
}

}  // namespace dg::cli
