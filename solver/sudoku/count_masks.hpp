// The bitset counter's form for boards of at most 64 cells (count_masks.cpp): count_bits.cpp
// hands such boards to it. Not for use elsewhere: counter.hpp is the interface.
#pragma once

#include "solver/sudoku/counter.hpp"

namespace dg::sudoku {

bool counted_by_masks(const Geometry& g);
// avoid_cell >= 0: solutions whose cell avoid_cell does not hold avoid_digit.
Count count_by_masks(const Puzzle& p, int limit, const Budget& budget, int avoid_cell = -1,
                     int avoid_digit = 0);

}  // namespace dg::sudoku
