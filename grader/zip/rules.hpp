// Zip deduction rules, one function per rule id, grouped by tier in rules_<tier>.cpp. The table
// that orders them (and the only place ids and tiers are named) is in grader.cpp.
// Every rule makes only forced deductions: an edge turned on is in every solution of the current
// grid, an edge turned off is in none. Each returns Step::progress after its first batch of
// deductions, Step::contradiction when the grid admits no solution, Step::none otherwise.
#pragma once

#include "grader/common/engine.hpp"
#include "grader/zip/grid.hpp"

namespace dg::zip {

// Tier indices, cheapest first (names in grader.cpp).
enum ZipTier : int { kBasic = 0, kRegions = 1, kParity = 2, kContradiction = 3 };

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
bool legs_fit(const Grid& g);           // see rules_parity.cpp

// Trace helper: the two cells of edge e.
std::vector<Cell> edge_cells(const Grid& g, int e);

}  // namespace dg::zip
