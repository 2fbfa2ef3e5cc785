// Steering a unique Queens map toward a target grade tier (see reshape.hpp).
#include "generator/queens/reshape.hpp"

#include <algorithm>
#include <cstdlib>

#include "generator/queens/generator.hpp"
#include "generator/queens/generator_counts.hpp"
#include "generator/queens/region_ops.hpp"
#include "grader/queens/grader.hpp"
#include "solver/queens/counter.hpp"

namespace dg::queens {

namespace {

// Moves that would carry more cells than this are skipped: big transfers wreck the shapes and
// rarely keep the map unique.
constexpr std::size_t kMaxMovedCells = 3;

// True when `next` is no farther from `target` than `now`. Above the target only the tier
// counts; below it, a map of the same tier with more hits of that tier is closer.
bool no_worse(const TierScore& next, const TierScore& now, int target) {
  if (next.tier < 0) return false;
  const int d_next = std::abs(next.tier - target), d_now = std::abs(now.tier - target);
  if (d_next != d_now) return d_next < d_now;
  if (next.tier < target) return next.hits >= now.hits;
  return true;
}

}  // namespace

int tier_of(const Puzzle& p) {
  return score_of(p).tier;
}

TierScore score_of(const Puzzle& p) {
  TierScore s;
  // Count first: most rejected moves leave 2+ solutions, which the counter finds at once, while
  // the grader would run every tier (the contradiction scan) before getting stuck.
  if (!unique_by_generator_count(p)) return s;
  const Grade g = grade(p);
  if (g.status == Status::contradiction) return s;
  s.tier = g.status == Status::solved ? std::max(g.max_tier, 0) : kSearchTierIndex;
  const int hardest = std::max(g.max_tier, 0);
  const auto rules = grader_info().rules;
  for (const auto& [id, times] : g.hits)
    for (const RuleInfo& rule : rules)
      if (rule.id == id && rule.tier == hardest) s.hits += times;
  return s;
}

bool reshape_to_tier(Puzzle& p, const Solution& planted, int target, TierScore& score, Rng& rng,
                     int max_moves) {
  const int n = p.n;
  const std::vector<int> anchors = planted_cells(p, planted);
  std::vector<char> is_anchor(p.region.size(), 0);
  for (int a : anchors) is_anchor[static_cast<std::size_t>(a)] = 1;
  std::vector<int> old_ids;
  for (int move = 0; move < max_moves && score.tier != target; ++move) {
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
    const TierScore next = score_of(p);
    if (no_worse(next, score, target)) {
      score = next;
    } else {
      for (int i : moving) p.region[static_cast<std::size_t>(i)] = from;
    }
  }
  return score.tier == target;
}

}  // namespace dg::queens
