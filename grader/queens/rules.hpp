// Internal interface of the Queens grader: every rule function, by tier, and the helpers tests
// use to check a rule against a brute-force version. The rule table (rule_table.cpp) is the only
// place that names rules and tiers.
// Rule contract (engine.hpp): make only forced deductions, report each to `trace` when non-null,
// return Step::progress after one deduction, Step::none when nothing applies.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "grader/common/engine.hpp"
#include "grader/queens/grid.hpp"

namespace dg::queens {

// The rule table, in difficulty order (rule_table.cpp); the difficulty score reads it.
std::span<const Rule<Grid>> rule_table();

// grade(p, tier_cap, trace) with `observer` watching the engine's loop: the difficulty score's
// step record comes from the same run as the grade.
Grade grade_observed(const Puzzle& p, int tier_cap, Trace* trace, StepObserver<Grid>* observer);

// --- basic (rules_basic.cpp) ------------------------------------------------------------------
// Each basic rule in two modes. Engine mode (all = false): one deduction per call. Pass mode
// (all = true, the contradiction tier's simulation): every instance at once, and a queen's
// attacks are killed the moment it is placed. Returns true on progress.
bool queen_kill_pass(Grid& g, Trace* trace, bool all);
bool single_region_pass(Grid& g, Trace* trace, bool all);
bool single_line_pass(Grid& g, Trace* trace, bool all);
bool region_in_line_pass(Grid& g, Trace* trace, bool all);
bool line_in_region_pass(Grid& g, Trace* trace, bool all);

Step queen_adjacent_kill(Grid& g, int param, Trace* trace);
Step single_cell_region(Grid& g, int param, Trace* trace);
Step single_cell_line(Grid& g, int param, Trace* trace);
Step region_confined_to_line(Grid& g, int param, Trace* trace);
Step line_confined_to_region(Grid& g, int param, Trace* trace);

// --- shapes (rules_shapes.cpp; the shape table is in shapes.hpp) -----------------------------
// param = index into kShapes, or kShapeCount for region_kill_intersection.
Step shape_rule(Grid& g, int param, Trace* trace);

// --- pigeonhole (rules_pigeonhole.cpp) ---------------------------------------------------------
// param = axis (0 rows, 1 columns) + 2 * side (0: N regions in N lines, 1: N lines in N regions).
Step pigeonhole_rule(Grid& g, int param, Trace* trace);
// Every (region, line) pair of the given axis that a Hall-tight set (of either side) forbids:
// result[region] = mask of lines whose live cells of that region must die. Empty when the open
// regions have no perfect matching to the open lines (the grid has no solution).
std::vector<Mask> pigeonhole_forbidden(const Grid& g, int axis);

// --- contradiction (rules_contradiction.cpp) --------------------------------------------------
Step placement_forces_contradiction(Grid& g, int param, Trace* trace);
// The simulation alone, for tests: true when a queen on live cell (r, c) leads to a contradiction
// within two basic passes. Leaves g unchanged.
bool placement_contradicts(Grid& g, int r, int c);

// --- trace helpers (rules_basic.cpp) ----------------------------------------------------------
// Names as on the board's labels (solver/common/cell_name.hpp): "C4", "row 3", "column B",
// "region d" (regions by their letter in the text format).
std::string cell_name(int r, int c);
std::string row_label(int r);
std::string column_label(int c);
std::string region_label(int reg);
// Why the grid is contradictory, in words ("region d has no cell left"); "" when it is not.
std::string describe_contradiction(const Grid& g);
// Appends the cells of `cols` in row r to `out`.
void append_cells(std::vector<Cell>& out, int r, Mask cols);

}  // namespace dg::queens
