// Zip contradiction tier: trial of one edge followed by every cheaper tier. This is still
// deduction, not guessing: one level deep, and only a contradiction counts.
#include <string>

#include "grader/common/chain_words.hpp"
#include "grader/zip/rules.hpp"
#include "grader/zip/trace_words.hpp"
#include "grader/zip/trial_memo.hpp"

namespace dg::zip {

namespace {

struct Refutation {
  std::string text;
  std::vector<ChainItem> chain;
};

// The step's text: the supposition, the deductions that follow and what breaks. The trial runs
// again through the engine with a trace (the same fixed point as propagate, rules.hpp), on a copy
// without the grade's caches, so grading without a trace pays nothing for the words.
Refutation refutation(const Grid& g, int e, bool value) {
  Grid t = g;
  t.set_trial_memo(nullptr);
  t.set_sweep_cache(nullptr);
  value ? t.set_on(e) : t.set_off(e);
  Trace chain;
  if (!t.contradiction()) run_rules_core<Grid>(t, rules(), kParity, &chain);
  std::string supposed = edge_text(g, e, value);
  if (!value) supposed.replace(supposed.find("cannot"), 6, "does not");
  ChainWords words = chain_words(chain);
  return {"Suppose " + supposed + "." + words.sentence + " Now " + describe_contradiction(t) +
              ". So " + edge_text(g, e, !value) + ".",
          std::move(words.items)};
}

}  // namespace

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
      if (trace) {
        Refutation why = refutation(g, e, value);
        trace->add("contradiction", edge_cells(g, e), std::move(why.text));
        trace->steps.back().chain = std::move(why.chain);
      }
      value ? g.set_off(e) : g.set_on(e);
      return g.contradiction() ? Step::contradiction : Step::progress;
    }
  }
  return Step::none;
}

}  // namespace dg::zip
