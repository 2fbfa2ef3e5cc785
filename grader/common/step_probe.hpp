// The per-step record the difficulty score reads (grader/common/difficulty.hpp), taken by an
// observer of the engine's loop. For every progress step: the rule, its tier, the undecided units
// just before it, and how many deductions the step's tier offered at that point (availability).
// Only callers that score attach it (storing a grade, `grade --json`, a generator's score
// filter); the generators' removal loops never do, so their hot loops pay nothing.
#pragma once

#include <chrono>
#include <cstddef>
#include <optional>
#include <span>
#include <vector>

#include "grader/common/engine.hpp"
#include "grader/common/rule_cost.hpp"

namespace dg {

struct StepRecord {
  int rule = 0;       // index into the game's rule table
  int tier = 0;       // that rule's tier
  int undecided = 0;  // undecided units before the step (the game says what a unit is)
  // Productive applications, from the grid before the step, of the fired rule and of every later
  // rule of the same tier (the earlier ones were just stuck), each on its own copy, capped.
  // 0 for a rule the score does not count (RuleCost::counted): nothing reads it, so it is not
  // probed.
  int available = 0;
};

// Default cap on the applications counted per rule in `available`, only there to bound the work:
// the Queens and Tango calibration (docs/difficulty.md) counted up to 400, which no LinkedIn board
// reaches. A lower cap fits the weekdays as well but moves individual scores: re-fit after a
// change.
inline constexpr int kAvailabilityCap = 400;

// Records a StepRecord per progress step of run_rules_core. `undecided` counts a grid's units;
// costs[i] says whether rule i is counted. Costs one grid copy per step plus the probes, and
// spares the probes every application whose result it already knows:
// - the fired rule's first application is the step itself: its count goes on from the grid the
//   step left (`after`), and when the next step fires the same rule from that very grid (the
//   engine's steps follow one another with nothing in between), that count, less one, is the
//   next step's, with no application at all;
// - the later rules of the tier share one copy of the grid before the step while they are stuck
//   (a stuck rule deduces nothing), so a copy is made again only after a rule made progress;
// - uncounted rules are not probed;
// - with count_available = false nothing is probed (every availability is 0): for a caller that
//   needs only a score that does not read availability (DifficultyParams::gamma = 0).
// Rules must be deterministic, and whatever a grid caches between calls (dirty flags, shape
// classes, trial memos) must change only how fast a rule finds its deductions, never which: the
// counts are then exactly those of applying each rule alone to its own copy of the grid before
// the step (tests/unit/grader/step_probe_test.cpp checks this against that plain reading).
// With timed = false the probe reads no clock and time_spent() is 0: for callers that never write
// the grade's time (a generator's file output; `generate --db` stores it, so it times). The clock
// was four reads per step, 1.9% of generating 8x8 Queens (perf). Timed, it reads the clock twice a
// step: an after_step and the next before_step are timed as one stretch (between them the engine
// only checks whether the grid is finished), from entering the one to leaving the other.
template <class Grid>
class StepProbe final : public StepObserver<Grid> {
 public:
  StepProbe(std::span<const Rule<Grid>> rules, std::span<const RuleCost> costs,
            int (*undecided)(const Grid&), int cap = kAvailabilityCap, bool count_available = true,
            bool timed = true)
      : rules_(rules),
        costs_(costs),
        undecided_(undecided),
        cap_(cap),
        count_available_(count_available),
        timed_(timed) {}

  void before_step(const Grid& grid) override {
    if (!open_) open();  // the first step (later ones continue the last after_step's stretch)
    undecided_before_ = undecided_(grid);
    // Assigned into the kept copy, so its buffers are reused from step to step.
    if (count_available_) before_ = grid;
    close();
  }

  void after_step(std::size_t k, Step step, const Grid& after) override {
    open();
    const int tier = rules_[k].tier;
    int available = 0;
    if (count_available_ && costs_[k].counted) {
      available = fired_applications(k, step, after);
      for (std::size_t j = k + 1; j < rules_.size() && rules_[j].tier == tier; ++j)
        available += later_applications(j, j == k + 1);
    } else {
      chain_rule_ = kNone;
    }
    steps_.push_back({static_cast<int>(k), tier, undecided_before_, available});
    // The engine stops after this step (run_rules_core): no before_step follows to end the stretch.
    if (step == Step::contradiction || after.contradiction() || after.solved()) close();
  }

  const std::vector<StepRecord>& steps() const { return steps_; }
  // Time spent recording, so that a grade timed with the probe attached can report its own time.
  // A stretch still open (the engine stopped otherwise, at its deadline) counts up to now.
  std::chrono::nanoseconds time_spent() const {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(open_ ? spent_ + (now() - opened_)
                                                                      : spent_);
  }

 private:
  using Clock = std::chrono::steady_clock;
  static constexpr std::size_t kNone = static_cast<std::size_t>(-1);

  // The clock when timed, else a constant (differences of which are 0).
  Clock::time_point now() const { return timed_ ? Clock::now() : Clock::time_point{}; }
  void open() {
    opened_ = now();
    open_ = true;
  }
  void close() {
    spent_ += now() - opened_;
    open_ = false;
  }

  // Applies `rule` to `grid` until it stops making progress or `limit` applications; the count.
  static int apply_until_stuck(Grid& grid, const Rule<Grid>& rule, int limit) {
    int count = 0;
    while (count < limit) {
      const Step step = rule.apply(grid, rule.param, nullptr);
      if (step == Step::none) break;
      ++count;
      if (step == Step::contradiction || grid.contradiction() || grid.solved()) break;
    }
    return count;
  }

  // Productive applications of the fired rule k from the grid before the step: the step itself,
  // then those from `after` (or the previous step's count, less one, when it fired k too).
  int fired_applications(std::size_t k, Step step, const Grid& after) {
    int count = 0;
    if (chain_rule_ == k && chain_left_ >= 1) {
      count = chain_left_;
    } else {
      count = 1;
      if (step != Step::contradiction && !after.contradiction() && !after.solved() && cap_ > 1) {
        scratch_ = after;
        count += apply_until_stuck(*scratch_, rules_[k], cap_ - 1);
      }
    }
    // The applications after this step's start from `after`, the next step's grid: known exactly
    // unless the cap cut the count short.
    chain_rule_ = k;
    chain_left_ = count < cap_ ? count - 1 : 0;
    return count;
  }

  // Productive applications of later rule j from the grid before the step. `first` starts a
  // step's probes; the shared copy is renewed only after a rule made progress on it.
  int later_applications(std::size_t j, bool first) {
    if (first || !later_fresh_) {
      later_ = before_;
      later_fresh_ = true;
    }
    const int count = apply_until_stuck(*later_, rules_[j], cap_);
    if (count > 0) later_fresh_ = false;
    return count;
  }

  std::span<const Rule<Grid>> rules_;
  std::span<const RuleCost> costs_;
  int (*undecided_)(const Grid&);
  int cap_;
  bool count_available_;
  bool timed_;
  int undecided_before_ = 0;
  std::optional<Grid> before_, scratch_, later_;
  bool later_fresh_ = false;
  std::size_t chain_rule_ = kNone;  // the previous step's rule, when counted
  int chain_left_ = 0;              // its applications left from the current grid (0: unknown)
  std::vector<StepRecord> steps_;
  Clock::duration spent_{};
  Clock::time_point opened_{};  // the start of the probe's current stretch, while open_
  bool open_ = false;
};

}  // namespace dg
