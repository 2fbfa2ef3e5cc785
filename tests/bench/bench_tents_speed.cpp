// Benchmark of Tents generation and of its uniqueness check (issue 24).
//  1. The uniqueness check: microseconds per count_solutions(limit = 2) -- the exact counter as a
//     uniqueness test, on puzzles as the generator makes them (plain rule 3: unique_matching off,
//     as generate writes them) -- on 15x15 (and 8x8, 10x10) boards of two kinds: generated
//     puzzles (tier any, all unique) and random candidate layouts before grading (random_layout:
//     most have several solutions). Target (issue): median under 1000 us at 15x15.
//  2. Generation anatomy: per size and tier, the layouts tried per accepted puzzle and the
//     microseconds per accepted puzzle of generate() alone (no JSON, no process start-up; the
//     whole command is measured by tests/bench/peers.sh).
// Usage: bench_tents_speed [BOARDS]   (boards per kind, default 200)
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "generator/tents/generator.hpp"
#include "generator/tents/layout.hpp"
#include "solver/common/rng.hpp"
#include "solver/tents/counter.hpp"
#include "tests/bench/bench_util.hpp"

namespace {

using dg::tents::Puzzle;

std::vector<Puzzle> generated(int side, int count) {
  dg::tents::Params p;
  p.rows = p.cols = side;
  std::vector<Puzzle> out;
  for (int i = 0; static_cast<int>(out.size()) < count; ++i)
    if (auto g = dg::tents::generate(p, dg::derive_seed(24, static_cast<std::uint64_t>(i))))
      out.push_back(std::move(g->puzzle));
  return out;
}

std::vector<Puzzle> layouts(int side, int count) {
  std::vector<Puzzle> out;
  for (int i = 0; static_cast<int>(out.size()) < count; ++i) {
    dg::SplitMixRng rng(dg::derive_seed(2024, static_cast<std::uint64_t>(i)));
    dg::tents::Layout l;
    if (dg::tents::random_layout(side, side, 20, rng, l))
      out.push_back(*dg::tents::layout_puzzle(l));
  }
  return out;
}

void time_counts(const std::string& label, const std::vector<Puzzle>& puzzles) {
  int unique = 0;
  std::uint64_t nodes = 0;
  for (const Puzzle& p : puzzles) {  // untimed pass: what the boards are
    const auto c = dg::tents::count_solutions(p, 2);
    unique += c.complete && c.count == 1;
    nodes += c.nodes;
  }
  std::vector<double> times;
  int sink = 0;
  constexpr int kReps = 3;
  for (const Puzzle& p : puzzles)
    for (int rep = 0; rep < kReps; ++rep)
      times.push_back(dg::bench::time_us([&] { sink += dg::tents::count_solutions(p, 2).count; }));
  dg::bench::print_summary(label, dg::bench::summarize(times));
  std::printf("%-34s %d of %zu unique, mean nodes %.1f (sink %d)\n", "", unique, puzzles.size(),
              static_cast<double>(nodes) / static_cast<double>(puzzles.size()), sink);
}

void anatomy(int side, const char* tier, int count) {
  dg::tents::Params p;
  p.rows = p.cols = side;
  p.tier = *dg::tents::parse_gen_tier(tier);
  long attempts = 0;
  int made = 0;
  const double us = dg::bench::time_us([&] {
    for (int i = 0; i < count; ++i)
      if (auto g = dg::tents::generate(p, dg::derive_seed(1, static_cast<std::uint64_t>(i)))) {
        attempts += g->attempts;
        ++made;
      }
  });
  std::printf("generate %2dx%-2d %-7s n=%-5d layouts/accepted %6.2f   us/accepted %9.1f\n", side,
              side, tier, made, made ? static_cast<double>(attempts) / made : 0.0,
              made ? us / made : 0.0);
}

}  // namespace

int main(int argc, char** argv) {
  const int boards = argc > 1 ? std::atoi(argv[1]) : 200;
  if (boards < 1) {
    std::fprintf(stderr, "bench_tents_speed: BOARDS must be a positive number\n");
    return 2;
  }
  dg::bench::print_banner("tents uniqueness check (count_solutions, limit 2) and generation");
  for (int side : {8, 10, 15}) {
    const std::string size = std::to_string(side) + "x" + std::to_string(side);
    time_counts("count " + size + " generated", generated(side, boards));
    time_counts("count " + size + " random layouts", layouts(side, boards));
  }
  for (int side : {8, 10, 15})
    for (const char* tier : {"basic", "tricky"})
      anatomy(side, tier, side == 15 ? boards / 2 : boards);
  return 0;
}
