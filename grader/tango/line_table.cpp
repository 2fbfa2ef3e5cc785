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

Completions completions(int n, const LineView& v) {
  const Mask full = (Mask{1} << n) - 1;
  Completions c;
  c.all = full;
  for (Mask l : valid_lines(n)) {
    if (!fits(l, v, full)) continue;
    ++c.count;
    c.all &= l;
    c.any |= l;
  }
  if (c.count == 0) c.all = 0;
  return c;
}

}  // namespace dg::tango
