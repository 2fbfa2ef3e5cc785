// Benchmark of the Tango production counter: microseconds per count_solutions(limit = 2) on
// fixed-seed random puzzles, unique and non-unique, 6x6 and 10x10. Puzzle generation is not timed.
// Unique puzzles are minimal (reduce_to_unique from all givens plus random signs), the hardest
// kind for the counter; non-unique ones are random clue sets that leave 2+ solutions.
// Target (issue): median under 5 us for 6x6 unique.
// Beside it, the counters the generator uses on per-line clues (solver/tango/line_clues.hpp), on
// the same puzzles: the set counter (boards up to 8x8) and the row DFS counting only; the clues are
// converted from the Puzzle untimed.
#include <cstdio>
#include <string>
#include <vector>

#include "generator/tango/random_grid.hpp"
#include "solver/tango/counter.hpp"
#include "solver/tango/line_clues.hpp"
#include "tests/bench/bench_util.hpp"

namespace {

using dg::tango::Puzzle;

std::vector<Puzzle> unique_puzzles(int n, int count, std::uint64_t seed) {
  std::vector<Puzzle> out;
  for (int i = 0; static_cast<int>(out.size()) < count; ++i) {
    dg::Rng rng(dg::derive_seed(seed, static_cast<std::uint64_t>(i)));
    auto sol = dg::tango::random_solution(n, rng);
    auto full = dg::tango::random_puzzle(sol, 100, 30, rng);
    auto reduced = dg::tango::reduce_to_unique(full, rng);
    if (reduced) out.push_back(std::move(*reduced));
  }
  return out;
}

std::vector<Puzzle> non_unique_puzzles(int n, int count, std::uint64_t seed) {
  std::vector<Puzzle> out;
  for (int i = 0; static_cast<int>(out.size()) < count; ++i) {
    dg::Rng rng(dg::derive_seed(seed, static_cast<std::uint64_t>(i)));
    auto sol = dg::tango::random_solution(n, rng);
    auto p = dg::tango::random_puzzle(sol, 10 + rng.below(15), 5 + rng.below(15), rng);
    if (dg::tango::count_solutions(p, 2).count == 2) out.push_back(std::move(p));
  }
  return out;
}

// `count(k)` counts puzzle k with limit 2.
template <class Count>
void run(const std::string& label, std::size_t size, int expect, Count count) {
  // Warm-up: check the outputs once, untimed.
  std::uint64_t nodes = 0;
  for (std::size_t k = 0; k < size; ++k) {
    auto c = count(k);
    nodes += c.nodes;
    if (c.count != expect)
      std::printf("# WARNING %s: count %d, expected %d\n", label.c_str(), c.count, expect);
  }
  std::vector<double> times;
  int sink = 0;
  constexpr int kReps = 5;  // each puzzle timed kReps times so short runs are not all timer noise
  for (std::size_t k = 0; k < size; ++k)
    for (int rep = 0; rep < kReps; ++rep)
      times.push_back(dg::bench::time_us([&] { sink += count(k).count; }));
  dg::bench::print_summary(label, dg::bench::summarize(times));
  std::printf("%-34s mean nodes %.1f (sink %d)\n", "",
              static_cast<double>(nodes) / static_cast<double>(size), sink);
}

void run_all(const std::string& label, const std::vector<Puzzle>& puzzles, int expect) {
  run(label, puzzles.size(), expect,
      [&](std::size_t k) { return dg::tango::count_solutions(puzzles[k], 2); });
  std::vector<dg::tango::LineClues> clues;
  for (const Puzzle& p : puzzles) clues.push_back(dg::tango::line_clues(p));
  if (puzzles.front().n <= 8)
    run(label + " [sets]", clues.size(), expect,
        [&](std::size_t k) { return dg::tango::count_line_bits(clues[k], 2); });
  run(label + " [rows, count only]", clues.size(), expect,
      [&](std::size_t k) { return dg::tango::count_line_rows(clues[k], 2); });
}

}  // namespace

int main() {
  dg::bench::print_banner("tango count_solutions(limit=2), us per call");
  constexpr std::uint64_t kSeed = 20261122;
  for (int n : {6, 8, 10}) {
    const int count = n == 10 ? 200 : 400;
    const std::string size = std::to_string(n) + "x" + std::to_string(n);
    run_all("tango " + size + " unique (minimal)", unique_puzzles(n, count, kSeed), 1);
    run_all("tango " + size + " non-unique", non_unique_puzzles(n, count, kSeed + 1), 2);
  }
  return 0;
}
