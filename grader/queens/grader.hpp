// Queens grader: human-style deduction rules run to a fixed point by the shared engine
// (grader/common/engine.hpp), cheapest tier first. The tiers, in difficulty order:
//   basic         queen kills, single-cell region / row / column, region <-> line confinement
//   shapes        a region's live cells form a polyomino whose every queen kills the same cells
//   pigeonhole    Hall-tight sets: N regions confined to N rows (columns) or the reverse
//   contradiction a queen on a cell leads, after two basic passes, to an impossible state
// A puzzle still stuck after the last tier is graded "search" (the exact counter settles it).
// Boards of the rest of the family (k stars per unit, counts, holes, givens, full diagonals,
// torus) are graded by the family table (family_rules.hpp) on the same four tiers.
// Rule ids and tier names are stable strings (database and JSON); see rule_table.cpp.
// Cells are (row, col), 0-based.
#pragma once

#include <string_view>

#include "grader/common/grade.hpp"
#include "grader/common/graders.hpp"
#include "solver/queens/model.hpp"

namespace dg::queens {

enum class Tier { basic, shapes, pigeonhole, contradiction };  // difficulty order
inline constexpr std::string_view kTierNames[] = {"basic", "shapes", "pigeonhole", "contradiction"};

// Grades p with every tier up to tier_cap (an index into kTierNames; -1 = all). Deterministic:
// the same puzzle and cap always give the same Grade and the same trace.
// LinkedIn boards (is_linkedin) take LinkedIn's table, every other valid board the family's.
// Post: status solved means the rules placed every queen (so the puzzle is unique); contradiction
// means the puzzle has no solution; stuck means the rules ran out (tier "search").
Grade grade(const Puzzle& p, int tier_cap = -1, Trace* trace = nullptr);

// Queens' entry in the table of graders (grader/common/graders.cpp).
const GraderInfo& grader_info();

}  // namespace dg::queens
