// Valid-line tables (see line_table.hpp).
#include "grader/tango/line_table.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

namespace dg::tango {

int valid_line_index(int n, Mask l) {
  const auto lines = valid_lines(n);  // ascending
  const auto it = std::lower_bound(lines.begin(), lines.end(), l);
  return it != lines.end() && *it == l ? static_cast<int>(it - lines.begin()) : -1;
}

LineKind kind_of_rows(const Grid& g) {
  LineKind k{g.cols, g.cols, 0};
  for (int r = 0; r < g.n; ++r) {
    k.lo = std::min<int>(k.lo, g.range[static_cast<std::size_t>(r)].lo);
    k.hi = std::max<int>(k.hi, g.range[static_cast<std::size_t>(r)].hi);
  }
  return k;
}

LineKind kind_of_columns(const Grid& g) {
  LineKind k{g.n, g.n, 0};
  for (int c = 0; c < g.cols; ++c) {
    k.lo = std::min<int>(k.lo, g.range[static_cast<std::size_t>(g.n + c)].lo);
    k.hi = std::max<int>(k.hi, g.range[static_cast<std::size_t>(g.n + c)].hi);
  }
  return k;
}

int valid_line_index(const LineKind& k, Mask l) {
  const auto lines = lines_of(k);  // ascending
  const auto it = std::lower_bound(lines.begin(), lines.end(), l);
  return it != lines.end() && *it == l ? static_cast<int>(it - lines.begin()) : -1;
}

Completions completions(int n, const LineView& v) {
  const Mask full = (Mask{1} << n) - 1;
  Completions c;
  c.all = full;
  for (Mask l : valid_lines(n, v.lo, v.hi)) {
    if (!fits(l, v, full)) continue;
    ++c.count;
    c.all &= l;
    c.any |= l;
  }
  if (c.count == 0) c.all = 0;
  return c;
}

}  // namespace dg::tango
