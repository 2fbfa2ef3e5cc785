// Tango: an even N x N grid (4 <= N <= 14) of suns (1) and moons (0). Rules:
//  - no three equal cells in a row, horizontally or vertically;
//  - every row and column holds N/2 suns and N/2 moons;
//  - cells joined by '=' are equal, cells joined by 'x' are opposite;
//  - given cells keep their value;
//  - optionally (unique_lines, classic Takuzu): no two rows and no two columns are equal.
// Cells are (row, col), 0-based, row 0 at the top.
#pragma once

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

struct Puzzle {
  int n = 0;
  std::vector<std::int8_t> cells;  // n*n, row-major: -1 empty, 0 moon, 1 sun
  std::vector<CellPair> equal;     // '=' signs, each ordered_pair, sorted, no duplicates
  std::vector<CellPair> opposite;  // 'x' signs, same normal form
  // The classic Takuzu variant: no two rows and no two columns may be equal.
  bool unique_lines = false;

  int at(int row, int col) const { return cells[static_cast<std::size_t>(row * n + col)]; }
  bool operator==(const Puzzle&) const = default;
};

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
