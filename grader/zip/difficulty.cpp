// Zip's difficulty data and step record. Zip has no dated public archive; the scale rests on 25
// real LinkedIn boards (tests/data/zip_linkedin/), which all need basic or regions rules (one
// parity): within those tiers what tells them apart is the work, above all the steps with a single
// way forward, so basic steps cost a quarter of a regions step (not Tango's near-nothing) and the
// bands are quantiles of the tuning half (docs/difficulty.md, "Zip").
#include "grader/zip/difficulty.hpp"

#include <array>
#include <limits>

#include "grader/zip/grader.hpp"
#include "grader/zip/rules.hpp"

namespace dg::zip {

namespace {

constexpr std::array<RuleCost, 12> kCosts = {{
    {"ends", 0.25, 0.25},
    {"saturation", 0.25, 0.25},
    {"forced_edges", 0.25, 0.25},
    {"no_loop", 0.25, 0.25},
    {"number_order", 0.25, 0.25},
    {"bridge", 1, 1},
    {"cut_cell", 1, 1},
    {"island", 1, 1},
    {"dead_end", 1, 1},
    {"region_parity", 4, 4},
    {"leg_length", 4, 4},
    {"contradiction", 16, 16},
}};

// Band limits: the 2/7, 4/7 and 5/7 quantiles of the tuning half of the 25 LinkedIn boards (the
// odd lines of tests/data/zip_linkedin/boards.jsonl), as for Queens and Tango's weekday groups.
// Technique levels at the tier boundaries (log2 of the max costs 0.25, 1, 4, 16): plain = basic,
// clever = regions, subtle = parity, deep = contradiction. Parity and contradiction are beyond
// LinkedIn (1 of the 25 boards needs one parity step; the generator's parity boards score above
// every LinkedIn board).
constexpr DifficultyParams kParams{
    0.5, 5.0,   1.0, {6.36034727090593, 6.8129756839992694, 6.886014426212095}, {0.0, 2.0, 4.0},
    1.0, "zip", true};

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

namespace {

RecordedSteps recorded(const Puzzle& p) {
  return {record_steps(p), kCosts, true};
}

}  // namespace

const ScorerInfo& scorer_info() {
  static const ScorerInfo info{"zip",
                               &kParams,
                               kCosts,
                               difficulty_of_any<from_json, difficulty>,
                               grade_and_score_of_any<from_json, grade_and_score>,
                               record_of_any<from_json, recorded>};
  return info;
}

}  // namespace dg::zip
