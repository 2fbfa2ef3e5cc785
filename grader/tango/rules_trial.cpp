// Tango rules of tiers "cross_line" and "contradiction": looking one step ahead, across two lines
// or through a trial value. Notation as in rules_basic.cpp.
#include <array>
#include <bit>
#include <vector>

#include "grader/tango/line_table.hpp"
#include "grader/tango/rules.hpp"

namespace dg::tango {

namespace {

// Which values the crossing lines allow on two neighbouring positions p, p+1: allow[k] has bit c
// when crossing line c has a completion whose cells p and p+1 are (k & 1, k >> 1).
std::array<Mask, 4> crossing_pairs(const Grid& g, int cross_base, int p) {
  std::array<Mask, 4> allow{};
  for (int c = 0; c < g.n; ++c) {
    const LineView v = g.line(cross_base + c);
    for (Mask l : valid_lines(g.n))
      if (fits(l, v, g.full)) allow[l >> p & 3u] |= Mask{1} << c;
  }
  return allow;
}

}  // namespace

// cross_line: two neighbouring parallel lines together. Each crossing line meets them in two
// neighbouring cells, and its own completions say which of the four value pairs those two cells
// may take (this carries the crossing line's signs between the two, its no-three and balance).
// A pair of completions (one per line) survives when every crossing line allows what it gets;
// a cell equal in every surviving pair is forced.
//   row 0:  . . 1 . . 0        row 0 alone and row 1 alone force nothing, but of their
//   row 1:  . . 0 . . 1        candidate pairs only those with (0,0)=0 fit every column
//   (cols 0 and 1 carry '=' / 'x' between rows 0 and 1, etc.; see the tests for real cases)
// Sound: the solution's two lines are one surviving pair, so the cells that agree in all of them
// hold in the solution. No surviving pair means the grid is contradictory.
Step apply_cross_line(Grid& g, int, Trace* trace) {
  for (int base = 0; base <= g.n; base += g.n) {  // rows (crossed by columns), then columns
    const int cross_base = base == 0 ? g.n : 0;
    for (int p = 0; p + 1 < g.n; ++p) {
      const LineView v1 = g.line(base + p), v2 = g.line(base + p + 1);
      const Mask u1 = g.full & ~v1.known, u2 = g.full & ~v2.known;
      if (!u1 && !u2) continue;
      std::vector<Mask> a, b;
      for (Mask l : valid_lines(g.n)) {
        if (fits(l, v1, g.full)) a.push_back(l);
        if (fits(l, v2, g.full)) b.push_back(l);
      }
      const std::array<Mask, 4> allow = crossing_pairs(g, cross_base, p);
      Mask all1 = g.full, any1 = 0, all2 = g.full, any2 = 0;
      bool found = false;
      for (Mask x : a)
        for (Mask y : b) {
          const Mask nx = g.full & ~x, ny = g.full & ~y;
          if ((nx & ny & ~allow[0]) | (x & ny & ~allow[1]) | (nx & y & ~allow[2]) |
              (x & y & ~allow[3]))
            continue;
          found = true;
          all1 &= x, any1 |= x, all2 &= y, any2 |= y;
        }
      if (!found) {
        g.broken = true;
        return Step::contradiction;
      }
      const Forced f1{all1 & u1, u1 & ~any1}, f2{all2 & u2, u2 & ~any2};
      if (!f1.any() && !f2.any()) continue;
      const Mask fresh1 = g.assign(base + p, f1);
      const Mask fresh2 = g.assign(base + p + 1, f2);
      if (g.broken) return Step::contradiction;
      if (trace) {
        std::vector<Cell> cells = cells_of(g, base + p, fresh1);
        for (const Cell& c : cells_of(g, base + p + 1, fresh2)) cells.push_back(c);
        std::string text = line_name(g, base + p) + " and " + line_name(g, base + p + 1) +
                           ": every pair of completions that fits the crossing lines agrees; " +
                           describe_cells(g, base + p, fresh1);
        if (fresh1 && fresh2) text += ' ';
        text += describe_cells(g, base + p + 1, fresh2);
        trace->add("cross_line", std::move(cells), std::move(text));
      }
      return Step::progress;
    }
  }
  return Step::none;
}

// contradiction: set an unknown cell to a trial value and run every cheaper tier on a copy of the
// grid; when that copy reaches a contradiction, the cell takes the other value.
//   1 . . . . .    trying (0,1)=1: pair forces (0,2)=0, ... until some line breaks
// Cells are tried in row-major order, 0 before 1, and the first success is taken.
// Sound: the cheaper rules are sound, so a contradiction reached from the trial value proves that
// value wrong in every solution.
Step apply_contradiction(Grid& g, int cap, Trace* trace) {
  for (int r = 0; r < g.n; ++r) {
    const Mask u = g.full & ~g.known[static_cast<std::size_t>(r)];
    for (Mask m = u; m; m &= m - 1) {
      const int c = std::countr_zero(m);
      for (int value = 0; value < 2; ++value) {
        Grid t = g;
        t.set(r, c, value);
        if (run_rules_core<Grid>(t, rule_table(), cap, nullptr).status != Status::contradiction)
          continue;
        g.set(r, c, 1 - value);
        if (g.broken) return Step::contradiction;
        if (trace)
          trace->add("contradiction", {Cell{r, c}},
                     "trying (" + std::to_string(r) + "," + std::to_string(c) +
                         ")=" + std::to_string(value) + " leads to a contradiction; (" +
                         std::to_string(r) + "," + std::to_string(c) +
                         ")=" + std::to_string(1 - value));
        return Step::progress;
      }
    }
  }
  return Step::none;
}

}  // namespace dg::tango
