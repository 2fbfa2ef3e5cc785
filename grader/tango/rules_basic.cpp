// Tango rules of tier "basic" as engine rules (the deductions are in rules_basic.hpp).
#include "grader/tango/rules_basic.hpp"

#include "grader/tango/rules.hpp"

namespace dg::tango {

Step apply_sign_propagation(Grid& g, int, Trace* trace) {
  return sweep_lines(g, trace, "sign_propagation", "a sign ties a cell to its known neighbour",
                     deduce_sign_propagation);
}
Step apply_pair(Grid& g, int, Trace* trace) {
  return sweep_lines(g, trace, "pair",
                     "two equal cells side by side have the other symbol on both sides",
                     deduce_pair);
}
Step apply_gap(Grid& g, int, Trace* trace) {
  return sweep_lines(g, trace, "gap", "a cell between two equal cells is the other symbol",
                     deduce_gap);
}
Step apply_line_full(Grid& g, int, Trace* trace) {
  return sweep_lines(g, trace, "line_full",
                     g.ranged ? "the line already holds all the suns or all the moons it may"
                              : "the line already holds half its cells of one symbol",
                     deduce_line_full, false, true);
}

}  // namespace dg::tango
