// Cell names for people (see cell_name.hpp).
#include "solver/common/cell_name.hpp"

#include "solver/common/printable.hpp"

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

std::string cell_label(Cell c) {
  if (c.row < 0 || c.col < 0)
    return "[" + std::to_string(c.row) + ", " + std::to_string(c.col) + "]";
  return cell_name(c);
}

Expected<int> read_small_number(std::string_view text, const std::string& where) {
  if (text.empty() || text.size() > 4 || text.find_first_not_of("0123456789") != text.npos)
    return make_error(where + ": expected a number, got \"" + printable(text) + "\"");
  int value = 0;
  for (char ch : text) value = value * 10 + (ch - '0');
  return value;
}

Expected<Cell> read_cell_name(std::string_view text, const std::string& where) {
  // Letters past four would name a column no board has; the bound keeps the sum from overflowing.
  constexpr int kLetters = 4;
  std::size_t i = 0;
  int col = 0;
  while (i < text.size() && i < kLetters && text[i] >= 'A' && text[i] <= 'Z')
    col = col * 26 + (text[i++] - 'A' + 1);
  auto row = read_small_number(text.substr(i), where);
  if (i == 0 || !row || *row == 0)
    return make_error(where + ": expected a cell name such as B3, got \"" + printable(text) + "\"");
  return Cell{*row - 1, col - 1};
}

}  // namespace dg
