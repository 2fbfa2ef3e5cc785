// What one rule costs in the difficulty score (grader/common/difficulty.hpp). Apart from the
// formula so that the step record (step_probe.hpp) can read which rules the score counts.
#pragma once

#include <string_view>

namespace dg {

// What one rule costs. A rule with counted = false (Queens' queen_adjacent_kill, the automatic
// follow-up of every placement) is left out of the score altogether.
struct RuleCost {
  std::string_view id;  // as in the game's rule table (a test checks both tables agree)
  double step = 0;      // cost of one step in the sum term
  double max = 0;       // cost in the hardest-rule term
  bool counted = true;
};

}  // namespace dg
