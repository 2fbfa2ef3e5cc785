// Tango rules of tiers "cross_line" and "contradiction": looking one step ahead, across two lines
// or through a trial value. Notation as in rules_basic.cpp.
#include <array>
#include <bit>
#include <string>
#include <vector>

#include "grader/common/chain_words.hpp"
#include "grader/common/words.hpp"
#include "grader/tango/cross_cases.hpp"
#include "grader/tango/cross_pairs.hpp"
#include "grader/tango/rules.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::tango {

namespace {

const char* symbol(int value) {
  return value ? "sun" : "moon";
}

// The contradiction step's text: the supposition, the deductions that follow (the trial again,
// with a trace, so grading without one pays nothing for the words) and what breaks.
void add_refutation(Trace& trace, const Grid& g, int r, int c, int value, int cap) {
  Grid t = g;
  t.set(r, c, value);
  Trace chain;
  run_rules_core<Grid>(t, rule_table(), cap, &chain);
  const std::string cell = cell_name(Cell{r, c});
  ChainWords words = chain_words(chain);
  trace.add("contradiction", {Cell{r, c}},
            "Suppose " + cell + " is a " + symbol(value) + "." + words.sentence + " Now " +
                describe_contradiction(t) + ". So " + cell + " is a " + symbol(1 - value) + ".");
  trace.steps.back().chain = std::move(words.items);
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
  bool progress = false;
  const bool ok = sweep_line_pairs(g, [&](int l1, Forced f1, Forced f2) {
    // The cases are read off the lines before the step sets anything.
    const std::string cases = trace && !g.broken ? cross_line_cases(g, l1) : std::string();
    const Mask fresh1 = g.assign(l1, f1), fresh2 = g.assign(l1 + 1, f2);
    progress = true;
    if (trace && !g.broken) {
      std::vector<Cell> cells = cells_of(g, l1, fresh1);
      for (const Cell& c : cells_of(g, l1 + 1, fresh2)) cells.push_back(c);
      std::vector<std::string> found;
      if (fresh1) found.push_back(describe_cells(g, l1, fresh1));
      if (fresh2) found.push_back(describe_cells(g, l1 + 1, fresh2));
      const bool rows = l1 < g.n;
      std::string text = line_name(g, l1) + " and " + line_name(g, l1 + 1) +
                         " together fit the crossing " + (rows ? "columns " : "rows ") + cases +
                         "; in every one, " + join_words(found);
      trace->add("cross_line", std::move(cells), std::move(text), join_words(found),
                 "every way " + line_name(g, l1) + " and " + line_name(g, l1 + 1) +
                     " fit the crossing " + (rows ? "columns" : "rows") + " together agrees");
    }
    return false;  // one deduction per step: the cheaper rules run again first
  });
  if (!ok || g.broken) return Step::contradiction;
  return progress ? Step::progress : Step::none;
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
        if (trace) add_refutation(*trace, g, r, c, value, cap);
        g.set(r, c, 1 - value);
        if (g.broken) return Step::contradiction;
        return Step::progress;
      }
    }
  }
  return Step::none;
}

}  // namespace dg::tango
