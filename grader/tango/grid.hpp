// The Tango grader's working state: every row and every column as a "line" of bitmasks, so a rule
// looks at one line with a handful of bit operations. Lines 0..n-1 are the rows (bit c = column
// c), lines n..n+cols-1 the columns (bit r = row r); a cell is stored twice, once in its row and
// once in its column, and assign() keeps both copies in step. Signs live in the line that holds
// both of their cells: bit i of `equal` / `opposite` joins cells i and i+1 of the line.
// Boards may be rectangles with lines of any length, and each line has its own sun range lo..hi
// (the classic board: n/2 exactly; odd lengths: floor or ceil of half; per-line counts as given),
// so every rule counts against the line's own range, never against "half".
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

// One line as a rule sees it. `sun` is a subset of `known`. The line (of length n, passed beside
// it) holds lo..hi suns, so at most hi suns and n - lo moons.
// A line's sun range. Kept as two bytes side by side in the grid and the view, so that making a
// view copies it in one move (the sweeps make millions of views).
struct LineRange {
  std::int8_t lo = 0, hi = 0;
};

struct LineView {
  Mask known = 0, sun = 0, equal = 0, opposite = 0;
  std::int8_t lo = 0, hi = 0;
  Mask ones() const { return known & sun; }
  Mask zeros() const { return known & ~sun; }
};

// The range of a line of length n: the classic n/2 each, or (odd n) near balance.
inline LineView with_balance(int n, LineView v) {
  v.lo = static_cast<std::int8_t>(n / 2);
  v.hi = static_cast<std::int8_t>((n + 1) / 2);
  return v;
}

// Cells a rule forces in one line: to 1 (sun) and to 0 (moon). Both may be empty.
struct Forced {
  Mask ones = 0, zeros = 0;
  bool any() const { return (ones | zeros) != 0; }
};

// Whether a line's known cells already break a rule: more than hi suns or n - lo moons, three
// equal in a row, or a sign between two known cells that does not hold.
bool line_breaks_rules(int n, const LineView& v);

struct Grid {
  int n = 0;          // rows
  int cols = 0;       // columns (make_grid and the generator's grid_of set it)
  Mask full = 0;      // a full row: cols low bits
  Mask col_full = 0;  // a full column: n low bits
  std::array<Mask, 2 * kMaxSize> known{}, sun{}, equal{}, opposite{};
  std::array<LineRange, 2 * kMaxSize> range{};  // each line's sun range
  bool broken = false;                          // some cell was asked to be both 0 and 1
  bool unique_lines = false;  // the Takuzu variant: no two equal rows, no two equal columns
  // Some line's range is not the classic n/2 (odd lengths, per-line counts): the explanations
  // then name each line's count.
  bool ranged = false;

  int lines() const { return n + cols; }
  // The length of line l, and its full mask.
  int len(int l) const { return l < n ? cols : n; }
  Mask full_of(int l) const { return l < n ? full : col_full; }
  // The line's cells and signs, without its range.
  LineView line_cells(int l) const {
    const auto i = static_cast<std::size_t>(l);
    return {known[i], sun[i], equal[i], opposite[i]};
  }
  LineView line(int l) const {
    const auto i = static_cast<std::size_t>(l);
    return {known[i], sun[i], equal[i], opposite[i], range[i].lo, range[i].hi};
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
  // True when the known cells already break a rule: broken, three equal in a line, more suns or
  // moons than a line's range allows, a sign between two known cells that does not hold, or
  // (unique_lines) two equal complete rows or columns.
  bool contradiction() const;
};

// The grid of a puzzle's givens and signs. Givens that clash with each other are allowed (the grid
// is then a contradiction). Pre: no option beyond rectangles, odd sizes, per-line counts and
// unique_lines (signs between neighbours only; the grader refuses the others).
Grid make_grid(const Puzzle& p);
// An empty grid of rows x cols with each line's range (the puzzle's shape and counts only).
Grid empty_grid(const Puzzle& p);
// A line's sun range in words: "3 suns", "3 or 4 suns", "2 to 4 suns", "1 sun".
std::string sun_count(const Grid& g, int l);
// "row 3 needs 3 or 4 suns".
std::string line_needs(const Grid& g, int l);

// The cells of mask `m` along line `l`, in order.
std::vector<Cell> cells_of(const Grid& g, int l, Mask m);
// As on the board's labels: "row 3" or "column B".
std::string line_name(const Grid& g, int l);

}  // namespace dg::tango
