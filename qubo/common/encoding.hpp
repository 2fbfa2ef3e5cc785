// A puzzle encoded as a QUBO: the model plus the map between its variables and the board's cells.
// Cells are (row, col), 0-based. A cell's value is 1 for a queen (Queens) or a sun (Tango); a
// Sudoku's board has a 0/1 cell per (cell, digit) instead (qubo/sudoku/encode.hpp).
// Each variable is labelled "x_R_C" after one cell it stands for (variable_cells), whose value it
// is; other cells are constants (givens and what they force) or equal/opposite to a variable.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "qubo/common/builder.hpp"
#include "qubo/common/model.hpp"
#include "solver/common/cell.hpp"

namespace dg::qubo {

struct EncodeOptions {
  // true: variables only for the cells the givens leave free (the paper's reduction), signs folded
  // in by substitution. false: one variable per cell, givens and signs as penalty terms (the
  // unreduced model, for comparing sizes).
  bool reduce = true;
  // When set, the model is measured first (model_size.hpp) and this is asked with its size: a
  // non-empty answer is the encoding's error and nothing is built (`qubo --max-couplers`).
  std::function<std::string(const ModelSize&)> refuse = nullptr;
};

// A full board of 0/1 cell values, row-major.
using Grid = std::vector<std::uint8_t>;

struct Encoding {
  Model model;
  int rows = 0;
  int cols = 0;
  std::vector<Literal> cells;        // rows*cols, row-major: what each cell is worth
  std::vector<Cell> variable_cells;  // per variable, the cell it is labelled by and equals
  // When not empty (Tents' link variables), a cell's value is the sum of these variables, capped
  // at 1, and `cells` is unused; variable_cells then names each link's cell.
  std::vector<std::vector<int>> cell_sums;
  // Slack variables of a count range wider than two values (Queens family): `variable` is 1
  // exactly when `hi` minus the number of 1 cells among `cells` is at least `step` (a thermometer
  // code, so each board has exactly one state). decode ignores them; state_of sets them. The
  // slacks of one unit share its cell list (a copy each made 900 copies of a 900-cell unit).
  struct Slack {
    int variable = -1;
    std::shared_ptr<const std::vector<Cell>> cells;
    int hi = 0;
    int step = 1;
  };
  std::vector<Slack> slacks;
  // A Queens board of the general system: its solutions are always [[r, c], ...] (its model reads
  // no per-row column list), even when every row holds one piece.
  bool cells_solution = false;
};

// "x_R_C" for cell (R, C).
std::string variable_label(Cell c);

// lo <= sum of `lits` <= hi for a range of three or more counts (hi - lo >= 2), at weight w:
// hi - lo slack variables "<name>_1".."<name>_<hi-lo>" join the sum in w (hi - sum - slacks)^2, and
// w s_{k+1} (1 - s_k) makes them a thermometer (s_k = 1 exactly when hi - sum >= k), so a board in
// range has exactly one zero-energy state and any other state costs at least w. `cells` are the
// unit's cells (lits[i] is cells[i]'s value): e.slacks records them for state_of.
void add_count_range(QuboBuilder& b, Encoding& e, std::vector<Literal> lits,
                     const std::vector<Cell>& cells, int lo, int hi, const std::string& name,
                     double w = 1);

// The board a state stands for.
Grid decode(const Encoding& e, const State& x);
// The state of a board: each variable takes its labelled cell's value. Pre: g.size() == rows*cols.
State state_of(const Encoding& e, const Grid& g);

}  // namespace dg::qubo
