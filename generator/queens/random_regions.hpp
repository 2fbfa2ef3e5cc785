// Random Queens region maps, the raw material of the generator and of the seeded property tests.
#pragma once

#include <vector>

#include "solver/common/rng.hpp"
#include "solver/queens/model.hpp"

namespace dg::queens {

// A random placement of n non-touching queens, one per row and column (the queen's column per
// row), or an empty vector when none exists (n = 2, 3).
Solution random_queens(int n, Rng& rng);

// Grows n 4-connected regions from the given seed cells (one region per seed, region i from
// seeds[i]) by random frontier expansion until the grid is covered. Pre: seeds are distinct cells.
Puzzle grow_regions(int n, const std::vector<int>& seed_cells, Rng& rng);

// A region map grown around a random queen placement, so it has at least that solution.
// `planted` receives the placement. Pre: n >= 4 or n == 1.
Puzzle planted_puzzle(int n, Rng& rng, Solution* planted = nullptr);

// A region map grown from n random seed cells; it may have no solution at all.
Puzzle unplanted_puzzle(int n, Rng& rng);

}  // namespace dg::queens

namespace dg::queens {

// Repairs a region map that has `planted` as a solution until that is the only solution: while a
// rival solution exists, one of its queens' cells (not a planted queen), with any piece of its
// region it would cut off, moves to a neighbouring region, which breaks the rival (its region loses
// its queen) while the planted placement stays valid (region_ops.hpp). Regions stay 4-connected.
// Returns false when it gives up after `max_moves` moves (the map is then still valid but may
// have 2+ solutions).
bool repair_to_unique(Puzzle& p, const Solution& planted, Rng& rng, int max_moves = 200);

// A planted region map repaired to a unique solution (tries new maps until one repairs).
Puzzle unique_puzzle(int n, Rng& rng, Solution* solution = nullptr);

}  // namespace dg::queens
