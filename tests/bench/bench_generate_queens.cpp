// Benchmark: the Queens generator. For sizes 7..11, 14 and 16, tier "any" and every tier:
// puzzles/s with 1 and 2 jobs and planted maps (attempts) per accepted puzzle. Warm-up puzzles
// are checked (count == 1, graded exactly the tier, 4-connected regions); timed runs are not.
// A configuration whose warm-up fails within the attempt cap is reported as "rare".
// Usage: bench_generate_queens [seconds per configuration, default 0.5] [attempt cap, default 200]
//                              [only this size]
// At 14x14 and 16x16 the attempt cap is 60, and 10 for search (one attempt takes seconds).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "bench_util.hpp"
#include "generator/queens/generator.hpp"
#include "solver/queens/counter.hpp"

using namespace dg;

namespace {

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

}  // namespace

int main(int argc, char** argv) {
  const double budget = argc > 1 ? std::atof(argv[1]) : 0.5;
  const int cap = argc > 2 ? std::atoi(argv[2]) : 200;
  const int only = argc > 3 ? std::atoi(argv[3]) : 0;
  bench::print_banner("bench_generate_queens: generator puzzles/s per size and tier");
  std::printf("%-5s %-14s %5s %9s %12s %10s\n", "size", "tier", "jobs", "puzzles", "puzzles/s",
              "attempts");
  for (int n : {7, 8, 9, 10, 11, 14, 16}) {
    if (only != 0 && n != only) continue;
    for (int tier = queens::kAnyTier; tier <= queens::kSearchTierIndex; ++tier) {
      queens::Params p;
      p.n = n;
      p.tier = tier;
      p.max_attempts = n < 14 ? cap : tier == queens::kSearchTierIndex ? 10 : 60;
      const std::string label = queens::generate_tier_label(tier);
      if (!queens::validate(p)) {
        std::printf("%-5d %-14s  rejected by validate()\n", n, label.c_str());
        continue;
      }
      const std::size_t warm_count = 4;
      auto start = std::chrono::steady_clock::now();
      auto warm = queens::generate_batch(p, 1, warm_count, 2);
      const double warm_s = seconds_since(start);
      if (!warm) {
        std::printf("%-5d %-14s  rare: %s (%.1f s)\n", n, label.c_str(), warm.error().c_str(),
                    warm_s);
        std::fflush(stdout);
        continue;
      }
      for (const auto& g : *warm)
        if (queens::count_solutions(g.puzzle, 2).count != 1 ||
            (tier != queens::kAnyTier && g.grade.tier != label) ||
            !queens::warnings(g.puzzle).empty())
          std::printf("CHECK FAILED: %dx%d %s\n", n, n, label.c_str());
      const double per = 2 * warm_s / static_cast<double>(warm_count);  // warm-up ran on 2 jobs
      const std::size_t count =
          std::max<std::size_t>(4, static_cast<std::size_t>(budget / std::max(per, 1e-7)));
      for (int jobs = 1; jobs <= 2; ++jobs) {
        start = std::chrono::steady_clock::now();
        auto batch =
            queens::generate_batch(p, 1000 + static_cast<std::uint64_t>(jobs), count, jobs);
        const double s = seconds_since(start);
        if (!batch) {
          std::printf("%-5d %-14s %5d  failed: %s\n", n, label.c_str(), jobs,
                      batch.error().c_str());
          continue;
        }
        double attempts = 0;
        for (const auto& g : *batch) attempts += g.attempts;
        std::printf("%-5d %-14s %5d %9zu %12.1f %10.2f\n", n, label.c_str(), jobs, batch->size(),
                    static_cast<double>(batch->size()) / s,
                    attempts / static_cast<double>(batch->size()));
        std::fflush(stdout);
      }
    }
  }
  return 0;
}
