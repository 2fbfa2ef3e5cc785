// Tango rules of tiers "near_complete" and "line": reasoning about the whole of one line.
// Notation as in rules_basic.cpp.
#include <bit>

#include "grader/tango/bits.hpp"
#include "grader/tango/line_table.hpp"
#include "grader/tango/rules.hpp"

namespace dg::tango {

namespace {

// near_complete for one symbol: `xs` the cells holding it, `need_x`/`need_y` how many more of it
// and of the other symbol the line needs. Returns the cells forced to the other symbol.
Mask near_complete_for(int n, Mask u, Mask xs, int need_x, int need_y) {
  if (need_x != 1 || need_y < 2) return 0;
  Mask allowed = u;  // where the last X may go
  bool window = false;
  for (int i = 0; i + 3 <= n; ++i) {
    const Mask w = Mask{7} << i;
    if (w & xs) continue;
    allowed &= w;
    window = true;
  }
  if (!window) return 0;
  return u & ~allowed;  // may be all of u: then no place is left, and the caller sees a clash
}

}  // namespace

// near_complete: a line with room for exactly one more X and at least two more Y (on the classic
// board room is need: n/2 of each; a line of lo..hi suns has room for hi suns, n - lo moons;
// the one X need not be required, as a window below shows). Every 3-cell
// window that holds no X yet must receive that X (otherwise its unknown cells all become Y and the
// window holds three Y), so X lies in every such window; unknown cells outside one of them are Y.
//   n=6, needs one 1, two 0:   1 . 0 . . 1    windows without a 1: cells 1-3, 2-4
//                              -> the 1 is in cell 3 (the unknown cell of both); cells 1 and 4
//                              get 0:  1 0 0 . 0 1
// Sound: at most one X is left to place, so a window without X that misses it is all Y.
// (The classic Takuzu technique, e.g. Simon Tatham's unruly.c "near-complete" check.)
Forced deduce_near_complete(int n, const LineView& v) {
  const Mask u = ((Mask{1} << n) - 1) & ~v.known;
  const int need1 = v.hi - count_bits(v.ones());
  const int need0 = n - v.lo - count_bits(v.zeros());
  Forced f;
  f.zeros = near_complete_for(n, u, v.ones(), need1, need0);
  f.ones = near_complete_for(n, u, v.zeros(), need0, need1);
  if (f.zeros == u && f.zeros) f.ones |= f.zeros;  // no room for the last 1: line impossible
  if (f.ones == u && f.ones) f.zeros |= f.ones;
  return f;
}

// line_completion: list every valid line (within its sun range, no three in a row) that agrees with
// the line's known cells and its own signs; a cell equal in all of them is forced.
//   1 . . . . 1   candidates 1 0 0 1 0 1 and 1 0 1 0 0 1   ->   1 0 . . 0 1
// (near_complete finds this one too; the rule matters once signs and longer lines combine.)
// Sound: the line's final content is one of the candidates, so a cell that agrees in every
// candidate has that value. No candidate at all means the grid is contradictory.
Forced deduce_line_completion(int n, const LineView& v) {
  const Mask u = ((Mask{1} << n) - 1) & ~v.known;
  if (!u) return {};
  const Completions c = completions(n, v);
  if (c.count == 0) return {u, u};
  return {c.all & u, u & ~c.any};
}

Step apply_near_complete(Grid& g, int, Trace* trace) {
  return sweep_lines(g, trace, "near_complete",
                     "the one symbol still missing must break every run of three of the other",
                     deduce_near_complete, true, true);
}
Step apply_line_completion(Grid& g, int, Trace* trace) {
  return sweep_lines(g, trace, "line_completion", "every way to complete the line agrees",
                     deduce_line_completion, true, true);
}

}  // namespace dg::tango
