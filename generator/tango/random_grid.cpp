// Random Tango grids and puzzles (see random_grid.hpp).
#include "generator/tango/random_grid.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "solver/tango/counter.hpp"

namespace dg::tango {

namespace {

using Line = std::uint32_t;

std::vector<Line> lines_for(int n) {
  std::vector<Line> out;
  for (Line l = 0; l < (Line{1} << n); ++l) {
    if (std::popcount(l) != n / 2) continue;
    const Line z = ~l & ((Line{1} << n) - 1);
    if ((l & (l >> 1) & (l >> 2)) || (z & (z >> 1) & (z >> 2))) continue;
    out.push_back(l);
  }
  return out;
}

class GridBuilder {
 public:
  GridBuilder(int n, Rng& rng) : n_(n), rng_(rng), lines_(lines_for(n)) {}

  Solution build() {
    rows_.assign(static_cast<std::size_t>(n_), 0);
    ones_.fill(0);
    fill(0);  // always succeeds: valid grids exist for every even n >= 4
    Solution s;
    for (Line l : rows_) {
      std::string row;
      for (int c = 0; c < n_; ++c) row += (l >> c & 1u) ? '1' : '0';
      s.push_back(std::move(row));
    }
    return s;
  }

 private:
  bool fits(int r, Line l) const {
    for (int c = 0; c < n_; ++c) {
      const int v = static_cast<int>(l >> c & 1u);
      const int ones = ones_[static_cast<std::size_t>(c)] + v;
      if (ones > n_ / 2 || (r + 1 - ones) > n_ / 2) return false;
      if (r >= 2) {
        const int a = static_cast<int>(rows_[static_cast<std::size_t>(r - 1)] >> c & 1u);
        const int b = static_cast<int>(rows_[static_cast<std::size_t>(r - 2)] >> c & 1u);
        if (a == v && b == v) return false;
      }
    }
    return true;
  }

  bool fill(int r) {
    if (r == n_) return true;
    std::vector<Line> order = lines_;
    rng_.shuffle(order);
    for (Line l : order) {
      if (!fits(r, l)) continue;
      rows_[static_cast<std::size_t>(r)] = l;
      for (int c = 0; c < n_; ++c)
        ones_[static_cast<std::size_t>(c)] += static_cast<int>(l >> c & 1u);
      if (fill(r + 1)) return true;
      for (int c = 0; c < n_; ++c)
        ones_[static_cast<std::size_t>(c)] -= static_cast<int>(l >> c & 1u);
    }
    return false;
  }

  int n_;
  Rng& rng_;
  std::vector<Line> lines_;
  std::vector<Line> rows_;
  std::array<int, kMaxSize> ones_{};
};

}  // namespace

Solution random_solution(int n, Rng& rng) {
  return GridBuilder(n, rng).build();
}

Puzzle random_puzzle(const Solution& solution, int given_percent, int sign_percent, Rng& rng) {
  Puzzle p;
  p.n = static_cast<int>(solution.size());
  auto v = [&](int r, int c) {
    return solution[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] - '0';
  };
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.n; ++c)
      p.cells.push_back(static_cast<std::int8_t>(rng.chance(given_percent, 100) ? v(r, c) : -1));
  // Pairs are visited in (row, col) order of their first cell, right neighbour then lower one,
  // which is already the sorted normal form.
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.n; ++c)
      for (Cell b : {Cell{r, c + 1}, Cell{r + 1, c}}) {
        if (b.row >= p.n || b.col >= p.n || !rng.chance(sign_percent, 100)) continue;
        (v(r, c) == v(b.row, b.col) ? p.equal : p.opposite).push_back(CellPair{{r, c}, b});
      }
  std::sort(p.equal.begin(), p.equal.end());
  std::sort(p.opposite.begin(), p.opposite.end());
  return p;
}

Expected<Puzzle> reduce_to_unique(const Puzzle& p, Rng& rng) {
  if (count_solutions(p, 2).count != 1)
    return make_error("tango: reduce_to_unique needs a puzzle with exactly one solution");
  // Clue k: k < n*n is a given cell; then the equal signs, then the opposite signs.
  const int cells = p.n * p.n;
  const int total = cells + static_cast<int>(p.equal.size() + p.opposite.size());
  std::vector<int> order;
  for (int k = 0; k < total; ++k) {
    if (k < cells && p.cells[static_cast<std::size_t>(k)] < 0) continue;
    order.push_back(k);
  }
  rng.shuffle(order);
  std::vector<char> keep(static_cast<std::size_t>(total), 1);
  auto build = [&] {
    Puzzle q{p.n, p.cells, {}, {}};
    for (int k = 0; k < total; ++k) {
      const auto ki = static_cast<std::size_t>(k);
      if (k < cells) {
        if (!keep[ki]) q.cells[ki] = -1;
      } else if (keep[ki]) {
        const auto j = static_cast<std::size_t>(k - cells);
        if (j < p.equal.size())
          q.equal.push_back(p.equal[j]);
        else
          q.opposite.push_back(p.opposite[j - p.equal.size()]);
      }
    }
    return q;
  };
  for (int k : order) {
    keep[static_cast<std::size_t>(k)] = 0;
    if (count_solutions(build(), 2).count != 1) keep[static_cast<std::size_t>(k)] = 1;
  }
  return build();
}

}  // namespace dg::tango
