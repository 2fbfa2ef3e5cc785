// Repairing planted Queens region maps to a unique solution (see random_regions.hpp).
#include <algorithm>

#include "generator/queens/generator_counts.hpp"
#include "generator/queens/random_regions.hpp"
#include "generator/queens/region_ops.hpp"
#include "solver/queens/counter.hpp"

namespace dg::queens {

namespace {

// Solutions listed per exact count (the planted one among them); one move then kills as many of
// the rivals as it can. Listing 8 instead of 2 raised the share of maps repaired within 4n moves
// from 52% to 65% at 11x11 and from 14% to 37% at 14x14, but costs ~20% more per 8x8 map. At
// 16x16 (8n moves), time per repaired map: 2.5 s listing 2, 106 ms listing 8, 36 ms listing 16,
// 131 ms listing 32 (60 maps each, so rough).
int count_limit(int n) {
  return n <= 9 ? 2 : n <= 13 ? 8 : 16;
}

// Kills rivals with one move. A move takes a rival queen's cell x (not a planted queen) out of
// its region A, with a path through A to A's border when x lies inside A, and with the pieces of
// A that this cuts off from A's planted queen; the set joins a region B that touches it. Every
// rival with a queen in the moved set is then dead (A holds none of its queens), while every
// region keeps exactly one planted queen and stays 4-connected, so the planted solution survives.
// The move taken kills the most listed rivals, then moves the fewest cells (ties at random).
// The first version moved x alone and kept the smallest move for one rival: it gave up on 18% of
// 8x8 maps and 63% of 11x11 maps (interior or cut-cell queens, and cycles).
// False only when no rival queen can reach another region.
bool break_rivals(Puzzle& p, const Solution& planted, const std::vector<Solution>& rivals,
                  Rng& rng) {
  const int n = p.n;
  const std::vector<int> anchors = planted_cells(p, planted);
  // Per-thread marks: two allocations per call were a visible part of the repair loop.
  thread_local std::vector<char> tried, in;
  tried.assign(p.region.size(), 0);
  in.assign(p.region.size(), 0);
  BestMove best;
  std::vector<int> moving;
  for (const Solution& rival : rivals)
    for (int r = 0; r < n; ++r) {
      const int c = rival[static_cast<std::size_t>(r)];
      const int cell = r * n + c;
      if (planted[static_cast<std::size_t>(r)] == c || tried[static_cast<std::size_t>(cell)])
        continue;  // a shared queen's cell cannot move (it is planted)
      tried[static_cast<std::size_t>(cell)] = 1;
      const int from = p.region[static_cast<std::size_t>(cell)];
      cells_moving_to_border(p, cell, anchors[static_cast<std::size_t>(from)], moving);
      if (moving.empty()) continue;
      for (int i : moving) in[static_cast<std::size_t>(i)] = 1;
      int kills = 0;
      for (const Solution& other : rivals)
        for (int rr = 0; rr < n; ++rr)
          if (in[static_cast<std::size_t>(rr * n + other[static_cast<std::size_t>(rr)])]) {
            ++kills;
            break;
          }
      for (int i : moving) in[static_cast<std::size_t>(i)] = 0;
      best.offer(moving, kills, rng);
    }
  const std::vector<int>& best_cells = best.cells();
  if (best_cells.empty()) return false;
  const std::vector<int> targets = regions_touching(p, best_cells);
  const int to = targets[static_cast<std::size_t>(rng.below(static_cast<int>(targets.size())))];
  for (int i : best_cells) p.region[static_cast<std::size_t>(i)] = to;
  return true;
}

}  // namespace

bool repair_to_unique(Puzzle& p, const Solution& planted, Rng& rng, int max_moves) {
  for (int move = 0; move <= max_moves; ++move) {
    Count c = generator_count(p, count_limit(p.n));
    if (!c.complete) return false;  // cut short: unique or not, unknown
    if (c.count == 1) return true;
    std::vector<Solution> rivals;
    for (Solution& s : c.solutions)
      if (s != planted) rivals.push_back(std::move(s));
    if (move == max_moves || !break_rivals(p, planted, rivals, rng)) return false;
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
