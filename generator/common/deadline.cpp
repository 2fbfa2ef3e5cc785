// The run-wide generation deadline (see deadline.hpp): the solver's run deadline, so that every
// exact count inside a generator stops at it too (solver/common/run_deadline.hpp).
#include "generator/common/deadline.hpp"

#include "solver/common/run_deadline.hpp"

namespace dg {

void set_generation_deadline(std::chrono::steady_clock::time_point when) {
  set_run_deadline(when);
}

void clear_generation_deadline() {
  clear_run_deadline();
}

bool generation_deadline_passed() {
  return run_deadline_passed();
}

}  // namespace dg
