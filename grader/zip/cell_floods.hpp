// Floods over cell sets (Bits<W>) through a grid's open edges, for the bitmask checks of the
// regions and parity rules.
#pragma once

#include "solver/zip/cell_bits.hpp"

namespace dg::zip {

// Cells one step from `set` through the edges in (right, down), cell sets like
// Grid::open_right() / open_down(): a cell in `right` has that edge to its right neighbour, one in
// `down` to the neighbour below.
template <int W>
Bits<W> step_through(const Bits<W>& set, const Bits<W>& right, const Bits<W>& down, int cols) {
  return (set & right).shl(1) | (set.shr(1) & right) | (set & down).shl(cols) |
         (set.shr(cols) & down);
}

// The cells of `allowed` joined to `seed` (a cell of allowed) through the edges in (right, down).
template <int W>
Bits<W> flood_from(int seed, const Bits<W>& allowed, const Bits<W>& right, const Bits<W>& down,
                   int cols) {
  Bits<W> reach;
  reach.set(seed);
  for (;;) {
    const Bits<W> grown = (reach | step_through(reach, right, down, cols)) & allowed;
    if (grown == reach) return reach;
    reach = grown;
  }
}

}  // namespace dg::zip
