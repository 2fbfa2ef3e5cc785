// Tango rules of tier "basic": what a known cell or two force on their direct neighbours in a
// line. The per-line deductions are inline here because the generator's fused propagation
// (closure.cpp) runs them millions of times; rules_basic.cpp wraps them as engine rules.
// Notation in the examples: 1 sun, 0 moon, . unknown, = and x the signs (shown only where they
// matter), one line of the grid left to right (a column reads the same top to bottom).
#pragma once

#include "grader/tango/bits.hpp"
#include "grader/tango/grid.hpp"

namespace dg::tango {

inline Mask unknown_cells(int n, const LineView& v) {
  return ((Mask{1} << n) - 1) & ~v.known;
}

// sign_propagation: a known cell fixes its sign partner.
//   1=. . . . .   ->   1=1 . . . .        0x. . . . .   ->   0x1 . . . .
// Sound: '=' joins equal cells and 'x' opposite ones, so the partner has exactly one value.
// Bit i of equal/opposite joins cells i and i+1; shifting the known cells by one along the sign
// masks reaches the partner on either side.
inline Forced deduce_sign_propagation(int n, const LineView& v) {
  const Mask ones = v.ones(), zeros = v.zeros();
  const Mask e = v.equal, o = v.opposite;
  Forced f;
  f.ones = ((ones & e) << 1) | ((ones >> 1) & e) | ((zeros & o) << 1) | ((zeros >> 1) & o);
  f.zeros = ((zeros & e) << 1) | ((zeros >> 1) & e) | ((ones & o) << 1) | ((ones >> 1) & o);
  const Mask u = unknown_cells(n, v);
  return {f.ones & u, f.zeros & u};
}

// pair: two equal neighbours force the opposite symbol on both ends.
//   . 1 1 . . .   ->   0 1 1 0 . .
// Sound: a third equal cell next to the pair would make three in a row.
inline Forced deduce_pair(int n, const LineView& v) {
  const Mask ones = v.ones(), zeros = v.zeros();
  const Mask p1 = ones & (ones >> 1), p0 = zeros & (zeros >> 1);  // bit i: cells i, i+1
  const Mask u = unknown_cells(n, v);
  return {((p0 << 2) | (p0 >> 1)) & u, ((p1 << 2) | (p1 >> 1)) & u};
}

// gap: two equal cells with one cell between them force the middle to the opposite.
//   1 . 1 . . .   ->   1 0 1 . . .
// Sound: an equal middle would make three in a row.
inline Forced deduce_gap(int n, const LineView& v) {
  const Mask ones = v.ones(), zeros = v.zeros();
  const Mask g1 = ones & (ones >> 2), g0 = zeros & (zeros >> 2);  // bit i: cells i, i+2
  const Mask u = unknown_cells(n, v);
  return {(g0 << 1) & u, (g1 << 1) & u};
}

// line_full: a line that already holds as many of one symbol as it may (n/2 on the classic
// board; hi suns or n - lo moons when the line holds lo..hi suns) gets the other everywhere else.
//   1 0 1 . 1 .   ->   1 0 1 0 1 0
// Sound: no line holds more suns than hi or more moons than n - lo.
inline Forced deduce_line_full(int n, const LineView& v) {
  const Mask u = unknown_cells(n, v);
  Forced f;
  if (count_bits(v.ones()) == v.hi) f.zeros = u;
  if (count_bits(v.zeros()) == n - v.lo) f.ones = u;
  return f;
}

}  // namespace dg::tango
