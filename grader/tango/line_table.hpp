// Single-line completion over the valid lines (solver/tango/lines.hpp), shared by the line and
// cross_line rules.
#pragma once

#include "grader/tango/grid.hpp"
#include "solver/tango/lines.hpp"

namespace dg::tango {

// The valid lines a set ranges over: every line of length len with lo..hi suns and no three in a
// row (valid_lines(len, lo, hi)). On the classic board it is (n, n/2, n/2); a grid whose lines of
// one length have different ranges uses one kind for all of them (the union of their ranges) and
// narrows each line's set by its own range, so sets of parallel lines stay comparable.
struct LineKind {
  int len = 0, lo = 0, hi = 0;
  bool operator==(const LineKind&) const = default;
};
inline LineKind classic_kind(int n) {
  return {n, n / 2, n / 2};
}
// The kind the rows (or the columns) of `g` share: their length and the union of their ranges.
LineKind kind_of_rows(const Grid& g);
LineKind kind_of_columns(const Grid& g);
inline LineKind kind_of_line(const Grid& g, int l) {
  return l < g.n ? kind_of_rows(g) : kind_of_columns(g);
}

// The index of `l` in valid_lines(n), or -1 when l is not a valid line.
int valid_line_index(int n, Mask l);
// The same in the lines of kind k.
int valid_line_index(const LineKind& k, Mask l);
inline std::span<const std::uint32_t> lines_of(const LineKind& k) {
  return valid_lines(k.len, k.lo, k.hi);
}

// Whether valid line `l` agrees with the known cells and the signs of `v`.
inline bool fits(Mask l, const LineView& v, Mask full) {
  const Mask diff = l ^ (l >> 1);  // bit i: cells i and i+1 differ
  return ((l ^ v.sun) & v.known) == 0 && (diff & v.equal) == 0 &&
         (~diff & v.opposite & (full >> 1)) == 0;
}

// All completions of one line: `all` = AND of the valid lines that fit, `any` = their OR.
struct Completions {
  int count = 0;
  Mask all = 0, any = 0;
};
Completions completions(int n, const LineView& v);

}  // namespace dg::tango
