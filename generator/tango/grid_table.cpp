// Tables of all valid small Tango grids (see grid_table.hpp).
#include "generator/tango/grid_table.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "generator/tango/random_grid.hpp"
#include "solver/tango/lines.hpp"

namespace dg::tango {

namespace {

using Row = std::uint8_t;  // bit c = column c, n <= 6
using Grid6 = std::array<Row, kTableMaxSize>;

// Column counts of the rows placed so far, one 4-bit field per column (n <= 6: counts <= 6).
using Counts = std::uint32_t;

// Line l's cells as 0/1 fields of Counts.
Counts spread(Row l) {
  Counts c = 0;
  for (int i = 0; i < kTableMaxSize; ++i) c |= Counts{l >> i & 1u} << (4 * i);
  return c;
}

// Depth-first over rows of valid lines, pruning on column no-three and column balance (ones and
// zeros each at most n/2 in every column so far: a field v is over when v + (8 - (n/2 + 1))
// reaches 8, its top bit; fields stay below 16, so no carry). The order of the grids is the order
// the rows are tried in, which sample_solution's draws depend on. Counting columns in fields
// instead of a loop per column and row took the 6x6 table (built once per process) from 13.7M
// to 7.4M instructions.
void enumerate(int n, const std::vector<Row>& lines, const std::vector<Counts>& spreads, Grid6& g,
               int r, Counts ones, std::vector<Grid6>& out) {
  if (r == n || r >= kTableMaxSize) {  // (r < 6 spelled out for the optimizer)
    out.push_back(g);
    return;
  }
  const Row full = static_cast<Row>((1u << n) - 1);
  Counts fields = 0, over = 0;  // per field: 1, and the bias that takes n/2 + 1 to 8
  for (int c = 0; c < n; ++c) {
    fields |= Counts{1} << (4 * c);
    over |= Counts{8} << (4 * c);
  }
  const Counts bias = fields * static_cast<Counts>(8 - (n / 2 + 1));
  for (std::size_t k = 0; k < lines.size(); ++k) {
    const Row l = lines[k];
    if (r >= 2) {
      const auto a = g[static_cast<std::size_t>(r - 2)], b = g[static_cast<std::size_t>(r - 1)];
      if ((a & b & l) || (~a & ~b & ~l & full)) continue;
    }
    const Counts now = ones + spreads[k];
    const Counts zeros = fields * static_cast<Counts>(r + 1) - now;
    if (((now + bias) | (zeros + bias)) & over) continue;
    g[static_cast<std::size_t>(r)] = l;
    enumerate(n, lines, spreads, g, r + 1, now, out);
  }
}

const std::vector<Grid6>& grids(int n) {
  static const auto table = [] {
    std::array<std::vector<Grid6>, kTableMaxSize + 1> t;
    for (int size = kMinSize; size <= kTableMaxSize; size += 2) {
      std::vector<Row> lines;
      std::vector<Counts> spreads;
      for (std::uint32_t l : valid_lines(size)) {
        lines.push_back(static_cast<Row>(l));
        spreads.push_back(spread(static_cast<Row>(l)));
      }
      Grid6 g{};
      enumerate(size, lines, spreads, g, 0, 0, t[static_cast<std::size_t>(size)]);
    }
    return t;
  }();
  return table[static_cast<std::size_t>(n)];
}

// Whether the rows of an n x n grid (bit c = column c) are all different, and its columns too.
template <class Rows>
bool distinct_lines(int n, const Rows& rows) {
  const auto row = [&](int r) {
    return static_cast<std::uint32_t>(rows[static_cast<std::size_t>(r)]);
  };
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j) {
      if (row(i) == row(j)) return false;
      bool same_cols = true;
      for (int r = 0; r < n && same_cols; ++r) same_cols = (row(r) >> i & 1) == (row(r) >> j & 1);
      if (same_cols) return false;
    }
  return true;
}

bool distinct_lines(const Solution& s) {
  std::array<std::uint32_t, kMaxSize> rows{};
  for (std::size_t r = 0; r < s.size(); ++r)
    for (std::size_t c = 0; c < s.size(); ++c)
      if (s[r][c] == '1') rows[r] |= std::uint32_t{1} << c;
  return distinct_lines(static_cast<int>(s.size()), rows);
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
