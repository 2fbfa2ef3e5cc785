// Runs one fuzz target by name (see run_target.hpp).
#include "tests/fuzz/run_target.hpp"

#include "tests/fuzz/targets.hpp"

namespace dg::fuzz {

std::string run_target(std::string_view name, std::string_view data) {
  const Target* target = find_target(name);
  if (!target) return "no fuzz target \"" + std::string(name) + "\"";
  try {
    target->run(data);
  } catch (const BrokenInvariant& e) {
    return e.what();
  }
  return {};
}

}  // namespace dg::fuzz
