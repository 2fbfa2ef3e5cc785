// Survey of Tents tiers (issue 39: "the matching tier almost never comes"):
//  1. Layouts: per board, the tier the grader gives random layouts as the generator draws them
//     (random_layout at the default density, graded with every rule), so one sees how rare each
//     tier is before any steering.
//  2. Generation: per board x tier, how many of SEEDS calls of generate() (default params:
//     density 20, 2000 attempts) made a puzzle, the mean attempts of those made, and the wall time
//     per call and per puzzle made.
// Usage: bench_tents_tiers [SEEDS [LAYOUTS [TIER]]]   (defaults 10, 2000 and every tier;
// LAYOUTS 0 skips part 1)
#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "generator/tents/generator.hpp"
#include "generator/tents/layout.hpp"
#include "grader/tents/difficulty.hpp"
#include "solver/common/rng.hpp"
#include "tests/bench/bench_util.hpp"

namespace {

using Board = std::pair<int, int>;

// The rule table's "pairing" (grader/tents/grader.cpp).
std::size_t pairing_rule() {
  const auto infos = dg::tents::rule_infos();
  for (std::size_t k = 0; k < infos.size(); ++k)
    if (infos[k].id == "pairing") return k;
  return infos.size();
}

constexpr std::array<Board, 11> kBoards = {{{5, 5},
                                            {6, 6},
                                            {7, 7},
                                            {8, 8},
                                            {9, 9},
                                            {10, 10},
                                            {12, 12},
                                            {15, 15},
                                            {20, 20},
                                            {6, 10},
                                            {8, 12}}};

std::string board_name(Board b) {
  return std::to_string(b.first) + "x" + std::to_string(b.second);
}

// Part 1: the tier histogram of `count` random layouts.
void layout_tiers(Board b, int count) {
  std::array<int, dg::tents::kTierCount + 1> tally{};  // last: stuck ("search")
  int drawn = 0, failed = 0, pairing_fired = 0;
  const double us = dg::bench::time_us([&] {
    for (int i = 0; drawn < count; ++i) {
      dg::SplitMixRng rng(dg::derive_seed(39, static_cast<std::uint64_t>(i)));
      dg::tents::Layout l;
      if (!dg::tents::random_layout(b.first, b.second, 20, rng, l)) {
        ++failed;
        continue;
      }
      ++drawn;
      const auto puzzle = dg::tents::layout_puzzle(l);
      if (!puzzle) continue;
      const dg::CoreGrade g = dg::tents::grade_core(*puzzle, -1);
      // The pairing rule fires in a run capped at its tier: the layouts it helps at all.
      const auto capped = dg::tents::grade_candidate(*puzzle, dg::tents::kMatching);
      pairing_fired += capped.hits[pairing_rule()] > 0;
      if (g.status == dg::Status::solved)
        ++tally[static_cast<std::size_t>(std::max(g.max_tier, 0))];
      else
        ++tally[dg::tents::kTierCount];
    }
  });
  std::printf("layouts %-6s n=%-6d", board_name(b).c_str(), drawn);
  for (int t = 0; t <= dg::tents::kTierCount; ++t)
    std::printf(" %s %5.2f%%", dg::tents::tier_label(t).c_str(),
                100.0 * tally[static_cast<std::size_t>(t)] / drawn);
  std::printf("   pairing fired %5.2f%%   (%.0f us/layout, %d draws failed)\n",
              100.0 * pairing_fired / drawn, us / drawn, failed);
}

// Part 2: generate() for `seeds` seeds of one board and tier.
void generation(Board b, int tier, int seeds) {
  dg::tents::Params p;
  p.rows = b.first;
  p.cols = b.second;
  p.tier = tier;
  int made = 0;
  long attempts = 0;
  const double us = dg::bench::time_us([&] {
    for (int i = 0; i < seeds; ++i)
      if (auto g = dg::tents::generate(p, dg::derive_seed(1, static_cast<std::uint64_t>(i)))) {
        ++made;
        attempts += g->attempts;
      }
  });
  std::printf(
      "generate %-6s %-13s made %3d/%-3d  attempts/made %7.1f  ms/call %8.2f  ms/made %9.2f\n",
      board_name(b).c_str(), dg::tents::tier_label(tier).c_str(), made, seeds,
      made ? static_cast<double>(attempts) / made : 0.0, us / 1000.0 / seeds,
      made ? us / 1000.0 / made : 0.0);
  std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
  const int seeds = argc > 1 ? std::atoi(argv[1]) : 10;
  const int layouts = argc > 2 ? std::atoi(argv[2]) : 2000;
  int only = -2;
  if (argc > 3) {
    const auto tier = dg::tents::parse_gen_tier(argv[3]);
    only = tier ? *tier : -3;
  }
  if (seeds < 1 || layouts < 0 || only == -3) {
    std::fprintf(stderr,
                 "bench_tents_tiers: SEEDS must be positive, LAYOUTS not negative, TIER a tier\n");
    return 2;
  }
  dg::bench::print_banner("tents tiers: layout tier mix and generation per board x tier");
  if (layouts > 0)
    for (Board b : kBoards) layout_tiers(b, b.first * b.second > 300 ? layouts / 10 : layouts);
  for (Board b : kBoards)
    for (int tier = 0; tier < dg::tents::kSearchTierIndex; ++tier)
      if (only < 0 || tier == only) generation(b, tier, seeds);
  return 0;
}
