// Queens brute-force counter for tiny boards: every choice of row_need(r) board cells in each row,
// skipping a cell only when it would overfill its column or region or attack a queen already
// chosen, and keeps the placements that pass check_solution. Tests only.
#include <algorithm>

#include "solver/queens/counter.hpp"

namespace dg::queens {

namespace {

struct Brute {
  const Puzzle& p;
  int limit;
  Count result;
  Solution chosen;
  std::vector<Cell> cells;
  std::vector<int> in_col = std::vector<int>(static_cast<std::size_t>(p.cols), 0);
  std::vector<int> in_region = std::vector<int>(static_cast<std::size_t>(region_count(p)), 0);

  bool fits(int r, int c) const {
    if (!p.on_board(r, c) || in_col[static_cast<std::size_t>(c)] >= col_need(p, c)) return false;
    const int g = p.region_at(r, c);
    if (in_region[static_cast<std::size_t>(g)] >= region_need(p, g)) return false;
    return std::none_of(cells.begin(), cells.end(), [&](Cell q) { return attacks(p, q, {r, c}); });
  }

  // Chooses the queens of row r from column `from` on, `k` of them still to place in this row.
  bool row(int r, int from, int k) {
    if (r == p.n) {
      ++result.nodes;
      if (check_solution(p, chosen)) {
        result.solutions.push_back(chosen);
        if (++result.count >= limit) return true;
      }
      return false;
    }
    if (k == 0) return row(r + 1, 0, r + 1 < p.n ? row_need(p, r + 1) : 0);
    for (int c = from; c < p.cols; ++c) {
      if (!fits(r, c)) continue;
      ++in_col[static_cast<std::size_t>(c)];
      ++in_region[static_cast<std::size_t>(p.region_at(r, c))];
      chosen.push_back(c);
      cells.push_back({r, c});
      const bool stop = row(r, c + 1, k - 1);
      cells.pop_back();
      chosen.pop_back();
      --in_region[static_cast<std::size_t>(p.region_at(r, c))];
      --in_col[static_cast<std::size_t>(c)];
      if (stop) return true;
    }
    return false;
  }
};

}  // namespace

Count count_solutions_brute(const Puzzle& p, int limit) {
  if (is_general(p)) return count_general_brute(p, limit);
  Brute b{p, std::max(limit, 1), {}, {}, {}};
  b.row(0, 0, row_need(p, 0));
  return std::move(b.result);
}

}  // namespace dg::queens
