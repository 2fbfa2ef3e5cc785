// Sudoku generator speed, one core: puzzles per second, mean and p95 ms per puzzle, attempts per
// accepted puzzle, and the bitset counter's uniqueness check on the accepted puzzles (median us,
// mean nodes and guesses, timed apart), for one request or a table of box shapes x tiers. Each
// puzzle is generate(params, derive_seed(seed, i)) on this thread; the first `warm` puzzles are
// checked (both counters unique, tier as asked) and not timed.
//   bench_sudoku_generate [--box 3x3] [--tier any] [--count 100] [--seed S] [--attempts N]
//                         [--symmetry none|rotate180] [--minimal] [--givens MIN..MAX]
//                         [--print]   one-line puzzles on stdout instead of figures
//                         [--table]   every tier of 2x2, 2x3 and 3x3 boxes
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>

#include "bench_util.hpp"
#include "generator/sudoku/checks.hpp"
#include "generator/sudoku/generator.hpp"
#include "solver/common/rng.hpp"
#include "solver/sudoku/counter.hpp"
#include "solver/sudoku/line.hpp"
#include "solver/sudoku/sgt.hpp"

namespace sudoku = dg::sudoku;

namespace {

struct Options {
  sudoku::Params params;
  int count = 100;
  std::uint64_t seed = dg::kDefaultSeed;
  bool print = false;
  bool table = false;
};

[[noreturn]] void usage(const char* why) {
  std::fprintf(stderr, "bench_sudoku_generate: %s\n", why);
  std::exit(2);
}

Options parse(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    const auto value = [&]() -> std::string {
      if (i + 1 >= argc) usage(("missing value after " + a).c_str());
      return argv[++i];
    };
    if (a == "--box") {
      const std::string v = value();
      if (std::sscanf(v.c_str(), "%dx%d", &o.params.box_rows, &o.params.box_cols) != 2)
        usage("--box RxC");
    } else if (a == "--tier") {
      auto t = sudoku::parse_generate_tier(value());
      if (!t) usage(t.error().c_str());
      o.params.tier = *t;
    } else if (a == "--symmetry") {
      auto s = sudoku::parse_symmetry(value());
      if (!s) usage(s.error().c_str());
      o.params.symmetry = *s;
    } else if (a == "--givens") {
      auto r = dg::parse_range(value());
      if (!r) usage(r.error().c_str());
      o.params.givens = *r;
    } else if (a == "--count") {
      o.count = std::atoi(value().c_str());
    } else if (a == "--seed") {
      o.seed = std::strtoull(value().c_str(), nullptr, 10);
    } else if (a == "--attempts") {
      o.params.max_attempts = std::atoi(value().c_str());
    } else if (a == "--minimal") {
      o.params.minimal = true;
    } else if (a == "--print") {
      o.print = true;
    } else if (a == "--table") {
      o.table = true;
    } else {
      usage(("unknown option " + a).c_str());
    }
  }
  return o;
}

// One row of figures: `count` puzzles of `p`, timed one by one after a checked warm-up.
void run(const sudoku::Params& p, int count, std::uint64_t seed) {
  if (auto v = sudoku::validate(p); !v) {
    std::printf("%-52s refused: %s\n", sudoku::describe(p).c_str(), v.error().c_str());
    return;
  }
  const int warm = std::max(1, count / 10);
  int failed = 0;  // of the timed puzzles
  for (int i = 0; i < warm; ++i) {
    auto g = sudoku::generate(p, dg::derive_seed(seed, static_cast<std::uint64_t>(count + i)));
    if (!g) continue;  // the timed run reports failures
    if (!sudoku::unique_by_both(g->puzzle) ||
        (p.tier != sudoku::kAnyTier && sudoku::generate_tier_of(g->grade) != p.tier))
      std::printf("CHECK FAILED: %s\n", sudoku::to_sgt(g->puzzle).c_str());
  }
  std::vector<double> ms;
  long attempts = 0;
  double givens = 0, nodes = 0, guesses = 0;
  std::vector<double> count_us;
  std::map<std::string, int> tiers;
  for (int i = 0; i < count; ++i) {
    dg::Expected<sudoku::GeneratedPuzzle> g = dg::Error{""};
    ms.push_back(dg::bench::time_us([&] {
                   g = sudoku::generate(p, dg::derive_seed(seed, static_cast<std::uint64_t>(i)));
                 }) /
                 1000);
    if (!g) {
      ++failed;
      continue;
    }
    attempts += g->attempts;
    for (const auto d : g->puzzle.givens) givens += d != 0;
    ++tiers[g->grade.tier];
    // The accepted puzzle's uniqueness count (limit 2), timed apart from the generation.
    sudoku::Count c;
    count_us.push_back(dg::bench::time_us([&] { c = sudoku::count_solutions(g->puzzle, 2); }));
    nodes += static_cast<double>(c.nodes);
    guesses += static_cast<double>(c.guesses);
  }
  const int made = count - failed;
  double total = 0;
  for (double x : ms) total += x;
  std::sort(ms.begin(), ms.end());
  const double p95 = ms.empty() ? 0 : ms[std::min(ms.size() - 1, ms.size() * 95 / 100)];
  std::printf("%-52s %8.1f puzzles/s  mean %8.2f ms  p95 %8.2f ms  attempts %6.1f  givens %5.1f",
              sudoku::describe(p).c_str(), made > 0 ? made / (total / 1000) : 0.0, total / count,
              p95, made ? static_cast<double>(attempts) / made : 0.0, made ? givens / made : 0.0);
  if (made)
    std::printf("  count %.1f us median, %.1f nodes, %.1f guesses",
                dg::bench::summarize(count_us).median, nodes / made, guesses / made);
  if (failed) std::printf("  FAILED %d", failed);
  if (p.tier == sudoku::kAnyTier)
    for (const auto& [tier, n] : tiers) std::printf("  %s %d", tier.c_str(), n);
  std::printf("\n");
  std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
  const Options o = parse(argc, argv);
  if (o.print) {  // puzzles for other tools: one SGT game ID per line (any box shape)
    for (int i = 0; i < o.count; ++i) {
      auto g = sudoku::generate(o.params, dg::derive_seed(o.seed, static_cast<std::uint64_t>(i)));
      if (g) std::printf("%s\n", sudoku::to_sgt(g->puzzle).c_str());
    }
    return 0;
  }
  dg::bench::print_banner("bench_sudoku_generate: one puzzle at a time, one core");
  if (!o.table) {
    run(o.params, o.count, o.seed);
    return 0;
  }
  for (auto [br, bc] : {std::pair{2, 2}, std::pair{2, 3}, std::pair{3, 3}}) {
    for (int tier = sudoku::kAnyTier; tier <= sudoku::kSearchTierIndex; ++tier) {
      sudoku::Params p = o.params;
      p.box_rows = br;
      p.box_cols = bc;
      p.tier = tier;
      run(p, o.count, o.seed);
    }
  }
  return 0;
}
