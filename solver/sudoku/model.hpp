// Sudoku: an n x n board (n = R x C, boxes of R rows by C columns: 4x4 with 2x2 boxes, 6x6 with
// 2x3 as LinkedIn's Mini Sudoku, 8x8 with 2x4, 9x9 with 3x3, 12x12 with 3x4, and any other R x C
// with R, C >= 2 and n <= 12), some cells given a digit 1..n. Fill every cell so that each row,
// each column and each box holds every digit exactly once.
// Cells are (row, col), 0-based, row 0 at the top; a cell's index is row * n + col. Digits 10..12
// are written 'A'..'C' in every text form.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/common/cell.hpp"
#include "solver/common/expected.hpp"
#include "solver/sudoku/geometry.hpp"

namespace dg::sudoku {

struct Puzzle {
  int box_rows = 3;
  int box_cols = 3;
  int n = 9;                         // box_rows * box_cols
  std::vector<std::uint8_t> givens;  // n * n, 0 for an empty cell, else the given digit

  const Geometry& geo() const { return geometry(box_rows, box_cols); }
  int at(int row, int col) const { return givens[static_cast<std::size_t>(row * n + col)]; }
  bool operator==(const Puzzle& o) const = default;
};

// Every cell's digit, row-major (the interchange "solution" value is the rows as strings).
using Solution = std::vector<std::uint8_t>;

// The usual boxes of an n x n board: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4 for n = 4, 6, 8, 9, 10, 12
// (boxes wider than tall, as LinkedIn's Mini Sudoku and Simon Tatham's Solo draw them); false for
// other n.
bool default_box(int n, int& box_rows, int& box_cols);

// The character of digit d in the text forms: '.' for 0, '1'..'9', 'A'..'C'.
char digit_char(int d);
// The digit of a character, 0 for an empty cell ('.' or '0'), -1 when it is neither a digit nor
// empty. Lower-case 'a'..'c' read as 'A'..'C'.
int char_digit(char ch);

// Validates and builds a puzzle: a supported box shape, n * n givens each 0..n. Givens that clash
// (the same digit twice in a unit) are allowed: the puzzle then has no solution (warnings()).
Expected<Puzzle> make_puzzle(int box_rows, int box_cols, std::vector<std::uint8_t> givens);

// {"game":"sudoku","size":9,"box":[3,3],"cells":["53..7....", ...]}: "box" is [rows, cols] of a
// box and may be left out for the usual boxes of the size (default_box); "cells" holds n strings
// of n characters ('.' or '0' empty, '1'..'9', 'A'..'C').
Expected<Puzzle> from_json(const nlohmann::json& object);
nlohmann::json to_json(const Puzzle& p);

// Text form (text.cpp): a header "sudoku" or "sudoku RxC", then n rows of n cells. Spaces and
// '|' inside a row, lines of only '-', '+', '|' and spaces, blank lines and '#' comments are
// skipped, so a boxed drawing reads back:
//   sudoku 2x3
//   1.3|4.6
//   ...
//   ---+---
// to_text writes that drawing.
Expected<Puzzle> from_text(std::string_view text);
std::string to_text(const Puzzle& p);
// The text form with the solution's digits filled in (empty `s`: the puzzle itself).
std::string solution_text(const Puzzle& p, const Solution& s);

Expected<Solution> solution_from_json(const Puzzle& p, const nlohmann::json& value);
nlohmann::json solution_to_json(const Puzzle& p, const Solution& s);

// Ok when `s` fills the board, keeps the givens and holds each digit once per unit; otherwise the
// error names the first broken rule and where ("row 3 holds 5 twice (B3, F3)").
Expected<void> check_solution(const Puzzle& p, const Solution& s);

// Remarks that do not make the puzzle invalid: givens that clash (no solution).
std::vector<std::string> warnings(const Puzzle& p);

// How people name a unit: "row 3", "column B", "box 4" (boxes numbered 1..n row-major).
std::string unit_name(const Geometry& g, int unit);

}  // namespace dg::sudoku
