// The order-free closure of the Tango rules (see closure.hpp).
#include "grader/tango/closure.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

#include "grader/tango/cross_pairs.hpp"
#include "grader/tango/grader.hpp"
#include "grader/tango/line_closure.hpp"
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
    const Forced f = close_line(cap, g.len(l), g.line(l), g.ranged);
    if (!f.any()) continue;
    const Mask fresh = g.assign(l, f);
    if (g.broken) return false;
    dirty |= crossing(g, l, fresh);
  }
  return true;
}

// One cross_line sweep; adds the lines that got new cells to `dirty`. False on a clash.
bool cross_pass(Grid& g, Lines& dirty) {
  const bool ok = sweep_line_pairs(g, [&](int l1, Forced f1, Forced f2) {
    const Mask fresh1 = g.assign(l1, f1), fresh2 = g.assign(l1 + 1, f2);
    if (fresh1) dirty |= (Lines{1} << l1) | crossing(g, l1, fresh1);
    if (fresh2) dirty |= (Lines{1} << (l1 + 1)) | crossing(g, l1 + 1, fresh2);
    return !g.broken;
  });
  return ok && !g.broken;
}

// One distinct_lines sweep (unique-lines variant); adds the lines that got new cells to `dirty`.
// False on a clash.
bool distinct_pass(Grid& g, Lines& dirty) {
  for (int l = 0; l < g.lines(); ++l) {
    const Forced f = deduce_distinct_lines(g, l);
    if (!f.any()) continue;
    const Mask fresh = g.assign(l, f);
    if (g.broken) return false;
    if (fresh) dirty |= (Lines{1} << l) | crossing(g, l, fresh);
  }
  return true;
}

// Every line the closure touched went through close_line, which reports a line breaking a rule
// as a clash (broken); only two equal complete lines of the unique-lines variant need a look.
Status status_of(const Grid& g) {
  if (g.broken || (g.unique_lines && g.contradiction())) return Status::contradiction;
  return g.solved() ? Status::solved : Status::stuck;
}

// Line rules, then (unique-lines variant, cap >= line) distinct_lines and (cap >= cross_line)
// cross_line passes, until none of them finds anything.
Status close_lines(Grid& g, int cap, Lines dirty) {
  for (;;) {
    if (!propagate_lines(g, cap, dirty)) return Status::contradiction;
    if (g.solved()) return status_of(g);
    dirty = 0;
    if (g.unique_lines && cap >= kLine && !distinct_pass(g, dirty)) return Status::contradiction;
    if (dirty) continue;
    if (cap >= kCrossLine && !cross_pass(g, dirty)) return Status::contradiction;
    if (!dirty) return status_of(g);
  }
}

Lines lines_of_cell(const Grid& g, int r, int c) {
  return (Lines{1} << r) | (Lines{1} << (g.n + c));
}

}  // namespace

Status close_grid(Grid& g, int tier_cap) {
  const int cap = tier_cap < 0 ? kTierCount - 1 : std::min(tier_cap, kTierCount - 1);
  Status s = close_lines(g, cap, (Lines{1} << g.lines()) - 1);
  if (s != Status::stuck || cap < kContradiction) return s;
  // contradiction: a trial value whose closure breaks the grid gives the cell the other value.
  // A trial that did not break the grid reached a fixed point F; while every known cell of the
  // grid still agrees with F, the same trial would close inside F again (monotone rules), so it
  // is skipped. Without this, every pass after a success repeated nearly all failed trials.
  struct Failed {
    bool set = false;
    std::array<Mask, kMaxSize> known{}, sun{};  // F's rows
  };
  // Reused across calls (the generator judges tens of clue sets per puzzle): only the flags reset.
  thread_local std::vector<Failed> failed;
  const auto trials = static_cast<std::size_t>(2 * g.n * g.cols);
  if (failed.size() < trials) failed.resize(trials);
  for (std::size_t i = 0; i < trials; ++i) failed[i].set = false;
  const auto inside = [&](const Failed& f) {
    for (int r = 0; r < g.n; ++r) {
      const auto i = static_cast<std::size_t>(r);
      if ((g.known[i] & ~f.known[i]) || ((g.sun[i] ^ f.sun[i]) & g.known[i])) return false;
    }
    return true;
  };
  for (bool progress = true; progress;) {
    progress = false;
    for (int r = 0; r < g.n; ++r)
      for (int c = 0; c < g.cols; ++c) {
        if (g.at(r, c) >= 0) continue;
        for (int value = 0; value < 2; ++value) {
          Failed& f = failed[static_cast<std::size_t>(2 * (r * g.cols + c) + value)];
          if (f.set && inside(f)) continue;
          Grid t = g;
          t.set(r, c, value);
          if (close_lines(t, cap, lines_of_cell(g, r, c)) != Status::contradiction) {
            f.set = true;
            std::copy_n(t.known.begin(), g.n, f.known.begin());
            std::copy_n(t.sun.begin(), g.n, f.sun.begin());
            continue;
          }
          g.set(r, c, 1 - value);
          s = close_lines(g, cap, lines_of_cell(g, r, c));
          if (s != Status::stuck) return s;
          progress = true;
          break;
        }
      }
  }
  return Status::stuck;
}

}  // namespace dg::tango
