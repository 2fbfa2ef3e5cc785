// The Tents grader's rules (grader.cpp holds the table and the tiers). Each rule makes one
// deduction (or one sweep of a kind) per application and reports it to the trace; all are sound:
// they only decide what holds in every solution, so a grid they fill proves the puzzle unique.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "grader/common/engine.hpp"
#include "grader/tents/grid.hpp"

namespace dg::tents {

std::span<const Rule<Grid>> rule_table();

// basic (SGT's Easy level)
Step apply_no_tree(Grid& g, int, Trace* trace);
Step apply_touch(Grid& g, int, Trace* trace);
Step apply_tree_one_cell(Grid& g, int, Trace* trace);
Step apply_tent_one_tree(Grid& g, int, Trace* trace);
Step apply_line_count(Grid& g, int, Trace* trace);
// tricky (SGT's Tricky level)
Step apply_shared_neighbour(Grid& g, int, Trace* trace);
Step apply_line_neighbours(Grid& g, int, Trace* trace);
// above SGT's levels
Step apply_pairing(Grid& g, int, Trace* trace);
Step apply_starving(Grid& g, int, Trace* trace);
Step apply_line_pair(Grid& g, int, Trace* trace);
Step apply_contradiction(Grid& g, int cap, Trace* trace);

// Shared by the line rules: the cells named for a trace.
std::string cells_words(const Grid& g, const std::vector<int>& cells);

// What a line rule decided, for its trace: the cells (tents first) and the words "B3 and D3
// tents, C3 grass".
struct Decided {
  std::vector<Cell> cells;
  std::string words;
};
Decided decided(const Grid& g, const std::vector<int>& tents, const std::vector<int>& grass);
// What is wrong with a contradictory grid, in words ("row 3 cannot hold its 2 tents").
std::string describe_contradiction(const Grid& g);

}  // namespace dg::tents
