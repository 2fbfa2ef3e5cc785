// Removing givens from a full grid (see dig.hpp).
#include "generator/sudoku/dig.hpp"

#include "generator/common/deadline.hpp"
#include "generator/sudoku/checks.hpp"

namespace dg::sudoku {

namespace {

void set_group(Puzzle& p, const Solution& full, const ClueGroup& g, bool given) {
  for (const int k : {g.first, g.second})
    if (k >= 0)
      p.givens[static_cast<std::size_t>(k)] = given ? full[static_cast<std::size_t>(k)] : 0;
}

// `p` given exactly the first `count` groups of `order`.
void set_prefix(Puzzle& p, const Solution& full, const std::vector<ClueGroup>& order,
                std::size_t count) {
  for (std::size_t i = 0; i < order.size(); ++i) set_group(p, full, order[i], i < count);
}

}  // namespace

std::vector<ClueGroup> clue_groups(const Geometry& g, Symmetry symmetry) {
  std::vector<ClueGroup> out;
  for (int k = 0; k < g.cells; ++k) {
    if (symmetry == Symmetry::none) {
      out.push_back({k, -1});
      continue;
    }
    const int image = g.cells - 1 - k;  // (row, col) -> (n-1-row, n-1-col)
    if (k < image) out.push_back({k, image});
    if (k == image) out.push_back({k, -1});
  }
  return out;
}

bool Judge::operator()(const Puzzle& p) const {
  // The count first at every tier: most removals late in the dig fail by losing uniqueness, and a
  // count (9x9: about 20 us) refuses them far cheaper than a grade that ends stuck (up to 2 ms at
  // contradiction). The rules are sound (solved implies unique), so the screen changes no answer
  // (the same puzzles, byte for byte), only the time: 9x9 puzzles/s on one core went from 687 to
  // 1064 at hidden_single, 170 to 300 at locked_candidates, 22 to 55 at wing and 9 to 394 at
  // contradiction. (A count cut short by kCountNodes refuses too: never seen below 12x12.)
  if (!counted_unique(p)) return false;
  if (tier_ == kAnyTier || tier_ == kSearchTierIndex) return true;
  return grade_core(p, tier_).status == Status::solved;
}

bool dig(Puzzle& p, const Solution& full, const std::vector<ClueGroup>& order, int min_givens,
         const Judge& judge) {
  // prefix[i]: givens in the first i groups.
  std::vector<int> prefix(order.size() + 1, 0);
  for (std::size_t i = 0; i < order.size(); ++i) prefix[i + 1] = prefix[i] + order[i].size();
  // Bisection for the shortest accepted prefix, above the shortest one with min_givens givens.
  std::size_t lo = 0;
  while (lo < order.size() && prefix[lo] < min_givens) ++lo;
  set_prefix(p, full, order, lo);
  std::size_t hi = lo;
  if (!judge(p)) {
    hi = order.size();  // the full grid: accepted by every judge
    while (hi - lo > 1) {
      if (generation_deadline_passed()) return false;
      const std::size_t mid = lo + (hi - lo) / 2;
      set_prefix(p, full, order, mid);
      (judge(p) ? hi : lo) = mid;
    }
  }
  set_prefix(p, full, order, hi);
  // Walk back from there. Group hi - 1 is the one whose removal bisection saw refused (prefix
  // hi - 1 is not accepted), so the walk starts below it unless bisection never ran.
  int givens = prefix[hi];
  for (std::size_t i = hi; i-- > 0;) {
    if (i + 1 == hi && hi != lo) continue;
    const ClueGroup& g = order[i];
    if (givens - g.size() < min_givens) continue;
    if (generation_deadline_passed()) return false;
    set_group(p, full, g, false);
    if (judge(p))
      givens -= g.size();
    else
      set_group(p, full, g, true);
  }
  return true;
}

}  // namespace dg::sudoku
