// The cross_line sweep (see cross_pairs.hpp).
#include "grader/tango/cross_pairs.hpp"

#include <array>

#include "grader/tango/line_set.hpp"
#include "grader/tango/line_table.hpp"

namespace dg::tango {

namespace {

// allow[k] has bit c when crossing line c allows values (k & 1, k >> 1) at the pair's two cells.
using Allow = std::array<Mask, 4>;

// What the rule forces on lines l1, l1 + 1: a completion x of l1 survives when some completion y
// of l1 + 1 fits every crossing line; given x, the crossing lines require some cells of y to be 1
// (`must1`) and some to be 0 (`must0`), which narrows y's set by one precomputed set per cell.
// Returns false when nothing survives.
bool force_pair(int n, const LineSet& first, const LineSet& second, const Allow& allow, Forced& f1,
                Forced& f2) {
  const auto lines = valid_lines(n);
  const Mask full = (Mask{1} << n) - 1;
  Mask all1 = full, any1 = 0;
  LineSet ys = LineSet::none(n);
  bool found = false;
  first.for_each([&](int j) {
    const Mask x = lines[static_cast<std::size_t>(j)], nx = full & ~x;
    const Mask must1 = (nx & ~allow[0]) | (x & ~allow[1]);
    const Mask must0 = (nx & ~allow[2]) | (x & ~allow[3]);
    if (must1 & must0) return;
    LineSet y = second;
    for (Mask m = must1; m; m &= m - 1) y &= LineSet::with_cell(n, std::countr_zero(m), 1);
    for (Mask m = must0; m; m &= m - 1) y &= LineSet::with_cell(n, std::countr_zero(m), 0);
    if (y.empty()) return;
    found = true;
    all1 &= x;
    any1 |= x;
    ys |= y;
  });
  if (!found) return false;
  Mask all2 = full, any2 = 0;
  ys.for_each([&](int j) {
    all2 &= lines[static_cast<std::size_t>(j)];
    any2 |= lines[static_cast<std::size_t>(j)];
  });
  f1 = {all1, full & ~any1};
  f2 = {all2, full & ~any2};
  return true;
}

}  // namespace

bool sweep_line_pairs(Grid& g, const PairForcedFn& on_forced) {
  const int n = g.n;
  std::array<LineSet, 2 * kMaxSize> sets;
  for (int l = 0; l < g.lines(); ++l) {
    sets[static_cast<std::size_t>(l)] = LineSet::fitting(n, g.line(l));
    if (sets[static_cast<std::size_t>(l)].empty()) {
      g.broken = true;  // a line with no completion
      return false;
    }
  }
  const auto lines = valid_lines(n);
  for (int base = 0; base <= n; base += n) {
    const int cross = base == 0 ? n : 0;
    std::array<Allow, kMaxSize>
        allow{};  // [p]: the pair's cells sit at p, p+1 of each crossing line
    for (int c = 0; c < n; ++c)
      sets[static_cast<std::size_t>(cross + c)].for_each([&](int j) {
        const Mask m = lines[static_cast<std::size_t>(j)];
        for (int p = 0; p + 1 < n; ++p)
          allow[static_cast<std::size_t>(p)][m >> p & 3u] |= Mask{1} << c;
      });
    for (int p = 0; p + 1 < n; ++p) {
      const int l1 = base + p;
      const Mask u1 = g.full & ~g.known[static_cast<std::size_t>(l1)];
      const Mask u2 = g.full & ~g.known[static_cast<std::size_t>(l1 + 1)];
      if (!u1 && !u2) continue;
      Forced f1, f2;
      if (!force_pair(n, sets[static_cast<std::size_t>(l1)], sets[static_cast<std::size_t>(l1 + 1)],
                      allow[static_cast<std::size_t>(p)], f1, f2)) {
        g.broken = true;
        return false;
      }
      f1 = {f1.ones & u1, f1.zeros & u1};
      f2 = {f2.ones & u2, f2.zeros & u2};
      if (!f1.any() && !f2.any()) continue;
      if (!on_forced(l1, f1, f2)) return true;
    }
  }
  return true;
}

}  // namespace dg::tango
