// Benchmark: the Queens family generator (generate queens --stars/--torus/--holes, tier any).
// For each option: unique puzzles/s of generate_batch with 1 and 2 jobs, best of 3 seeds, the
// same per CPU-second (the process's CPU time over all threads: what one free core makes, a
// figure that a loaded machine disturbs less than wall time), and board attempts per accepted
// puzzle. LinkedIn 8x8 and 10x10 (the region-map generator) are the
// reference rows. Warm-up puzzles are checked (count == 1 by the CP counter, the planted
// solution); timed runs are not.
// Usage: bench_generate_queens_family [seconds per run, default 1] [only this row's label]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

#include "bench_util.hpp"
#include "generator/queens/generator.hpp"
#include "solver/queens/counter.hpp"

using namespace dg;

namespace {

struct Row {
  const char* label;
  int n, stars;
  bool torus;
  IntRange holes;
};

constexpr Row kRows[] = {
    {"linkedin-8", 8, 1, false, {0, 0}},
    {"linkedin-10", 10, 1, false, {0, 0}},
    {"2star-8", 8, 2, false, {0, 0}},
    {"2star-9", 9, 2, false, {0, 0}},
    {"2star-10", 10, 2, false, {0, 0}},
    {"2star-11", 11, 2, false, {0, 0}},
    {"3star-14", 14, 3, false, {0, 0}},
    {"torus-8", 8, 1, true, {0, 0}},
    {"torus-10", 10, 1, true, {0, 0}},
    {"torus-2star-10", 10, 2, true, {0, 0}},
    {"holes-8 (4..8)", 8, 1, false, {4, 8}},
    {"holes-10 (5..15)", 10, 1, false, {5, 15}},
    {"holes-2star-10 (5..15)", 10, 2, false, {5, 15}},
    {"torus-holes-9 (4..8)", 9, 1, true, {4, 8}},
};

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

}  // namespace

int main(int argc, char** argv) {
  const double budget = argc > 1 ? std::atof(argv[1]) : 1.0;
  const std::string only = argc > 2 ? argv[2] : "";
  bench::print_banner("bench_generate_queens_family: unique family puzzles/s, tier any");
  std::printf("%-24s %5s %10s %10s %10s %10s\n", "board", "jobs", "puzzles", "puzzles/s",
              "per CPU s", "attempts");
  for (const Row& row : kRows) {
    if (!only.empty() && only != row.label) continue;
    queens::Params p;
    p.n = row.n;
    p.stars = row.stars;
    p.torus = row.torus;
    p.holes = row.holes;
    auto start = std::chrono::steady_clock::now();
    auto warm = queens::generate_batch(p, 99, 8, 2);
    const double warm_s = seconds_since(start);
    if (!warm) {
      std::printf("%-24s  failed: %s\n", row.label, warm.error().c_str());
      continue;
    }
    for (const auto& g : *warm) {
      const auto c = queens::count_solutions_cp(g.puzzle, 2);
      if (c.count != 1 || c.solutions[0] != g.solution) {
        std::printf("%-24s  WRONG: seed %llu is not unique\n", row.label,
                    static_cast<unsigned long long>(g.seed));
        return 1;
      }
    }
    // Enough puzzles for about `budget` seconds on 2 jobs, judged from the warm-up.
    const auto count = static_cast<std::size_t>(
        std::max(8.0, std::min(20000.0, budget * 8.0 / std::max(warm_s, 1e-4))));
    for (int jobs : {1, 2}) {
      double best = 0, best_cpu = 0, attempts = 0;
      for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        start = std::chrono::steady_clock::now();
        const std::clock_t cpu_start = std::clock();
        auto made = queens::generate_batch(p, seed, count, jobs);
        const double s = seconds_since(start);
        const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
        if (!made) {
          std::printf("%-24s  failed: %s\n", row.label, made.error().c_str());
          return 1;
        }
        const double rate = static_cast<double>(made->size()) / s;
        best_cpu = std::max(best_cpu, static_cast<double>(made->size()) / std::max(cpu, 1e-6));
        if (rate > best) {
          best = rate;
          long tries = 0;
          for (const auto& g : *made) tries += g.attempts;
          attempts = static_cast<double>(tries) / static_cast<double>(made->size());
        }
      }
      std::printf("%-24s %5d %10zu %10.1f %10.1f %10.2f\n", row.label, jobs, count, best, best_cpu,
                  attempts);
      std::fflush(stdout);
    }
  }
}
