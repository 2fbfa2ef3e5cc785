// One-line Sudoku boards (line.hpp).
#include "solver/sudoku/line.hpp"

#include "solver/common/printable.hpp"

namespace dg::sudoku {

namespace {

// The board size of a line of `length` cells, or 0. 100 cells (10x10) are left out: qqwing and
// the usual collections never print them, and a 100-character line is more likely something else.
int size_of_length(std::size_t length) {
  for (int n : {4, 6, 8, 9, 12})
    if (length == static_cast<std::size_t>(n * n)) return n;
  return 0;
}

}  // namespace

bool looks_like_line(std::string_view line) {
  if (size_of_length(line.size()) == 0) return false;
  for (char ch : line)
    if (char_digit(ch) < 0) return false;
  return true;
}

Expected<Puzzle> from_line(std::string_view line) {
  const int n = size_of_length(line.size());
  if (n == 0)
    return make_error("sudoku: a one-line board has 16, 36, 64, 81 or 144 cells, got " +
                      std::to_string(line.size()));
  int box_rows = 0, box_cols = 0;
  default_box(n, box_rows, box_cols);
  std::vector<std::uint8_t> cells;
  cells.reserve(line.size());
  for (std::size_t i = 0; i < line.size(); ++i) {
    const int d = char_digit(line[i]);
    if (d < 0 || d > n)
      return make_error("sudoku: one-line board: character " + std::to_string(i + 1) + " is '" +
                        printable(std::string(1, line[i])) + "', expected '.', '0' or a digit 1.." +
                        std::string(1, digit_char(n)));
    cells.push_back(static_cast<std::uint8_t>(d));
  }
  return make_puzzle(box_rows, box_cols, std::move(cells));
}

Expected<std::string> to_line(const Puzzle& p) {
  int box_rows = 0, box_cols = 0;
  if (size_of_length(p.givens.size()) == 0 || !default_box(p.n, box_rows, box_cols) ||
      box_rows != p.box_rows || box_cols != p.box_cols)
    return make_error("sudoku: a one-line board cannot say " + std::to_string(p.box_rows) + "x" +
                      std::to_string(p.box_cols) + " boxes; use JSON or text");
  std::string out;
  for (std::uint8_t d : p.givens) out += digit_char(d);
  return out;
}

}  // namespace dg::sudoku
