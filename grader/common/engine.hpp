// The fixed-point rule engine every game's grader runs. A game supplies its working state (Grid),
// one table of rules in difficulty order, and its tier names; the engine tries the rules cheapest
// first, restarts from the first rule after any progress, and stops at a fixed point, a solved
// grid or a contradiction. A rule of tier t is only reached when every cheaper rule is stuck, so
// the grade records what was *required*, not what happened to fire.
#pragma once

#include <span>
#include <string_view>

#include "grader/common/grade.hpp"

namespace dg {

enum class Step { none, progress, contradiction };

// One entry of a game's rule table. `param` lets one mechanism serve several ids (e.g. one shape
// rule per polyomino); `apply` makes only forced deductions and reports what it did to `trace`.
template <class Grid>
struct Rule {
  std::string_view id;
  int tier;
  Step (*apply)(Grid& grid, int param, Trace* trace);
  int param = 0;
};

// Runs `rules` (those with tier <= tier_cap) on `grid` to a fixed point.
// Pre: rules are sorted by tier; tier_names[t] names tier t.
// Post: grid holds the fixed point; the grade's tier is the hardest tier used, or "search" when
// the grid is stuck (not solved and no rule applies).
template <class Grid>
Grade run_rules(Grid& grid, std::span<const Rule<Grid>> rules,
                std::span<const std::string_view> tier_names, int tier_cap, Trace* trace) {
  Grade grade;
  for (;;) {
    if (grid.contradiction()) {
      grade.status = Status::contradiction;
      break;
    }
    if (grid.solved()) {
      grade.status = Status::solved;
      break;
    }
    bool progressed = false;
    for (const Rule<Grid>& rule : rules) {
      if (rule.tier > tier_cap) break;
      const Step step = rule.apply(grid, rule.param, trace);
      if (step == Step::none) continue;
      ++grade.hits[std::string(rule.id)];
      ++grade.steps;
      if (rule.tier > grade.max_tier) grade.max_tier = rule.tier;
      if (step == Step::contradiction) {
        grade.status = Status::contradiction;
        break;
      }
      progressed = true;
      break;  // restart from the cheapest rule
    }
    if (grade.status == Status::contradiction) break;
    if (!progressed) {
      grade.status = Status::stuck;
      break;
    }
  }
  if (grade.status == Status::stuck)
    grade.tier = std::string(kSearchTier);
  else if (grade.max_tier >= 0)
    grade.tier = std::string(tier_names[static_cast<std::size_t>(grade.max_tier)]);
  else
    grade.tier = std::string(tier_names[0]);
  return grade;
}

}  // namespace dg
