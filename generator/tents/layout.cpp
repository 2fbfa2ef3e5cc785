// Random Tents layouts (layout.hpp):
//  1. tents: one at a time, each drawn uniformly from the cells that touch no tent placed before,
//     until density * cells / 100 are placed (fails when none is left first). This is the same
//     law as taking the cells in a random order and keeping each that is still free, with one
//     draw per tent instead of one per cell;
//  2. trees: a random pairing of each tent with a free orthogonal neighbour (augmenting paths,
//     tents in random order, each tent's sides in a random order drawn as one number; fails when
//     none pairs every tent);
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

// Per-cell buffers kept between draws (a generator draws tens of layouts per puzzle): each draw
// only rewrites what it reads. One per thread.
struct Workspace {
  std::vector<int> free;     // the cells still free for a tent, first `free_count` of them
  std::vector<int> free_at;  // per cell: its place in `free`, -1 once taken or touched
  std::vector<char> tent;    // per cell
  std::vector<int> owner;    // per cell: the tent whose tree stands there, -1
  std::vector<int> seen;     // per cell: the augmenting search that visited it
  std::array<std::array<int, 4>, kMaxLayoutTents> sides{};  // per tent: free sides, in order
  std::array<int, kMaxLayoutTents> side_count{};
  std::vector<int> order;  // the tents in the order they are paired
  int stamp = 0;
};

// n! for n <= 4: a tent's sides are put in order by one draw below this.
constexpr std::array<int, 5> kFactorial = {1, 1, 2, 6, 24};

bool place_tents(int rows, int cols, int want, Rng& rng, Workspace& w) {
  const int n = rows * cols;
  w.free.resize(at(n));
  w.free_at.resize(at(n));
  w.tent.assign(at(n), 0);
  for (int k = 0; k < n; ++k) w.free[at(k)] = w.free_at[at(k)] = k;
  int free_count = n;
  for (int placed = 0; placed < want; ++placed) {
    if (free_count == 0) return false;
    const int k = w.free[at(rng.below(free_count))];
    w.tent[at(k)] = 1;
    const int r = k / cols, c = k % cols;
    for (int rr = std::max(r - 1, 0); rr <= std::min(r + 1, rows - 1); ++rr)
      for (int cc = std::max(c - 1, 0); cc <= std::min(c + 1, cols - 1); ++cc) {
        const int x = rr * cols + cc, i = w.free_at[at(x)];
        if (i < 0) continue;
        // Swap the last free cell into x's place.
        const int last = w.free[at(--free_count)];
        w.free[at(i)] = last;
        w.free_at[at(last)] = i;
        w.free_at[at(x)] = -1;
      }
  }
  return true;
}

// Augmenting path for tent i over its sides.
bool attach(int i, Workspace& w, Layout& out) {
  for (int s = 0; s < w.side_count[at(i)]; ++s) {
    const int k = w.sides[at(i)][at(s)];
    if (w.seen[at(k)] == w.stamp) continue;
    w.seen[at(k)] = w.stamp;
    if (w.owner[at(k)] < 0 || attach(w.owner[at(k)], w, out)) {
      w.owner[at(k)] = i;
      out.tree[at(i)] = k;
      return true;
    }
  }
  return false;
}

}  // namespace

bool random_layout(int rows, int cols, int density, Rng& rng, Layout& out) {
  thread_local Workspace w;
  const int n = rows * cols;
  const int want = std::max(1, n * density / 100);
  if (want > kMaxLayoutTents || !place_tents(rows, cols, want, rng, w)) return false;
  out.rows = rows;
  out.cols = cols;
  out.count = 0;
  for (int k = 0; k < n; ++k)
    if (w.tent[at(k)]) out.tent[at(out.count++)] = k;
  // Each tent's free sides (up, left, right, down), put in a random order by one draw.
  for (int i = 0; i < out.count; ++i) {
    const int k = out.tent[at(i)], r = k / cols, c = k % cols;
    std::array<int, 4> side{};
    int count = 0;
    if (r > 0 && !w.tent[at(k - cols)]) side[at(count++)] = k - cols;
    if (c > 0 && !w.tent[at(k - 1)]) side[at(count++)] = k - 1;
    if (c + 1 < cols && !w.tent[at(k + 1)]) side[at(count++)] = k + 1;
    if (r + 1 < rows && !w.tent[at(k + cols)]) side[at(count++)] = k + cols;
    // The draw read in mixed radix: Fisher-Yates with each swap's digit.
    int digits = count > 1 ? rng.below(kFactorial[at(count)]) : 0;
    for (int j = count; j > 1; --j) {
      std::swap(side[at(j - 1)], side[at(digits % j)]);
      digits /= j;
    }
    w.sides[at(i)] = side;
    w.side_count[at(i)] = count;
  }
  w.owner.assign(at(n), -1);
  w.seen.assign(at(n), 0);
  w.stamp = 0;
  w.order.resize(at(out.count));
  for (int i = 0; i < out.count; ++i) w.order[at(i)] = i;
  rng.shuffle(w.order);
  for (int i : w.order) {
    ++w.stamp;
    if (!attach(i, w, out)) return false;
  }
  std::array<char, kMaxSize> row_used{}, col_used{};
  std::fill_n(out.row_counts.begin(), rows, 0);
  std::fill_n(out.col_counts.begin(), cols, 0);
  for (int i = 0; i < out.count; ++i) {
    const int t = out.tent[at(i)], tree = out.tree[at(i)];
    ++out.row_counts[at(t / cols)];
    ++out.col_counts[at(t % cols)];
    row_used[at(t / cols)] = col_used[at(t % cols)] = 1;
    row_used[at(tree / cols)] = col_used[at(tree % cols)] = 1;
  }
  return std::find(row_used.begin(), row_used.begin() + rows, 0) == row_used.begin() + rows &&
         std::find(col_used.begin(), col_used.begin() + cols, 0) == col_used.begin() + cols;
}

Expected<Puzzle> layout_puzzle(const Layout& l) {
  std::vector<Cell> trees;
  trees.reserve(at(l.count));
  for (int i = 0; i < l.count; ++i)
    trees.push_back({l.tree[at(i)] / l.cols, l.tree[at(i)] % l.cols});
  return make_puzzle(l.rows, l.cols, std::move(trees),
                     std::vector<int>(l.row_counts.begin(), l.row_counts.begin() + l.rows),
                     std::vector<int>(l.col_counts.begin(), l.col_counts.begin() + l.cols));
}

Solution layout_tents(const Layout& l) {
  Solution out;
  out.reserve(at(l.count));
  for (int i = 0; i < l.count; ++i) out.push_back({l.tent[at(i)] / l.cols, l.tent[at(i)] % l.cols});
  return out;
}

SmallBoard small_board(const Layout& l) {
  SmallBoard b;
  b.rows = l.rows;
  b.cols = l.cols;
  for (int i = 0; i < l.count; ++i)
    b.trees |= small_bit(l.tree[at(i)] / l.cols, l.tree[at(i)] % l.cols);
  std::copy_n(l.row_counts.begin(), l.rows, b.row_counts.begin());
  std::copy_n(l.col_counts.begin(), l.cols, b.col_counts.begin());
  return b;
}

}  // namespace dg::tents
