// The closure's sweep of the three look-ahead rules (see rules.hpp). The engine runs dead_end,
// region_parity and leg_length one after the other on the same grid whenever the cheaper rules are
// stuck, and each tries every unknown edge on (a grid copy and a basic closure). When none of them
// fires, which is the usual end of a contradiction trial, that was three trials per edge for the
// same verdicts; here one trial per edge feeds all three checks.
//
// Exact: the checks are made on the trials of the same grid g that the rules would see, in edge
// order. The first deduction ends the sweep's use of them: after it g changes, so the rule that
// made it goes on with fresh trials from the next edge (dead_end_from, ...), as it would have.
#include "grader/zip/rules.hpp"

namespace dg::zip {

Step trial_sweep(Grid& g, bool with_parity) {
  LegRoutes routes;
  // The rules' checks of g itself: region_parity's runs only when dead_end is stuck, leg_length's
  // only when region_parity is too, so their verdicts are used in that order below.
  const bool parity_ok = with_parity && regions_parity_ok(g);
  const bool legs_ok = parity_ok && legs_fit_routes(g, &routes);
  int parity_kill = -1, legs_kill = -1;  // first edge each rule would turn off
  for (int e = 0; e < g.topo().edges; ++e) {
    if (g.edge(e) != kUnknown) continue;
    const Grid t = trial_on(g, e);
    if (t.contradiction()) {  // dead_end fires at e
      g.set_off(e);
      if (g.contradiction()) return Step::contradiction;
      return dead_end_from(g, e + 1, nullptr) == Step::contradiction ? Step::contradiction
                                                                     : Step::progress;
    }
    // Once region_parity would fire, leg_length never runs; once a rule would fire at some edge,
    // its verdicts on later edges belong to a changed grid.
    if (!parity_ok || parity_kill >= 0) continue;
    if (!regions_parity_ok(t))
      parity_kill = e;
    else if (legs_ok && legs_kill < 0 && !legs_fit_after(t, routes))
      legs_kill = e;
  }
  if (!with_parity) return Step::none;
  if (!parity_ok) return Step::contradiction;
  auto go_on = [&g](int e, auto rest) {
    g.set_off(e);
    if (g.contradiction()) return Step::contradiction;
    return rest(e + 1) == Step::contradiction ? Step::contradiction : Step::progress;
  };
  if (parity_kill >= 0)
    return go_on(parity_kill, [&g](int from) { return region_parity_from(g, from, nullptr); });
  if (!legs_ok) return Step::contradiction;
  if (legs_kill >= 0)
    return go_on(legs_kill,
                 [&g, &routes](int from) { return leg_length_from(g, routes, from, nullptr); });
  return Step::none;
}

}  // namespace dg::zip
