// The attempt loop every generator shares: one Rng for the item seed, up to `max_attempts` calls
// of `attempt(rng)` (which returns something with `bool ok` and the puzzle in `out`), and the
// first success stamped with its seed and attempt number.
#pragma once

#include <cstdint>
#include <string>

#include "generator/common/deadline.hpp"
#include "solver/common/expected.hpp"
#include "solver/common/rng.hpp"

namespace dg {

// Pre: `out` has members `seed` and `attempts`. Error "<what>: gave up after N attempts (<what
// params>, seed S)" when no attempt succeeds, or "stopped by --max-seconds" once the run's
// deadline (deadline.hpp) has passed; `describe` names the parameters. A game may draw from its
// own Engine (constructed from the item seed) instead of Rng.
template <class Engine = Rng, class Attempt>
auto first_success(std::uint64_t seed, int max_attempts, const std::string& game,
                   const std::string& describe, Attempt&& attempt)
    -> Expected<decltype(attempt(std::declval<Engine&>()).out)> {
  Engine rng(seed);
  for (int n = 1; n <= max_attempts; ++n) {
    if (generation_deadline_passed())
      return make_error(game + ": stopped by --max-seconds after " + std::to_string(n - 1) +
                        " attempts (" + describe + ", seed " + std::to_string(seed) + ")");
    auto t = attempt(rng);
    // The deadline also cuts the attempt's counts short (a cut count may read as "unique"), so an
    // attempt that ends past it is dropped: the puzzles a bounded run keeps are an unbounded run's.
    if (generation_deadline_passed())
      return make_error(game + ": stopped by --max-seconds after " + std::to_string(n) +
                        " attempts (" + describe + ", seed " + std::to_string(seed) + ")");
    if (!t.ok) continue;
    t.out.seed = seed;
    t.out.attempts = n;
    return std::move(t.out);
  }
  return make_error(game + ": gave up after " + std::to_string(max_attempts) + " attempts (" +
                    describe + ", seed " + std::to_string(seed) + ")");
}

}  // namespace dg
