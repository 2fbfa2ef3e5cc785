// The Tango grader's rules. Each rule has a pure per-line deduction (`deduce_*`, testable on its
// own) and an apply function in the engine's shape (grader/common/engine.hpp). The rule table and
// the tier names live in grader.cpp, the only place rule ids and tiers are named.
//
// Tango rules, for reference: every row and column holds n/2 suns (1) and n/2 moons (0) (or its
// own range lo..hi of suns: odd lengths, per-line counts), no three
// equal cells follow each other in a line, '=' joins equal neighbours and 'x' opposite ones.
#pragma once

#include <span>
#include <string_view>

#include "grader/common/engine.hpp"
#include "grader/tango/grid.hpp"
#include "grader/tango/rules_basic.hpp"

namespace dg::tango {

// Per-line deductions: the cells of line `v` (length n) each rule forces. They only ever name
// unknown cells; a deduction that finds the line impossible forces a cell both ways, which the
// grid then reports as a contradiction.
// (The basic ones, deduce_sign_propagation, deduce_pair, deduce_gap and deduce_line_full, are
// inline in rules_basic.hpp.)
Forced deduce_equal_pair_ends(int n, const LineView& v);
Forced deduce_opposite_balance(int n, const LineView& v);
Forced deduce_equal_pair_balance(int n, const LineView& v);
Forced deduce_near_complete(int n, const LineView& v);
Forced deduce_line_completion(int n, const LineView& v);

// Sweep rules: run one per-line deduction over every row and column, setting what it forces.
// `param` is unused. Progress when any cell was set.
Step apply_sign_propagation(Grid& g, int param, Trace* trace);
Step apply_pair(Grid& g, int param, Trace* trace);
Step apply_gap(Grid& g, int param, Trace* trace);
Step apply_line_full(Grid& g, int param, Trace* trace);
Step apply_equal_pair_ends(Grid& g, int param, Trace* trace);
Step apply_opposite_balance(Grid& g, int param, Trace* trace);
Step apply_equal_pair_balance(Grid& g, int param, Trace* trace);
Step apply_near_complete(Grid& g, int param, Trace* trace);
// The expensive rules stop at their first deduction so the cheap ones run again before them.
Step apply_line_completion(Grid& g, int param, Trace* trace);
Step apply_cross_line(Grid& g, int param, Trace* trace);
// The unique-lines variant only (nothing otherwise): what line l's completions, less the complete
// parallel lines, force; empty when no complete line ruled a completion out.
Forced deduce_distinct_lines(const Grid& g, int l);
Step apply_distinct_lines(Grid& g, int param, Trace* trace);
// `param` is the tier cap of the trial propagation (every tier below contradiction's own).
Step apply_contradiction(Grid& g, int param, Trace* trace);

// A single-line rule as a pure deduction with its tier; `complete` when it forces every cell on
// which all completions of the line agree (so it subsumes every other single-line rule).
struct LineRule {
  std::string_view id;
  int tier;
  Forced (*deduce)(int n, const LineView& v);
  bool complete;
};
// Every single-line rule, cheapest first (grader.cpp; the closure in closure.cpp runs them).
std::span<const LineRule> line_rules();

// The full rule table, cheapest first (defined in grader.cpp; apply_contradiction runs it).
std::span<const Rule<Grid>> rule_table();

// grade(p, tier_cap, trace) with `observer` watching the engine's loop: the difficulty score's
// step record comes from the same run as the grade.
Grade grade_observed(const Puzzle& p, int tier_cap, Trace* trace, StepObserver<Grid>* observer);

// Runs `deduce` over every line of `g` and sets what it forces, reporting one trace step for the
// whole sweep (the grade counts it once): "<why>: in row 3, C3 is a sun; in column B, B4 and B5
// are moons". When `first_only`, stops after the first line with a new cell. A rule that
// `counts` suns names each line with its count on a board of other counts than half ("in row 3,
// which needs 3 or 4 suns, C3 is a sun").
Step sweep_lines(Grid& g, Trace* trace, std::string_view rule, std::string_view why,
                 Forced (*deduce)(int, const LineView&), bool first_only = false,
                 bool counts = false);
// The same for a rule that looks beyond the line (deduce(g, l): what it forces in line l).
Step sweep_lines(Grid& g, Trace* trace, std::string_view rule, std::string_view why,
                 Forced (*deduce)(const Grid&, int), bool first_only = false);

// Trace text for cells newly set in line l: "C3 and D3 are suns, E3 is a moon".
std::string describe_cells(const Grid& g, int l, Mask fresh);
// Why a contradictory grid breaks the rules, in words ("row 3 has three suns in a row";
// describe.cpp); "" when g is not contradictory.
std::string describe_contradiction(const Grid& g);

}  // namespace dg::tango
