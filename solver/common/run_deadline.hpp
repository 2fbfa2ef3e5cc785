// A process-wide time bound that every exact count obeys (Budget::exhausted reads it), set by a
// whole run (`generate --max-seconds`, generator/common/deadline.hpp) rather than by one count:
// a generator's counts are many and deep, and most carry a node budget only, so without it one
// long count (13x13 Tango at tier any) ran far past the run's bound. None by default, so counts
// outside such a run are unchanged.
#pragma once

#include <chrono>

namespace dg {

void set_run_deadline(std::chrono::steady_clock::time_point when);
void clear_run_deadline();
// Whether a run deadline is set and has passed (no clock read when none is set).
bool run_deadline_passed();

}  // namespace dg
