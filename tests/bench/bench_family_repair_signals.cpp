// Diagnostic: what the 3-star repair sees, count by count, on repairs that succeed and on those
// that give up (issue 27, the hopeless-repair lever). One line per attempt that reaches the
// repair: "R ok|fail" then per count "moves:open:count:complete:nodes:hopeless" (RepairCountLog).
// With a third argument it prints instead how many attempts plant and grow (the steps before the
// repair). Analysed offline (tests/bench/results/2026-11-27-stars3-3-hopeless.md).
// Usage: bench_family_repair_signals [attempts, default 300] [seed, default 1] [plant|repair]
//        [still regions, default 3]
#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "generator/queens/family_board.hpp"

using namespace dg;

int main(int argc, char** argv) {
  const int attempts = argc > 1 ? std::atoi(argv[1]) : 300;
  const auto seed = static_cast<std::uint64_t>(argc > 2 ? std::atoll(argv[2]) : 1);
  queens::FamilyShape shape;
  shape.n = 14;
  shape.stars = 3;
  shape.still_regions = argc > 4 ? std::atoi(argv[4]) : 3;  // as the generator's tier any
  Rng rng(seed);
  if (argc > 3 && argv[3][0] == 'p') {  // where attempts stop before the repair
    int planted_ok = 0, grown_ok = 0;
    for (int a = 0; a < attempts; ++a) {
      const queens::Solution planted = queens::plant_stars(shape, rng);
      if (planted.empty()) continue;
      ++planted_ok;
      queens::Puzzle p;
      grown_ok += queens::grow_family_regions(
          shape, queens::queen_cells(queens::planting_square(shape), planted), rng, p);
    }
    std::printf("attempts %d planted %d grown %d\n", attempts, planted_ok, grown_ok);
    return 0;
  }
  int repaired = 0;
  const auto start = std::chrono::steady_clock::now();
  for (int a = 0; a < attempts; ++a) {
    queens::Puzzle p;
    queens::Solution planted;
    queens::RepairLog log;
    const bool ok = queens::make_family_board(shape, rng, p, planted, &log);
    if (!log.reached) continue;
    repaired += ok;
    std::printf("R %s", ok ? "ok" : "fail");
    for (const auto& c : log.counts)
      std::printf(" %d:%d:%d:%d:%llu:%d", c.moves, c.open, c.count, c.complete ? 1 : 0,
                  static_cast<unsigned long long>(c.nodes), c.hopeless ? 1 : 0);
    std::printf("\n");
  }
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::fprintf(stderr, "%d unique of %d attempts, %.3f s, %.2f ms per unique board\n", repaired,
               attempts, s, repaired ? 1000 * s / repaired : 0.0);
  return 0;
}
