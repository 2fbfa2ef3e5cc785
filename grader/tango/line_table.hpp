// Single-line completion over the valid lines (solver/tango/lines.hpp), shared by the line and
// cross_line rules.
#pragma once

#include "grader/tango/grid.hpp"
#include "solver/tango/lines.hpp"

namespace dg::tango {

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
