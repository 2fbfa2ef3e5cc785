// Seeded Sudoku boards for the tests: random full grids (backtracking with shuffled digits), sparse
// boards with a few givens (0, 1 or 2+ solutions, sometimes a clashing or changed given), and
// unique boards made by removing givens from a full grid while the count stays 1.
#pragma once

#include <vector>

#include "solver/common/rng.hpp"
#include "solver/sudoku/counter.hpp"
#include "solver/sudoku/model.hpp"

namespace dg::test {

// A permutation of 0..n-1.
inline std::vector<int> shuffled(Rng& rng, int n) {
  std::vector<int> v(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) v[static_cast<std::size_t>(i)] = i;
  rng.shuffle(v);
  return v;
}

// A row or column order the symmetries allow: groups of `width` in any order, each in any order.
inline std::vector<int> grouped_order(Rng& rng, int n, int width) {
  std::vector<int> out;
  for (int g : shuffled(rng, n / width))
    for (int i : shuffled(rng, width)) out.push_back(g * width + i);
  return out;
}

// Fills `s` (0 = empty) by backtracking on the cell with the fewest options, the options in a
// shuffled order; false when no filling exists.
inline bool fill_random(Rng& rng, const sudoku::Geometry& g, sudoku::Solution& s) {
  int best = -1, best_count = g.n + 1;
  unsigned best_options = 0;
  for (int k = 0; k < g.cells; ++k) {
    if (s[static_cast<std::size_t>(k)] != 0) continue;
    unsigned used = 0;
    for (int i = 0; i < g.peer_count; ++i)
      if (const int d = s[g.peers_of(k)[i]]; d != 0) used |= 1u << (d - 1);
    const unsigned options = g.all & ~used;
    const int count = __builtin_popcount(options);
    if (count < best_count) {
      best = k, best_count = count, best_options = options;
      if (count <= 1) break;
    }
  }
  if (best < 0) return true;
  std::vector<int> digits;
  for (int d = 1; d <= g.n; ++d)
    if (best_options & (1u << (d - 1))) digits.push_back(d);
  rng.shuffle(digits);
  for (int d : digits) {
    s[static_cast<std::size_t>(best)] = static_cast<std::uint8_t>(d);
    if (fill_random(rng, g, s)) return true;
  }
  s[static_cast<std::size_t>(best)] = 0;
  return false;
}

inline sudoku::Solution random_full_grid(Rng& rng, int box_rows, int box_cols) {
  const sudoku::Geometry& g = sudoku::geometry(box_rows, box_cols);
  sudoku::Solution s(static_cast<std::size_t>(g.cells), 0);
  fill_random(rng, g, s);
  return s;
}

inline std::pair<int, int> random_shape(Rng& rng) {
  switch (rng.below(3)) {
    case 0:
      return {2, 2};
    case 1:
      return {2, 3};
    default:
      return {3, 3};
  }
}

// A few givens from a full grid (n / 2 to 2n of them), one sometimes changed to another digit.
inline sudoku::Puzzle random_sparse_board(Rng& rng) {
  const auto [br, bc] = random_shape(rng);
  const int n = br * bc;
  sudoku::Solution full = random_full_grid(rng, br, bc);
  std::vector<std::uint8_t> givens(full.size(), 0);
  const int want = n / 2 + rng.below(3 * n / 2 + 1);
  for (int i = 0; i < want; ++i) {
    const auto k = static_cast<std::size_t>(rng.below(n * n));
    givens[k] = full[k];
  }
  if (rng.chance(1, 4)) {
    const auto k = static_cast<std::size_t>(rng.below(n * n));
    givens[k] = static_cast<std::uint8_t>(1 + rng.below(n));
  }
  return *sudoku::make_puzzle(br, bc, std::move(givens));
}

// A unique board: the full grid's givens removed in a shuffled order while the count stays 1
// (so the result is minimal: no given can go).
inline sudoku::Puzzle board_by_removal(Rng& rng, int box_rows, int box_cols,
                                       sudoku::Solution* solution = nullptr) {
  sudoku::Solution full = random_full_grid(rng, box_rows, box_cols);
  if (solution) *solution = full;
  sudoku::Puzzle p = *sudoku::make_puzzle(box_rows, box_cols, full);
  for (int k : shuffled(rng, p.n * p.n)) {
    const std::uint8_t keep = p.givens[static_cast<std::size_t>(k)];
    p.givens[static_cast<std::size_t>(k)] = 0;
    if (sudoku::count_solutions(p, 2).count != 1) p.givens[static_cast<std::size_t>(k)] = keep;
  }
  return p;
}

}  // namespace dg::test
