// A random Tents layout, made the way Simon Tatham's generator makes one: tents placed apart at
// random, trees attached by a random pairing, counts read off. The generator tests it (cheaply on
// small boards, small_closure.hpp) before it builds the puzzle and grades it; the benchmarks time
// the exact counter on it (most layouts are not unique).
#pragma once

#include <array>

#include "grader/tents/small_closure.hpp"
#include "solver/common/split_mix_rng.hpp"
#include "solver/tents/model.hpp"

namespace dg::tents {

// Density is at most 25 trees per 100 cells (the packing limit of tents).
inline constexpr int kMaxLayoutTents = kMaxSize * kMaxSize / 4;

// Fixed-size, so the generator draws layouts without allocating (most are rejected).
struct Layout {
  int rows = 0, cols = 0;
  int count = 0;                            // tents, and trees
  std::array<int, kMaxLayoutTents> tent{};  // cell indices r * cols + c, ascending
  std::array<int, kMaxLayoutTents> tree{};  // tree[i]: the cell of tent i's tree
  std::array<int, kMaxSize> row_counts{}, col_counts{};
};

// Draws a layout of density trees per 100 cells (at least one) into `out`; false when this draw
// fails: the tents could not all be placed apart, a tent found no tree of its own, or a row or
// column is left empty (SGT's rule: an empty line gives nothing away but looks odd). A pure
// function of the arguments and the rng's state. Pre: sides kMinSize..kMaxSize, density 1..25.
// With `ring`, the layout holds a planted ring in a corner (plant_ring in layout.cpp: four trees
// around a 3 x 3 block owning its four corners, the structure the pairing rule is needed for;
// at least 4 tents); without, the draws are those of a plain layout.
bool random_layout(int rows, int cols, int density, SplitMixRng& rng, Layout& out,
                   bool ring = false);

// The layout's puzzle (no givens; make_puzzle accepts every layout, whose tents solve it) and
// its planted tents, sorted: one solution of that puzzle.
Expected<Puzzle> layout_puzzle(const Layout& l);
Solution layout_tents(const Layout& l);
// Pre: fits_small_board(l.rows, l.cols).
SmallBoard small_board(const Layout& l);

}  // namespace dg::tents
