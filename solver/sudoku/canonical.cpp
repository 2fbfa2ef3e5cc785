// Canonical keys of Sudoku puzzles (canonical.hpp). Every column order the symmetries allow (the
// stacks in any order, the columns of each stack in any order) is tried in full; for each, the
// row order is found by a depth-first search that appends one row at a time (a band's rows
// follow its first one), relabels digits as they first appear, and abandons a prefix as soon as
// it reads greater than the best string found so far. Rows with the same content in one band,
// and bands with the same rows, are interchangeable, so only the first of each is tried: without
// that an empty board would try all 9!-odd row orders.
// The side with fewer orders is the one enumerated: boards with boxes wider than tall are
// transposed first (a 2x6 board has 1,036,800 column orders but 46,080 row orders); the key is
// still a function of the orbit, as every board of the orbit is transposed alike.
// Possible improvements: boards whose rows all read alike after relabelling (one given per row,
// in one column) still search many equal prefixes; a refinement by row invariants would cut that.
#include "solver/sudoku/canonical.hpp"

#include <algorithm>
#include <array>
#include <compare>
#include <vector>

namespace dg::sudoku {

namespace {

using Grid = std::vector<std::uint8_t>;

Grid transposed(const Grid& g, int n) {
  Grid t(g.size());
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      t[static_cast<std::size_t>(c * n + r)] = g[static_cast<std::size_t>(r * n + c)];
  return t;
}

class Canon {
 public:
  // `box_rows` x `box_cols`: the boxes of the (possibly transposed) grids passed to run().
  Canon(int n, int box_rows, int box_cols)
      : n_(n), band_height_(box_rows), stack_width_(box_cols), best_(n * n, 0xFF) {}

  // Tries every column order of `grid` and keeps the least string.
  void run(const Grid& grid) {
    grid_ = &grid;
    std::vector<int> order;
    std::vector<bool> used(static_cast<std::size_t>(n_ / stack_width_), false);
    columns(order, used);
  }

  const Grid& best() const { return best_; }

 private:
  void columns(std::vector<int>& order, std::vector<bool>& used) {
    const int stacks = n_ / stack_width_;
    if (static_cast<int>(order.size()) == n_) {
      rows_for(order);
      return;
    }
    for (int s = 0; s < stacks; ++s) {
      if (used[static_cast<std::size_t>(s)]) continue;
      used[static_cast<std::size_t>(s)] = true;
      std::vector<int> inner(static_cast<std::size_t>(stack_width_));
      for (int i = 0; i < stack_width_; ++i)
        inner[static_cast<std::size_t>(i)] = s * stack_width_ + i;
      do {
        order.insert(order.end(), inner.begin(), inner.end());
        columns(order, used);
        order.resize(order.size() - inner.size());
      } while (std::next_permutation(inner.begin(), inner.end()));
      used[static_cast<std::size_t>(s)] = false;
    }
  }

  // The grid with its columns in `order`, then the row search.
  void rows_for(const std::vector<int>& order) {
    permuted_.resize(static_cast<std::size_t>(n_ * n_));
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < n_; ++c)
        permuted_[static_cast<std::size_t>(r * n_ + c)] =
            (*grid_)[static_cast<std::size_t>(r * n_ + order[static_cast<std::size_t>(c)])];
    // Row twins: twin_[r] is the first row of r's band with the same content.
    const int bands = n_ / band_height_;
    twin_.assign(static_cast<std::size_t>(n_), -1);
    for (int r = 0; r < n_; ++r) {
      twin_[static_cast<std::size_t>(r)] = r;
      for (int q = (r / band_height_) * band_height_; q < r; ++q)
        if (same_row(q, r)) {
          twin_[static_cast<std::size_t>(r)] = q;
          break;
        }
    }
    // Band twins: the first band with the same rows (as a multiset): each band's rows sorted by
    // content, then compared row by row.
    std::vector<std::vector<int>> sorted_rows(static_cast<std::size_t>(bands));
    for (int b = 0; b < bands; ++b) {
      auto& rows = sorted_rows[static_cast<std::size_t>(b)];
      for (int i = 0; i < band_height_; ++i) rows.push_back(b * band_height_ + i);
      std::sort(rows.begin(), rows.end(), [&](int x, int y) { return row_less(x, y); });
    }
    band_twin_.assign(static_cast<std::size_t>(bands), -1);
    for (int b = 0; b < bands; ++b) {
      band_twin_[static_cast<std::size_t>(b)] = b;
      for (int a = 0; a < b; ++a) {
        bool same = true;
        for (int i = 0; i < band_height_ && same; ++i)
          same = same_row(sorted_rows[static_cast<std::size_t>(a)][static_cast<std::size_t>(i)],
                          sorted_rows[static_cast<std::size_t>(b)][static_cast<std::size_t>(i)]);
        if (same) {
          band_twin_[static_cast<std::size_t>(b)] = a;
          break;
        }
      }
    }
    std::array<std::uint8_t, kMaxSize + 1> label{};
    current_.assign(static_cast<std::size_t>(n_ * n_), 0);
    used_rows_ = 0;
    used_bands_ = 0;
    dfs(0, -1, label, 1);
  }

  bool row_less(int a, int b) const {
    for (int c = 0; c < n_; ++c) {
      const auto x = permuted_[static_cast<std::size_t>(a * n_ + c)];
      const auto y = permuted_[static_cast<std::size_t>(b * n_ + c)];
      if (x != y) return x < y;
    }
    return false;
  }

  bool same_row(int a, int b) const {
    return std::equal(permuted_.begin() + a * n_, permuted_.begin() + (a + 1) * n_,
                      permuted_.begin() + b * n_);
  }

  // Appends row `depth` of the output. `band`: the band being laid out. A prefix is compared with
  // the best string's in full at every depth: the best changes while the search runs, so a
  // "less so far" flag carried down would go stale.
  void dfs(int depth, int band, std::array<std::uint8_t, kMaxSize + 1> label, int next_label) {
    const std::size_t end = static_cast<std::size_t>((depth + 1) * n_);
    const bool start = depth % band_height_ == 0;
    for (int r = 0; r < n_; ++r) {
      if (used_rows_ & (1u << r)) continue;
      const int b = r / band_height_;
      if (start) {
        if ((used_bands_ & (1u << b)) || band_twin_for(b) != b) continue;
      } else if (b != band) {
        continue;
      }
      if (twin_for(r) != r) continue;
      // Append row r under the labels so far.
      std::array<std::uint8_t, kMaxSize + 1> lab = label;
      int next = next_label;
      const std::size_t base = static_cast<std::size_t>(depth * n_);
      for (int c = 0; c < n_; ++c) {
        const std::uint8_t d = permuted_[static_cast<std::size_t>(r * n_ + c)];
        if (d != 0 && lab[d] == 0) lab[d] = static_cast<std::uint8_t>(next++);
        current_[base + static_cast<std::size_t>(c)] = d == 0 ? 0 : lab[d];
      }
      const auto cmp = std::lexicographical_compare_three_way(
          current_.begin(), current_.begin() + static_cast<std::ptrdiff_t>(end), best_.begin(),
          best_.begin() + static_cast<std::ptrdiff_t>(end));
      if (cmp > 0) continue;
      if (static_cast<int>(end) == n_ * n_) {
        if (cmp < 0) best_ = current_;
        continue;
      }
      used_rows_ |= 1u << r;
      if (start) used_bands_ |= 1u << b;
      dfs(depth + 1, b, lab, next);
      used_rows_ &= ~(1u << r);
      if (start) used_bands_ &= ~(1u << b);
    }
  }

  // The twin tables name the first equal row or band; a twin counts only while it is unused,
  // else the row (band) stands for itself.
  int twin_for(int r) const {
    const int t = twin_[static_cast<std::size_t>(r)];
    return (used_rows_ & (1u << t)) ? r : t;
  }
  int band_twin_for(int b) const {
    const int t = band_twin_[static_cast<std::size_t>(b)];
    return (used_bands_ & (1u << t)) ? b : t;
  }

  int n_, band_height_, stack_width_;
  const Grid* grid_ = nullptr;
  Grid permuted_, current_, best_;
  std::vector<int> twin_, band_twin_;
  unsigned used_rows_ = 0, used_bands_ = 0;
};

}  // namespace

std::string canonical_key(const Puzzle& p) {
  const int n = p.n;
  Grid base = p.givens;
  int box_rows = p.box_rows, box_cols = p.box_cols;
  if (box_cols > box_rows) {
    base = transposed(base, n);
    std::swap(box_rows, box_cols);
  }
  Canon canon(n, box_rows, box_cols);
  canon.run(base);
  if (box_rows == box_cols) canon.run(transposed(base, n));
  std::string key = "sudoku:" + std::to_string(p.box_rows) + "x" + std::to_string(p.box_cols) + ":";
  for (std::uint8_t v : canon.best()) key += digit_char(v);
  return key;
}

}  // namespace dg::sudoku
