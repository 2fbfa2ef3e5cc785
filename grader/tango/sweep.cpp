// The line sweep every per-line rule runs through (see rules.hpp).
#include <bit>

#include "grader/tango/rules.hpp"

namespace dg::tango {

std::string describe_cells(const Grid& g, int l, Mask fresh) {
  std::string text;
  for (Mask m = fresh; m; m &= m - 1) {
    const int pos = std::countr_zero(m);
    const Cell c = g.cell(l, pos);
    const int value = static_cast<int>(g.line(l).sun >> pos & 1u);
    if (!text.empty()) text += ' ';
    text +=
        "(" + std::to_string(c.row) + "," + std::to_string(c.col) + ")=" + std::to_string(value);
  }
  return text;
}

namespace {

// `deduce(l)`: what the rule forces in line l.
template <class Deduce>
Step sweep(Grid& g, Trace* trace, std::string_view rule, std::string_view why, Deduce deduce,
           bool first_only) {
  bool progress = false;
  for (int l = 0; l < g.lines(); ++l) {
    const Forced f = deduce(l);
    if (!f.any()) continue;
    const Mask fresh = g.assign(l, f);
    if (g.broken) return Step::contradiction;
    if (!fresh) continue;
    progress = true;
    if (trace)
      trace->add(rule, cells_of(g, l, fresh),
                 line_name(g, l) + ": " + std::string(why) + "; " + describe_cells(g, l, fresh));
    if (first_only) break;
  }
  return progress ? Step::progress : Step::none;
}

}  // namespace

Step sweep_lines(Grid& g, Trace* trace, std::string_view rule, std::string_view why,
                 Forced (*deduce)(int, const LineView&), bool first_only) {
  return sweep(
      g, trace, rule, why, [&](int l) { return deduce(g.n, g.line(l)); }, first_only);
}

Step sweep_lines(Grid& g, Trace* trace, std::string_view rule, std::string_view why,
                 Forced (*deduce)(const Grid&, int), bool first_only) {
  return sweep(
      g, trace, rule, why, [&](int l) { return deduce(g, l); }, first_only);
}

}  // namespace dg::tango
