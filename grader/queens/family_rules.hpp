// Internal interface of the Queens family grader (boards that are not LinkedIn's): every family
// rule function by tier, and the entry points tests use. The rule table (rule_table.cpp) is the
// only place that names rules and tiers; family rules use the same four tiers as LinkedIn's.
// Rule contract (engine.hpp): only forced deductions, one deduction per call, reported to `trace`
// when non-null; Step::none when nothing applies, Step::contradiction when the grid cannot be
// completed.
// Wording: a "star" is a queen (Star Battle's word; the family's boards hold several per unit).
#pragma once

#include <span>

#include "grader/common/engine.hpp"
#include "grader/queens/family_grid.hpp"

namespace dg::queens {

// The family rule table, in difficulty order (rule_table.cpp).
std::span<const Rule<FamilyGrid>> family_rule_table();

// Grades a board of the family (any valid puzzle, LinkedIn's too: tests compare) with the family
// rules, `observer` watching the engine's loop (soundness tests and the difficulty score).
Grade grade_family(const Puzzle& p, int tier_cap, Trace* trace,
                   StepObserver<FamilyGrid>* observer = nullptr);

// --- basic (rules_family_basic.cpp) ------------------------------------------------------------
Step star_kill(FamilyGrid& g, int param, Trace* trace);
Step unit_complete(FamilyGrid& g, int param, Trace* trace);
Step unit_fill(FamilyGrid& g, int param, Trace* trace);
Step unit_confined(FamilyGrid& g, int param, Trace* trace);

// --- shapes (rules_family_packing.cpp) --------------------------------------------------------
// param 0: units that need one more star (the attack intersection of their cells left); param 1:
// units that need two or more (every non-attacking placement of them).
Step unit_placements(FamilyGrid& g, int param, Trace* trace);
// A pair of neighbouring rows (param 0) or columns (param 1) whose cells left fit in as many 2x2
// blocks as the pair needs stars: one star in each block.
Step two_by_two_blocks(FamilyGrid& g, int param, Trace* trace);

// --- pigeonhole (rules_family_hall.cpp) -------------------------------------------------------
// param = 0 regions in rows, 1 regions in columns, 2 rows in regions, 3 columns in regions.
Step hall_capacity(FamilyGrid& g, int param, Trace* trace);

// --- contradiction (rules_family_contradiction.cpp) -------------------------------------------
// param 0: the simulation runs the basic rules; 1: the basic and shapes rules.
Step star_forces_contradiction(FamilyGrid& g, int param, Trace* trace);
// True when a star on live cell i breaks a unit after the basic rules' fixed point (with the
// shapes rules too when `with_shapes`). Leaves g unchanged (tests).
bool star_contradicts(const FamilyGrid& g, int i, bool with_shapes = false);
// Whether the rules' memos and shortcuts are used: star_forces_contradiction's memo of earlier
// simulations, hall_capacity's of fruitless scans (and its cut of subsets that cannot be tight),
// unit_packing's of a unit's ways, and unit_fill's and unit_complete's skip when the grid counts
// no unit for them (on by default; tests turn them off to check that the grades, traces and
// scores are the same without them).
void use_rule_memos(bool on);
bool rule_memos_on();

}  // namespace dg::queens
