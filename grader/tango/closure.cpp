// The order-free closure of the Tango rules (see closure.hpp).
#include "grader/tango/closure.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

#include "grader/tango/grader.hpp"
#include "grader/tango/line_closure.hpp"
#include "grader/tango/line_table.hpp"
#include "grader/tango/rules.hpp"

namespace dg::tango {

namespace {

using Lines = std::uint32_t;  // one bit per line; 2n <= 28 lines fit

Lines crossing(const Grid& g, int l, Mask fresh) {
  return static_cast<Lines>(fresh) << (l < g.n ? g.n : 0);
}

// Closes the `dirty` lines, and every line that a new cell touches, until none is left (a line
// needs no second look after its own closure). False on a clash.
bool propagate_lines(Grid& g, int cap, Lines dirty) {
  while (dirty) {
    const int l = std::countr_zero(dirty);
    dirty &= dirty - 1;
    const Forced f = close_line(cap, g.n, g.line(l));
    if (!f.any()) continue;
    const Mask fresh = g.assign(l, f);
    if (g.broken) return false;
    dirty |= crossing(g, l, fresh);
  }
  return true;
}

// One cross_line pass (the rule is explained in rules_trial.cpp): every line's completions are
// listed once, then every pair of neighbouring parallel lines is checked against what its
// crossing lines allow. Pairs checked after a deduction in the same pass work from completion
// lists that may be a little stale; those are supersets of the current ones, so what they force
// still holds. Adds the lines that got new cells to `dirty`; false on a clash.
bool cross_pass(Grid& g, Lines& dirty) {
  const int n = g.n, lines = g.lines();
  thread_local std::vector<Mask> fitting;
  std::array<std::size_t, 2 * kMaxSize + 1> start{};
  fitting.clear();
  for (int l = 0; l < lines; ++l) {
    start[static_cast<std::size_t>(l)] = fitting.size();
    const LineView v = g.line(l);
    for (Mask m : valid_lines(n))
      if (fits(m, v, g.full)) fitting.push_back(m);
    if (fitting.size() == start[static_cast<std::size_t>(l)]) {
      g.broken = true;  // a line with no completion
      return false;
    }
  }
  start[static_cast<std::size_t>(lines)] = fitting.size();
  const auto of = [&](int l) {
    const auto i = static_cast<std::size_t>(l);
    return std::span<const Mask>(fitting.data() + start[i], start[i + 1] - start[i]);
  };
  for (int base = 0; base <= n; base += n) {
    const int cross = base == 0 ? n : 0;
    // allow[p][k] has bit c when crossing line c allows values (k & 1, k >> 1) at p, p+1.
    std::array<std::array<Mask, 4>, kMaxSize> allow{};
    for (int c = 0; c < n; ++c)
      for (Mask m : of(cross + c))
        for (int p = 0; p + 1 < n; ++p)
          allow[static_cast<std::size_t>(p)][m >> p & 3u] |= Mask{1} << c;
    for (int p = 0; p + 1 < n; ++p) {
      const int l1 = base + p, l2 = l1 + 1;
      const Mask u1 = g.full & ~g.known[static_cast<std::size_t>(l1)];
      const Mask u2 = g.full & ~g.known[static_cast<std::size_t>(l2)];
      if (!u1 && !u2) continue;
      const auto& a = allow[static_cast<std::size_t>(p)];
      Mask all1 = g.full, any1 = 0, all2 = g.full, any2 = 0;
      bool found = false;
      for (Mask x : of(l1))
        for (Mask y : of(l2)) {
          const Mask nx = g.full & ~x, ny = g.full & ~y;
          if ((nx & ny & ~a[0]) | (x & ny & ~a[1]) | (nx & y & ~a[2]) | (x & y & ~a[3])) continue;
          found = true;
          all1 &= x, any1 |= x, all2 &= y, any2 |= y;
        }
      if (!found) {
        g.broken = true;
        return false;
      }
      const Mask fresh1 = g.assign(l1, {all1 & u1, u1 & ~any1});
      const Mask fresh2 = g.assign(l2, {all2 & u2, u2 & ~any2});
      if (g.broken) return false;
      if (fresh1) dirty |= (Lines{1} << l1) | crossing(g, l1, fresh1);
      if (fresh2) dirty |= (Lines{1} << l2) | crossing(g, l2, fresh2);
    }
  }
  return true;
}

Status status_of(const Grid& g) {
  if (g.contradiction()) return Status::contradiction;
  return g.solved() ? Status::solved : Status::stuck;
}

// Line rules, and cross_line passes when `cross`, to their common fixed point.
Status close_lines(Grid& g, int cap, bool cross, Lines dirty) {
  for (;;) {
    if (!propagate_lines(g, cap, dirty)) return Status::contradiction;
    if (!cross || g.solved()) return status_of(g);
    dirty = 0;
    if (!cross_pass(g, dirty)) return Status::contradiction;
    if (!dirty) return status_of(g);
  }
}

Lines lines_of_cell(const Grid& g, int r, int c) {
  return (Lines{1} << r) | (Lines{1} << (g.n + c));
}

}  // namespace

Status close_grid(Grid& g, int tier_cap) {
  const int cap = tier_cap < 0 ? kTierCount - 1 : std::min(tier_cap, kTierCount - 1);
  const bool cross = cap >= kCrossLine;
  Status s = close_lines(g, cap, cross, (Lines{1} << g.lines()) - 1);
  if (s != Status::stuck || cap < kContradiction) return s;
  // contradiction: a trial value whose closure breaks the grid gives the cell the other value.
  for (bool progress = true; progress;) {
    progress = false;
    for (int r = 0; r < g.n; ++r)
      for (int c = 0; c < g.n; ++c) {
        if (g.at(r, c) >= 0) continue;
        for (int value = 0; value < 2; ++value) {
          Grid t = g;
          t.set(r, c, value);
          if (close_lines(t, cap, cross, lines_of_cell(g, r, c)) != Status::contradiction) continue;
          g.set(r, c, 1 - value);
          s = close_lines(g, cap, cross, lines_of_cell(g, r, c));
          if (s != Status::stuck) return s;
          progress = true;
          break;
        }
      }
  }
  return Status::stuck;
}

}  // namespace dg::tango
