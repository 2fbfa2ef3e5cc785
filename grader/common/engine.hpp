// The fixed-point rule engine every game's grader runs. A game supplies its working state (Grid),
// one table of rules in difficulty order, and its tier names; the engine tries the rules cheapest
// first, restarts from the first rule after any progress, and stops at a fixed point, a solved
// grid or a contradiction. A rule of tier t is only reached when every cheaper rule is stuck, so
// the grade records what was *required*, not what happened to fire.
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "grader/common/grade.hpp"
#include "grader/common/grading_deadline.hpp"

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

// What run_rules_core returns: the grade without names or strings, so callers that grade in a
// hot loop (generators: tens of grades per puzzle) pay no allocation.
struct CoreGrade {
  Status status = Status::stuck;
  int max_tier = -1;  // as Grade::max_tier
  int steps = 0;
};

// Optional observer of the loop (the difficulty score's probe, grader/common/step_probe.hpp): it
// sees the grid before every attempt at a step, then which rule made progress, what it returned
// and the grid it left. A null observer costs one branch per step, so grading in the generators'
// loops stays as fast.
template <class Grid>
class StepObserver {
 public:
  virtual void before_step(const Grid& grid) = 0;
  virtual void after_step(std::size_t rule, Step step, const Grid& after) = 0;

 protected:
  ~StepObserver() = default;
};

// The fixed-point loop. Runs `rules` (those with tier <= tier_cap) on `grid`; when `hits` is not
// empty, ++hits[k] each time rules[k] makes progress (hits.size() >= rules.size()). With a
// trace, each counted step adds exactly one trace step (Trace::close_step folds what one rule
// application reported), so a trace lists `steps` steps; nullptr skips all of it.
// Pre: rules are sorted by tier. Post: grid holds the fixed point.
template <class Grid>
CoreGrade run_rules_core(Grid& grid, std::span<const Rule<Grid>> rules, int tier_cap, Trace* trace,
                         std::span<int> hits = {}, StepObserver<Grid>* observer = nullptr) {
  CoreGrade grade;
  for (;;) {
    if (grid.contradiction()) {
      grade.status = Status::contradiction;
      return grade;
    }
    if (grid.solved()) {
      grade.status = Status::solved;
      return grade;
    }
    if (GradingDeadline::passed()) {  // an interactive command's time limit (never in generators)
      grade.status = Status::stuck;
      return grade;
    }
    if (observer) observer->before_step(grid);
    bool progressed = false;
    for (std::size_t k = 0; k < rules.size(); ++k) {
      const Rule<Grid>& rule = rules[k];
      if (rule.tier > tier_cap) break;
      const std::size_t traced = trace ? trace->steps.size() : 0;
      const Step step = rule.apply(grid, rule.param, trace);
      if (step == Step::none) {
        if (trace) trace->steps.resize(traced);  // words without progress are no step
        continue;
      }
      if (trace) trace->close_step(traced, rule.id, step == Step::contradiction);
      if (!hits.empty()) ++hits[k];
      if (observer) observer->after_step(k, step, grid);
      ++grade.steps;
      if (rule.tier > grade.max_tier) grade.max_tier = rule.tier;
      if (step == Step::contradiction) {
        grade.status = Status::contradiction;
        return grade;
      }
      progressed = true;
      break;  // restart from the cheapest rule
    }
    if (!progressed) {
      grade.status = Status::stuck;
      return grade;
    }
  }
}

// Runs `rules` (those with tier <= tier_cap) on `grid` to a fixed point, reporting each step to
// `observer` when given (so one run yields both the grade and the score's step record).
// Pre: rules are sorted by tier; tier_names[t] names tier t.
// Post: grid holds the fixed point; the grade's tier is the hardest tier used, or "search" when
// the grid is stuck (not solved and no rule applies).
template <class Grid>
Grade run_rules(Grid& grid, std::span<const Rule<Grid>> rules,
                std::span<const std::string_view> tier_names, int tier_cap, Trace* trace,
                StepObserver<Grid>* observer = nullptr) {
  std::vector<int> hits(rules.size(), 0);
  const CoreGrade core = run_rules_core<Grid>(grid, rules, tier_cap, trace, hits, observer);
  Grade grade;
  grade.status = core.status;
  grade.max_tier = core.max_tier;
  grade.steps = core.steps;
  for (std::size_t k = 0; k < rules.size(); ++k)
    if (hits[k] > 0) grade.hits[std::string(rules[k].id)] += hits[k];
  if (grade.status == Status::stuck)
    grade.tier = std::string(kSearchTier);
  else if (grade.max_tier >= 0)
    grade.tier = std::string(tier_names[static_cast<std::size_t>(grade.max_tier)]);
  else
    grade.tier = std::string(tier_names[0]);
  return grade;
}

}  // namespace dg
