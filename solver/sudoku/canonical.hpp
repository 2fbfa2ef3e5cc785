// The canonical key of a Sudoku puzzle: equal for every copy of the board under Sudoku's
// symmetries, different for different boards. The symmetries: relabelling the digits, reordering
// the rows within a band (a row of boxes) and the bands themselves, likewise the columns within a
// stack and the stacks, and, when the boxes are square, transposing. Rotations and reflections
// are among these (a quarter turn is a transposition and a reversal of the columns). Used as the
// store's UNIQUE key.
#pragma once

#include <string>

#include "solver/sudoku/model.hpp"

namespace dg::sudoku {

// "sudoku:RxC:" then the lexicographically least row-major string of the board's orbit, digits
// relabelled in order of first appearance and '.' for an empty cell (least). About 2 ms for a
// 9x9 and 30 ms for a 12x12 (tests/bench/bench_sudoku.cpp).
std::string canonical_key(const Puzzle& p);

}  // namespace dg::sudoku
