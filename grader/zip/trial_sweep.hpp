// One sweep of trials for dead_end, region_parity and leg_length (trial_sweep.cpp): the
// closure's single step and the engine's per-grade cache.
#pragma once

#include <array>
#include <cstdint>

#include "grader/zip/rules.hpp"

namespace dg::zip {

// What one trial per edge tells dead_end, region_parity and leg_length about a grid (see
// trial_sweep.cpp).
struct SweepVerdicts {
  int dead_end = -1;       // the first edge whose trial contradicts; then nothing else is filled
  bool parity_ok = false;  // regions_parity_ok(g), with_parity only
  bool legs_ok = false;    // legs_fit_routes(g, routes), when parity_ok
  int parity_kill = -1;    // the first edge region_parity would turn off
  int legs_kill = -1;      // the first edge leg_length would turn off
  LegRoutes routes;
};
void sweep_verdicts(const Grid& g, bool with_parity, SweepVerdicts& out);
// Each rule's step on the grid the verdicts were made on (the same as the rule's own).
Step dead_end_after(Grid& g, const SweepVerdicts& v, Trace* trace);
Step region_parity_after(Grid& g, const SweepVerdicts& v, Trace* trace);
Step leg_length_after(Grid& g, const SweepVerdicts& v, Trace* trace);

// dead_end, then (with_parity) region_parity and leg_length, as the engine would run them on g
// one after the other, with one trial per edge for all three (the closure's form). A step's rule
// tier goes to *tier when it is not null (kRegions for dead_end, kParity for the other two).
Step trial_sweep(Grid& g, bool with_parity, int* tier = nullptr);

// The engine's form: one grade's verdicts, made by rule_dead_end and read by rule_region_parity
// and rule_leg_length while the grid is still the one they were made on (its edges are the key).
class SweepCache {
 public:
  explicit SweepCache(bool with_parity) : with_parity_(with_parity) {}
  // Fills the verdicts for g and keys them to g.
  const SweepVerdicts& make(const Grid& g);
  // The verdicts for g, or null when they were made on another grid or without parity.
  const SweepVerdicts* find(const Grid& g) const;

 private:
  bool with_parity_;
  int edges_ = -1;  // key length; -1: empty
  std::array<std::uint8_t, kMaxEdges> key_;
  SweepVerdicts verdicts_;
};

}  // namespace dg::zip
