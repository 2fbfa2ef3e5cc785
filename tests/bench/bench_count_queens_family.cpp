// Benchmark: the Queens family counters on the published tables and on Star Battle.
//  - classical N-queens N = 1..14 (all solutions, OEIS A000170) and toroidal N-queens N = 1..17
//    (OEIS A051906), time per full count;
//  - Star Battle 10x10 2 stars: microseconds per count_solutions(limit = 2) on boards grown around
//    a planted placement and repaired to unique (issue 14 target: median under 1 ms).
#include <cstdio>

#include "generator/queens/star_battle.hpp"
#include "solver/queens/counter.hpp"
#include "tests/bench/bench_util.hpp"

using namespace dg;

namespace {

void n_queens_table(bool torus, int max_n) {
  std::printf("%s N-queens, all solutions\n", torus ? "toroidal" : "classical");
  for (int n = 1; n <= max_n; ++n) {
    auto p = queens::from_json({{"size", n}, {"diagonals", "full"}, {"torus", torus}});
    queens::Count c;
    const double us = bench::time_us([&] { c = queens::count_solutions(*p, 1 << 30); });
    std::printf("  N=%2d  %8d solutions  %10llu nodes  %12.0f us\n", n, c.count,
                static_cast<unsigned long long>(c.nodes), us);
  }
}

}  // namespace

int main() {
  bench::print_banner("queens family counters");
  n_queens_table(false, 14);
  n_queens_table(true, 17);
  constexpr int kBoards = 200;
  constexpr int kRepeats = 10;
  Rng rng(derive_seed(2026, 14));
  std::vector<queens::Puzzle> unique;
  int tries = 0;
  const double make_us = bench::time_us([&] {
    while (static_cast<int>(unique.size()) < kBoards) {
      queens::Puzzle p;
      queens::Solution planted;
      ++tries;
      if (queens::star_battle(10, 2, rng, p, planted)) unique.push_back(std::move(p));
    }
  });
  std::printf("Star Battle 10x10 2 stars: %d unique boards from %d tries, %.0f us per board\n",
              kBoards, tries, make_us / kBoards);
  std::vector<double> us;
  std::uint64_t nodes = 0;
  for (const auto& p : unique) {
    int sink = 0;
    const double t = bench::time_us([&] {
      for (int k = 0; k < kRepeats; ++k) sink += queens::count_solutions(p, 2).count;
    });
    nodes += queens::count_solutions(p, 2).nodes;
    if (sink != kRepeats) std::printf("not unique!\n");
    us.push_back(t / kRepeats);
  }
  char label[64];
  std::snprintf(label, sizeof label, "10x10 2-star unique (nodes %.0f)",
                static_cast<double>(nodes) / kBoards);
  bench::print_summary(label, bench::summarize(us));
  return 0;
}
