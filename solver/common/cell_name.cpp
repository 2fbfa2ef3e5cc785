// Cell names for people (see cell_name.hpp).
#include "solver/common/cell_name.hpp"

namespace dg {

std::string column_name(int col) {
  // Bijective base 26, as spreadsheets name columns: there is no zero digit.
  std::string name;
  for (int n = col + 1; n > 0; n = (n - 1) / 26)
    name.insert(name.begin(), static_cast<char>('A' + (n - 1) % 26));
  return name;
}

std::string row_name(int row) {
  return std::to_string(row + 1);
}

std::string cell_name(Cell c) {
  return column_name(c.col) + row_name(c.row);
}

}  // namespace dg
