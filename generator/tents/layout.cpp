// Random Tents layouts (layout.hpp):
//  1. tents: the cells in random order, each taken when it touches no tent taken before, until
//     density * cells / 100 are placed (fails when the order packs too few);
//  2. trees: a random pairing of each tent with a free orthogonal neighbour (augmenting paths over
//     shuffled lists; fails when none pairs every tent);
//  3. no empty row or column;
//  4. the counts read off.
#include "generator/tents/layout.hpp"

#include <algorithm>
#include <vector>

namespace dg::tents {

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

std::vector<Cell> place_tents(int rows, int cols, int want, Rng& rng) {
  std::vector<int> order(at(rows * cols));
  for (int i = 0; i < rows * cols; ++i) order[at(i)] = i;
  rng.shuffle(order);
  std::vector<char> tent(at(rows * cols), 0);
  std::vector<Cell> out;
  for (int k : order) {
    if (static_cast<int>(out.size()) == want) break;
    const int r = k / cols, c = k % cols;
    bool free = true;
    for (int dr = -1; dr <= 1 && free; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        const int rr = r + dr, cc = c + dc;
        if (rr >= 0 && rr < rows && cc >= 0 && cc < cols && tent[at(rr * cols + cc)]) free = false;
      }
    if (!free) continue;
    tent[at(k)] = 1;
    out.push_back({r, c});
  }
  return out;
}

// Augmenting path for tent i over its shuffled sides.
bool attach(int i, const std::vector<std::vector<int>>& sides, std::vector<int>& owner,
            std::vector<int>& tree_of, std::vector<char>& seen) {
  for (int k : sides[at(i)]) {
    if (seen[at(k)]) continue;
    seen[at(k)] = 1;
    if (owner[at(k)] < 0 || attach(owner[at(k)], sides, owner, tree_of, seen)) {
      owner[at(k)] = i;
      tree_of[at(i)] = k;
      return true;
    }
  }
  return false;
}

}  // namespace

std::optional<Layout> random_layout(int rows, int cols, int density, Rng& rng) {
  const int want = std::max(1, rows * cols * density / 100);
  std::vector<Cell> tents = place_tents(rows, cols, want, rng);
  if (static_cast<int>(tents.size()) < want) return std::nullopt;
  std::sort(tents.begin(), tents.end());
  std::vector<char> is_tent(at(rows * cols), 0);
  for (Cell t : tents) is_tent[at(t.row * cols + t.col)] = 1;
  std::vector<std::vector<int>> sides;
  for (Cell t : tents) {
    std::vector<int> s;
    for (Cell n : {Cell{t.row - 1, t.col}, Cell{t.row, t.col - 1}, Cell{t.row, t.col + 1},
                   Cell{t.row + 1, t.col}})
      if (n.row >= 0 && n.row < rows && n.col >= 0 && n.col < cols &&
          !is_tent[at(n.row * cols + n.col)])
        s.push_back(n.row * cols + n.col);
    rng.shuffle(s);
    sides.push_back(s);
  }
  std::vector<int> owner(at(rows * cols), -1), tree_of(tents.size(), -1);
  std::vector<int> order(tents.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  rng.shuffle(order);
  for (int i : order) {
    std::vector<char> seen(at(rows * cols), 0);
    if (!attach(i, sides, owner, tree_of, seen)) return std::nullopt;
  }
  std::vector<Cell> trees;
  for (int k : tree_of) trees.push_back({k / cols, k % cols});
  std::vector<int> row_counts(at(rows), 0), col_counts(at(cols), 0);
  std::vector<char> row_used(at(rows), 0), col_used(at(cols), 0);
  for (Cell t : tents) {
    ++row_counts[at(t.row)];
    ++col_counts[at(t.col)];
  }
  for (const auto* list : {&tents, &trees})
    for (Cell c : *list) row_used[at(c.row)] = col_used[at(c.col)] = 1;
  if (std::count(row_used.begin(), row_used.end(), 0) ||
      std::count(col_used.begin(), col_used.end(), 0))
    return std::nullopt;
  auto puzzle = make_puzzle(rows, cols, trees, row_counts, col_counts);
  if (!puzzle) return std::nullopt;
  return Layout{std::move(*puzzle), std::move(tents)};
}

}  // namespace dg::tents
