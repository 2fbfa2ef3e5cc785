// The fixed structure of a Sudoku board of n = R x C digits: its cells, its 3n units (n rows, n
// columns, n boxes of R rows by C columns) and each cell's peers (the cells sharing a unit with
// it). Built once per box shape and shared by the model, the counters and the grader.
// Cells are numbered row-major, k = row * n + col, (row, col) 0-based from the top left; units
// 0..n-1 are the rows, n..2n-1 the columns, 2n..3n-1 the boxes numbered row-major from the top
// left.
#pragma once

#include <array>
#include <cstdint>

namespace dg::sudoku {

// Board sizes: n = box_rows * box_cols digits, n <= kMaxSize so a cell's candidates fit in 16 bits
// and the canonical key's search stays small (12x12: about 30,000 column orders).
inline constexpr int kMaxSize = 12;
inline constexpr int kMaxCells = kMaxSize * kMaxSize;
// Peers of a cell: 2 (n - 1) in its row and column, n - R - C + 1 more in its box; at most 28.
inline constexpr int kMaxPeers = 28;
inline constexpr int kMaxUnits = 3 * kMaxSize;

// A set of digits: bit d - 1 for digit d.
using Digits = std::uint16_t;

struct Geometry {
  int box_rows = 0;
  int box_cols = 0;
  int n = 0;      // digits, rows and columns
  int cells = 0;  // n * n
  int peer_count = 0;
  Digits all = 0;                                                    // every digit
  std::array<std::array<std::uint8_t, kMaxSize>, kMaxUnits> unit{};  // unit u's cells, in order
  std::array<std::array<std::uint8_t, 3>, kMaxCells> unit_of{};      // row, column, box unit
  std::array<std::array<std::uint8_t, kMaxPeers>, kMaxCells> peers{};

  int row(int k) const { return k / n; }
  int col(int k) const { return k % n; }
  int box(int k) const { return unit_of[static_cast<std::size_t>(k)][2] - 2 * n; }
  int units() const { return 3 * n; }
  const std::uint8_t* unit_cells(int u) const { return unit[static_cast<std::size_t>(u)].data(); }
  const std::uint8_t* peers_of(int k) const { return peers[static_cast<std::size_t>(k)].data(); }
  bool sees(int a, int b) const {
    return a != b && (row(a) == row(b) || col(a) == col(b) || box(a) == box(b));
  }
};

// Whether R x C boxes make a board this library handles: 2 <= R, C and R * C <= kMaxSize.
bool supported_box(int box_rows, int box_cols);
// The geometry of R x C boxes. Pre: supported_box(box_rows, box_cols). Thread-safe; the reference
// lives for the whole program.
const Geometry& geometry(int box_rows, int box_cols);

}  // namespace dg::sudoku
