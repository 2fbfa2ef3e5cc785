// Cell coordinates. Convention everywhere: (row, col), 0-based, row 0 at the top. Never x/y.
#pragma once

#include <compare>
#include <cstdlib>
#include <utility>

namespace dg {

struct Cell {
  int row = 0;
  int col = 0;
  auto operator<=>(const Cell&) const = default;
};

// Two cells that share a side.
inline bool orthogonal_neighbours(Cell a, Cell b) {
  return std::abs(a.row - b.row) + std::abs(a.col - b.col) == 1;
}

// A pair of orthogonal neighbours, stored with the smaller cell first so equal pairs compare equal.
struct CellPair {
  Cell a;
  Cell b;
  auto operator<=>(const CellPair&) const = default;
};

inline CellPair ordered_pair(Cell a, Cell b) { return a < b ? CellPair{a, b} : CellPair{b, a}; }

}  // namespace dg
