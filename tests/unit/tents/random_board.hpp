// Seeded random small Tents boards for the counter tests: tents placed apart at random, each
// given a tree on a random free side, counts read off; then, sometimes, a count moved to another
// line (often leaving no solution), a count hidden, a given tent or grass, or unique_matching.
#pragma once

#include <algorithm>
#include <optional>

#include "solver/common/rng.hpp"
#include "solver/tents/model.hpp"

namespace dg::test {

inline std::optional<tents::Puzzle> random_tents_board(Rng& rng) {
  const int rows = 3 + rng.below(4), cols = 3 + rng.below(4);
  const int want = 1 + rng.below(rows * cols / 5 + 1);
  std::vector<int> kind(static_cast<std::size_t>(rows * cols), 0);  // 1 tent, 2 tree
  auto at = [&](int r, int c) -> int& { return kind[static_cast<std::size_t>(r * cols + c)]; };
  std::vector<Cell> tents, trees;
  for (int tries = 0; tries < 40 && static_cast<int>(tents.size()) < want; ++tries) {
    const Cell c{rng.below(rows), rng.below(cols)};
    bool ok = at(c.row, c.col) == 0;
    for (int dr = -1; dr <= 1 && ok; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        const int r = c.row + dr, k = c.col + dc;
        if (r >= 0 && r < rows && k >= 0 && k < cols && at(r, k) == 1) ok = false;
      }
    if (!ok) continue;
    std::vector<Cell> sides;
    for (Cell n : {Cell{c.row - 1, c.col}, Cell{c.row + 1, c.col}, Cell{c.row, c.col - 1},
                   Cell{c.row, c.col + 1}})
      if (n.row >= 0 && n.row < rows && n.col >= 0 && n.col < cols && at(n.row, n.col) == 0)
        sides.push_back(n);
    if (sides.empty()) continue;
    const Cell tree = sides[static_cast<std::size_t>(rng.below(static_cast<int>(sides.size())))];
    at(c.row, c.col) = 1;
    at(tree.row, tree.col) = 2;
    tents.push_back(c);
    trees.push_back(tree);
  }
  std::vector<int> row_counts(static_cast<std::size_t>(rows), 0),
      col_counts(static_cast<std::size_t>(cols), 0);
  for (Cell t : tents) {
    ++row_counts[static_cast<std::size_t>(t.row)];
    ++col_counts[static_cast<std::size_t>(t.col)];
  }
  auto& counts = rng.chance(1, 2) ? row_counts : col_counts;
  if (rng.chance(1, 3)) {  // move one tent of count elsewhere
    const auto from = static_cast<std::size_t>(rng.below(static_cast<int>(counts.size())));
    const auto to = static_cast<std::size_t>(rng.below(static_cast<int>(counts.size())));
    if (counts[from] > 0 && from != to) {
      --counts[from];
      ++counts[to];
    }
  }
  if (rng.chance(1, 4))
    counts[static_cast<std::size_t>(rng.below(static_cast<int>(counts.size())))] = tents::kHidden;
  std::vector<Cell> given_tents, grass;
  if (rng.chance(1, 6))
    given_tents.push_back(
        tents[static_cast<std::size_t>(rng.below(static_cast<int>(tents.size())))]);
  if (rng.chance(1, 6)) {
    const Cell g{rng.below(rows), rng.below(cols)};
    if (at(g.row, g.col) == 0) grass.push_back(g);
  }
  auto p = tents::make_puzzle(rows, cols, trees, row_counts, col_counts, given_tents, grass,
                              rng.chance(1, 5));
  if (!p) return std::nullopt;
  return *p;
}

}  // namespace dg::test
