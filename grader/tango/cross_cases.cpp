// The cases of a cross_line step (see cross_cases.hpp).
#include "grader/tango/cross_cases.hpp"

#include <array>
#include <vector>

#include "grader/tango/line_table.hpp"

namespace dg::tango {

namespace {

// A line as its cells read along it: ☀ a sun, ☾ a moon.
std::string symbols(Mask line, int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += (line >> i & 1u) ? "\u2600" : "\u263E";
  return out;
}

std::vector<Mask> fitting(const Grid& g, int l) {
  std::vector<Mask> out;
  const LineView v = g.line(l);
  for (const Mask x : valid_lines(g.len(l), v.lo, v.hi))
    if (fits(x, v, g.full_of(l))) out.push_back(x);
  return out;
}

}  // namespace

std::string cross_line_cases(const Grid& g, int l1) {
  const int n = g.len(l1);                 // the pair's length: how many crossing lines
  const int cross = l1 < g.n ? g.n : 0;    // the crossing lines: columns for a row pair, or rows
  const int p = l1 < g.n ? l1 : l1 - g.n;  // where the pair's two cells sit along a crossing line
  // allow[k] has bit c when crossing line c has a completion with (k & 1, k >> 1) at p, p + 1.
  std::array<Mask, 4> allow{};
  for (int c = 0; c < n; ++c)
    for (const Mask z : fitting(g, cross + c)) allow[z >> p & 3u] |= Mask{1} << c;
  const std::vector<Mask> first = fitting(g, l1), second = fitting(g, l1 + 1);
  std::vector<std::string> shown;
  int ways = 0;
  for (const Mask x : first)
    for (const Mask y : second) {
      bool fits_all = true;
      for (int c = 0; c < n && fits_all; ++c)
        fits_all = (allow[(x >> c & 1u) | (y >> c & 1u) << 1] >> c & 1u) != 0;
      if (!fits_all) continue;
      if (++ways <= kCrossCasesShown)
        shown.push_back(line_name(g, l1) + " " + symbols(x, n) + " with " + line_name(g, l1 + 1) +
                        " " + symbols(y, n));
    }
  const std::string count = std::to_string(ways) + (ways == 1 ? " way" : " ways");
  // More ways than a person checks one by one: the count, and how many pairs the two lines
  // allow on their own (what the crossing lines cut down), none of them written out.
  if (ways > kCrossCasesShown)
    return "in only " + count + " of the " + std::to_string(first.size() * second.size()) +
           " pairs their own rules allow";
  std::string list;
  for (std::size_t k = 0; k < shown.size(); ++k)
    list += (k == 0 ? "" : k + 1 == shown.size() ? ", or " : "; ") + shown[k];
  return "in only " + count + " (" + list + ")";
}

}  // namespace dg::tango
