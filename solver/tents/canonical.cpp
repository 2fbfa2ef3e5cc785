// Tents canonical key: the board under each symmetry that keeps its shape, written as a string
// of cells ('.', 'T', '^', '-') and the counts; the smallest string wins. The unique-matching
// variant is a different puzzle, so its key carries a marker.
#include "solver/tents/canonical.hpp"

#include <charconv>

#include "solver/common/symmetry.hpp"

namespace dg::tents {

namespace {

std::string board_key(const Puzzle& p, int sym) {
  const bool swap = swaps_dims(sym);
  const int rows = swap ? p.cols : p.rows, cols = swap ? p.rows : p.cols;
  // The cells, then the counts appended in place (this runs 8 times per generated puzzle).
  std::string cells;
  cells.reserve(static_cast<std::size_t>(rows * cols + 4 * (rows + cols) + 2));
  cells.assign(static_cast<std::size_t>(rows * cols), '.');
  auto put = [&](const std::vector<Cell>& list, char ch) {
    for (Cell c : list) {
      const Cell t = transform(c, sym, p.rows, p.cols);
      cells[static_cast<std::size_t>(t.row * cols + t.col)] = ch;
    }
  };
  put(p.trees, 'T');
  put(p.tents, '^');
  put(p.grass, '-');
  std::vector<int> row_counts(static_cast<std::size_t>(rows)),
      col_counts(static_cast<std::size_t>(cols));
  // An old line lands on a new row when two of its cells land in one row.
  auto move_line = [&](Cell a, Cell b, int count) {
    const Cell ta = transform(a, sym, p.rows, p.cols), tb = transform(b, sym, p.rows, p.cols);
    if (ta.row == tb.row)
      row_counts[static_cast<std::size_t>(ta.row)] = count;
    else
      col_counts[static_cast<std::size_t>(ta.col)] = count;
  };
  for (int r = 0; r < p.rows; ++r)
    move_line({r, 0}, {r, 1}, p.row_counts[static_cast<std::size_t>(r)]);
  for (int c = 0; c < p.cols; ++c)
    move_line({0, c}, {1, c}, p.col_counts[static_cast<std::size_t>(c)]);
  std::string& key = cells;
  auto put_count = [&key](int n) {
    if (n == kHidden) {
      key += '?';
    } else {
      char digits[12];
      const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
      key.append(digits, end);
    }
    key += ',';
  };
  key += '|';
  for (int n : row_counts) put_count(n);
  key += '|';
  for (int n : col_counts) put_count(n);
  return cells;
}

}  // namespace

std::string canonical_key(const Puzzle& p) {
  std::string best;
  for (int sym = 0; sym < kSymmetries; ++sym) {
    if (p.rows != p.cols && swaps_dims(sym)) continue;
    std::string key = board_key(p, sym);
    if (best.empty() || key < best) best = std::move(key);
  }
  return "tents:" + std::to_string(p.rows) + "x" + std::to_string(p.cols) +
         (p.unique_matching ? ":unique-matching:" : ":") + best;
}

}  // namespace dg::tents
