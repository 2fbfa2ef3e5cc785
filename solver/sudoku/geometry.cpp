// Sudoku geometry tables (geometry.hpp), built once for every supported box shape.
#include "solver/sudoku/geometry.hpp"

#include <cassert>
#include <vector>

namespace dg::sudoku {

namespace {

// Box sides run 2..kMaxSize / 2; a table slot per (R, C) pair, unsupported ones left empty.
constexpr int kMaxSide = kMaxSize / 2;

Geometry build(int box_rows, int box_cols) {
  Geometry g;
  g.box_rows = box_rows;
  g.box_cols = box_cols;
  g.n = box_rows * box_cols;
  g.cells = g.n * g.n;
  g.all = static_cast<Digits>((1u << g.n) - 1);
  const int n = g.n;
  std::array<int, 3 * kMaxSize> filled{};
  for (int k = 0; k < g.cells; ++k) {
    const int r = k / n, c = k % n;
    const int b = (r / box_rows) * box_rows + c / box_cols;  // boxes per band: box_rows
    const int units[3] = {r, n + c, 2 * n + b};
    for (int i = 0; i < 3; ++i) {
      const auto u = static_cast<std::size_t>(units[i]);
      g.unit[u][static_cast<std::size_t>(filled[u]++)] = static_cast<std::uint8_t>(k);
      g.unit_of[static_cast<std::size_t>(k)][static_cast<std::size_t>(i)] =
          static_cast<std::uint8_t>(units[i]);
    }
  }
  for (int k = 0; k < g.cells; ++k) {
    int count = 0;
    for (int j = 0; j < g.cells; ++j)
      if (g.sees(k, j))
        g.peers[static_cast<std::size_t>(k)][static_cast<std::size_t>(count++)] =
            static_cast<std::uint8_t>(j);
    assert(count <= kMaxPeers);
    g.peer_count = count;
  }
  return g;
}

}  // namespace

bool supported_box(int box_rows, int box_cols) {
  return box_rows >= 2 && box_cols >= 2 && box_rows * box_cols <= kMaxSize;
}

const Geometry& geometry(int box_rows, int box_cols) {
  assert(supported_box(box_rows, box_cols));
  // On the heap: the table is about 250 KB, too much for a worker thread's stack.
  static const std::vector<Geometry> table = [] {
    std::vector<Geometry> t((kMaxSide + 1) * (kMaxSide + 1));
    for (int r = 2; r <= kMaxSide; ++r)
      for (int c = 2; c <= kMaxSide; ++c)
        if (supported_box(r, c)) t[static_cast<std::size_t>(r * (kMaxSide + 1) + c)] = build(r, c);
    return t;
  }();
  return table[static_cast<std::size_t>(box_rows * (kMaxSide + 1) + box_cols)];
}

}  // namespace dg::sudoku
