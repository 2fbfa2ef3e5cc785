// Worst-case benchmark of the Zip counters (issue 17, row 11): sparse boards (2..8 numbers, with
// and without walls; 0, 1 and 2+ solutions) on 5x5..10x10 and rectangles, where a uniqueness check
// (limit 2) used to take over a second. Prints median / p99 / max milliseconds per size for the
// production counter (count_solutions: DFS, then the frontier counter, then restarts), the DFS
// alone, the frontier counter alone and the CP counter, then the same figures on generator-like
// boards (generate_batch output and corpus/zip), which must not get slower.
//
// The hard boards come from a seeded random search (--search) that keeps, per size, the boards
// that cost the production counter the most CPU time and the DFS alone and the CP counter the
// most nodes; they are stored in tests/bench/data/zip_worst.jsonl (corpus record format,
// "solutions" capped at 2, the count confirmed by two methods) so the timed set is the same
// before and after a change.
//
// Usage (from the repository root):
//   bench_count_zip_worst [scale]                     time the stored boards and generator boards
//   bench_count_zip_worst --search SEED PER_SIZE KEEP budget  search, JSON Lines to stdout
// scale multiplies the generator-like board counts (default 1).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <map>
#include <string>

#include "generator/zip/generator.hpp"
#include "generator/zip/random_path.hpp"
#include "solver/zip/counter.hpp"
#include "tests/bench/bench_util.hpp"

namespace {

using namespace dg;

constexpr const char* kDataFile = "tests/bench/data/zip_worst.jsonl";
constexpr const char* kCorpusFile = "corpus/zip/zip.jsonl";

struct Size {
  int rows, cols;
};
// Squares 5x5..10x10 and rectangles, both orientations (square boards hide row/column swaps).
constexpr Size kSizes[] = {{5, 5}, {6, 6}, {7, 7}, {8, 8},  {9, 9},  {10, 10},
                           {4, 9}, {6, 8}, {8, 6}, {7, 10}, {10, 7}, {9, 10}};

std::string size_label(int rows, int cols) {
  return std::to_string(rows) + "x" + std::to_string(cols);
}

// One candidate of the search. Families (by index): numbers on a random Hamiltonian path
// without walls, the same with walls on unused edges (up to half the cells, which makes sparse
// boards unique more often), and a path puzzle with two numbers swapped (mostly 0 solutions).
zip::Puzzle candidate(const Size& s, Rng& rng, int family) {
  const zip::Solution path = zip::random_hamiltonian_path(s.rows, s.cols, rng);
  const int numbers = 2 + rng.below(7);  // 2..8
  const int n = s.rows * s.cols;
  const int walls = family == 0 ? 0 : 1 + rng.below(n / 2);
  zip::Puzzle p = zip::puzzle_from_path(s.rows, s.cols, path, numbers - 2, walls, rng);
  if (family == 2 && p.waypoints.size() >= 3) {
    const auto i = static_cast<std::size_t>(rng.below(static_cast<int>(p.waypoints.size())));
    auto j = static_cast<std::size_t>(rng.below(static_cast<int>(p.waypoints.size()) - 1));
    if (j >= i) ++j;
    std::swap(p.waypoints[i], p.waypoints[j]);
  }
  return p;
}

constexpr std::uint64_t kExactBudget = 50'000'000;

struct Found {
  zip::Puzzle puzzle;
  std::uint64_t dfs_nodes = 0, cp_nodes = 0;
  double combined_ms = 0;
  int count = 0;
  bool complete = true;
  int family = 0;
  std::uint64_t index = 0;
};

// Milliseconds of this thread's CPU time taken by f(): the benchmark machines are shared (load
// averages of 10+ on 2 cores), where wall-clock figures of long counts were off by 3x.
template <class F>
double cpu_ms(F&& f) {
  timespec a{}, b{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &a);
  f();
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &b);
  return static_cast<double>(b.tv_sec - a.tv_sec) * 1e3 +
         static_cast<double>(b.tv_nsec - a.tv_nsec) / 1e6;
}

// The DFS alone (no frontier stage): its first run, then the restarts.
zip::Count count_dfs_only(const zip::Puzzle& p, int limit, Budget budget) {
  return zip::count_solutions_first_run(p, limit, budget, 50'000, false);
}

// The true count (capped at 2) from the frontier counter and a second method agreeing (the DFS
// alone, else the CP counter, each within kExactBudget nodes); -1 when no second method settles
// it or they disagree (reported on stderr: a disagreement is a bug in one of the counters).
int confirmed_count(const zip::Puzzle& p) {
  const zip::Count f = zip::count_solutions_frontier(p, 2);
  for (auto counter : {count_dfs_only, zip::count_solutions_cp}) {
    const zip::Count c = counter(p, 2, Budget{kExactBudget});
    if (!c.complete) continue;
    if (f.complete && c.count == f.count) return f.count;
    std::fprintf(stderr, "COUNTERS DISAGREE (frontier %d%s, other %d):\n%s\n", f.count,
                 f.complete ? "" : " incomplete", c.count, zip::to_text(p).c_str());
    return -1;
  }
  return -1;
}

// Search: per size, `per_size` candidates; keeps the `keep` costliest for the production counter
// (CPU time), the DFS alone and the CP counter (nodes, both capped by `budget`), counted by two
// methods at the end.
int search(std::uint64_t seed, int per_size, int keep, std::uint64_t budget) {
  for (std::size_t si = 0; si < std::size(kSizes); ++si) {
    const Size& s = kSizes[si];
    std::vector<Found> all;
    for (int i = 0; i < per_size; ++i) {
      const auto index = static_cast<std::uint64_t>(si) * 1'000'000 + static_cast<std::uint64_t>(i);
      Rng rng(derive_seed(seed, index));
      Found f{candidate(s, rng, i % 3), 0, 0, 0, 0, true, i % 3, index};
      f.combined_ms = cpu_ms([&] { (void)zip::count_solutions(f.puzzle, 2, Budget{budget}); });
      const zip::Count d = count_dfs_only(f.puzzle, 2, Budget{budget});
      const zip::Count c = zip::count_solutions_cp(f.puzzle, 2, Budget{budget});
      f.dfs_nodes = d.nodes;
      f.cp_nodes = c.nodes;
      all.push_back(std::move(f));
    }
    std::vector<std::size_t> order(all.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::vector<char> kept(all.size(), 0);
    const auto keep_top = [&](auto key) {
      std::stable_sort(order.begin(), order.end(),
                       [&](std::size_t a, std::size_t b) { return key(all[a]) > key(all[b]); });
      for (std::size_t i = 0; i < std::min(order.size(), static_cast<std::size_t>(keep)); ++i)
        kept[order[i]] = 1;
    };
    keep_top([](const Found& f) { return f.combined_ms; });
    keep_top([](const Found& f) { return static_cast<double>(f.dfs_nodes); });
    keep_top([](const Found& f) { return static_cast<double>(f.cp_nodes); });
    for (std::size_t i = 0; i < all.size(); ++i) {
      if (!kept[i]) continue;
      const Found& f = all[i];
      const int exact = confirmed_count(f.puzzle);
      if (exact < 0) {
        std::fprintf(stderr, "%s: not confirmed by two methods, left out\n",
                     size_label(s.rows, s.cols).c_str());
        continue;
      }
      char ms[32];
      std::snprintf(ms, sizeof ms, "%.1f", f.combined_ms);
      nlohmann::json rec;
      rec["id"] = "zip-worst-" + size_label(s.rows, s.cols) + "-" + std::to_string(seed) + "-" +
                  std::to_string(f.index);
      rec["puzzle"] = zip::to_json(f.puzzle);
      rec["solutions"] = exact;
      rec["source"] = "bench_count_zip_worst --search " + std::to_string(seed) + " (family " +
                      std::to_string(f.family) + ", " + std::to_string(f.puzzle.waypoints.size()) +
                      " numbers, " + std::to_string(f.puzzle.walls.size()) +
                      " walls; at search: count_solutions " + ms + " ms CPU, dfs alone " +
                      std::to_string(f.dfs_nodes) + " nodes, cp " + std::to_string(f.cp_nodes) +
                      " nodes)";
      std::printf("%s\n", rec.dump().c_str());
      std::fflush(stdout);
    }
    std::fprintf(stderr, "%s searched\n", size_label(s.rows, s.cols).c_str());
  }
  return 0;
}

struct Case {
  zip::Puzzle puzzle;
  int expected;  // count capped at 2
};

std::vector<Case> read_cases(const char* file) {
  std::vector<Case> out;
  std::ifstream in(file);
  if (!in) {
    std::fprintf(stderr, "cannot read %s (run from the repository root)\n", file);
    std::exit(1);
  }
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    const auto rec = nlohmann::json::parse(line);
    auto p = zip::from_json(rec.at("puzzle"));
    if (!p) {
      std::fprintf(stderr, "%s: %s\n", file, p.error().c_str());
      std::exit(1);
    }
    out.push_back({std::move(*p), std::min(2, rec.at("solutions").get<int>())});
  }
  return out;
}

using Counter = zip::Count (*)(const zip::Puzzle&, int, Budget);

// Node budget of a timed count: about 2-5 s on 10x10 boards. A count that runs out is listed as
// "over budget" (its time then only bounds the true cost from below).
constexpr std::uint64_t kTimedBudget = 10'000'000;

// Times `counter` on every case (one checked run; the median of 3 runs when it took under
// 50 ms) and prints one row: CPU milliseconds, node counts, and the counts that ran out of budget.
void run(const std::string& label, const std::vector<Case>& cases, Counter counter) {
  if (cases.empty()) return;
  std::vector<double> ms;
  double sum_ms = 0;
  std::uint64_t nodes = 0, max_nodes = 0;
  int over = 0;
  for (const Case& c : cases) {
    zip::Count r;
    double t[3] = {};
    t[0] = cpu_ms([&] { r = counter(c.puzzle, 2, Budget{kTimedBudget}); });
    if (r.complete && r.count != c.expected) {
      std::fprintf(stderr, "%s: wrong count %d (expected %d)\n%s\n", label.c_str(), r.count,
                   c.expected, zip::to_text(c.puzzle).c_str());
      std::exit(1);
    }
    over += r.complete ? 0 : 1;
    nodes += r.nodes;
    max_nodes = std::max(max_nodes, r.nodes);
    double taken = t[0];
    if (t[0] < 50) {
      for (int k = 1; k < 3; ++k)
        t[k] = cpu_ms([&] { (void)counter(c.puzzle, 2, Budget{kTimedBudget}); });
      std::sort(std::begin(t), std::end(t));
      taken = t[1];
    }
    ms.push_back(taken);
    sum_ms += taken;
  }
  const bench::Summary s = bench::summarize(ms);
  std::printf("| %-18s | %4zu | %9.3f | %9.3f | %9.3f | %10.1f | %10.0f | %10llu | %4d |\n",
              label.c_str(), s.n, s.median, s.p99, s.max, sum_ms,
              static_cast<double>(nodes) / static_cast<double>(cases.size()),
              static_cast<unsigned long long>(max_nodes), over);
  std::fflush(stdout);
}

// The counters timed, each under its own heading.
std::vector<std::pair<const char*, Counter>> counters() {
  return {{"count_solutions (production: DFS, frontier, restarts)", zip::count_solutions},
          {"DFS alone (count_solutions_first_run, no frontier)", count_dfs_only},
          {"count_solutions_frontier (frontier alone)", zip::count_solutions_frontier},
          {"count_solutions_cp (CP)", zip::count_solutions_cp}};
}

void header(const std::string& what) {
  std::printf("\n## %s\n\n", what.c_str());
  std::printf("| %-18s | %4s | %9s | %9s | %9s | %10s | %10s | %10s | %4s |\n", "set", "n",
              "median ms", "p99 ms", "max ms", "total ms", "avg nodes", "max nodes", "over");
  std::printf(
      "|--------------------|------|-----------|-----------|-----------|------------|-----"
      "-------|------------|------|\n");
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::strcmp(argv[1], "--search") == 0) {
    if (argc != 6) {
      std::fprintf(stderr, "usage: bench_count_zip_worst --search SEED PER_SIZE KEEP BUDGET\n");
      return 2;
    }
    return search(std::strtoull(argv[2], nullptr, 10), std::atoi(argv[3]), std::atoi(argv[4]),
                  std::strtoull(argv[5], nullptr, 10));
  }
  const double scale = argc > 1 ? std::atof(argv[1]) : 1.0;
  bench::print_banner("zip counters on worst-case and generator-like boards, limit 2");

  // Stored hard boards, grouped by size in file order.
  std::map<std::pair<int, int>, std::vector<Case>> by_size;
  std::vector<Case> every;
  for (Case& c : read_cases(kDataFile)) {
    every.push_back(c);
    by_size[{c.puzzle.rows, c.puzzle.cols}].push_back(std::move(c));
  }
  for (const auto& [what, counter] : counters()) {
    header(std::string("worst-case boards (") + kDataFile + "), " + what);
    for (const Size& s : kSizes)
      if (auto it = by_size.find({s.rows, s.cols}); it != by_size.end())
        run(size_label(s.rows, s.cols), it->second, counter);
    run("all", every, counter);
  }

  // Generator-like boards: what generate zip accepts (unique, tier any, walls 0..R), and the
  // corpus (LinkedIn transcriptions and hand-made boards).
  std::vector<Case> corpus = read_cases(kCorpusFile);
  std::vector<std::pair<std::string, std::vector<Case>>> generated;
  for (const auto& [side, count] : {std::pair{6, 300}, {7, 300}, {8, 150}, {9, 40}}) {
    zip::Params params;
    params.rows = params.cols = side;
    params.walls = {0, side};
    const auto n = static_cast<std::size_t>(std::max(1.0, count * scale));
    std::vector<Case> cases;
    for (const auto& g : zip::generate_batch(params, 17, 0, n, 2))
      if (g) cases.push_back({g->puzzle, 1});
    generated.emplace_back("generated " + size_label(side, side), std::move(cases));
  }
  for (const auto& [what, counter] : counters()) {
    header(std::string("generator-like boards, ") + what);
    for (const auto& [label, cases] : generated) run(label, cases, counter);
    run("corpus/zip", corpus, counter);
  }
  return 0;
}
