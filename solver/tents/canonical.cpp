// Tents canonical key: the board under each symmetry that keeps its shape, written as a string
// of cells ('.', 'T', '^', '-') and the counts ("|2,?,1,|1,0,"); the smallest string wins. The
// unique-matching variant is a different puzzle, so its key carries a marker.
// This runs once per generated puzzle, so each symmetry's string is written into a buffer on the
// stack: a symmetry moves cell (r, c) to place origin + r * step_row + c * step_col, and each
// count's text is made once.
#include "solver/tents/canonical.hpp"

#include <array>
#include <charconv>
#include <string_view>

#include "solver/common/symmetry.hpp"

namespace dg::tents {

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// A count as the key writes it: its digits or '?', then ','.
struct CountText {
  std::array<char, 4> text{};
  int length = 0;
};

CountText count_text(int n) {
  CountText out;
  if (n == kHidden) {
    out.text[0] = '?';
    out.length = 1;
  } else {
    out.length = static_cast<int>(
        std::to_chars(out.text.data(), out.text.data() + out.text.size() - 1, n).ptr -
        out.text.data());
  }
  out.text[at(out.length++)] = ',';
  return out;
}

// Cells, two '|' and up to 3 characters per count.
constexpr int kMaxKey = kMaxSize * kMaxSize + 2 + 3 * 2 * kMaxSize;

}  // namespace

std::string canonical_key(const Puzzle& p) {
  const int rows = p.rows, cols = p.cols, n = rows * cols;
  std::array<char, kMaxSize * kMaxSize> cells;
  std::fill_n(cells.begin(), n, '.');
  for (Cell c : p.trees) cells[at(p.index(c))] = 'T';
  for (Cell c : p.tents) cells[at(p.index(c))] = '^';
  for (Cell c : p.grass) cells[at(p.index(c))] = '-';
  // Lines: rows 0..rows-1, then columns.
  std::array<CountText, 2 * kMaxSize> counts;
  for (int r = 0; r < rows; ++r) counts[at(r)] = count_text(p.row_counts[at(r)]);
  for (int c = 0; c < cols; ++c) counts[at(rows + c)] = count_text(p.col_counts[at(c)]);

  std::array<char, kMaxKey> best{}, key{};
  int best_length = 0;
  for (int sym = 0; sym < kSymmetries; ++sym) {
    const bool swap = swaps_dims(sym);
    if (rows != cols && swap) continue;
    const int new_rows = swap ? cols : rows, new_cols = swap ? rows : cols;
    auto place = [&](Cell c) {
      const Cell t = transform(c, sym, rows, cols);
      return t.row * new_cols + t.col;
    };
    const int origin = place({0, 0});
    const int step_row = place({1, 0}) - origin, step_col = place({0, 1}) - origin;
    for (int r = 0; r < rows; ++r) {
      const int from = r * cols, to = origin + r * step_row;
      for (int c = 0; c < cols; ++c) key[at(to + c * step_col)] = cells[at(from + c)];
    }
    // The old line of each new row and column: an old line lands on a new row when two of its
    // cells land in one row.
    std::array<int, 2 * kMaxSize> line_of{};
    auto move_line = [&](Cell a, Cell b, int line) {
      const Cell ta = transform(a, sym, rows, cols), tb = transform(b, sym, rows, cols);
      line_of[at(ta.row == tb.row ? ta.row : new_rows + ta.col)] = line;
    };
    for (int r = 0; r < rows; ++r) move_line({r, 0}, {r, 1}, r);
    for (int c = 0; c < cols; ++c) move_line({0, c}, {1, c}, rows + c);
    int length = n;
    for (int i = 0; i < new_rows + new_cols; ++i) {
      if (i == 0 || i == new_rows) key[at(length++)] = '|';
      const CountText& t = counts[at(line_of[at(i)])];
      for (int j = 0; j < t.length; ++j) key[at(length++)] = t.text[at(j)];
    }
    const std::string_view candidate(key.data(), at(length));
    if (best_length == 0 || candidate < std::string_view(best.data(), at(best_length))) {
      std::copy_n(key.begin(), length, best.begin());
      best_length = length;
    }
  }
  std::string out = "tents:" + std::to_string(rows) + "x" + std::to_string(cols) +
                    (p.unique_matching ? ":unique-matching:" : ":");
  out.append(best.data(), at(best_length));
  return out;
}

}  // namespace dg::tents
