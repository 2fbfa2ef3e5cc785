// A wall-clock limit on grading, for the interactive `grade` command. The contradiction tiers
// run trial propagations from every open cell, which takes seconds on the largest boards (0.8 s
// for a sparse 14x16 Zip, more with more steps); the graders' signatures carry no budget, so the
// command sets the limit for its own thread with a scoped guard and the engine checks it once per
// step. Without a guard (generators, import, regrade, tests) grading is unchanged: the check is
// one thread-local read.
#pragma once

#include <chrono>

namespace dg {

class GradingDeadline {
 public:
  using Clock = std::chrono::steady_clock;
  // Grading on this thread stops at `deadline` (Clock::time_point::max() = never) until the guard
  // is destroyed. Guards nest; the inner one applies while it lives.
  explicit GradingDeadline(Clock::time_point deadline);
  ~GradingDeadline();
  GradingDeadline(const GradingDeadline&) = delete;
  GradingDeadline& operator=(const GradingDeadline&) = delete;

  // Whether grading under this guard stopped at the deadline: its grades are then incomplete
  // ("stuck" where the rules might have gone on), never wrong in a step they report.
  bool reached() const { return reached_; }

  // Engine use: true once the deadline of this thread's innermost guard has passed; the engine
  // then stops as if stuck, so a trial run inside a rule finds no contradiction and deduces
  // nothing.
  static bool passed();

 private:
  Clock::time_point deadline_;
  bool reached_ = false;
  GradingDeadline* outer_;
};

}  // namespace dg
