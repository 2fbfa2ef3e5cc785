// Zip's difficulty data and step record. Zip has no dated public archive, so its costs follow
// Tango's fitted shape (basic nearly free, then x4 per tier) and were set so that the score orders
// generated tiers within each size without being a function of size (docs/difficulty.md).
#include "grader/zip/difficulty.hpp"

#include <array>

#include "grader/zip/grader.hpp"
#include "grader/zip/rules.hpp"

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

// The grade's run with the probe attached: its memo and sweep cache are sound caches, shared by
// the probes' copies of the grid.
ScoredGrade grade_with_probe(const Puzzle& p, Trace* trace, const Solution* known,
                             Solution* solution) {
  StepProbe<Grid> probe(rules(), kCosts, unknown_edges, kAvailabilityCapZip);
  Grade g = grade_observed(p, -1, trace, solution, known, &probe);
  return scored_grade(std::move(g), probe, kCosts, kParams);
}

}  // namespace

std::vector<StepRecord> record_steps(const Puzzle& p) {
  StepProbe<Grid> probe(rules(), kCosts, unknown_edges, kAvailabilityCapZip);
  grade_observed(p, -1, nullptr, nullptr, nullptr, &probe);
  return probe.steps();
}

Difficulty difficulty(const Puzzle& p) {
  return score_steps(record_steps(p), kCosts, kParams);
}

ScoredGrade grade_and_score(const Puzzle& p, Trace* trace) {
  return grade_with_probe(p, trace, nullptr, nullptr);
}

ScoredGrade grade_and_score_knowing(const Puzzle& p, const Solution& known, Solution* solution) {
  return grade_with_probe(p, nullptr, &known, solution);
}

const ScorerInfo& scorer_info() {
  static const ScorerInfo info{"zip", &kParams, kCosts, difficulty_of_any<from_json, difficulty>,
                               grade_and_score_of_any<from_json, grade_and_score>};
  return info;
}

}  // namespace dg::zip
