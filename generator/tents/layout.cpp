// Random Tents layouts (layout.hpp):
//  1. tents: one at a time, each drawn uniformly from the cells that touch no tent placed before,
//     until density * cells / 100 are placed (fails when none is left first). This is the same
//     law as taking the cells in a random order and keeping each that is still free, with one
//     draw per tent instead of one per cell;
//     for the matching tier, a ring (plant_ring) is planted first and the rest drawn around it;
//  2. trees: a random pairing of each tent with a free orthogonal neighbour (augmenting paths,
//     tents in random order, each tent's sides in a random order drawn as one number; fails when
//     none pairs every tent);
//  3. no empty row or column;
//  4. the counts read off.
#include "generator/tents/layout.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace dg::tents {

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Per byte value: its set bits, and where its j-th set bit is.
struct ByteTables {
  std::array<std::uint8_t, 256> pop{};
  std::array<std::array<std::uint8_t, 8>, 256> select{};
};

constexpr ByteTables make_byte_tables() {
  ByteTables t;
  for (unsigned b = 0; b < 256; ++b)
    for (unsigned i = 0; i < 8; ++i)
      if ((b >> i) & 1U) t.select[b][t.pop[b]++] = static_cast<std::uint8_t>(i);
  return t;
}
constexpr ByteTables kBytes = make_byte_tables();

// A set of cells as bits (bit k: cell k in row-major order) with its size.
class CellSet {
 public:
  // Empty, or (full) every cell 0..n-1.
  void reset(int n, bool full) {
    words_ = (n + 63) / 64;
    for (int i = 0; i < words_; ++i) {
      const int left = n - 64 * i;
      w_[at(i)] = !full ? 0 : left >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << left) - 1;
    }
    count_ = full ? n : 0;
  }
  int count() const { return count_; }
  bool contains(int k) const { return (w_[at(k / 64)] >> (k % 64)) & 1U; }
  void insert(int k) {
    std::uint64_t& word = w_[at(k / 64)];
    const std::uint64_t bit = std::uint64_t{1} << (k % 64);
    count_ += (word & bit) == 0;
    word |= bit;
  }
  void erase(int k) {
    std::uint64_t& word = w_[at(k / 64)];
    const std::uint64_t bit = std::uint64_t{1} << (k % 64);
    count_ -= (word & bit) != 0;
    word &= ~bit;
  }
  // Cells k..k+length-1 (length 1..3) left out; in one word a single mask, else cell by cell.
  void erase_run(int k, int length) {
    const int shift = k % 64;
    if (shift + length > 64) {
      for (int i = 0; i < length; ++i) erase(k + i);
      return;
    }
    std::uint64_t& word = w_[at(k / 64)];
    const std::uint64_t run = ((std::uint64_t{1} << length) - 1) << shift;
    count_ -= kBytes.pop[(word & run) >> shift];
    word &= ~run;
  }
  // The j-th member (0-based) in row-major order; pre: j < count().
  int select(int j) const {
    int i = 0;
    for (int c; i + 1 < words_ && j >= (c = popcount(w_[at(i)])); ++i) j -= c;
    const std::uint64_t word = w_[at(i)];
    for (int shift = 0;; shift += 8) {
      const unsigned byte = static_cast<unsigned>(word >> shift) & 0xFF;
      const int c = kBytes.pop[byte];
      if (j < c) return 64 * i + shift + kBytes.select[byte][at(j)];
      j -= c;
    }
  }
  // The members in increasing order, written to out.
  template <class Out>
  void list(Out& out) const {
    int listed = 0;
    for (int i = 0; i < words_; ++i)
      for (std::uint64_t word = w_[at(i)]; word; word &= word - 1)
        out[at(listed++)] = 64 * i + __builtin_ctzll(word);
  }

 private:
  static int popcount(std::uint64_t x) {
    int n = 0;
    for (int shift = 0; shift < 64; shift += 8) n += kBytes.pop[(x >> shift) & 0xFF];
    return n;
  }

  std::array<std::uint64_t, (kMaxSize * kMaxSize + 63) / 64> w_{};
  int words_ = 0, count_ = 0;
};

// Per-cell buffers kept between draws (a generator draws tens of layouts per puzzle): each draw
// only rewrites what it reads. One per thread.
struct Workspace {
  int rows = 0, cols = 0;
  // Each cell's row and column, so a draw divides by the width nowhere (a division costs as much
  // as a dozen other steps, and a layout would do about fifty).
  std::array<std::uint8_t, kMaxSize * kMaxSize> row_of{}, col_of{};
  CellSet free;  // cells that touch no tent yet
  CellSet tents;
  std::array<int, kMaxSize * kMaxSize> owner{};  // per cell: the tent whose tree stands there
  std::array<int, kMaxSize * kMaxSize> seen{};   // per cell: the augmenting search that visited
  std::array<std::array<int, 4>, kMaxLayoutTents> sides{};  // per tent: free sides, in order
  std::array<int, kMaxLayoutTents> side_count{};
  std::vector<int> order;  // the tents in the order they are paired
  int stamp = 0;

  void size_for(int r, int c) {
    if (r == rows && c == cols) return;
    rows = r;
    cols = c;
    for (int k = 0; k < r * c; ++k) {
      row_of[at(k)] = static_cast<std::uint8_t>(k / c);
      col_of[at(k)] = static_cast<std::uint8_t>(k % c);
    }
  }
};

// n! for n <= 4: a tent's sides are put in order by one draw below this.
constexpr std::array<int, 5> kFactorial = {1, 1, 2, 6, 24};

// Puts a tent at free cell k: its 3 x 3 block (clipped to the board) touches no other tent.
void put_tent(int k, Workspace& w) {
  w.tents.insert(k);
  const int r = w.row_of[at(k)], c = w.col_of[at(k)], cols = w.cols;
  const int c0 = std::max(c - 1, 0), length = std::min(c + 1, cols - 1) - c0 + 1;
  for (int rr = std::max(r - 1, 0); rr <= std::min(r + 1, w.rows - 1); ++rr)
    w.free.erase_run(rr * cols + c0, length);
}

// Places tents until there are `want`, those already in w.tents among them.
bool place_tents(int want, int placed, SplitMixRng& rng, Workspace& w) {
  for (; placed < want; ++placed) {
    if (w.free.count() == 0) return false;
    put_tent(w.free.select(rng.below(w.free.count())), w);
  }
  return true;
}

// A ring: tents on the four corners of a 3 x 3 block and trees on the middles of its sides (the
// middle cell is grass: it touches every tent). Each tree may take either tent beside it, so the
// four trees own the four corners between them, and a tree outside the ring beside a corner can
// never take it: the Hall set the pairing rule finds and the other rules cannot (grader/tents/
// rules_matching.cpp). In a random corner of the board, where the edges leave two of its trees no
// other cell (measured best: tests/bench/results/2026-12-02-tents-tiers.md); its corners' tents in
// `tents` (clockwise from the top left) and its trees in `trees` (tree j between tent j and j + 1).
void plant_ring(SplitMixRng& rng, Workspace& w, std::array<int, 4>& tents,
                std::array<int, 4>& trees) {
  const int corner = rng.below(4);
  const int r0 = corner < 2 ? 0 : w.rows - 3, c0 = corner % 2 == 0 ? 0 : w.cols - 3;
  const int k = r0 * w.cols + c0, cols = w.cols;
  tents = {k, k + 2, k + 2 * cols + 2, k + 2 * cols};
  trees = {k + 1, k + cols + 2, k + 2 * cols + 1, k + cols};
  for (int t : tents) put_tent(t, w);
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

bool random_layout(int rows, int cols, int density, SplitMixRng& rng, Layout& out, bool ring) {
  thread_local Workspace w;
  const int n = rows * cols;
  const int want = std::max(1, n * density / 100);
  if (want > kMaxLayoutTents || (ring && want < 4)) return false;
  w.size_for(rows, cols);
  w.free.reset(n, true);
  w.tents.reset(n, false);
  std::array<int, 4> ring_tents{}, ring_trees{};
  if (ring) plant_ring(rng, w, ring_tents, ring_trees);
  if (!place_tents(want, ring ? 4 : 0, rng, w)) return false;
  out.rows = rows;
  out.cols = cols;
  out.count = want;
  w.tents.list(out.tent);
  // Each tent's free sides (up, left, right, down), put in a random order by one draw.
  for (int i = 0; i < out.count; ++i) {
    const int k = out.tent[at(i)], r = w.row_of[at(k)], c = w.col_of[at(k)];
    std::array<int, 4> side{};
    int count = 0;
    if (r > 0 && !w.tents.contains(k - cols)) side[at(count++)] = k - cols;
    if (c > 0 && !w.tents.contains(k - 1)) side[at(count++)] = k - 1;
    if (c + 1 < cols && !w.tents.contains(k + 1)) side[at(count++)] = k + 1;
    if (r + 1 < rows && !w.tents.contains(k + cols)) side[at(count++)] = k + cols;
    // The draw read in mixed radix: Fisher-Yates with each swap's digit.
    int digits = count > 1 ? rng.below(kFactorial[at(count)]) : 0;
    for (int j = count; j > 1; --j) {
      std::swap(side[at(j - 1)], side[at(digits % j)]);
      digits /= j;
    }
    w.sides[at(i)] = side;
    w.side_count[at(i)] = count;
  }
  std::fill_n(w.owner.begin(), n, -1);
  std::fill_n(w.seen.begin(), n, 0);
  w.stamp = 0;
  w.order.resize(at(out.count));
  for (int i = 0; i < out.count; ++i) w.order[at(i)] = i;
  // The ring's trees stand first, tree j owned by tent j; the augmenting paths below may hand one
  // to the ring's next tent, but never free its cell.
  std::array<char, kMaxLayoutTents> attached{};
  for (int j = 0; ring && j < 4; ++j) {
    const int i = static_cast<int>(
        std::lower_bound(out.tent.begin(), out.tent.begin() + out.count, ring_tents[at(j)]) -
        out.tent.begin());
    w.owner[at(ring_trees[at(j)])] = i;
    out.tree[at(i)] = ring_trees[at(j)];
    attached[at(i)] = 1;
  }
  rng.shuffle(w.order);
  for (int i : w.order) {
    if (attached[at(i)]) continue;
    ++w.stamp;
    if (!attach(i, w, out)) return false;
  }
  std::array<char, kMaxSize> row_used{}, col_used{};
  std::fill_n(out.row_counts.begin(), rows, 0);
  std::fill_n(out.col_counts.begin(), cols, 0);
  for (int i = 0; i < out.count; ++i) {
    const int t = out.tent[at(i)], tree = out.tree[at(i)];
    ++out.row_counts[w.row_of[at(t)]];
    ++out.col_counts[w.col_of[at(t)]];
    row_used[w.row_of[at(t)]] = col_used[w.col_of[at(t)]] = 1;
    row_used[w.row_of[at(tree)]] = col_used[w.col_of[at(tree)]] = 1;
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
