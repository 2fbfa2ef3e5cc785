// Steering a unique Queens map toward a target grade tier (see reshape.hpp).
#include "generator/queens/reshape.hpp"

#include <algorithm>
#include <cstdlib>

#include "generator/queens/generator.hpp"
#include "generator/queens/region_ops.hpp"
#include "grader/queens/grader.hpp"
#include "solver/queens/counter.hpp"

namespace dg::queens {

namespace {

// Moves that would carry more cells than this are skipped: big transfers wreck the shapes and
// rarely keep the map unique.
constexpr std::size_t kMaxMovedCells = 3;

}  // namespace

int tier_of(const Puzzle& p) {
  const Grade g = grade(p);
  if (g.status == Status::solved) return std::max(g.max_tier, 0);
  if (g.status != Status::stuck) return -1;
  return count_solutions(p, 2).count == 1 ? kSearchTierIndex : -1;
}

bool reshape_to_tier(Puzzle& p, const Solution& planted, int target, int& tier, Rng& rng,
                     int max_moves) {
  const int n = p.n;
  const std::vector<int> anchors = planted_cells(p, planted);
  std::vector<char> is_anchor(p.region.size(), 0);
  for (int a : anchors) is_anchor[static_cast<std::size_t>(a)] = 1;
  std::vector<int> old_ids;
  for (int move = 0; move < max_moves && tier != target; ++move) {
    const int cell = rng.below(n * n);
    if (is_anchor[static_cast<std::size_t>(cell)]) continue;
    const int from = p.region[static_cast<std::size_t>(cell)];
    const std::vector<int> moving =
        cells_moving_with(p, cell, anchors[static_cast<std::size_t>(from)]);
    if (moving.size() > kMaxMovedCells) continue;
    const std::vector<int> targets = regions_touching(p, {cell});
    if (targets.empty()) continue;
    const int to = targets[static_cast<std::size_t>(rng.below(static_cast<int>(targets.size())))];
    for (int i : moving) p.region[static_cast<std::size_t>(i)] = to;
    const int t = tier_of(p);
    if (t >= 0 && std::abs(t - target) <= std::abs(tier - target)) {
      tier = t;
    } else {
      for (int i : moving) p.region[static_cast<std::size_t>(i)] = from;
    }
  }
  return tier == target;
}

}  // namespace dg::queens
