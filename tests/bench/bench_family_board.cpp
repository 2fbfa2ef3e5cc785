// Benchmark: the family board maker alone (plant, regions, repair; no grade, no JSON): a fixed
// number of make_family_board attempts from one seed, so that callgrind's instruction count of a
// run measures the counter and the repair on the same work before and after a change.
// Usage: bench_family_board [attempts, default 10] [size, default 14] [stars, default 3] [seed]
#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "generator/queens/family_board.hpp"
#include "solver/queens/counter.hpp"

using namespace dg;

int main(int argc, char** argv) {
  const int attempts = argc > 1 ? std::atoi(argv[1]) : 10;
  queens::FamilyShape shape;
  shape.n = argc > 2 ? std::atoi(argv[2]) : 14;
  shape.stars = argc > 3 ? std::atoi(argv[3]) : 3;
  const auto seed = static_cast<std::uint64_t>(argc > 4 ? std::atoll(argv[4]) : 1);
  Rng rng(seed);
  int unique = 0;
  std::uint64_t proof_nodes = 0;
  const auto start = std::chrono::steady_clock::now();
  for (int a = 0; a < attempts; ++a) {
    queens::Puzzle p;
    queens::Solution planted;
    if (!queens::make_family_board(shape, rng, p, planted)) continue;
    ++unique;
    proof_nodes += queens::count_solutions(p, 2).nodes;
  }
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%dx%d %d stars: %d unique of %d attempts, %.3f s, proof nodes per board %.0f\n",
              shape.n, shape.n, shape.stars, unique, attempts, s,
              unique ? static_cast<double>(proof_nodes) / unique : 0.0);
  return 0;
}
