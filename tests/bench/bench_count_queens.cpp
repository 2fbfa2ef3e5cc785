// Benchmark: microseconds per queens::count_solutions(limit = 2) on random region maps grown around
// a planted placement, split into unique and non-unique boards, for 8x8 and 11x11.
// Issue target: 8x8 median under 2 us.
#include <cstdio>

#include "generator/queens/random_regions.hpp"
#include "solver/queens/counter.hpp"
#include "tests/bench/bench_util.hpp"

using namespace dg;

int main() {
  bench::print_banner("queens count_solutions(limit=2)");
  constexpr int kPerKind = 200;
  constexpr int kRepeats = 20;  // a single count is sub-microsecond territory: time a few in a row
  for (int n : {8, 11}) {
    std::vector<queens::Puzzle> unique, multiple;
    Rng rng(derive_seed(2026, static_cast<std::uint64_t>(n)));
    // Random planted maps are almost never unique (9 in 20,000 at 8x8), so unique boards come
    // from the repair step; non-unique ones straight from growth.
    while (static_cast<int>(unique.size()) < kPerKind) unique.push_back(queens::unique_puzzle(n, rng));
    while (static_cast<int>(multiple.size()) < kPerKind) {
      queens::Puzzle p = queens::planted_puzzle(n, rng);
      if (queens::count_solutions(p, 2).count >= 2) multiple.push_back(std::move(p));
    }
    for (auto* set : {&unique, &multiple}) {
      std::vector<double> us;
      std::uint64_t nodes = 0;
      for (const auto& p : *set) {
        int sink = 0;
        double t = bench::time_us([&] {
          for (int k = 0; k < kRepeats; ++k) sink += queens::count_solutions(p, 2).count;
        });
        nodes += queens::count_solutions(p, 2).nodes;
        if (sink == 0) std::printf("impossible\n");
        us.push_back(t / kRepeats);
      }
      char label[64];
      std::snprintf(label, sizeof label, "%dx%d %s (nodes/puzzle %.0f)", n, n,
                    set == &unique ? "unique" : "non-unique",
                    static_cast<double>(nodes) / static_cast<double>(set->size()));
      bench::print_summary(label, bench::summarize(us));
    }
  }
  return 0;
}
