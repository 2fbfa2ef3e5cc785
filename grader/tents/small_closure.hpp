// The generator's cheap accept test on boards of at most 8 x 8: which tier the grader's rules
// solve a board at, found on 64-bit cell sets instead of the grader's grid.
//
// Why it gives the grader's answer: each rule only adds facts (a cell's value, a tree-tent link)
// and, on a board with a solution, what it adds holds in every solution, so a rule that fires in
// some state fires, or has nothing left to add, in every state with more facts. The facts the
// basic rules can reach from the clues are then one set, whatever order the rules run in: the
// grader's engine (cheapest rule first, one step at a time) and this sweep (each rule over the
// whole board at once) stop at the same grid. The engine reaches a tricky rule only when the basic
// rules are stuck, so "solved with the hardest tier basic" is "the basic set decides every cell",
// and "tricky" is "it does not, and the basic and tricky set does". A board with no solution is
// solved by neither (both check a decided grid's counts and pairing). The grader's full run is
// still what writes an accepted puzzle's grade; tests/unit/tents/small_closure_test.cpp checks the
// two agree on thousands of boards.
#pragma once

#include <array>
#include <cstdint>

#include "solver/tents/model.hpp"

namespace dg::tents {

inline constexpr int kSmallSide = 8;

// A board of at most 8 rows and 8 columns: cell (r, c) is bit r * 8 + c whatever the width, so a
// row is one byte and a step sideways or up is one shift.
struct SmallBoard {
  int rows = 0, cols = 0;
  std::uint64_t trees = 0, tents = 0, grass = 0;           // grass and tents: the givens
  std::array<int, kSmallSide> row_counts{}, col_counts{};  // kHidden when not given
};

inline bool fits_small_board(int rows, int cols) {
  return rows <= kSmallSide && cols <= kSmallSide;
}
inline std::uint64_t small_bit(int row, int col) {
  return std::uint64_t{1} << (row * kSmallSide + col);
}

// Pre: fits_small_board(p.rows, p.cols) and !p.unique_matching (the variant needs the grader's
// check of a second pairing).
SmallBoard small_board(const Puzzle& p);

// With the rules of tier <= cap (cap 0 = basic, 1 = tricky; higher caps are read as 1): the
// hardest tier of the grader's grade when its rules solve the board (0 or 1), -1 when they leave
// it stuck or find it contradictory.
int small_closure_tier(const SmallBoard& b, int cap);

// The 8 x 8 transpose: bit r * 8 + c moves to c * 8 + r (the columns' bytes become rows').
std::uint64_t transpose8(std::uint64_t x);

}  // namespace dg::tents
