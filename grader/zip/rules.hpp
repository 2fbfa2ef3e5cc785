// Zip deduction rules, one function per rule id, grouped by tier in rules_<tier>.cpp. The table
// that orders them (and the only place ids and tiers are named) is in grader.cpp.
// Every rule makes only forced deductions: an edge turned on is in every solution of the current
// grid, an edge turned off is in none. Each returns Step::progress after its first batch of
// deductions, Step::contradiction when the grid admits no solution, Step::none otherwise.
#pragma once

#include <array>
#include <cstdint>

#include "grader/common/engine.hpp"
#include "grader/zip/grader.hpp"
#include "grader/zip/grid.hpp"

namespace dg::zip {

// grade(p, tier_cap, trace, solution), or grade_knowing when `known` is not null, with `observer`
// watching the engine's loop: the difficulty score's step record comes from the same run as the
// grade (its probes share the run's trial memo, so they skip the trials `known` decides too).
Grade grade_observed(const Puzzle& p, int tier_cap, Trace* trace, Solution* solution,
                     const Solution* known, StepObserver<Grid>* observer);

// basic
Step rule_ends(Grid& g, int, Trace* trace);
Step rule_saturation(Grid& g, int, Trace* trace);
Step rule_forced_edges(Grid& g, int, Trace* trace);
Step rule_no_loop(Grid& g, int, Trace* trace);
Step rule_number_order(Grid& g, int, Trace* trace);
// regions
Step rule_bridge(Grid& g, int, Trace* trace);
Step rule_cut_cell(Grid& g, int, Trace* trace);
Step rule_island(Grid& g, int, Trace* trace);
Step rule_dead_end(Grid& g, int, Trace* trace);
// parity
Step rule_region_parity(Grid& g, int, Trace* trace);
Step rule_leg_length(Grid& g, int, Trace* trace);
// contradiction
Step rule_contradiction(Grid& g, int, Trace* trace);

// Shared by the trial rules (propagate.cpp): runs every rule of tier <= cap to a fixed point
// without bookkeeping, the basic tier as basic_closure. Returns false when the grid reaches a
// contradiction. The fixed point and the result are those of the engine with the same cap.
bool propagate(Grid& g, int cap);
// The basic tier alone, cells revisited only when their edges or segment ends change. Returns
// false on a contradiction; otherwise g is at the basic fixed point (or solved).
bool basic_closure(Grid& g);

// Static checks used by the rules and inside trials (true = no contradiction found).
bool connected(const Grid& g);          // the usable (on or unknown) edges connect every cell
bool regions_parity_ok(const Grid& g);  // see rules_parity.cpp

// Edge e on, then the basic tier: the trial of the regions and parity tiers' look-ahead rules.
Grid trial_on(const Grid& g, int e);
// Whether that trial is known to pass every look-ahead check: g agrees with a known solution that
// uses e, so the trial does too and no sound check can fail on it.
inline bool trial_on_passes(const Grid& g, int e) {
  return g.on_known_solution() && g.solution_edge(e) == kOn;
}

// Shortest usable route of each leg (number k to k + 1) and the route's edges (rules_parity.cpp).
struct LegRoutes {
  // Written before they are read, so left uninitialised (no 1.5 KB memset per check).
  std::array<std::int16_t, kMaxCells> length;  // per leg k
  std::array<std::int16_t, kMaxCells> first;   // per leg: start of its route in `edge`
  // The routes' edges, leg after leg: at most n - 1 in all, plus one leg that overruns.
  std::array<std::int16_t, 2 * kMaxCells> edge;
  // The routes' edges as cell sets, like Grid::usable_right() / usable_down().
  Bits<4> right, down;
};
// Whether the legs fit: the shortest usable routes from each number to the next (through no
// other number), lower bounds of the legs' lengths, add up to at most the path's n - 1 steps.
// Records each leg's route in `routes`.
bool legs_fit_routes(const Grid& g, LegRoutes& routes);
// legs_fit_routes of a grid whose usable edges are a subset of those of the grid `routes` came
// from, without recording.
bool legs_fit_after(const Grid& g, const LegRoutes& routes);

// The trial loops of dead_end, region_parity and leg_length from edge `first` on, after their
// checks of g itself (region_parity: regions_parity_ok(g); leg_length: legs_fit_routes(g,
// routes)). The rules call them from edge 0; trial_sweep goes on with them after its first
// deduction.
Step dead_end_from(Grid& g, int first, Trace* trace);
Step region_parity_from(Grid& g, int first, Trace* trace);
Step leg_length_from(Grid& g, const LegRoutes& routes, int first, Trace* trace);

// Trace helper: the two cells of edge e.
std::vector<Cell> edge_cells(const Grid& g, int e);

}  // namespace dg::zip
