// The Sudoku grader's working state: each cell's digit when placed, else its candidates (pencil
// marks). Placing a digit removes it from the candidates of the cell's peers, as players do with
// pencil marks; every other removal is a rule's. Copied for every supposition and every probe of
// the difficulty score: a copy is two small arrays.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string>

#include "solver/common/cell.hpp"
#include "solver/sudoku/geometry.hpp"
#include "solver/sudoku/model.hpp"

namespace dg::sudoku {

inline Digits digit_bit(int d) {
  return static_cast<Digits>(1u << (d - 1));
}
inline int bit_digit(Digits bit) {
  return std::countr_zero(static_cast<unsigned>(bit)) + 1;
}
inline int digit_count(Digits m) {
  return std::popcount(static_cast<unsigned>(m));
}

struct Grid {
  const Geometry* geo = nullptr;
  std::array<Digits, kMaxCells> cand{};  // open cell: candidates; placed cell: its digit's bit
  std::array<std::uint8_t, kMaxCells> value{};  // 0 while open
  int open = 0;                                 // open cells
  bool broken = false;  // a cell without candidates, or a digit twice in a unit

  bool solved() const { return open == 0 && !broken; }
  bool contradiction() const { return broken; }
  int n() const { return geo->n; }
  int cells() const { return geo->cells; }
  bool is_open(int k) const { return value[static_cast<std::size_t>(k)] == 0; }
  Digits at(int k) const { return cand[static_cast<std::size_t>(k)]; }
  Cell cell(int k) const { return {geo->row(k), geo->col(k)}; }

  // Places digit d in open cell k and removes d from its peers' candidates; broken when a peer
  // holds d or runs out of candidates.
  void place(int k, int d);
  // Removes `mask` from open cell k's candidates; how many went. Broken when none are left.
  int eliminate(int k, Digits mask);
  // The digits placed in unit u.
  Digits placed_in(int u) const;
  // The open cells of unit u holding candidate d, as a bit per position in the unit.
  unsigned places(int u, int d) const;
};

// The grid of `p`'s givens (broken when they clash).
Grid make_grid(const Puzzle& p);

// Words for trace texts: "B3", "5" (digits 10..12 as A..C), "4 and 7", "B3, C3 and D4".
std::string cell_words(const Grid& g, int k);
std::string digit_words(Digits m, std::string_view conjunction = "and");

}  // namespace dg::sudoku
