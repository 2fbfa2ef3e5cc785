// Benchmark: the Tango generator and grader. For 6x6, 8x8 and 10x10 and every tier: puzzles/s
// with 1 and 2 jobs, attempts (full grids) per accepted puzzle, and microseconds per full grade of
// the generated puzzles. Warm-up puzzles are checked (unique, graded exactly the tier); timed runs
// are not. Also times Debian's sgt-unruly (`sgt-unruly --generate 1000 6x6dn`) in the same run as
// the reference figure, when it is installed.
// Usage: bench_generate_tango [seconds per configuration, default 1] [max size, default 10]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "bench_util.hpp"
#include "generator/tango/generator.hpp"
#include "grader/tango/grader.hpp"
#include "solver/tango/counter.hpp"

using namespace dg;

namespace {

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

void time_unruly() {
  const char* candidates[] = {"/usr/games/sgt-unruly", "/usr/bin/sgt-unruly"};
  for (const char* path : candidates) {
    const std::string cmd = std::string(path) + " --generate 1000 6x6dn > /dev/null 2>&1";
    if (std::system((std::string("test -x ") + path).c_str()) != 0) continue;
    auto start = std::chrono::steady_clock::now();
    const int rc = std::system(cmd.c_str());
    const double s = seconds_since(start);
    std::printf("reference: %s --generate 1000 6x6dn: %.3f s = %.0f puzzles/s (rc %d)\n", path, s,
                1000 / s, rc);
    return;
  }
  std::printf("reference: sgt-unruly not installed (apt-get install sgt-puzzles)\n");
}

}  // namespace

int main(int argc, char** argv) {
  const double budget = argc > 1 ? std::atof(argv[1]) : 1.0;
  const int max_n = argc > 2 ? std::atoi(argv[2]) : 10;
  bench::print_banner("bench_generate_tango: generator puzzles/s and grade time per tier");
  time_unruly();
  std::printf("%-5s %-14s %5s %9s %12s %10s %12s\n", "size", "tier", "jobs", "puzzles", "puzzles/s",
              "attempts", "us/grade");
  for (int n = 6; n <= max_n; n += 2) {
    for (int tier = tango::kBasic; tier <= tango::kTierCount; ++tier) {
      tango::Params p;
      p.n = n;
      p.tier = tier;
      p.max_attempts = 2000;
      const std::string tier_name =
          tier == tango::kTierCount
              ? "search"
              : std::string(tango::tier_names()[static_cast<std::size_t>(tier)]);
      // Warm-up, checked: a few puzzles, also the rate estimate.
      auto start = std::chrono::steady_clock::now();
      auto warm = tango::generate_batch(p, 1, 8, 1);
      const double warm_s = seconds_since(start);
      if (!warm) {
        std::printf("%-5d %-14s  rare: %s\n", n, tier_name.c_str(), warm.error().c_str());
        continue;
      }
      for (const auto& g : *warm) {
        if (tango::count_solutions(g.puzzle, 2).count != 1 || g.grade.tier != tier_name)
          std::printf("CHECK FAILED: %dx%d %s\n", n, n, tier_name.c_str());
      }
      const double per = warm_s / 8;
      const std::size_t count =
          std::max<std::size_t>(8, static_cast<std::size_t>(budget / std::max(per, 1e-7)));
      for (int jobs = 1; jobs <= 2; ++jobs) {
        start = std::chrono::steady_clock::now();
        auto batch = tango::generate_batch(p, 1000 + static_cast<std::uint64_t>(jobs), count, jobs);
        const double s = seconds_since(start);
        if (!batch) {
          std::printf("%-5d %-14s %5d  failed: %s\n", n, tier_name.c_str(), jobs,
                      batch.error().c_str());
          continue;
        }
        double attempts = 0;
        for (const auto& g : *batch) attempts += g.attempts;
        // Full grade (with hit names) of each generated puzzle, single thread.
        double grade_us = 0;
        if (jobs == 1) {
          const auto t0 = std::chrono::steady_clock::now();
          for (const auto& g : *batch) (void)tango::grade(g.puzzle);
          grade_us = seconds_since(t0) * 1e6 / static_cast<double>(batch->size());
        }
        std::printf("%-5d %-14s %5d %9zu %12.0f %10.2f %12.2f\n", n, tier_name.c_str(), jobs,
                    batch->size(), static_cast<double>(batch->size()) / s,
                    attempts / static_cast<double>(batch->size()), grade_us);
        std::fflush(stdout);
      }
    }
  }
  time_unruly();
  return 0;
}
