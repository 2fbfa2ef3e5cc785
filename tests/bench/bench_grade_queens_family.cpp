// Benchmark: the Queens family grader on seeded unique boards of each kind (issue 14, "Grading").
//  - Star Battle 10x10 2 stars and 14x14 3 stars (generator/queens/star_battle.*, repaired to a
//    unique solution);
//  - 1-star boards with holes: a unique 8x8 1-star board from the same generator with 4..8 cells
//    that the solution does not use turned into holes (still unique: the solution stays and no
//    new one can appear);
//  - 1-star torus boards: 8x8 1-star boards read as toroidal, kept when still unique;
//  - 1-star boards with one given queen (a solution cell).
// For each: tier mix, mean steps, the rules that fired, microseconds per grade (median, p99).
// With --dump DIR, writes the first board of each kind to DIR/<kind>.json (smoke-case fixtures).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <map>
#include <string>

#include "generator/queens/star_battle.hpp"
#include "grader/queens/grader.hpp"
#include "solver/queens/counter.hpp"
#include "tests/bench/bench_util.hpp"

using namespace dg;
using namespace dg::queens;

namespace {

struct Kind {
  std::string name;
  int boards;
  // Makes board number i (seeded), or returns false to skip it.
  std::function<bool(Rng&, Puzzle&)> make;
};

bool star_board(Rng& rng, Puzzle& p, int n, int k) {
  Solution planted;
  return star_battle(n, k, rng, p, planted);
}

bool holes_board(Rng& rng, Puzzle& p) {
  Solution planted;
  if (!star_battle(8, 1, rng, p, planted)) return false;
  const std::vector<Cell> queens = queen_cells(p, planted);
  const int holes = 4 + rng.below(5);
  for (int h = 0; h < holes; ++h) {
    const int i = rng.below(p.n * p.cols);
    const Cell c{i / p.cols, i % p.cols};
    if (std::find(queens.begin(), queens.end(), c) != queens.end()) continue;
    p.region[static_cast<std::size_t>(i)] = kHole;
  }
  auto valid = make_puzzle(p);
  if (!valid.ok()) return false;
  p = *valid;
  return count_solutions(p, 2).count == 1;
}

bool torus_board(Rng& rng, Puzzle& p) {
  Solution planted;
  star_battle(8, 1, rng, p, planted);
  if (p.region.empty()) return false;
  p.torus = true;
  auto valid = make_puzzle(p);
  if (!valid.ok()) return false;
  p = *valid;
  return count_solutions(p, 2).count == 1;
}

bool givens_board(Rng& rng, Puzzle& p) {
  Solution planted;
  if (!star_battle(8, 1, rng, p, planted)) return false;
  const std::vector<Cell> queens = queen_cells(p, planted);
  p.givens = {queens[static_cast<std::size_t>(rng.below(static_cast<int>(queens.size())))]};
  auto valid = make_puzzle(p);
  if (!valid.ok()) return false;
  p = *valid;
  return true;
}

void run(const Kind& kind, const char* dump_dir) {
  Rng rng(derive_seed(2026, std::hash<std::string>{}(kind.name) % 1000));
  std::vector<Puzzle> boards;
  int tries = 0;
  while (static_cast<int>(boards.size()) < kind.boards && tries < kind.boards * 400) {
    ++tries;
    Puzzle p;
    if (kind.make(rng, p)) boards.push_back(std::move(p));
  }
  if (dump_dir && !boards.empty()) {
    std::ofstream(std::string(dump_dir) + "/" + kind.name + ".json")
        << to_json(boards[0]).dump() << "\n";
  }
  std::map<std::string, int> tiers;
  std::map<std::string, long> hits;
  std::vector<double> us;
  long steps = 0;
  for (const Puzzle& p : boards) {
    Grade g;
    us.push_back(bench::time_us([&] { g = grade(p); }));
    ++tiers[g.tier];
    steps += g.steps;
    for (const auto& [id, n] : g.hits) hits[id] += n;
  }
  std::printf("\n## %s: %zu boards (%d tries)\n", kind.name.c_str(), boards.size(), tries);
  std::printf("tier mix:");
  for (const std::string_view t : kTierNames)
    std::printf(" %s %d", std::string(t).c_str(), tiers[std::string(t)]);
  std::printf(" search %d\n", tiers["search"]);
  std::printf("mean steps %.1f\nrule hits:",
              boards.empty() ? 0.0 : double(steps) / double(boards.size()));
  for (const auto& [id, n] : hits) std::printf(" %s %ld", id.c_str(), n);
  std::printf("\n");
  bench::print_summary("grade time per board", bench::summarize(us));
}

}  // namespace

int main(int argc, char** argv) {
  // --dump DIR (fixtures), --only KIND --boards N (a quicker look at one kind).
  const char* dump_dir = nullptr;
  std::string only;
  int boards = 0;
  for (int a = 1; a + 1 < argc; a += 2) {
    if (std::strcmp(argv[a], "--dump") == 0) dump_dir = argv[a + 1];
    if (std::strcmp(argv[a], "--only") == 0) only = argv[a + 1];
    if (std::strcmp(argv[a], "--boards") == 0) boards = std::atoi(argv[a + 1]);
  }
  bench::print_banner("queens family grader");
  const Kind kinds[] = {
      {"stars2_10x10", 1000, [](Rng& r, Puzzle& p) { return star_board(r, p, 10, 2); }},
      {"stars3_14x14", 3, [](Rng& r, Puzzle& p) { return star_board(r, p, 14, 3); }},
      {"holes_8x8", 300, holes_board},
      {"torus_8x8", 300, torus_board},
      {"givens_8x8", 300, givens_board},
  };
  for (Kind kind : kinds) {
    if (!only.empty() && kind.name != only) continue;
    if (boards > 0) kind.boards = boards;
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    run(kind, dump_dir);
  }
}
