// How people name cells: columns are letters A, B, ... Z, AA, AB, ... from the left, rows are
// numbers 1, 2, ... from the top, so (row 2, col 1) is "B3". Rendered board labels, `grade
// --explain` and every message a person reads use these names; JSON keeps 0-based (row, col).
#pragma once

#include <string>

#include "solver/common/cell.hpp"

namespace dg {

// Letters of column `col` (0-based): 0 -> "A", 25 -> "Z", 26 -> "AA". Pre: col >= 0.
std::string column_name(int col);
// Number of row `row` (0-based): 0 -> "1". Pre: row >= 0.
std::string row_name(int row);
// Column letters then row number: {2, 1} -> "B3".
std::string cell_name(Cell c);

}  // namespace dg
