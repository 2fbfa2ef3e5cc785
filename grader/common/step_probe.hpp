// The per-step record the difficulty score reads (grader/common/difficulty.hpp), taken by an
// observer of the engine's loop. For every progress step: the rule, its tier, the undecided units
// just before it, and how many deductions the step's tier offered at that point (availability).
// Only grade-and-score callers attach it (storing a grade, `grade --json`); the generators never
// do, so their hot loops pay nothing.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <vector>

#include "grader/common/engine.hpp"

namespace dg {

struct StepRecord {
  int rule = 0;       // index into the game's rule table
  int tier = 0;       // that rule's tier
  int undecided = 0;  // undecided units before the step (the game says what a unit is)
  // Productive applications, from the grid before the step, of the fired rule and of every later
  // rule of the same tier (the earlier ones were just stuck), each on its own copy, capped.
  int available = 0;
};

// Default cap on the applications counted per rule in `available`, only there to bound the work:
// the Queens and Tango calibration (docs/difficulty.md) counted up to 400, which no LinkedIn board
// reaches. A lower cap fits the weekdays as well but moves individual scores: re-fit after a
// change.
inline constexpr int kAvailabilityCap = 400;

// Records a StepRecord per progress step of run_rules_core. `undecided` counts a grid's units.
// Costs one grid copy per step and the availability probes: a few times one plain grade.
template <class Grid>
class StepProbe final : public StepObserver<Grid> {
 public:
  StepProbe(std::span<const Rule<Grid>> rules, int (*undecided)(const Grid&),
            int cap = kAvailabilityCap)
      : rules_(rules), undecided_(undecided), cap_(cap) {}

  void before_step(const Grid& grid) override { before_.emplace(grid); }

  void after_step(std::size_t k) override {
    const Grid& pre = *before_;
    const int tier = rules_[k].tier;
    int available = 0;
    for (std::size_t j = k; j < rules_.size() && rules_[j].tier == tier; ++j)
      available += applications(pre, rules_[j]);
    steps_.push_back({static_cast<int>(k), tier, undecided_(pre), available});
  }

  const std::vector<StepRecord>& steps() const { return steps_; }

 private:
  int applications(const Grid& pre, const Rule<Grid>& rule) const {
    Grid copy = pre;
    int count = 0;
    while (count < cap_) {
      const Step step = rule.apply(copy, rule.param, nullptr);
      if (step == Step::none) break;
      ++count;
      if (step == Step::contradiction || copy.contradiction() || copy.solved()) break;
    }
    return count;
  }

  std::span<const Rule<Grid>> rules_;
  int (*undecided_)(const Grid&);
  int cap_;
  std::optional<Grid> before_;
  std::vector<StepRecord> steps_;
};

}  // namespace dg
