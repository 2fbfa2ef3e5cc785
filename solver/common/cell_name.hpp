// How people name cells: columns are letters A, B, ... Z, AA, AB, ... from the left, rows are
// numbers 1, 2, ... from the top, so (row 2, col 1) is "B3". Rendered board labels, `grade
// --explain` and every message a person reads use these names; JSON keeps 0-based (row, col).
#pragma once

#include <string>
#include <string_view>

#include "solver/common/cell.hpp"
#include "solver/common/expected.hpp"

namespace dg {

// Letters of column `col` (0-based): 0 -> "A", 25 -> "Z", 26 -> "AA". Pre: col >= 0.
std::string column_name(int col);
// Number of row `row` (0-based): 0 -> "1". Pre: row >= 0.
std::string row_name(int row);
// Column letters then row number: {2, 1} -> "B3".
std::string cell_name(Cell c);
// cell_name, or for a cell with a negative coordinate (read from a file, off every board) the pair
// as JSON writes it: {-1, 2} -> "[-1, 2]". For messages about cells a file names.
std::string cell_label(Cell c);

// A number of 1 to 4 digits in a text form; the error names `where` and quotes the text.
Expected<int> read_small_number(std::string_view text, const std::string& where);
// "B3" -> {2, 1}, cell_name read back; the error names `where` and quotes the text.
Expected<Cell> read_cell_name(std::string_view text, const std::string& where);

}  // namespace dg
