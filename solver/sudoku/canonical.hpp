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
// relabelled in order of first appearance and '.' for an empty cell (least). Median 1.4 ms
// (p99 5.6 ms) on 9x9 boards by removal, 24 us on 6x6 (tests/bench/bench_sudoku.cpp); a 12x12
// tries 31,104 column orders and was not measured.
std::string canonical_key(const Puzzle& p);

}  // namespace dg::sudoku
