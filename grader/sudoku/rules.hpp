// The Sudoku grader's rules (grader.cpp holds the table and the tiers). Each application makes
// one deduction (places one digit, or removes the candidates one pattern rules out) and reports
// it to the trace in the board's words: cells as on the board ("B3": column letter, row number),
// units as "row 3", "column B", "box 4". All are sound: they only decide what holds in every
// solution, so a grid they fill proves the puzzle unique.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "grader/common/engine.hpp"
#include "grader/sudoku/grid.hpp"

namespace dg::sudoku {

std::span<const Rule<Grid>> rule_table();

// hidden_single: param 0 boxes, 1 rows and columns.
Step apply_hidden_single(Grid& g, int units, Trace* trace);
// naked_single
Step apply_naked_single(Grid& g, int, Trace* trace);
// locked_candidates
Step apply_pointing(Grid& g, int, Trace* trace);
Step apply_claiming(Grid& g, int, Trace* trace);
// naked_subset, hidden_subset: param the subset's size (2 pair, 3 triple).
Step apply_naked_subset(Grid& g, int size, Trace* trace);
Step apply_hidden_subset(Grid& g, int size, Trace* trace);
// fish: param the number of lines (2 X-wing, 3 swordfish).
Step apply_fish(Grid& g, int size, Trace* trace);
// wing
Step apply_xy_wing(Grid& g, int, Trace* trace);
Step apply_xyz_wing(Grid& g, int, Trace* trace);
// contradiction: param the highest tier its supposition runs.
Step apply_contradiction(Grid& g, int cap, Trace* trace);

// What is wrong with a contradictory grid, in words ("B3 has no candidate left").
std::string describe_contradiction(const Grid& g);
// The cells (indices) by their board names, joined: "B3, C3 and D4".
std::string cells_words(const Grid& g, const std::vector<int>& cells);
std::vector<Cell> cells_of(const Grid& g, const std::vector<int>& cells);

}  // namespace dg::sudoku
