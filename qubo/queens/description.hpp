// The Queens-family QUBO over a small description of the rules, so every variant (stars per unit,
// holes, given queens, full diagonals, torus) is a different description, not a different builder:
//   - units: sets of cells that must hold exactly `count` queens, term (count - sum x)^2;
//   - attacks: pairs of cells that may not both hold a queen, term x_a x_b;
//   - fixed: cells whose value is known (given queens 1, holes 0).
// Cells are (row, col), 0-based.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "qubo/common/encoding.hpp"
#include "solver/common/cell.hpp"
#include "solver/queens/model.hpp"

namespace dg::qubo::queens {

struct CountUnit {
  std::vector<Cell> cells;
  int count = 1;
  // count..hi pieces when hi > count: hi == count + 1 takes the paper's quarter-energy term
  // (count + 1/2 - sum)^2 - 1/4; a wider range d = hi - count takes d slack bits s_1..s_d in a
  // thermometer code: (hi - sum - sum s)^2 + sum_k s_{k+1} (1 - s_k). -1: exactly count.
  int hi = -1;
};

struct Description {
  int rows = 0;
  int cols = 0;
  std::vector<CountUnit> units;
  std::vector<CellPair> attacks;
  std::vector<std::pair<Cell, int>> fixed;  // (cell, 0 or 1)
  // Max Chess Pieces: the energy is -sum of w x over the cells (weights row-major) plus penalties,
  // attacks weighted attack_weight > the largest weight (dropping one piece of an attacking pair
  // never raises the energy) and unit terms unit_weight > the sum of all weights (no weight
  // gained can pay for a broken unit). Ground states are then the optimal placements, at energy
  // -optimum.
  bool maximize = false;
  std::vector<int> weights;
  double attack_weight = 1;
  double unit_weight = 1;
};

// Any board of the family: each row, column and region holds its own count; holes are fixed to 0
// and given queens to 1; the model's attacking pairs (touching, whole diagonals, wrap-around)
// attack, except pairs in a row or column of count 1, whose term already forbids two queens there
// (so LinkedIn Queens gets only its diagonal neighbours). A board of the general system
// (solver/queens/general.hpp): its units with their ranges, every pair of cells whose pieces
// conflict, and for "maximize" the weights.
Description describe(const dg::queens::Puzzle& p);

// The QUBO: sum of the unit and attack terms, so energy 0 exactly on the valid boards and >= 1
// elsewhere. With options.reduce, fixed cells are constants and so is every cell a fixed queen
// settles (its attackers, and the rest of a unit whose count the fixed queens already reach: the
// paper's reduction); without it, each fixed cell gets a penalty (v - x)^2 instead.
Encoding encode(const Description& d, EncodeOptions options = {});

// The size encode(d, options) would have, counted without building it (model_size.hpp).
ModelSize measure(const Description& d, EncodeOptions options = {});

}  // namespace dg::qubo::queens
