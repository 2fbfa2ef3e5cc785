// Tents' entry in the table of games, and its SGT game IDs' entry in the table of other
// programs' IDs (solver/common/foreign_ids.hpp).
#pragma once

#include "solver/common/foreign_ids.hpp"
#include "solver/common/game.hpp"

namespace dg::tents {

const GameInfo& game_info();

struct Puzzle;
// `p` as the table's AnyPuzzle, for a puzzle this game's own code made (no parsing, no checks).
PuzzlePtr any_puzzle(Puzzle p);
const ForeignId& sgt_id_info();

}  // namespace dg::tents
