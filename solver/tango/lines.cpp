// Valid-line tables (see lines.hpp).
#include "solver/tango/lines.hpp"

#include <array>
#include <bit>
#include <vector>

#include "solver/tango/model.hpp"

namespace dg::tango {

std::span<const std::uint32_t> valid_lines(int n) {
  static const auto table = [] {
    std::array<std::vector<std::uint32_t>, kMaxSize + 1> t;
    for (int size = kMinSize; size <= kMaxSize; size += 2) {
      const std::uint32_t full = (std::uint32_t{1} << size) - 1;
      for (std::uint32_t l = 0; l <= full; ++l) {
        if (std::popcount(l) != size / 2) continue;
        const std::uint32_t z = ~l & full;
        // Three ones (zeros) in a row show up as a bit set in l & l>>1 & l>>2.
        if ((l & (l >> 1) & (l >> 2)) || (z & (z >> 1) & (z >> 2))) continue;
        t[static_cast<std::size_t>(size)].push_back(l);
      }
    }
    return t;
  }();
  return table[static_cast<std::size_t>(n)];
}

}  // namespace dg::tango
