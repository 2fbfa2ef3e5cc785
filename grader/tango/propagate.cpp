// Fused basic-tier propagation (see propagate.hpp). Each line's four basic deductions are the
// rules' own deduce_* functions, so there is one definition of each rule.
#include "grader/tango/propagate.hpp"

#include <bit>

#include "grader/tango/rules.hpp"

namespace dg::tango {

bool propagate_basic(Grid& g) {
  const int lines = g.lines();
  std::uint32_t dirty = (std::uint32_t{1} << lines) - 1;  // 2n <= 28 lines fit
  bool any = false;
  while (dirty) {
    const int l = std::countr_zero(dirty);
    dirty &= dirty - 1;
    const LineView v = g.line(l);
    Forced f = deduce_sign_propagation(g.n, v);
    const Forced p = deduce_pair(g.n, v), q = deduce_gap(g.n, v), r = deduce_line_full(g.n, v);
    f.ones |= p.ones | q.ones | r.ones;
    f.zeros |= p.zeros | q.zeros | r.zeros;
    if (!f.any()) continue;
    const Mask fresh = g.assign(l, f);
    if (g.broken) return true;
    if (!fresh) continue;
    any = true;
    // The line itself may deduce more, and so may every line crossing a new cell.
    const int cross_base = l < g.n ? g.n : 0;
    dirty |= (fresh << cross_base) | (std::uint32_t{1} << l);
  }
  return any;
}

}  // namespace dg::tango
