// The line sweep every per-line rule runs through (see rules.hpp).
#include <bit>
#include <optional>
#include <string>
#include <vector>

#include "grader/common/words.hpp"

#include "grader/tango/reasons.hpp"
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
  // A comma, not "and", between the suns and the moons: "C3 is a sun, A3 and B3 are moons".
  return parts.size() == 2 ? parts[0] + ", " + parts[1] : parts.empty() ? "" : parts[0];
}

namespace {

// What one sweep found, line by line, for its trace step.
struct SweepWords {
  std::vector<Cell> cells;
  std::vector<std::string> found, lines;  // "C3 and D3 are suns", "row 3"
  std::vector<TracePart> parts;           // per line and symbol: "C3 is a sun" and why
};

// `deduce(l, len)`: what the rule forces in line l (of length len).
template <class Deduce>
Step sweep(Grid& g, Trace* trace, std::string_view rule, std::string_view why, Deduce deduce,
           bool first_only, bool counts) {
  bool progress = false;
  std::optional<SweepWords> words;  // made only with a trace: a null trace costs nothing
  if (trace) words.emplace();
  // The board's shape, read once: assign() writes through g, so the compiler would reload it.
  const int rows = g.n, cols = g.cols, total = rows + cols;
  for (int l = 0; l < total; ++l) {
    const Forced f = deduce(l, l < rows ? cols : rows);
    if (!f.any()) continue;
    const Mask fresh = g.assign(l, f);
    if (g.broken) return Step::contradiction;
    if (!fresh) continue;
    progress = true;
    if (words) {
      std::vector<Cell> cells = cells_of(g, l, fresh);
      words->cells.insert(words->cells.end(), cells.begin(), cells.end());
      words->found.push_back(describe_cells(g, l, fresh));
      for (TracePart& part : line_parts(g, rule, why, l, fresh))
        words->parts.push_back(std::move(part));
      // On a board whose lines hold other counts than half, a count rule says which count.
      words->lines.push_back(g.ranged && counts
                                 ? line_name(g, l) + ", which needs " + sun_count(g, l)
                                 : line_name(g, l));
    }
    if (first_only) break;
  }
  // One step for the sweep, however many lines it changed: the grade counts it once.
  if (words && progress) {
    std::string text(why);
    for (std::size_t k = 0; k < words->found.size(); ++k)
      text += (k == 0 ? ": in " : "; in ") + words->lines[k] + ", " + words->found[k];
    trace->add(rule, std::move(words->cells), std::move(text), std::move(words->parts));
  }
  return progress ? Step::progress : Step::none;
}

}  // namespace

Step sweep_lines(Grid& g, Trace* trace, std::string_view rule, std::string_view why,
                 Forced (*deduce)(int, const LineView&), bool first_only, bool counts) {
  return sweep(
      g, trace, rule, why, [&](int l, int len) { return deduce(len, g.line(l)); }, first_only,
      counts);
}

Step sweep_lines(Grid& g, Trace* trace, std::string_view rule, std::string_view why,
                 Forced (*deduce)(const Grid&, int), bool first_only) {
  return sweep(
      g, trace, rule, why, [&](int l, int) { return deduce(g, l); }, first_only, false);
}

}  // namespace dg::tango
