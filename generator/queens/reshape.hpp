// Steering a unique Queens map toward a target grade tier: a hill-climb over region moves that
// keep the planted solution valid and the map unique (region_ops.hpp).
#pragma once

#include "solver/common/rng.hpp"
#include "solver/queens/model.hpp"

namespace dg::queens {

// The generator's tier of a map with a known solution: the grader's max tier when it solves the
// map (0..3), kSearchTierIndex (4) when the grader is stuck but the exact counter finds one
// solution, -1 when the map has 2+ solutions.
int tier_of(const Puzzle& p);

// Where a map stands on the way to a tier: its tier_of and how often the grader needed that tier
// (for search: the hardest tier's hits before it got stuck). Among maps of one tier, the ones
// that need it more often are taken as closer to the next tier up.
struct TierScore {
  int tier = -1;
  int hits = 0;
};
TierScore score_of(const Puzzle& p);

// Moves random border cells (never a planted queen's cell; pieces cut off travel along) and keeps
// a move when the map stays unique and gets no farther from `target`: first by tier, then (below
// the target) by hits of its tier, more being closer. Stops at the target or after `max_moves`
// tried moves. `score` is p's current score_of and is kept up to date. Returns true when p
// reached the target.
bool reshape_to_tier(Puzzle& p, const Solution& planted, int target, TierScore& score, Rng& rng,
                     int max_moves);

}  // namespace dg::queens
