// Tango grader grid (see grid.hpp).
#include "grader/tango/grid.hpp"

#include <bit>

#include "grader/tango/bits.hpp"
#include "solver/common/cell_name.hpp"
#include "solver/common/popcount_clones.hpp"

namespace dg::tango {

Mask Grid::assign(int l, Forced f) {
  const auto li = static_cast<std::size_t>(l);
  if (f.ones & f.zeros) broken = true;
  if ((f.ones & known[li] & ~sun[li]) | (f.zeros & known[li] & sun[li])) broken = true;
  const Mask fresh = (f.ones | f.zeros) & ~known[li] & full;
  // Each new cell goes into this line and into the crossing line at position `pos`.
  const int base = l < n ? n : 0;  // crossing lines of a row are columns, and the other way round
  const int self = l < n ? l : l - n;
  for (Mask m = fresh; m; m &= m - 1) {
    const int pos = std::countr_zero(m);
    const Mask bit = Mask{1} << pos;
    const bool one = (f.ones & bit) != 0;
    known[li] |= bit;
    if (one) sun[li] |= bit;
    const auto cross = static_cast<std::size_t>(base + pos);
    known[cross] |= Mask{1} << self;
    if (one) sun[cross] |= Mask{1} << self;
  }
  return fresh;
}

bool Grid::solved() const {
  for (int r = 0; r < n; ++r)
    if (known[static_cast<std::size_t>(r)] != full) return false;
  return true;
}

namespace {

// line_breaks_rules' body, inline so that Grid::contradiction's POPCNT copy counts with the
// instruction (std::popcount; count_bits is the portable SWAR count).
inline bool breaks(int n, const LineView& v) {
  const Mask ones = v.ones(), zeros = v.zeros();
  if (std::popcount(ones) > n / 2 || std::popcount(zeros) > n / 2) return true;
  if ((ones & (ones >> 1) & (ones >> 2)) | (zeros & (zeros >> 1) & (zeros >> 2))) return true;
  // Bit i: cells i and i+1 both known; diff bit i: they differ.
  const Mask both = v.known & (v.known >> 1);
  const Mask diff = v.sun ^ (v.sun >> 1);
  return (both & diff & v.equal) | (both & ~diff & v.opposite);
}

}  // namespace

DG_POPCOUNT_CLONES bool line_breaks_rules(int n, const LineView& v) {
  return breaks(n, v);
}

// Cloned for POPCNT: the score's probe asks it after every rule application (~6% of generating
// 6x6 boards).
DG_POPCOUNT_CLONES bool Grid::contradiction() const {
  if (broken) return true;
  for (int l = 0; l < 2 * n; ++l)
    if (breaks(n, line(l))) return true;
  if (unique_lines)
    for (int l = 0; l < 2 * n; ++l) {
      const auto i = static_cast<std::size_t>(l);
      if (known[i] != full) continue;
      for (int k = l + 1; k < (l < n ? n : 2 * n); ++k)
        if (known[static_cast<std::size_t>(k)] == full &&
            sun[static_cast<std::size_t>(k)] == sun[i])
          return true;
    }
  return false;
}

Grid make_grid(const Puzzle& p) {
  Grid g;
  g.n = p.n;
  g.full = (Mask{1} << p.n) - 1;
  g.unique_lines = p.unique_lines;
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.n; ++c)
      if (p.at(r, c) >= 0) g.set(r, c, p.at(r, c));
  auto mark = [&](const CellPair& pr, bool eq) {
    if (pr.a.row == pr.b.row)  // horizontal: in row a.row, bit a.col
      (eq ? g.equal : g.opposite)[static_cast<std::size_t>(pr.a.row)] |= Mask{1} << pr.a.col;
    else  // vertical: in column a.col, bit a.row
      (eq ? g.equal : g.opposite)[static_cast<std::size_t>(p.n + pr.a.col)] |= Mask{1} << pr.a.row;
  };
  for (const CellPair& pr : p.equal) mark(pr, true);
  for (const CellPair& pr : p.opposite) mark(pr, false);
  return g;
}

std::vector<Cell> cells_of(const Grid& g, int l, Mask m) {
  std::vector<Cell> out;
  for (; m; m &= m - 1) out.push_back(g.cell(l, std::countr_zero(m)));
  return out;
}

std::string line_name(const Grid& g, int l) {
  return l < g.n ? "row " + row_name(l) : "column " + column_name(l - g.n);
}

}  // namespace dg::tango
