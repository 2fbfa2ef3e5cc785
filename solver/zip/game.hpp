// Zip's entry in the table of games.
#pragma once

#include "solver/common/game.hpp"

namespace dg::zip {

const GameInfo& game_info();

struct Puzzle;
// `p` as the table's AnyPuzzle, for a puzzle this game's own code made (no parsing, no checks).
PuzzlePtr any_puzzle(Puzzle p);

}  // namespace dg::zip
