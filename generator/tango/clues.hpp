// The clue pool of a Tango puzzle cut from a known solution: every given cell and every true sign
// ('=' or 'x') between orthogonal neighbours. Generators pick a subset of the pool by index and
// turn it into a grader Grid (cheap, no allocation) or a Puzzle.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "grader/tango/grid.hpp"
#include "solver/tango/model.hpp"

namespace dg::tango {

struct Clue {
  bool sign = false;      // false: a given cell; true: a sign between two neighbours
  bool equal = false;     // for a sign: '=' (true) or 'x'
  std::int8_t value = 0;  // for a given: its value
  Cell a, b;              // the given cell is a; a sign joins a and b (a < b)
};

struct CluePool {
  int n = 0;                  // rows
  int cols = 0;               // columns
  bool unique_lines = false;  // the puzzles cut from it are of the unique-lines variant
  Solution solution;
  std::vector<Clue> clues;  // n*cols givens (row-major), then the signs in (row, col) order
  Puzzle shape;             // the board without clues: size, per-line counts, variant
  Grid base;                // empty_grid(shape): every line's length and range
  int given_count() const { return n * cols; }
};

// Pre: `solution` is a valid full grid (with distinct rows and columns when unique_lines).
CluePool make_pool(const Solution& solution, bool unique_lines = false);
// The same for any board the grader takes: `shape` gives the size ("cols" 0 for a square),
// row_ones/col_ones and unique_lines, and no cells; `solution` keeps its rules.
CluePool make_pool(const Solution& solution, const Puzzle& shape);

// The grader grid / the puzzle holding exactly the clues `kept` (indices into pool.clues).
Grid grid_of(const CluePool& pool, std::span<const int> kept);
Puzzle puzzle_of(const CluePool& pool, std::span<const int> kept);

}  // namespace dg::tango
