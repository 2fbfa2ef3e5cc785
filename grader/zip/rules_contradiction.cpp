// Zip contradiction tier: trial of one edge followed by every cheaper tier. This is still
// deduction, not guessing: one level deep, and only a contradiction counts.
#include <string>

#include "grader/zip/rules.hpp"
#include "grader/zip/trial_memo.hpp"

namespace dg::zip {

/* contradiction: try an unknown edge on and run the basic, regions and parity tiers to a fixed
   point; if that contradicts, the edge is off. Likewise off -> contradiction means on.
     1 . o . o          1 x o . o       (on, the edge forces a chain of deductions ending in a
     .   .   .    =>    .   .   .        cell with too few edges)
   Sound: the cheaper tiers are sound, so a contradiction after assuming a value proves the
   opposite value holds in every solution. One deduction per call, so the cheaper tiers get the
   next move. */
Step rule_contradiction(Grid& g, int, Trace* trace) {
  TrialMemo* memo = g.trial_memo();
  if (memo) memo->find_solution(g);
  for (int e = 0; e < g.topo().edges; ++e) {
    if (g.edge(e) != kUnknown) continue;
    for (const bool value : {true, false}) {
      // A trial that agrees with a known solution cannot contradict (the cheaper tiers are sound).
      if (g.on_known_solution() && (g.solution_edge(e) == kOn) == value) continue;
      if (memo && memo->known_to_fail(e, value, g)) continue;
      Grid t = g;
      value ? t.set_on(e) : t.set_off(e);
      if (!t.contradiction() && propagate(t, kParity)) {
        if (memo) memo->remember(e, value, t);
        continue;
      }
      value ? g.set_off(e) : g.set_on(e);
      if (trace)
        trace->add("contradiction", edge_cells(g, e),
                   value ? "on leads to a contradiction; off" : "off leads to a contradiction; on");
      return g.contradiction() ? Step::contradiction : Step::progress;
    }
  }
  return Step::none;
}

}  // namespace dg::zip
