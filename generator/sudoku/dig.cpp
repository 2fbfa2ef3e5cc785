// Removing givens from a full grid (see dig.hpp).
#include "generator/sudoku/dig.hpp"

#include "generator/common/deadline.hpp"
#include "generator/sudoku/checks.hpp"
#include "generator/sudoku/unavoidable.hpp"

namespace dg::sudoku {

namespace {

// The puzzle being dug and the set of its givens, kept together.
struct Dug {
  Puzzle& p;
  const Solution& full;
  CellSet given;

  void set_group(const ClueGroup& g, bool keep) {
    for (const int k : {g.first, g.second}) {
      if (k < 0) continue;
      p.givens[static_cast<std::size_t>(k)] = keep ? full[static_cast<std::size_t>(k)] : 0;
      keep ? given.add(k) : given.remove(k);
    }
  }
  // Given exactly the first `count` groups of `order`.
  void set_prefix(const std::vector<ClueGroup>& order, std::size_t count) {
    for (std::size_t i = 0; i < order.size(); ++i) set_group(order[i], i < count);
  }
};

// Whether the givens of `p` alone put `digit` in the open cell `cell` by a single: a hidden single
// (every other cell of one of its units is given or sees a given `digit`) or, when `naked`, a naked
// single (its peers' givens hold every other digit).
bool forced_by_single(const Puzzle& p, int cell, int digit, bool naked) {
  const Geometry& g = p.geo();
  auto given = [&p](int k) { return static_cast<int>(p.givens[static_cast<std::size_t>(k)]); };
  if (naked) {
    Digits seen = 0;
    const std::uint8_t* peers = g.peers_of(cell);
    for (int i = 0; i < g.peer_count; ++i)
      if (given(peers[i])) seen |= static_cast<Digits>(1u << (given(peers[i]) - 1));
    if (seen == static_cast<Digits>(g.all & ~(1u << (digit - 1)))) return true;
  }
  auto sees_digit = [&](int k) {
    const std::uint8_t* peers = g.peers_of(k);
    for (int i = 0; i < g.peer_count; ++i)
      if (given(peers[i]) == digit) return true;
    return false;
  };
  for (const std::uint8_t u : g.unit_of[static_cast<std::size_t>(cell)]) {
    const std::uint8_t* cells = g.unit_cells(u);
    bool only = true;
    for (int i = 0; i < g.n && only; ++i)
      only = cells[i] == cell || given(cells[i]) != 0 || sees_digit(cells[i]);
    if (only) return true;
  }
  return false;
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
  return solved_within_tier(p);
}

bool Judge::after_removal(const Puzzle& p, int cell, int digit) const {
  // The givens force the digit back by a single that the tier holds (hidden singles are in every
  // tier): then p is one step from the puzzle just accepted, so unique and solved within the tier
  // as that one was (the rules only ever solve more as givens are added, as the bisection in dig()
  // assumes), with no count or grade.
  const bool naked = tier_ == kAnyTier || tier_ >= kNakedSingle;
  if (forced_by_single(p, cell, digit, naked)) return true;
  if (!unique_after_removal(p, cell, digit)) return false;
  return solved_within_tier(p);
}

bool Judge::solved_within_tier(const Puzzle& p) const {
  if (tier_ == kAnyTier || tier_ == kSearchTierIndex) return true;
  return grade_core(p, tier_).status == Status::solved;
}

bool dig(Puzzle& p, const Solution& full, const std::vector<ClueGroup>& order, int min_givens,
         const Judge& judge) {
  // A puzzle that misses an unavoidable set has another solution: refused before the judge counts
  // (the judge would refuse it too, so the puzzles are the same). On a 6x6 this spares about 40%
  // of the counts.
  const UnavoidableSets sets(p.geo(), full);
  Dug dug{p, full, {}};
  auto accepts = [&](auto&& judged) { return !sets.missed_by(dug.given) && judged(); };
  // prefix[i]: givens in the first i groups.
  std::vector<int> prefix(order.size() + 1, 0);
  for (std::size_t i = 0; i < order.size(); ++i) prefix[i + 1] = prefix[i] + order[i].size();
  // Bisection for the shortest accepted prefix, above the shortest one with min_givens givens.
  std::size_t lo = 0;
  while (lo < order.size() && prefix[lo] < min_givens) ++lo;
  dug.set_prefix(order, lo);
  std::size_t hi = lo;
  if (!accepts([&] { return judge(p); })) {
    hi = order.size();  // the full grid: accepted by every judge
    while (hi - lo > 1) {
      if (generation_deadline_passed()) return false;
      const std::size_t mid = lo + (hi - lo) / 2;
      dug.set_prefix(order, mid);
      (accepts([&] { return judge(p); }) ? hi : lo) = mid;
    }
  }
  dug.set_prefix(order, hi);
  // Walk back from there. Group hi - 1 is the one whose removal bisection saw refused (prefix
  // hi - 1 is not accepted), so the walk starts below it unless bisection never ran.
  int givens = prefix[hi];
  for (std::size_t i = hi; i-- > 0;) {
    if (i + 1 == hi && hi != lo) continue;
    const ClueGroup& g = order[i];
    if (givens - g.size() < min_givens) continue;
    if (generation_deadline_passed()) return false;
    dug.set_group(g, false);
    // A lone cell: the one solution is `full`, so only one without its digit need be sought.
    const bool kept = accepts([&] {
      return g.second < 0 ? judge.after_removal(p, g.first, full[static_cast<std::size_t>(g.first)])
                          : judge(p);
    });
    if (kept)
      givens -= g.size();
    else
      dug.set_group(g, true);
  }
  return true;
}

}  // namespace dg::sudoku
