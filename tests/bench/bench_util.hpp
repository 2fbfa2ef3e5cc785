// Shared helpers for the benchmarks: timing, percentiles, and the build banner every result
// carries (compiler, flags, git sha, threads), so figures can be traced to a build.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

#include "git_sha.hpp"  // DG_GIT_SHA, written at build time (tests/bench/git_sha.cmake)

namespace dg::bench {

inline void print_banner(const char* what) {
  std::printf("# %s\n# compiler %s, flags '%s', git %s, hardware threads %u\n", what, DG_COMPILER,
              DG_CXX_FLAGS, DG_GIT_SHA, std::thread::hardware_concurrency());
}

// Microseconds taken by f().
template <class F>
double time_us(F&& f) {
  auto start = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start)
      .count();
}

struct Summary {
  double median = 0, p99 = 0, max = 0, mean = 0;
  std::size_t n = 0;
};

inline Summary summarize(std::vector<double> xs) {
  Summary s;
  s.n = xs.size();
  if (xs.empty()) return s;
  std::sort(xs.begin(), xs.end());
  auto at = [&](double q) {
    return xs[std::min(xs.size() - 1, static_cast<std::size_t>(q * static_cast<double>(xs.size())))];
  };
  s.median = at(0.5);
  s.p99 = at(0.99);
  s.max = xs.back();
  double sum = 0;
  for (double x : xs) sum += x;
  s.mean = sum / static_cast<double>(xs.size());
  return s;
}

// One table row: label, sample count, median / p99 / max in microseconds.
inline void print_summary(const std::string& label, const Summary& s) {
  std::printf("%-34s n=%-6zu median %10.2f us   p99 %10.2f us   max %10.2f us\n", label.c_str(),
              s.n, s.median, s.p99, s.max);
}

}  // namespace dg::bench
