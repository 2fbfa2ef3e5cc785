// The line sweep every per-line rule runs through (see rules.hpp).
#include <bit>
#include <string>
#include <vector>

#include "grader/common/words.hpp"

#include "grader/tango/rules.hpp"

namespace dg::tango {

std::string describe_cells(const Grid& g, int l, Mask fresh) {
  const Mask sun = g.line(l).sun;
  std::vector<std::string> parts;
  for (const bool is_sun : {true, false}) {
    const std::vector<Cell> cells = cells_of(g, l, fresh & (is_sun ? sun : ~sun));
    if (cells.empty()) continue;
    const char* noun = is_sun ? "sun" : "moon";
    parts.push_back(cells.size() == 1 ? cell_list(cells) + " is a " + noun
                                      : cell_list(cells) + " are " + noun + "s");
  }
  return join_words(parts);
}

namespace {

// `deduce(l)`: what the rule forces in line l.
template <class Deduce>
Step sweep(Grid& g, Trace* trace, std::string_view rule, std::string_view why, Deduce deduce,
           bool first_only) {
  bool progress = false;
  TraceStep step;  // cells and words collected only with a trace
  std::vector<std::string> parts;
  for (int l = 0; l < g.lines(); ++l) {
    const Forced f = deduce(l);
    if (!f.any()) continue;
    const Mask fresh = g.assign(l, f);
    if (g.broken) return Step::contradiction;
    if (!fresh) continue;
    progress = true;
    if (trace) {
      std::vector<Cell> cells = cells_of(g, l, fresh);
      step.cells.insert(step.cells.end(), cells.begin(), cells.end());
      parts.push_back(line_name(g, l) + ", " + describe_cells(g, l, fresh));
    }
    if (first_only) break;
  }
  // One step for the sweep, however many lines it changed: the grade counts it once.
  if (trace && progress) {
    std::string text(why);
    for (std::size_t k = 0; k < parts.size(); ++k) text += (k == 0 ? ": in " : "; in ") + parts[k];
    trace->add(rule, std::move(step.cells), std::move(text));
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
