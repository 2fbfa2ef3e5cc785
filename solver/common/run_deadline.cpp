// The process-wide run deadline (see run_deadline.hpp).
#include "solver/common/run_deadline.hpp"

#include <algorithm>
#include <atomic>
#include <cstdint>

namespace dg {

namespace {

// Nanoseconds of steady_clock's epoch; 0 = no deadline.
std::atomic<std::int64_t> g_deadline{0};

std::int64_t ticks(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(t.time_since_epoch()).count();
}

}  // namespace

void set_run_deadline(std::chrono::steady_clock::time_point when) {
  g_deadline.store(std::max<std::int64_t>(ticks(when), 1), std::memory_order_relaxed);
}

void clear_run_deadline() {
  g_deadline.store(0, std::memory_order_relaxed);
}

bool run_deadline_passed() {
  const std::int64_t d = g_deadline.load(std::memory_order_relaxed);
  return d != 0 && ticks(std::chrono::steady_clock::now()) >= d;
}

}  // namespace dg
