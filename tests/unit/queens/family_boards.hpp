// Random small boards of the whole Queens family for property tests: any shape, holes, 1 or 2
// stars, per-line counts, givens, full diagonals, torus. A planted placement of non-attacking
// queens fixes the counts, so about half the boards have a solution and the rest are random.
#pragma once

#include <algorithm>

#include "solver/common/rng.hpp"
#include "solver/queens/model.hpp"

namespace dg::queens::test {

// A board from `rng`, or an error when the random choices made an invalid combination (the
// callers skip those and check that enough boards were valid).
inline Expected<Puzzle> random_family_board(Rng& rng, int max_side = 6) {
  Puzzle p;
  p.n = 2 + rng.below(max_side - 1);
  p.cols = rng.chance(1, 2) ? p.n : 2 + rng.below(max_side - 1);
  p.diagonals = rng.chance(1, 3) ? Diagonals::full : Diagonals::adjacent;
  p.torus = rng.chance(1, 4);
  const int cells = p.n * p.cols;
  p.region.assign(static_cast<std::size_t>(cells), 0);
  p.has_regions = p.diagonals == Diagonals::adjacent || rng.chance(2, 3);
  const int holes = p.has_regions && rng.chance(1, 2) ? rng.below(cells / 4 + 1) : 0;
  for (int h = 0; h < holes; ++h) p.region[static_cast<std::size_t>(rng.below(cells))] = kHole;
  // Planted queens: cells in random order, kept while they attack no queen kept before.
  std::vector<Cell> order, planted;
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.cols; ++c)
      if (p.on_board(r, c)) order.push_back({r, c});
  if (order.empty()) return make_error("no board cells");
  rng.shuffle(order);
  const int want = 1 + rng.below(std::max(1, std::min(p.n, p.cols) * 2 - 1));
  for (Cell c : order)
    if (static_cast<int>(planted.size()) < want &&
        std::none_of(planted.begin(), planted.end(), [&](Cell q) { return attacks(p, q, c); }))
      planted.push_back(c);
  // Regions grown from seed cells (the first planted queens among them).
  const int regions = std::min<int>(static_cast<int>(order.size()),
                                    1 + rng.below(std::max(1, static_cast<int>(planted.size()))));
  std::vector<int> owner(static_cast<std::size_t>(cells), -1);
  std::vector<Cell> frontier;
  for (int g = 0; g < regions; ++g) {
    owner[static_cast<std::size_t>(order[static_cast<std::size_t>(g)].row * p.cols +
                                   order[static_cast<std::size_t>(g)].col)] = g;
    frontier.push_back(order[static_cast<std::size_t>(g)]);
  }
  while (!frontier.empty()) {
    const std::size_t k = static_cast<std::size_t>(rng.below(static_cast<int>(frontier.size())));
    const Cell at = frontier[k];
    frontier[k] = frontier.back();
    frontier.pop_back();
    const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    for (int d = 0; d < 4; ++d) {
      const int r = at.row + dr[d], c = at.col + dc[d];
      if (r < 0 || r >= p.n || c < 0 || c >= p.cols || !p.on_board(r, c)) continue;
      auto& o = owner[static_cast<std::size_t>(r * p.cols + c)];
      if (o >= 0) continue;
      o = owner[static_cast<std::size_t>(at.row * p.cols + at.col)];
      frontier.push_back({r, c});
    }
  }
  for (int i = 0; i < cells; ++i)
    if (p.region[static_cast<std::size_t>(i)] != kHole)
      p.region[static_cast<std::size_t>(i)] =
          owner[static_cast<std::size_t>(i)] < 0 ? 0 : owner[static_cast<std::size_t>(i)];
  if (!p.has_regions)
    for (int& id : p.region)
      if (id != kHole) id = 0;
  // Counts from the planted queens (sometimes perturbed, so some boards have no solution).
  p.row_counts.assign(static_cast<std::size_t>(p.n), 0);
  p.col_counts.assign(static_cast<std::size_t>(p.cols), 0);
  if (p.has_regions) p.region_counts.assign(static_cast<std::size_t>(regions), 0);
  for (Cell q : planted) {
    ++p.row_counts[static_cast<std::size_t>(q.row)];
    ++p.col_counts[static_cast<std::size_t>(q.col)];
    if (p.has_regions) ++p.region_counts[static_cast<std::size_t>(p.region_at(q.row, q.col))];
  }
  if (rng.chance(1, 4) && p.n >= 2) {
    const int a = rng.below(p.n), b = rng.below(p.n);
    if (p.row_counts[static_cast<std::size_t>(a)] > 0) {
      --p.row_counts[static_cast<std::size_t>(a)];
      ++p.row_counts[static_cast<std::size_t>(b)];
    }
  }
  if (rng.chance(1, 4) && !planted.empty())
    p.givens.push_back(
        planted[static_cast<std::size_t>(rng.below(static_cast<int>(planted.size())))]);
  if (rng.chance(1, 8))
    p.givens.push_back(order[static_cast<std::size_t>(rng.below(static_cast<int>(order.size())))]);
  std::sort(p.givens.begin(), p.givens.end());
  p.givens.erase(std::unique(p.givens.begin(), p.givens.end()), p.givens.end());
  return make_puzzle(std::move(p));
}

}  // namespace dg::queens::test
