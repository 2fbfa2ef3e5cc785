// Valid Tango lines and single-line completion, shared by the line and cross_line rules.
// A valid line of length n is balanced (n/2 ones) with no three equal in a row: 6 for n=4, 14 for
// n=6, 34 for n=8, 84 for n=10, 208 for n=12, 518 for n=14; the tables are built once.
#pragma once

#include <span>

#include "grader/tango/grid.hpp"

namespace dg::tango {

// Every valid line of length n (bit i = cell i). Pre: n even in kMinSize..kMaxSize.
std::span<const Mask> valid_lines(int n);

// The index of `l` in valid_lines(n), or -1 when l is not a valid line.
int valid_line_index(int n, Mask l);

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
