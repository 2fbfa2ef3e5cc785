// Tents canonical key: the board under each symmetry that keeps its shape, written as a string
// of cells ('.', 'T', '^', '-') and the counts ("|2,?,1,|1,0,"); the smallest string wins. The
// unique-matching variant is a different puzzle, so its key carries a marker.
// This runs once per generated puzzle, so each symmetry's string is written into a buffer on the
// stack, in order (the cell at each place is origin + row * step_row + col * step_col of the
// board), compared with the best so far as it goes, and dropped at the first larger character;
// each count's text is made once.
#include "solver/tents/canonical.hpp"

#include <array>
#include <charconv>
#include <cstring>

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

// Cells, two '|' and up to 3 characters per count, and room for the last count's 4-byte copy.
constexpr int kMaxKey = kMaxSize * kMaxSize + 2 + 3 * 2 * kMaxSize + 4;

// Symmetry sym's inverse: the rotations by 90 and 270 degrees undo each other, the rest undo
// themselves.
constexpr std::array<int, kSymmetries> kInverse = {0, 3, 2, 1, 4, 5, 6, 7};

// Writes one symmetry's key into `key`, comparing it with `best` (of best_length, 0 when none)
// as it goes: returns -1 when the key is smaller (then `key` holds all of it, `length` set), 0
// when equal and 1 when larger, stopping at the first character that makes it larger (most
// symmetries of a board differ from the best one within a few cells).
struct KeyWriter {
  const Puzzle& p;
  const std::array<char, kMaxSize * kMaxSize>& cells;
  const std::array<CountText, 2 * kMaxSize>& counts;

  int write(int sym, std::array<char, kMaxKey>& key, int& length,
            const std::array<char, kMaxKey>& best, int best_length) const {
    const int rows = p.rows, cols = p.cols;
    const bool swap = swaps_dims(sym);
    const int new_rows = swap ? cols : rows, new_cols = swap ? rows : cols;
    // The cell that lands at (R, C) is origin + R * step_row + C * step_col.
    auto source = [&](Cell c) {
      const Cell s = transform(c, kInverse[at(sym)], new_rows, new_cols);
      return s.row * cols + s.col;
    };
    const int origin = source({0, 0});
    const int step_row = source({1, 0}) - origin, step_col = source({0, 1}) - origin;
    int order = best_length ? 0 : -1;
    length = 0;
    auto put = [&](char ch) {
      if (order == 0 && ch != best[at(length)]) order = ch < best[at(length)] ? -1 : 1;
      key[at(length++)] = ch;
    };
    for (int r = 0; r < new_rows; ++r)
      for (int c = 0, from = origin + r * step_row; c < new_cols; ++c, from += step_col) {
        put(cells[at(from)]);
        if (order > 0) return order;
      }
    // The old line of each new row and column: an old line lands on a new row when two of its
    // cells land in one row.
    std::array<int, 2 * kMaxSize> line_of;
    auto move_line = [&](Cell a, Cell b, int line) {
      const Cell ta = transform(a, sym, rows, cols), tb = transform(b, sym, rows, cols);
      line_of[at(ta.row == tb.row ? ta.row : new_rows + ta.col)] = line;
    };
    for (int r = 0; r < rows; ++r) move_line({r, 0}, {r, 1}, r);
    for (int c = 0; c < cols; ++c) move_line({0, c}, {1, c}, rows + c);
    for (int i = 0; i < new_rows + new_cols; ++i) {
      if (i == 0 || i == new_rows) put('|');
      const CountText& t = counts[at(line_of[at(i)])];
      if (order != 0) {  // decided: copy the text whole (4 bytes; the key has room)
        std::memcpy(key.data() + length, t.text.data(), 4);
        length += t.length;
      } else {
        for (int j = 0; j < t.length; ++j) put(t.text[at(j)]);
      }
      if (order > 0) return order;
    }
    return order;
  }
};

}  // namespace

std::string canonical_key(const Puzzle& p) {
  const int rows = p.rows, cols = p.cols;
  std::array<char, kMaxSize * kMaxSize> cells;
  std::fill_n(cells.begin(), rows * cols, '.');
  for (Cell c : p.trees) cells[at(p.index(c))] = 'T';
  for (Cell c : p.tents) cells[at(p.index(c))] = '^';
  for (Cell c : p.grass) cells[at(p.index(c))] = '-';
  // Lines: rows 0..rows-1, then columns.
  std::array<CountText, 2 * kMaxSize> counts;
  for (int r = 0; r < rows; ++r) counts[at(r)] = count_text(p.row_counts[at(r)]);
  for (int c = 0; c < cols; ++c) counts[at(rows + c)] = count_text(p.col_counts[at(c)]);
  const KeyWriter writer{p, cells, counts};
  std::array<char, kMaxKey> a, b;
  std::array<char, kMaxKey>*best = &a, *key = &b;
  int best_length = 0, length = 0;
  for (int sym = 0; sym < kSymmetries; ++sym) {
    if (rows != cols && swaps_dims(sym)) continue;
    if (writer.write(sym, *key, length, *best, best_length) < 0) {
      std::swap(best, key);
      best_length = length;
    }
  }
  std::string out = "tents:" + std::to_string(rows) + "x" + std::to_string(cols) +
                    (p.unique_matching ? ":unique-matching:" : ":");
  out.append(best->data(), at(best_length));
  return out;
}

}  // namespace dg::tents
