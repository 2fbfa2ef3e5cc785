// One sweep of trials for the three look-ahead rules (see trial_sweep.hpp). The engine runs
// dead_end, region_parity and leg_length one after the other on the same grid whenever the cheaper
// rules are stuck, and each tries every unknown edge on (a grid copy and a basic closure). When
// none of them fires, which is the usual case, that was three trials per edge for the same
// verdicts; here one trial per edge feeds all three checks. The closure (propagate.cpp) runs the
// sweep as one step (trial_sweep); the engine's rules share it through the grade's SweepCache.
//
// Exact: the checks are made on the trials of the same grid g that the rules would see, in edge
// order. The first deduction ends the sweep's use of them: after it g changes, so the rule that
// made it goes on with fresh trials (dead_end_from, ...), as it would have.
#include "grader/zip/trial_sweep.hpp"

namespace dg::zip {

void sweep_verdicts(const Grid& g, bool with_parity, SweepVerdicts& v) {
  // The rules' checks of g itself: region_parity's runs only when dead_end is stuck, leg_length's
  // only when region_parity is too, so their verdicts are used in that order.
  v.dead_end = v.parity_kill = v.legs_kill = -1;
  v.parity_ok = with_parity && regions_parity_ok(g);
  // legs_fit_routes(g) is made when a trial first needs it, or at the end: a sweep that ends at a
  // dead_end never reads it (it was ~3% of 7x7 parity generation, mostly such sweeps).
  bool legs_known = !v.parity_ok;
  v.legs_ok = false;
  auto know_legs = [&] {
    if (!legs_known) v.legs_ok = legs_fit_routes(g, v.routes);
    legs_known = true;
  };
  for (int e = 0; e < g.topo().edges; ++e) {
    if (g.edge(e) != kUnknown || trial_on_passes(g, e)) continue;
    const Grid t = trial_on(g, e);
    if (t.contradiction()) {
      v.dead_end = e;
      return;
    }
    // Once region_parity would fire, leg_length never runs; once a rule would fire at some edge,
    // its verdicts on later edges would belong to a changed grid.
    if (!v.parity_ok || v.parity_kill >= 0) continue;
    if (!regions_parity_ok(t)) {
      v.parity_kill = e;
      continue;
    }
    if (v.legs_kill >= 0) continue;
    know_legs();
    if (v.legs_ok && !legs_fit_after(t, v.routes)) v.legs_kill = e;
  }
  know_legs();
}

// Each rule goes on from its first deduction as it would have from edge 0: the edges before it
// passed on this grid. (Starting at that edge repeats its one trial, and keeps the rule's own
// trace text in one place.)
Step dead_end_after(Grid& g, const SweepVerdicts& v, Trace* trace) {
  return v.dead_end < 0 ? Step::none : dead_end_from(g, v.dead_end, trace);
}

Step region_parity_after(Grid& g, const SweepVerdicts& v, Trace* trace) {
  if (!v.parity_ok) return Step::contradiction;
  return v.parity_kill < 0 ? Step::none : region_parity_from(g, v.parity_kill, trace);
}

Step leg_length_after(Grid& g, const SweepVerdicts& v, Trace* trace) {
  if (!v.legs_ok) return Step::contradiction;
  return v.legs_kill < 0 ? Step::none : leg_length_from(g, v.routes, v.legs_kill, trace);
}

Step trial_sweep(Grid& g, bool with_parity, int* tier) {
  SweepVerdicts v;
  sweep_verdicts(g, with_parity, v);
  if (tier) *tier = kRegions;
  Step s = dead_end_after(g, v, nullptr);
  if (s != Step::none || !with_parity) return s;
  if (tier) *tier = kParity;
  s = region_parity_after(g, v, nullptr);
  return s != Step::none ? s : leg_length_after(g, v, nullptr);
}

const SweepVerdicts& SweepCache::make(const Grid& g) {
  sweep_verdicts(g, with_parity_, verdicts_);
  edges_ = g.topo().edges;
  for (int e = 0; e < edges_; ++e) key_[static_cast<std::size_t>(e)] = g.edge(e);
  return verdicts_;
}

const SweepVerdicts* SweepCache::find(const Grid& g) const {
  if (!with_parity_ || edges_ != g.topo().edges) return nullptr;
  for (int e = 0; e < edges_; ++e)
    if (key_[static_cast<std::size_t>(e)] != g.edge(e)) return nullptr;
  return &verdicts_;
}

}  // namespace dg::zip
