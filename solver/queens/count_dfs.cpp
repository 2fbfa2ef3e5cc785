// Queens production counter: depth-first search that places one queen per region, smallest regions
// first (few choices near the root keeps the tree narrow), with rows and columns as bitmasks and the
// no-touch rule checked against the queens of the two neighbouring rows.
//
// Possible improvements: choose the next region dynamically (fewest live cells) like the CP counter
// does, if large community boards (14+) turn out slow.
#include <algorithm>
#include <cstdint>
#include <cstdlib>

#include "solver/queens/counter.hpp"

namespace dg::queens {

namespace {

class Dfs {
 public:
  Dfs(const Puzzle& p, int limit, Budget budget) : p_(p), limit_(limit), budget_(budget) {
    const int n = p.n;
    std::vector<int> order(static_cast<std::size_t>(n));
    std::vector<int> size(static_cast<std::size_t>(n), 0);
    for (int g : p.region) ++size[static_cast<std::size_t>(g)];
    for (int g = 0; g < n; ++g) order[static_cast<std::size_t>(g)] = g;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      return size[static_cast<std::size_t>(a)] < size[static_cast<std::size_t>(b)];
    });
    for (int g : order) {
      std::vector<std::uint16_t> cells;
      for (int i = 0; i < n * n; ++i)
        if (p.region[static_cast<std::size_t>(i)] == g) cells.push_back(static_cast<std::uint16_t>(i));
      region_cells_.push_back(std::move(cells));
    }
    // Sentinel rows -1 and n hold a queen far away, so the touch test needs no bounds checks.
    queen_col_.assign(static_cast<std::size_t>(n + 2), -8);
  }

  Count run() {
    search(0);
    return std::move(result_);
  }

 private:
  bool search(int depth) {
    if (++result_.nodes > budget_.max_nodes) {
      result_.complete = false;
      return true;
    }
    const int n = p_.n;
    if (depth == n) {
      Solution s(queen_col_.begin() + 1, queen_col_.end() - 1);
      result_.solutions.push_back(std::move(s));
      return ++result_.count >= limit_;
    }
    const auto& cells = region_cells_[static_cast<std::size_t>(depth)];
    int options = 0;
    for (std::uint16_t cell : cells) {
      const int r = cell / n, c = cell % n;
      if ((used_rows_ >> r & 1u) || (used_cols_ >> c & 1u)) continue;
      if (std::abs(queen_col_[static_cast<std::size_t>(r)] - c) <= 1 ||
          std::abs(queen_col_[static_cast<std::size_t>(r + 2)] - c) <= 1)
        continue;
      if (++options == 2) ++result_.guesses;
      used_rows_ |= 1u << r;
      used_cols_ |= 1u << c;
      queen_col_[static_cast<std::size_t>(r + 1)] = c;
      bool stop = search(depth + 1);
      queen_col_[static_cast<std::size_t>(r + 1)] = -8;
      used_rows_ &= ~(1u << r);
      used_cols_ &= ~(1u << c);
      if (stop) return true;
    }
    return false;
  }

  const Puzzle& p_;
  int limit_;
  Budget budget_;
  std::vector<std::vector<std::uint16_t>> region_cells_;  // in search order
  std::vector<int> queen_col_;                            // index row + 1; -8 = none
  std::uint32_t used_rows_ = 0, used_cols_ = 0;
  Count result_;
};

}  // namespace

Count count_solutions(const Puzzle& p, int limit, Budget budget) {
  return Dfs(p, std::max(limit, 1), budget).run();
}

}  // namespace dg::queens
