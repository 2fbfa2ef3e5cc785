// Sudoku as a QUBO, one-hot: a binary variable x(r, c, d) per cell (r, c) and digit d, labelled
// "x_R_C_D" (row and column 0-based, d 1..n), whose value 1 means "cell (r, c) holds d". Terms,
// each (1 - sum)^2 over the literals it names, so each is a non-negative integer and 0 exactly when
// its rule holds:
//   - per cell: its n digits sum to 1 (each cell holds exactly one digit);
//   - per row, column and box, and per digit: the unit's n cells holding it sum to 1.
// So the zero-energy states are exactly the solutions (one state each) and every other state has
// energy >= 1; a single-bit flip of a solution breaks its cell's term.
// Givens (options.reduce, the default) are clamped, not penalised: a given cell's digits are the
// constants 0/1, and so is digit d of an open cell that sees a given d (it can never hold it), so
// only the candidates the givens leave have variables (a 9x9 with 25 givens: about 230 of 729).
// Unreduced: every (cell, digit) has a variable and each given is the term (1 - x)^2.
// The board of 0/1 values the Encoding maps (encoding.hpp) is n rows of n * n: cell (r, c)'s digit
// d is column c * n + d - 1, so a row lists its cells in order, each as its n digits.
#pragma once

#include "qubo/common/encoding.hpp"
#include "solver/common/expected.hpp"
#include "solver/sudoku/model.hpp"

namespace dg::qubo::sudoku {

// Every Sudoku board has a QUBO form (its rules are all "exactly one"), so this never fails; it
// returns Expected like the other games' encoders.
Expected<Encoding> encode(const dg::sudoku::Puzzle& p, EncodeOptions options = {});

// The size encode(p, options) would have, counted without building it (model_size.hpp).
ModelSize measure(const dg::sudoku::Puzzle& p, EncodeOptions options = {});

// The column of digit d (1..n) of column `col` in the Encoding's board.
inline int digit_column(int n, int col, int d) {
  return col * n + d - 1;
}

}  // namespace dg::qubo::sudoku
