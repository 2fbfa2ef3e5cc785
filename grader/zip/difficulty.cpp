// Zip's difficulty data and step record. Zip has no dated public archive, so its costs follow
// Tango's fitted shape (basic nearly free, then x4 per tier) and were set so that the score orders
// generated tiers within each size without being a function of size (docs/difficulty.md).
#include "grader/zip/difficulty.hpp"

#include <array>

#include "grader/zip/grader.hpp"
#include "grader/zip/trial_memo.hpp"
#include "grader/zip/trial_sweep.hpp"

namespace dg::zip {

namespace {

constexpr std::array<RuleCost, 12> kCosts = {{
    {"ends", 0.02, 0.02},
    {"saturation", 0.02, 0.02},
    {"forced_edges", 0.02, 0.02},
    {"no_loop", 0.02, 0.02},
    {"number_order", 0.02, 0.02},
    {"bridge", 1, 1},
    {"cut_cell", 1, 1},
    {"island", 1, 1},
    {"dead_end", 1, 1},
    {"region_parity", 4, 4},
    {"leg_length", 4, 4},
    {"contradiction", 16, 16},
}};

// No dated data: band limits read off generated boards, where they separate the tiers basic,
// regions, parity and contradiction at sizes 5x5 to 8x8.
constexpr DifficultyParams kParams{0.5, 5.0, 0.5, {4.0, 5.9, 7.0}};

// Zip's contradiction and trial rules are costly to re-apply, and the score only needs to tell one
// way forward from several: a cap of 2 keeps storing a generated contradiction-tier board within
// the generators' 20% budget, where 8 cost about 30% (docs/difficulty.md, "Cost").
constexpr int kAvailabilityCapZip = 2;

// A unit is an edge still undecided.
int unknown_edges(const Grid& g) {
  int unknown = 0;
  for (int e = 0; e < g.topo().edges; ++e) unknown += g.edge(e) == kUnknown;
  return unknown;
}

}  // namespace

std::vector<StepRecord> record_steps(const Puzzle& p) {
  // Set up as grade() does: the memo and the sweep cache are sound caches, shared by the probes'
  // copies.
  const Topology topo(p);
  Grid g(topo);
  TrialMemo memo(p, topo, nullptr);
  memo.attach(g);
  SweepCache sweep(true);
  g.set_sweep_cache(&sweep);
  StepProbe<Grid> probe(rules(), unknown_edges, kAvailabilityCapZip);
  run_rules_core<Grid>(g, rules(), kContradiction, nullptr, {}, &probe);
  return probe.steps();
}

Difficulty difficulty(const Puzzle& p) {
  return score_steps(record_steps(p), kCosts, kParams);
}

const ScorerInfo& scorer_info() {
  static const ScorerInfo info{"zip", &kParams, kCosts, difficulty_of_any<from_json, difficulty>};
  return info;
}

}  // namespace dg::zip
