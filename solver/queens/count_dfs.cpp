// Queens production counter for LinkedIn boards (every other board of the family goes to
// count_family.cpp): depth-first search that places one queen per region, always in the
// open region with the fewest available cells (an empty one fails at once). Rows, columns and
// regions are bitmasks: a region is one column mask per row, and a row's available columns are
// ~(used columns | columns touching the queens of the rows above and below), so counting a
// region's options is a few popcounts.
//
// Measured (tests/bench/bench_count_queens, unique boards): static smallest-region-first order
// gave 8x8 median 2.2 us and 11x11 p99 650 us; choosing the region dynamically is what pays.
#include <algorithm>
#include <bit>
#include <cstdint>

#include "solver/common/popcount_clones.hpp"
#include "solver/queens/counter.hpp"

namespace dg::queens {

namespace {

class Dfs {
 public:
  Dfs(const Puzzle& p, int limit, Budget budget) : n_(p.n), limit_(limit), budget_(budget) {
    const auto n = static_cast<std::size_t>(n_);
    masks_.assign(n * n, 0);
    first_row_.assign(n, n_);
    last_row_.assign(n, -1);
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < n_; ++c) {
        const int g = p.region_at(r, c);
        masks_[static_cast<std::size_t>(g * n_ + r)] |= 1u << c;
        first_row_[static_cast<std::size_t>(g)] =
            std::min(first_row_[static_cast<std::size_t>(g)], r);
        last_row_[static_cast<std::size_t>(g)] =
            std::max(last_row_[static_cast<std::size_t>(g)], r);
      }
    queen_col_.assign(n, -1);
  }

  Count run() {
    search(0);
    return std::move(result_);
  }

 private:
  // Columns still open in row r: not used, and not touching a queen in row r-1 or r+1.
  std::uint32_t available(int r) const {
    if (used_rows_ >> r & 1u) return 0;
    std::uint32_t blocked = used_cols_;
    auto near = [&](int row) {
      if (row < 0 || row >= n_) return;
      const int c = queen_col_[static_cast<std::size_t>(row)];
      if (c >= 0) blocked |= (7u << c) >> 1;
    };
    near(r - 1);
    near(r + 1);
    return ~blocked & full_;
  }

  // Cloned for POPCNT (popcount_clones.hpp): the region choice is a popcount per row, and the
  // libgcc call was 6.6% of generating 8x8 boards (callgrind).
  DG_POPCOUNT_CLONES bool search(int depth) {
    if (budget_.exhausted(++result_.nodes)) {
      result_.complete = false;
      return true;
    }
    if (depth == n_) {
      if (budget_.keeps(result_.solutions.size())) result_.solutions.push_back(queen_col_);
      return ++result_.count >= limit_;
    }
    std::uint32_t avail[32];
    for (int r = 0; r < n_; ++r) avail[r] = available(r);
    int best = -1, best_count = 1 << 30;
    for (int g = 0; g < n_; ++g) {
      if (used_regions_ >> g & 1u) continue;
      int count = 0;
      for (int r = first_row_[static_cast<std::size_t>(g)];
           r <= last_row_[static_cast<std::size_t>(g)]; ++r)
        count += std::popcount(masks_[static_cast<std::size_t>(g * n_ + r)] & avail[r]);
      if (count < best_count) {
        best_count = count;
        best = g;
        if (count <= 1) break;  // 0 fails, 1 is forced: nothing beats either
      }
    }
    if (best_count == 0) return false;
    if (best_count >= 2) ++result_.guesses;
    used_regions_ |= 1u << best;
    for (int r = first_row_[static_cast<std::size_t>(best)];
         r <= last_row_[static_cast<std::size_t>(best)]; ++r) {
      for (std::uint32_t bits = masks_[static_cast<std::size_t>(best * n_ + r)] & avail[r]; bits;
           bits &= bits - 1) {
        const int c = std::countr_zero(bits);
        used_rows_ |= 1u << r;
        used_cols_ |= 1u << c;
        queen_col_[static_cast<std::size_t>(r)] = c;
        const bool stop = search(depth + 1);
        queen_col_[static_cast<std::size_t>(r)] = -1;
        used_rows_ &= ~(1u << r);
        used_cols_ &= ~(1u << c);
        if (stop) {
          used_regions_ &= ~(1u << best);
          return true;
        }
      }
    }
    used_regions_ &= ~(1u << best);
    return false;
  }

  int n_;
  int limit_;
  Budget budget_;
  std::uint32_t full_ = n_ >= 32 ? ~0u : (1u << n_) - 1;
  std::vector<std::uint32_t> masks_;  // masks_[g * n + r]: columns of region g in row r
  std::vector<int> first_row_, last_row_;
  std::vector<int> queen_col_;  // per row, -1 = none
  std::uint32_t used_rows_ = 0, used_cols_ = 0, used_regions_ = 0;
  Count result_;
};

}  // namespace

DG_POPCOUNT_CLONES Count count_solutions(const Puzzle& p, int limit, Budget budget) {
  if (is_general(p)) return count_general(p, limit, budget);
  if (!is_linkedin(p)) return count_solutions_family(p, limit, budget);
  return Dfs(p, std::max(limit, 1), budget).run();
}

}  // namespace dg::queens
