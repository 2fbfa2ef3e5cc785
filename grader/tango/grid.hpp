// The Tango grader's working state: every row and every column as a "line" of bitmasks, so a rule
// looks at one line with a handful of bit operations. Lines 0..n-1 are the rows (bit c = column
// c), lines n..2n-1 the columns (bit r = row r); a cell is stored twice, once in its row and once
// in its column, and assign() keeps both copies in step. Signs live in the line that holds both
// of their cells: bit i of `equal` / `opposite` joins cells i and i+1 of the line.
// Cells are (row, col), 0-based, row 0 at the top.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "solver/common/cell.hpp"
#include "solver/tango/model.hpp"

namespace dg::tango {

using Mask = std::uint32_t;

// One line as a rule sees it. `sun` is a subset of `known`.
struct LineView {
  Mask known = 0, sun = 0, equal = 0, opposite = 0;
  Mask ones() const { return known & sun; }
  Mask zeros() const { return known & ~sun; }
};

// Cells a rule forces in one line: to 1 (sun) and to 0 (moon). Both may be empty.
struct Forced {
  Mask ones = 0, zeros = 0;
  bool any() const { return (ones | zeros) != 0; }
};

// Whether a line's known cells already break a rule: more than n/2 of one symbol, three equal in
// a row, or a sign between two known cells that does not hold.
bool line_breaks_rules(int n, const LineView& v);

struct Grid {
  int n = 0;
  Mask full = 0;  // n low bits
  std::array<Mask, 2 * kMaxSize> known{}, sun{}, equal{}, opposite{};
  bool broken = false;        // some cell was asked to be both 0 and 1
  bool unique_lines = false;  // the Takuzu variant: no two equal rows, no two equal columns

  int lines() const { return 2 * n; }
  LineView line(int l) const {
    const auto i = static_cast<std::size_t>(l);
    return {known[i], sun[i], equal[i], opposite[i]};
  }
  // The cell at position `pos` of line `l`.
  Cell cell(int l, int pos) const { return l < n ? Cell{l, pos} : Cell{pos, l - n}; }
  // -1 unknown, 0 or 1.
  int at(int row, int col) const {
    const auto r = static_cast<std::size_t>(row);
    if (!(known[r] >> col & 1u)) return -1;
    return static_cast<int>(sun[r] >> col & 1u);
  }

  // Sets the unknown cells of `f` in line `l` (known cells are left alone; a known cell forced to
  // the other value, or a cell in both masks, marks the grid broken). Returns the cells it newly
  // set, as a mask along line l.
  Mask assign(int l, Forced f);
  void set(int row, int col, int value) {
    assign(row, value ? Forced{Mask{1} << col, 0} : Forced{0, Mask{1} << col});
  }

  bool solved() const;
  // True when the known cells already break a rule: broken, three equal in a line, more than n/2
  // of one symbol in a line, a sign between two known cells that does not hold, or (unique_lines)
  // two equal complete rows or columns.
  bool contradiction() const;
};

// The grid of a puzzle's givens and signs. Givens that clash with each other are allowed (the grid
// is then a contradiction).
Grid make_grid(const Puzzle& p);

// The cells of mask `m` along line `l`, in order.
std::vector<Cell> cells_of(const Grid& g, int l, Mask m);
// As on the board's labels: "row 3" or "column B".
std::string line_name(const Grid& g, int l);

}  // namespace dg::tango
