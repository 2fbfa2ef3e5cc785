// Zip grader: the rule table (the only place rule ids and tiers are named) and grade().
#include "grader/zip/grader.hpp"

#include <array>

#include "grader/common/explain.hpp"
#include "grader/zip/rules.hpp"
#include "grader/zip/trace_words.hpp"
#include "grader/zip/trial_memo.hpp"
#include "grader/zip/trial_sweep.hpp"

namespace dg::zip {

namespace {

constexpr std::string_view kTiers[] = {"basic", "regions", "parity", "contradiction"};

// Difficulty order; the engine restarts here after every deduction. The closure (propagate.cpp)
// runs this table too, with dead_end, region_parity and leg_length as one trial sweep: keep those
// three in this order, one after the other (tests/unit/zip/closure_test.cpp compares the two).
constexpr std::array<Rule<Grid>, 12> kRules = {{
    {"ends", kBasic, rule_ends},
    {"saturation", kBasic, rule_saturation},
    {"forced_edges", kBasic, rule_forced_edges},
    {"no_loop", kBasic, rule_no_loop},
    {"number_order", kBasic, rule_number_order},
    {"bridge", kRegions, rule_bridge},
    {"cut_cell", kRegions, rule_cut_cell},
    {"island", kRegions, rule_island},
    {"dead_end", kRegions, rule_dead_end},
    {"region_parity", kParity, rule_region_parity},
    {"leg_length", kParity, rule_leg_length},
    {"contradiction", kContradiction, rule_contradiction},
}};

constexpr std::array<RuleInfo, kRules.size()> kRuleInfo = rule_infos_of(kRules);

Grade grade_any(const AnyPuzzle& any, int tier_cap, Trace* trace) {
  // The interchange JSON round trip is exact, so a parsed puzzle always converts back.
  return grade(from_json(any.to_json()).value(), tier_cap, trace);
}

}  // namespace

std::span<const std::string_view> tier_names() {
  return kTiers;
}
std::span<const Rule<Grid>> rules() {
  return kRules;
}

Solution path_of(const Grid& g) {
  const Topology& t = g.topo();
  Solution path;
  for (int prev = -1, cur = t.start; cur >= 0;) {
    path.push_back(t.cell(cur));
    int next = -1;
    for (int e : t.cell_edges[static_cast<std::size_t>(cur)])
      if (e >= 0 && g.edge(e) == kOn && t.other(e, cur) != prev) next = t.other(e, cur);
    prev = cur;
    cur = next;
  }
  return path;
}

std::vector<std::uint8_t> solution_edges(const Puzzle& p, const Topology& t,
                                         const Solution& known) {
  if (!check_solution(p, known)) return {};
  std::vector<std::uint8_t> edges(static_cast<std::size_t>(t.edges), kOff);
  for (std::size_t k = 0; k + 1 < known.size(); ++k) {
    const int a = p.index(known[k]), b = p.index(known[k + 1]);
    for (int e : t.cell_edges[static_cast<std::size_t>(a)])
      if (e >= 0 && t.other(e, a) == b) edges[static_cast<std::size_t>(e)] = kOn;
  }
  return edges;
}

Grade grade_observed(const Puzzle& p, int tier_cap, Trace* trace, Solution* solution,
                     const Solution* known, StepObserver<Grid>* observer) {
  const Topology topo(p);
  Grid g(topo);
  TrialMemo memo(p, topo, known);
  memo.attach(g);
  const int cap = tier_cap < 0 ? kContradiction : tier_cap;
  SweepCache sweep(cap >= kParity);
  g.set_sweep_cache(&sweep);
  Grade out = run_rules<Grid>(g, kRules, kTiers, cap, trace, observer);
  if (trace && out.status == Status::contradiction && g.contradiction())
    note_broken(*trace, describe_contradiction(g));
  if (solution && out.status == Status::solved) *solution = path_of(g);
  return out;
}

Grade grade(const Puzzle& p, int tier_cap, Trace* trace, Solution* solution) {
  return grade_observed(p, tier_cap, trace, solution, nullptr, nullptr);
}

Grade grade_knowing(const Puzzle& p, const Solution& known, int tier_cap, Solution* solution) {
  return grade_observed(p, tier_cap, nullptr, solution, &known, nullptr);
}

const GraderInfo& grader_info() {
  static const GraderInfo info{"zip", kTiers, kRuleInfo, grade_any};
  return info;
}

}  // namespace dg::zip
