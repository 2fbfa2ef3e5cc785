// Benchmark of the Zip grader and generator: microseconds per count_solutions(limit 2) and per
// grade (all tiers; also grade_knowing, as the generator grades) on generated puzzles (median /
// p99 / max), then puzzles/s per size and tier
// (every tier: any, basic, regions, parity, contradiction) with 1 and 2 jobs, attempts per
// accepted puzzle; the tiers above regions make an eighth of the count (at least 2). Outputs are
// checked once (count == 1) before timing.
// Targets (issue 5, 2 jobs): 7x7 2,000/s, 8x8 400/s, 9x9 40/s, 10x10 5/s; no count > 1 s.
// Usage: bench_zip_grade_generate [scale]   (scale multiplies the puzzle counts, default 1)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "generator/zip/generator.hpp"
#include "grader/zip/grader.hpp"
#include "solver/zip/counter.hpp"
#include "tests/bench/bench_util.hpp"

namespace {

using namespace dg;

struct Size {
  int side, count;
};

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

int main(int argc, char** argv) {
  const double scale = argc > 1 ? std::atof(argv[1]) : 1.0;
  bench::print_banner("bench_zip_grade_generate");
  const Size sizes[] = {{7, 200}, {8, 80}, {9, 16}, {10, 6}};
  const int tiers[] = {zip::kAnyTier, zip::kBasic, zip::kRegions, zip::kParity,
                       zip::kContradiction};
  std::printf("\n## count and grade on generated puzzles (tier any, walls 0..R)\n");
  for (const Size& s : sizes) {
    zip::Params p;
    p.rows = p.cols = s.side;
    p.walls = {0, s.side};
    const auto n = static_cast<std::size_t>(s.count * scale);
    const auto batch = zip::generate_batch(p, 11, 0, n, 0);
    std::vector<double> count_us, grade_us, knowing_us;
    for (const auto& g : batch) {
      if (!g) continue;
      zip::Count c;
      count_us.push_back(bench::time_us([&] { c = zip::count_solutions(g->puzzle, 2); }));
      if (!c.complete || c.count != 1) {
        std::fprintf(stderr, "wrong count %d\n", c.count);
        return 1;
      }
      grade_us.push_back(bench::time_us([&] { zip::grade(g->puzzle); }));
      // As the generator grades: knowing the planted path (the same grade, fewer trials).
      knowing_us.push_back(bench::time_us([&] { zip::grade_knowing(g->puzzle, g->solution); }));
    }
    const std::string label = std::to_string(s.side) + "x" + std::to_string(s.side);
    bench::print_summary(label + " count", bench::summarize(count_us));
    bench::print_summary(label + " grade", bench::summarize(grade_us));
    bench::print_summary(label + " grade knowing path", bench::summarize(knowing_us));
  }
  std::printf("\n## generation, walls 0..R, numbers 2..40\n");
  for (const Size& s : sizes) {
    for (int tier : tiers) {
      for (int jobs : {1, 2}) {
        zip::Params p;
        p.rows = p.cols = s.side;
        p.tier = tier;
        p.walls = {0, s.side};
        p.numbers = {2, 40};
        const int count = tier >= zip::kParity ? std::max(2, s.count / 8) : s.count;
        const auto n = static_cast<std::size_t>(count * scale);
        const auto t0 = std::chrono::steady_clock::now();
        const auto batch = zip::generate_batch(p, 5, 0, n, jobs);
        const double secs = seconds_since(t0);
        int ok = 0, attempts = 0, numbers = 0, walls = 0;
        for (const auto& g : batch)
          if (g) {
            ++ok;
            attempts += g->attempts;
            numbers += static_cast<int>(g->puzzle.waypoints.size());
            walls += static_cast<int>(g->puzzle.walls.size());
          }
        std::printf(
            "%2dx%-2d tier %-13s jobs %d: %4d/%-4zu ok %9.1f puzzles/s  attempts %6.2f  numbers "
            "%5.1f  walls %4.1f\n",
            s.side, s.side, zip::tier_label(tier).c_str(), jobs, ok, n, ok / secs,
            ok ? double(attempts) / ok : 0.0, ok ? double(numbers) / ok : 0.0,
            ok ? double(walls) / ok : 0.0);
        std::fflush(stdout);
      }
    }
  }
  return 0;
}
