// A time bound for a whole generation run (`generate --max-seconds`): every generator's attempt
// loop (attempts.hpp) stops trying once it has passed, and the item gives up as when its attempts
// run out. Process-wide, because the loops run deep inside each game's generator on worker
// threads; none by default, so a run without the option is unchanged. The puzzles a bounded run
// does make are the same as an unbounded run's (the bound only ends items early).
#pragma once

#include <chrono>

namespace dg {

void set_generation_deadline(std::chrono::steady_clock::time_point when);
void clear_generation_deadline();
// Whether a deadline is set and has passed.
bool generation_deadline_passed();

}  // namespace dg
