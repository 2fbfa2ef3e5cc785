// The thread's grading deadline (see grading_deadline.hpp).
#include "grader/common/grading_deadline.hpp"

namespace dg {

namespace {

thread_local GradingDeadline* innermost = nullptr;

}  // namespace

GradingDeadline::GradingDeadline(Clock::time_point deadline)
    : deadline_(deadline), outer_(innermost) {
  innermost = this;
}

GradingDeadline::~GradingDeadline() {
  innermost = outer_;
}

bool GradingDeadline::passed() {
  GradingDeadline* g = innermost;
  if (g == nullptr || g->deadline_ == Clock::time_point::max()) return false;
  if (!g->reached_ && Clock::now() < g->deadline_) return false;
  g->reached_ = true;
  return true;
}

}  // namespace dg
