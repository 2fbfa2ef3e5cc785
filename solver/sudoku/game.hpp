// Sudoku's entry for the table of games, and its one-line forms' entries for the table of other
// programs' IDs (solver/common/foreign_ids.hpp): Simon Tatham's Solo game IDs ("sgt") and the
// 81-character line ("line"), listed in solver/common/registry.cpp and foreign_ids.cpp.
#pragma once

#include "solver/common/foreign_ids.hpp"
#include "solver/common/game.hpp"

namespace dg::sudoku {

const GameInfo& game_info();

struct Puzzle;
// `p` as the table's AnyPuzzle, for a puzzle this game's own code made (no parsing, no checks).
PuzzlePtr any_puzzle(Puzzle p);
const ForeignId& sgt_id_info();
const ForeignId& line_id_info();

}  // namespace dg::sudoku
