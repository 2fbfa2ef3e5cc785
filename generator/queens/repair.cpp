// Repairing planted Queens region maps to a unique solution (see random_regions.hpp).
#include <algorithm>

#include "generator/queens/random_regions.hpp"
#include "generator/queens/region_ops.hpp"
#include "solver/queens/counter.hpp"

namespace dg::queens {

namespace {

// Kills `rival` with one move: a rival queen's cell x (not a planted queen) leaves its region A
// for a region B that touches it, taking along the pieces of A that x would cut off from A's
// planted queen. Afterwards A holds no rival queen, so the rival is no longer a solution, while
// every region keeps exactly one planted queen and stays 4-connected (B gains a connected set that
// touches it), so the planted solution survives. Of all such moves it takes one that moves the
// fewest cells (ties at random), to disturb the shapes least. The old repair moved x alone and
// gave up when x was a cut cell: it repaired ~1/3 of 8x8 maps, ~1.5% at 11x11, none at 14x14.
// False only when no rival queen touches another region (not seen in testing).
bool break_rival(Puzzle& p, const Solution& planted, const Solution& rival, Rng& rng) {
  const int n = p.n;
  const std::vector<int> anchors = planted_cells(p, planted);
  std::vector<int> best_cells;
  std::vector<int> best_targets;
  int ties = 0;
  for (int r = 0; r < n; ++r) {
    const int c = rival[static_cast<std::size_t>(r)];
    if (planted[static_cast<std::size_t>(r)] == c) continue;  // shared queen: moving it breaks both
    const int cell = r * n + c;
    const int from = p.region[static_cast<std::size_t>(cell)];
    std::vector<int> moving = cells_moving_with(p, cell, anchors[static_cast<std::size_t>(from)]);
    if (!best_cells.empty() && moving.size() > best_cells.size()) continue;
    std::vector<int> targets = regions_touching(p, moving);
    if (targets.empty()) continue;
    if (best_cells.empty() || moving.size() < best_cells.size()) {
      ties = 0;
    }
    // Reservoir choice among the smallest moves.
    if (rng.below(++ties) == 0) {
      best_cells = std::move(moving);
      best_targets = std::move(targets);
    }
  }
  if (best_cells.empty()) return false;
  const int to =
      best_targets[static_cast<std::size_t>(rng.below(static_cast<int>(best_targets.size())))];
  for (int i : best_cells) p.region[static_cast<std::size_t>(i)] = to;
  return true;
}

}  // namespace

bool repair_to_unique(Puzzle& p, const Solution& planted, Rng& rng, int max_moves) {
  for (int move = 0; move <= max_moves; ++move) {
    Count c = count_solutions(p, 2);
    if (c.count == 1) return true;
    const Solution& rival = c.solutions[0] == planted ? c.solutions[1] : c.solutions[0];
    if (move == max_moves || !break_rival(p, planted, rival, rng)) return false;
  }
  return false;
}

Puzzle unique_puzzle(int n, Rng& rng, Solution* solution) {
  for (;;) {
    Solution planted;
    Puzzle p = planted_puzzle(n, rng, &planted);
    if (repair_to_unique(p, planted, rng)) {
      if (solution) *solution = planted;
      return p;
    }
  }
}

}  // namespace dg::queens
