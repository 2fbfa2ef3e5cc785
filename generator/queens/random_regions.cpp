// Random queen placements and region growth (see random_regions.hpp).
#include "generator/queens/random_regions.hpp"

#include <cstdlib>

namespace dg::queens {

namespace {

bool place_rows(int n, int row, Solution& cols, std::uint32_t used, Rng& rng) {
  if (row == n) return true;
  std::vector<int> order(static_cast<std::size_t>(n));
  for (int c = 0; c < n; ++c) order[static_cast<std::size_t>(c)] = c;
  rng.shuffle(order);
  for (int c : order) {
    if (used >> c & 1u) continue;
    if (row > 0 && std::abs(cols[static_cast<std::size_t>(row - 1)] - c) <= 1) continue;
    cols[static_cast<std::size_t>(row)] = c;
    if (place_rows(n, row + 1, cols, used | 1u << c, rng)) return true;
  }
  return false;
}

}  // namespace

Solution random_queens(int n, Rng& rng) {
  Solution cols(static_cast<std::size_t>(n), -1);
  if (!place_rows(n, 0, cols, 0, rng)) return {};
  return cols;
}

Puzzle grow_regions(int n, const std::vector<int>& seed_cells, Rng& rng) {
  const auto cells = static_cast<std::size_t>(n * n);
  std::vector<int> region(cells, -1);
  // Frontier of (cell, region) claims; picking a random claim each step grows every region at a
  // rate proportional to its border, which gives blobby shapes rather than snakes.
  // At most one claim per cell side: reserved so the frontier never reallocates.
  std::vector<std::pair<int, int>> frontier;
  frontier.reserve(4 * cells);
  // Neighbours up, down, left, right: the order claims are pushed in, which the draws depend on.
  auto push_neighbours = [&](int cell, int id) {
    const int c = cell % n;
    auto push = [&](int next) {
      if (region[static_cast<std::size_t>(next)] < 0) frontier.push_back({next, id});
    };
    if (cell >= n) push(cell - n);
    if (cell + n < n * n) push(cell + n);
    if (c > 0) push(cell - 1);
    if (c + 1 < n) push(cell + 1);
  };
  for (std::size_t id = 0; id < seed_cells.size(); ++id) {
    region[static_cast<std::size_t>(seed_cells[id])] = static_cast<int>(id);
    push_neighbours(seed_cells[id], static_cast<int>(id));
  }
  while (!frontier.empty()) {
    std::size_t k =
        static_cast<std::size_t>(rng.below(static_cast<std::uint64_t>(frontier.size())));
    auto [cell, id] = frontier[k];
    frontier[k] = frontier.back();
    frontier.pop_back();
    if (region[static_cast<std::size_t>(cell)] >= 0) continue;
    region[static_cast<std::size_t>(cell)] = id;
    push_neighbours(cell, id);
  }
  Puzzle p;
  p.n = p.cols = n;
  p.region = std::move(region);
  return p;
}

Puzzle planted_puzzle(int n, Rng& rng, Solution* planted) {
  Solution queens = random_queens(n, rng);
  std::vector<int> seeds;
  for (int r = 0; r < static_cast<int>(queens.size()); ++r)
    seeds.push_back(r * n + queens[static_cast<std::size_t>(r)]);
  if (planted) *planted = queens;
  return grow_regions(n, seeds, rng);
}

Puzzle unplanted_puzzle(int n, Rng& rng) {
  std::vector<int> cells(static_cast<std::size_t>(n * n));
  for (int i = 0; i < n * n; ++i) cells[static_cast<std::size_t>(i)] = i;
  rng.shuffle(cells);
  cells.resize(static_cast<std::size_t>(n));
  return grow_regions(n, cells, rng);
}

}  // namespace dg::queens
