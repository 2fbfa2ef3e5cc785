// Valid-line tables (see line_table.hpp).
#include "grader/tango/line_table.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

namespace dg::tango {

std::span<const Mask> valid_lines(int n) {
  static const auto table = [] {
    std::array<std::vector<Mask>, kMaxSize + 1> t;
    for (int size = kMinSize; size <= kMaxSize; size += 2) {
      const Mask full = (Mask{1} << size) - 1;
      for (Mask l = 0; l <= full; ++l) {
        if (std::popcount(l) != size / 2) continue;
        const Mask z = ~l & full;
        // Three ones (zeros) in a row show up as a bit set in l & l>>1 & l>>2.
        if ((l & (l >> 1) & (l >> 2)) || (z & (z >> 1) & (z >> 2))) continue;
        t[static_cast<std::size_t>(size)].push_back(l);
      }
    }
    return t;
  }();
  return table[static_cast<std::size_t>(n)];
}

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
