// Tango: an even N x N grid (4 <= N <= 14) of suns (1) and moons (0). Rules:
//  - no three equal cells in a row, horizontally or vertically;
//  - every row and column holds N/2 suns and N/2 moons;
//  - cells joined by '=' are equal, cells joined by 'x' are opposite;
//  - given cells keep their value;
//  - optionally (unique_lines, classic Takuzu): no two rows and no two columns are equal.
// The seed paper's generalisations (section 3.3), each an optional field whose default is the
// classic rule, so a classic puzzle reads, writes and keys exactly as before:
//  - rows x cols boards, 1..14 each (an even square 4..14), odd lengths allowed: a line of length L
//  then holds
//    floor(L/2) or ceil(L/2) suns ("near balance"; exactly L/2 when L is even);
//  - row_ones / col_ones: per-line sun counts, each a range [lo, hi];
//  - torus: runs of three wrap around the edges;
//  - diagonals: no three equal on a diagonal either (wrapping too on a torus);
//  - regions with region_ones (default: near balance of the region's size);
//  - long_signs: '=' and 'x' may join any two cells, not only neighbours.
// Cells are (row, col), 0-based, row 0 at the top.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/common/cell.hpp"
#include "solver/common/expected.hpp"

namespace dg::tango {

inline constexpr int kMinSize = 4;
inline constexpr int kMaxSize = 14;  // counters keep one line in a 16-bit mask
// Rectangles and odd lengths (near balance): each side in kMinSide..kMaxSize; a square of even
// size is the classic board, kMinSize..kMaxSize. A 1 x L board is one line (A177790 counts them).
inline constexpr int kMinSide = 1;

// How many suns a line or region may hold: lo..hi.
struct OnesRange {
  int lo = 0;
  int hi = 0;
  bool operator==(const OnesRange&) const = default;
};

struct Puzzle {
  int n = 0;                       // rows (and columns on a square board)
  std::vector<std::int8_t> cells;  // n*cols, row-major: -1 empty, 0 moon, 1 sun
  std::vector<CellPair> equal;     // '=' signs, each ordered_pair, sorted, no duplicates
  std::vector<CellPair> opposite;  // 'x' signs, same normal form
  // The classic Takuzu variant: no two rows and no two columns may be equal.
  bool unique_lines = false;
  // Columns; 0 means a square board (code that builds a classic Puzzle field by field leaves it
  // unset), so read it through width().
  int cols = 0;
  std::vector<OnesRange> row_ones;     // empty: near balance; else one per row
  std::vector<OnesRange> col_ones;     // empty: near balance; else one per column
  bool torus = false;                  // runs of three wrap around both edges
  bool diagonals = false;              // no three equal on a diagonal either
  std::vector<int> region;             // empty: no regions; else n*cols region ids 0..k-1
  std::vector<OnesRange> region_ones;  // one per region id (filled in by make_puzzle)
  bool long_signs = false;             // signs may join any two cells

  int rows() const { return n; }
  int width() const { return cols > 0 ? cols : n; }
  int at(int row, int col) const { return cells[static_cast<std::size_t>(row * width() + col)]; }
  int region_count() const { return static_cast<int>(region_ones.size()); }
  bool operator==(const Puzzle& o) const {
    return n == o.n && width() == o.width() && cells == o.cells && equal == o.equal &&
           opposite == o.opposite && unique_lines == o.unique_lines && row_ones == o.row_ones &&
           col_ones == o.col_ones && torus == o.torus && diagonals == o.diagonals &&
           region == o.region && region_ones == o.region_ones && long_signs == o.long_signs;
  }
};

// True for the classic board: square, even, near-balanced lines (so N/2 each), no option of the
// paper's section 3.3 (unique_lines allowed). The fast counter, grader and generator take these.
bool is_classic(const Puzzle& p);
// The sun range of row r / column c: the given one, or near balance.
OnesRange row_range(const Puzzle& p, int r);
OnesRange col_range(const Puzzle& p, int c);

// The rules as data, shared by check_solution, the CP counter and the QUBO encoder (the row DFS
// counter derives the same rules on its own, so the two counters check each other):
// every unit (row, column, region) with its sun range, and every run of three cells that must not
// be all equal (rows and columns, diagonals with `diagonals`, wrapping on a torus).
struct Unit {
  std::vector<Cell> cells;
  OnesRange ones;
  std::string name;  // "row 2", "column 0", "region 3"
};
std::vector<Unit> units(const Puzzle& p);
std::vector<std::array<Cell, 3>> runs_of_three(const Puzzle& p);

// The general constructor: every field of `p` (cells, signs, options) is checked and signs are put
// in normal form; p.cols == 0 means a square board.
Expected<Puzzle> make_puzzle(Puzzle p);

// One string per row, '0'/'1' per cell (the interchange "solution" value).
using Solution = std::vector<std::string>;

// Validates and builds a puzzle: even n in kMinSize..kMaxSize, n*n cells in {-1, 0, 1}, every
// sign between orthogonal neighbours on the grid, no pair with both '=' and 'x'. Pairs are put in
// normal form (ordered, sorted, deduplicated). Givens that contradict a sign or a rule are allowed
// (the puzzle then has no solution; see warnings()).
Expected<Puzzle> make_puzzle(int n, std::vector<std::int8_t> cells, std::vector<CellPair> equal,
                             std::vector<CellPair> opposite, bool unique_lines = false);

// {"game":"tango","size":N,"cells":["..01..",...],"equal":[[[r1,c1],[r2,c2]],...],
//  "opposite":[...],"unique_lines":true}; "size" may be omitted (taken from "cells"); missing sign
// lists are empty; "unique_lines" is optional (default false) and written only when true.
Expected<Puzzle> from_json(const nlohmann::json& object);
nlohmann::json to_json(const Puzzle& p);

// Text form (docs/formats.md): a header line "tango" ("tango unique-lines" for the variant; any
// other word after "tango" is an error), then 2N-1 lines. Cell rows hold the cells ('.', '0', '1')
// at even positions and the horizontal sign (' ', '=', 'x') between two neighbours at odd
// positions; the line between two cell rows holds at even position 2c the vertical sign between
// the cells of column c. Trailing spaces are optional; '#' lines are comments.
Expected<Puzzle> from_text(std::string_view text);
std::string to_text(const Puzzle& p);
// The text form with the solved digits drawn in (empty `s`: the puzzle itself).
std::string solution_text(const Puzzle& p, const Solution& s);

Expected<Solution> solution_from_json(const Puzzle& p, const nlohmann::json& value);
nlohmann::json solution_to_json(const Solution& s);

// Ok when `s` is a full grid that keeps the givens and every rule; otherwise the error names the
// first broken rule and where (givens, then no-three, then balance, then signs, then, with
// unique_lines, two equal rows or columns).
Expected<void> check_solution(const Puzzle& p, const Solution& s);

// Remarks that do not make the puzzle invalid: givens that break a rule or a sign outright, or,
// with unique_lines, two fully given lines that are equal (such a puzzle has no solution).
std::vector<std::string> warnings(const Puzzle& p);

}  // namespace dg::tango
