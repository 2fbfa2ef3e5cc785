// Tables of all valid small Tango grids (see grid_table.hpp).
#include "generator/tango/grid_table.hpp"

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "generator/tango/random_grid.hpp"

namespace dg::tango {

namespace {

using Row = std::uint8_t;  // bit c = column c, n <= 6
using Grid6 = std::array<Row, kTableMaxSize>;

// Depth-first over rows of valid lines, pruning on column no-three and column balance.
void enumerate(int n, const std::vector<Row>& lines, Grid6& g, int r, std::vector<Grid6>& out) {
  if (r == n || r >= kTableMaxSize) {  // (r < 6 spelled out for the optimizer)
    out.push_back(g);
    return;
  }
  const Row full = static_cast<Row>((1u << n) - 1);
  for (Row l : lines) {
    if (r >= 2) {
      const auto a = g[static_cast<std::size_t>(r - 2)], b = g[static_cast<std::size_t>(r - 1)];
      if ((a & b & l) || (~a & ~b & ~l & full)) continue;
    }
    g[static_cast<std::size_t>(r)] = l;
    bool ok = true;
    for (int c = 0; c < n && ok; ++c) {
      int ones = 0;
      for (int i = 0; i <= r; ++i) ones += g[static_cast<std::size_t>(i)] >> c & 1;
      ok = ones <= n / 2 && r + 1 - ones <= n / 2;
    }
    if (ok) enumerate(n, lines, g, r + 1, out);
  }
}

const std::vector<Grid6>& grids(int n) {
  static const auto table = [] {
    std::array<std::vector<Grid6>, kTableMaxSize + 1> t;
    for (int size = kMinSize; size <= kTableMaxSize; size += 2) {
      std::vector<Row> lines;
      const unsigned full = (1u << size) - 1;
      for (unsigned l = 0; l <= full; ++l) {
        const unsigned z = ~l & full;
        if (std::popcount(l) == size / 2 && !(l & (l >> 1) & (l >> 2)) &&
            !(z & (z >> 1) & (z >> 2)))
          lines.push_back(static_cast<Row>(l));
      }
      Grid6 g{};
      enumerate(size, lines, g, 0, t[static_cast<std::size_t>(size)]);
    }
    return t;
  }();
  return table[static_cast<std::size_t>(n)];
}

}  // namespace

Solution sample_solution(int n, Rng& rng) {
  if (n > kTableMaxSize) return random_solution(n, rng);
  const auto& all = grids(n);
  const Grid6& g = all[static_cast<std::size_t>(rng.below(static_cast<std::uint64_t>(all.size())))];
  Solution s;
  for (int r = 0; r < n; ++r) {
    std::string row;
    for (int c = 0; c < n; ++c)
      row += static_cast<char>('0' + (g[static_cast<std::size_t>(r)] >> c & 1));
    s.push_back(std::move(row));
  }
  return s;
}

}  // namespace dg::tango
