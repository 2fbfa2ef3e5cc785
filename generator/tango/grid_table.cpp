// Tables of all valid small Tango grids (see grid_table.hpp).
#include "generator/tango/grid_table.hpp"

#include <array>
#include <bit>
#include <cstdint>
#include <string>
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

bool distinct_lines(const Solution& s) {
  const std::size_t n = s.size();
  Solution cols(n);
  for (std::size_t c = 0; c < n; ++c)
    for (std::size_t r = 0; r < n; ++r) cols[c] += s[r][c];
  for (const Solution* lines : {&s, static_cast<const Solution*>(&cols)})
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = i + 1; j < n; ++j)
        if ((*lines)[i] == (*lines)[j]) return false;
  return true;
}

bool distinct_lines(int n, const Grid6& g) {
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j) {
      if (g[static_cast<std::size_t>(i)] == g[static_cast<std::size_t>(j)]) return false;
      bool same_cols = true;
      for (int r = 0; r < n && same_cols; ++r)
        same_cols =
            (g[static_cast<std::size_t>(r)] >> i & 1) == (g[static_cast<std::size_t>(r)] >> j & 1);
      if (same_cols) return false;
    }
  return true;
}

// The grids of grids(n) with distinct rows and distinct columns.
const std::vector<Grid6>& distinct_grids(int n) {
  static const auto table = [] {
    std::array<std::vector<Grid6>, kTableMaxSize + 1> t;
    for (int size = kMinSize; size <= kTableMaxSize; size += 2)
      for (const Grid6& g : grids(size))
        if (distinct_lines(size, g)) t[static_cast<std::size_t>(size)].push_back(g);
    return t;
  }();
  return table[static_cast<std::size_t>(n)];
}

}  // namespace

Solution sample_solution(int n, Rng& rng, bool unique_lines) {
  if (n > kTableMaxSize) {
    // Equal lines are rare in big random grids (8x8: a few per cent), so redrawing is cheap.
    for (;;) {
      Solution s = random_solution(n, rng);
      if (!unique_lines || distinct_lines(s)) return s;
    }
  }
  const auto& all = unique_lines ? distinct_grids(n) : grids(n);
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
