// Benchmark of the Zip production counter: microseconds per count_solutions(limit = 2) on
// fixed-seed random puzzles, unique ones (numbers removed greedily while the path stays the only
// solution, so few numbers are left) and non-unique ones (a few random numbers on a random path),
// for 6x6 to 9x9. Generation is not timed. Targets (issue): 7x7 median < 50 us, 9x9 median < 2 ms,
// no puzzle over 1 s.
// Usage: bench_count_zip [scale]   (scale multiplies the puzzle counts, default 1)
#include <cstdio>
#include <cstdlib>
#include <string>

#include "generator/zip/random_path.hpp"
#include "solver/zip/counter.hpp"
#include "tests/bench/bench_util.hpp"

namespace {

using namespace dg;

struct Case {
  zip::Puzzle puzzle;
  int expected;  // count capped at 2, checked during the warm-up
};

std::vector<Case> unique_cases(int side, int count, std::uint64_t seed) {
  std::vector<Case> out;
  for (int i = 0; i < count; ++i) {
    Rng rng(derive_seed(seed, static_cast<std::uint64_t>(i)));
    const zip::Solution path = zip::random_hamiltonian_path(side, side, rng);
    // Every other puzzle gets a few walls on edges the path does not use.
    const zip::Puzzle walled = zip::puzzle_from_path(side, side, path, 0, i % 2 ? side : 0, rng);
    const zip::Puzzle full = zip::fully_numbered(side, side, path, walled.walls);
    out.push_back({zip::remove_numbers(full, path, rng), 1});
  }
  return out;
}

std::vector<Case> multi_cases(int side, int count, std::uint64_t seed) {
  std::vector<Case> out;
  for (std::uint64_t i = 0; static_cast<int>(out.size()) < count; ++i) {
    Rng rng(derive_seed(seed, i));
    const zip::Solution path = zip::random_hamiltonian_path(side, side, rng);
    const int numbers = side + rng.below(side);
    zip::Puzzle p = zip::puzzle_from_path(side, side, path, numbers, rng.below(side), rng);
    const zip::Count c = zip::count_solutions(p, 2, Budget{50'000'000});
    if (c.complete && c.count == 2) out.push_back({std::move(p), 2});
  }
  return out;
}

void run(const std::string& label, const std::vector<Case>& cases) {
  std::uint64_t nodes = 0, guesses = 0;
  double numbers = 0;
  for (const Case& c : cases) {  // warm-up, and the only place outputs are checked
    const zip::Count r = zip::count_solutions(c.puzzle, 2);
    if (!r.complete || r.count != c.expected) {
      std::fprintf(stderr, "%s: wrong count %d (expected %d)\n", label.c_str(), r.count,
                   c.expected);
      std::exit(1);
    }
    nodes += r.nodes;
    guesses += r.guesses;
    numbers += static_cast<double>(c.puzzle.waypoints.size());
  }
  std::vector<double> us;
  for (const Case& c : cases)
    us.push_back(bench::time_us([&] { (void)zip::count_solutions(c.puzzle, 2); }));
  bench::print_summary(label, bench::summarize(us));
  const double n = static_cast<double>(cases.size());
  std::printf("%-34s avg numbers %.1f, avg nodes %.0f, avg guesses %.0f\n", "", numbers / n,
              static_cast<double>(nodes) / n, static_cast<double>(guesses) / n);
  std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
  const double scale = argc > 1 ? std::atof(argv[1]) : 1.0;
  bench::print_banner("zip count_solutions(limit=2), microseconds per puzzle");
  const struct {
    int side, unique, multi;
  } sizes[] = {{6, 200, 200}, {7, 200, 200}, {8, 100, 100}, {9, 60, 60}};
  for (const auto& s : sizes) {
    const int u = std::max(1, static_cast<int>(s.unique * scale));
    const int m = std::max(1, static_cast<int>(s.multi * scale));
    const std::string size = std::to_string(s.side) + "x" + std::to_string(s.side);
    const auto uc = unique_cases(s.side, u, 1000 + static_cast<std::uint64_t>(s.side));
    run(size + " unique", uc);
    const auto mc = multi_cases(s.side, m, 2000 + static_cast<std::uint64_t>(s.side));
    run(size + " 2+ solutions", mc);
    std::vector<Case> all = uc;
    all.insert(all.end(), mc.begin(), mc.end());
    run(size + " all", all);
  }
  return 0;
}
