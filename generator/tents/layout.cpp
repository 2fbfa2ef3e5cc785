// Random Tents layouts (layout.hpp):
//  1. tents: the cells in random order, each taken when it touches no tent taken before, until
//     density * cells / 100 are placed (fails when the order packs too few);
//  2. trees: a random pairing of each tent with a free orthogonal neighbour (augmenting paths over
//     shuffled lists; fails when none pairs every tent);
//  3. no empty row or column;
//  4. the counts read off.
#include "generator/tents/layout.hpp"

#include <algorithm>
#include <array>
#include <vector>

namespace dg::tents {

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Buffers kept between draws (a generator draws tens of layouts per puzzle): each draw only
// clears them. One per thread.
struct Workspace {
  std::vector<int> order;                 // the cells, then the tents, in random order
  std::vector<char> tent;                 // per cell
  std::vector<int> owner;                 // per cell: the tent whose tree stands there, -1
  std::vector<int> seen;                  // per cell: the augmenting search that visited it
  std::vector<std::array<int, 4>> sides;  // per tent: its free orthogonal cells, shuffled
  std::vector<int> side_count;            // per tent
  std::vector<int> shuffled;              // one tent's sides while they are shuffled
  std::vector<int> tree_of;               // per tent: its tree's cell
  int stamp = 0;
};

void place_tents(int rows, int cols, int want, Rng& rng, Workspace& w, std::vector<Cell>& out) {
  const int n = rows * cols;
  w.order.resize(at(n));
  for (int i = 0; i < n; ++i) w.order[at(i)] = i;
  rng.shuffle(w.order);
  w.tent.assign(at(n), 0);
  for (int k : w.order) {
    if (static_cast<int>(out.size()) == want) break;
    const int r = k / cols, c = k % cols;
    bool free = true;
    for (int dr = -1; dr <= 1 && free; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        const int rr = r + dr, cc = c + dc;
        if (rr >= 0 && rr < rows && cc >= 0 && cc < cols && w.tent[at(rr * cols + cc)])
          free = false;
      }
    if (!free) continue;
    w.tent[at(k)] = 1;
    out.push_back({r, c});
  }
}

// Augmenting path for tent i over its shuffled sides.
bool attach(int i, Workspace& w) {
  for (int s = 0; s < w.side_count[at(i)]; ++s) {
    const int k = w.sides[at(i)][at(s)];
    if (w.seen[at(k)] == w.stamp) continue;
    w.seen[at(k)] = w.stamp;
    if (w.owner[at(k)] < 0 || attach(w.owner[at(k)], w)) {
      w.owner[at(k)] = i;
      w.tree_of[at(i)] = k;
      return true;
    }
  }
  return false;
}

}  // namespace

std::optional<Layout> random_layout(int rows, int cols, int density, Rng& rng) {
  thread_local Workspace w;
  const int n = rows * cols;
  const int want = std::max(1, n * density / 100);
  std::vector<Cell> tents;
  tents.reserve(at(want));
  place_tents(rows, cols, want, rng, w, tents);
  if (static_cast<int>(tents.size()) < want) return std::nullopt;
  std::sort(tents.begin(), tents.end());
  // w.tent still marks exactly the placed tents.
  w.sides.resize(tents.size());
  w.side_count.assign(tents.size(), 0);
  for (std::size_t i = 0; i < tents.size(); ++i) {
    const Cell t = tents[i];
    w.shuffled.clear();
    for (Cell c : {Cell{t.row - 1, t.col}, Cell{t.row, t.col - 1}, Cell{t.row, t.col + 1},
                   Cell{t.row + 1, t.col}})
      if (c.row >= 0 && c.row < rows && c.col >= 0 && c.col < cols &&
          !w.tent[at(c.row * cols + c.col)])
        w.shuffled.push_back(c.row * cols + c.col);
    rng.shuffle(w.shuffled);
    for (int k : w.shuffled) w.sides[i][at(w.side_count[i]++)] = k;
  }
  w.owner.assign(at(n), -1);
  w.seen.assign(at(n), 0);
  w.stamp = 0;
  w.tree_of.assign(tents.size(), -1);
  w.order.resize(tents.size());
  for (std::size_t i = 0; i < tents.size(); ++i) w.order[i] = static_cast<int>(i);
  rng.shuffle(w.order);
  for (std::size_t i = 0; i < tents.size(); ++i) {
    ++w.stamp;
    if (!attach(w.order[i], w)) return std::nullopt;
  }
  std::vector<Cell> trees;
  trees.reserve(tents.size());
  for (int k : w.tree_of) trees.push_back({k / cols, k % cols});
  std::vector<int> row_counts(at(rows), 0), col_counts(at(cols), 0);
  std::array<char, kMaxSize> row_used{}, col_used{};
  for (Cell t : tents) {
    ++row_counts[at(t.row)];
    ++col_counts[at(t.col)];
  }
  for (const auto* list : {&tents, &trees})
    for (Cell c : *list) row_used[at(c.row)] = col_used[at(c.col)] = 1;
  if (std::count(row_used.begin(), row_used.begin() + rows, 0) ||
      std::count(col_used.begin(), col_used.begin() + cols, 0))
    return std::nullopt;
  auto puzzle =
      make_puzzle(rows, cols, std::move(trees), std::move(row_counts), std::move(col_counts));
  if (!puzzle) return std::nullopt;
  return Layout{std::move(*puzzle), std::move(tents)};
}

}  // namespace dg::tents
