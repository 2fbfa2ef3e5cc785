// Tango rule of tier "line" for the unique-lines variant (classic Takuzu: no two equal rows or
// columns). Notation as in rules_basic.cpp.
#include "grader/tango/line_set.hpp"
#include "grader/tango/line_table.hpp"
#include "grader/tango/rules.hpp"

namespace dg::tango {

// distinct_lines: a line's completions, less every complete parallel line; a cell equal in all
// that remain is forced.
//   row 0:  1 0 0 1 1 0           row 3 has two completions, 1 0 0 1 1 0 and 1 0 1 0 1 0;
//   row 3:  1 0 . . 1 0           the first is row 0, so (3,2)=1, (3,3)=0
// Sound: in the variant every line differs from every other, complete ones included.
// (Completions that no complete line rules out are line_completion's business, so the rule only
// answers when it excluded something.)
Forced deduce_distinct_lines(const Grid& g, int l) {
  const auto li = static_cast<std::size_t>(l);
  const Mask full = g.full_of(l);
  const Mask u = full & ~g.known[li];
  if (!g.unique_lines || !u) return {};
  const LineKind kind = kind_of_line(g, l);
  LineSet left = LineSet::fitting(kind, g.line(l));
  bool excluded = false;
  for (int k = l < g.n ? 0 : g.n, end = l < g.n ? g.n : g.lines(); k < end; ++k) {
    const auto ki = static_cast<std::size_t>(k);
    if (k == l || g.known[ki] != full) continue;
    const int j = valid_line_index(kind, g.sun[ki]);
    if (j < 0 || !left.contains(j)) continue;
    left.erase(j);
    excluded = true;
  }
  if (!excluded) return {};
  if (left.empty()) return {u, u};
  const auto lines = lines_of(kind);
  Mask all = full, any = 0;
  left.for_each([&](int j) {
    all &= lines[static_cast<std::size_t>(j)];
    any |= lines[static_cast<std::size_t>(j)];
  });
  return {all & u, u & ~any};
}

Step apply_distinct_lines(Grid& g, int, Trace* trace) {
  if (!g.unique_lines) return Step::none;
  return sweep_lines(
      g, trace, "distinct_lines",
      "every way to complete the line that differs from the full parallel lines agrees",
      deduce_distinct_lines, true);
}

}  // namespace dg::tango
