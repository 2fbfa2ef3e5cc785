// Random Tango grids and puzzles (see random_grid.hpp).
#include "generator/tango/random_grid.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>

#include "generator/tango/uniqueness.hpp"
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

// Rows are picked top to bottom, each uniformly among the valid lines that still leave the grid
// completable. Plain backtracking on column checks alone was measured at minutes for 14x14 (dead
// ends show up only near the bottom), so the production counter answers "completable?" instead:
// one count_solutions(limit 1) per tried line, a few milliseconds for a 14x14 grid.
Solution build_grid(int n, Rng& rng) {
  const std::vector<Line> lines = lines_for(n);
  Puzzle p;
  p.n = n;
  p.cells.assign(static_cast<std::size_t>(n * n), -1);
  auto set_row = [&](int r, Line l, bool clear) {
    for (int c = 0; c < n; ++c)
      p.cells[static_cast<std::size_t>(r * n + c)] =
          static_cast<std::int8_t>(clear ? -1 : static_cast<int>(l >> c & 1u));
  };
  for (int r = 0; r < n; ++r) {
    std::vector<Line> order = lines;
    rng.shuffle(order);
    for (Line l : order) {
      set_row(r, l, false);
      // The budget only guards against a pathological search; a line it cannot settle is skipped.
      const auto c = count_solutions(p, 1, Budget{1000000});
      if (c.count >= 1) break;
      set_row(r, l, true);
    }
  }
  // Every row has a line now: row 0 always has a completable choice, and each later row keeps the
  // grid completable, so some line of the next row completes it.
  Solution s;
  for (int r = 0; r < n; ++r) {
    std::string row;
    for (int c = 0; c < n; ++c) row += static_cast<char>('0' + p.at(r, c));
    s.push_back(std::move(row));
  }
  return s;
}

}  // namespace

Solution random_solution(int n, Rng& rng) {
  return build_grid(n, rng);
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
  if (!counted_unique(p))
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
    Puzzle q;
    q.n = p.n;
    q.cells = p.cells;
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
    if (!counted_unique(build())) keep[static_cast<std::size_t>(k)] = 1;
  }
  return build();
}

}  // namespace dg::tango
