// Benchmark: the family counter on recorded counts (one JSON object a line: "puzzle", "limit",
// and "open" for a count_solutions_family_within call), against the frozen reference DFS
// (tests/unit/queens/reference_family_dfs.cpp): total nodes and time of each, and any count whose
// solutions (in order), count or complete flag differ. Usage: bench_count_family_repair FILE
// [repeats]. A file comes from the generator's counts, e.g. 3-star 14x14 repairs.
#include <cstdio>
#include <ctime>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "solver/queens/counter.hpp"
#include "tests/bench/bench_util.hpp"
#include "tests/unit/queens/reference_family_dfs.hpp"

using namespace dg;

namespace {

struct Recorded {
  queens::Puzzle puzzle;
  int limit = 2;
  bool within = false;
  std::vector<std::uint32_t> open;
};

queens::Count production(const Recorded& r) {
  return r.within ? queens::count_solutions_family_within(r.puzzle, r.open, r.limit)
                  : queens::count_solutions_family(r.puzzle, r.limit);
}

// CPU microseconds taken by f() (the machine is shared, so wall time would count other work).
template <class F>
double cpu_us(F&& f) {
  timespec a{}, b{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &a);
  f();
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &b);
  return static_cast<double>(b.tv_sec - a.tv_sec) * 1e6 +
         static_cast<double>(b.tv_nsec - a.tv_nsec) / 1e3;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: bench_count_family_repair FILE [repeats]\n");
    return 2;
  }
  const int repeats = argc > 2 ? std::stoi(argv[2]) : 3;
  std::vector<Recorded> counts;
  std::ifstream in(argv[1]);
  for (std::string line; std::getline(in, line);) {
    const auto j = nlohmann::json::parse(line);
    auto p = queens::from_json(j.at("puzzle"));
    if (!p.ok()) {
      std::fprintf(stderr, "bad puzzle: %s\n", p.error().c_str());
      return 2;
    }
    Recorded r{*p, j.at("limit").get<int>(), j.contains("open"), {}};
    if (r.within) r.open = j.at("open").get<std::vector<std::uint32_t>>();
    counts.push_back(std::move(r));
  }
  bench::print_banner("queens family counter on recorded counts");
  std::uint64_t nodes_new = 0, nodes_ref = 0, guesses_new = 0, guesses_ref = 0;
  int differ = 0;
  for (const Recorded& r : counts) {
    const queens::Count a = production(r);
    const queens::Count b =
        queens::test::reference_count_family(r.puzzle, r.within ? &r.open : nullptr, r.limit);
    nodes_new += a.nodes;
    nodes_ref += b.nodes;
    guesses_new += a.guesses;
    guesses_ref += b.guesses;
    differ += a.count != b.count || a.complete != b.complete || a.solutions != b.solutions;
  }
  double us_new = 1e300, us_ref = 1e300;
  for (int k = 0; k < repeats; ++k) {
    int sink = 0;
    us_new = std::min(us_new, cpu_us([&] {
                        for (const Recorded& r : counts) sink += production(r).count;
                      }));
    us_ref = std::min(us_ref, cpu_us([&] {
                        for (const Recorded& r : counts)
                          sink += queens::test::reference_count_family(
                                      r.puzzle, r.within ? &r.open : nullptr, r.limit)
                                      .count;
                      }));
    if (sink < 0) std::printf("?\n");
  }
  std::printf("%zu counts, %d differ from the reference\n", counts.size(), differ);
  std::printf("counter   : %10llu nodes %9llu guesses %10.1f ms (CPU, best of %d)\n",
              static_cast<unsigned long long>(nodes_new),
              static_cast<unsigned long long>(guesses_new), us_new / 1000, repeats);
  std::printf("reference : %10llu nodes %9llu guesses %10.1f ms\n",
              static_cast<unsigned long long>(nodes_ref),
              static_cast<unsigned long long>(guesses_ref), us_ref / 1000);
  return differ == 0 ? 0 : 1;
}
