// Tango rules of tier "signs": deductions that combine '='/'x' signs between unknown cells with
// the no-three and balance rules. Notation as in rules_basic.cpp.
#include <bit>

#include "grader/tango/bits.hpp"
#include "grader/tango/rules.hpp"

namespace dg::tango {

namespace {

Mask unknown(int n, const LineView& v) {
  return ((Mask{1} << n) - 1) & ~v.known;
}

// Unknown 'x' pairs of a line, disjoint, chosen greedily left to right (on a path this finds a
// largest set of disjoint pairs), and how many there are.
struct OppositePairs {
  Mask cells = 0;
  int count = 0;
};
OppositePairs opposite_pairs(int n, const LineView& v) {
  const Mask u = unknown(n, v);
  OppositePairs p;
  for (Mask m = v.opposite & u & (u >> 1); m; m &= m - 1) {
    const Mask pair = Mask{3} << std::countr_zero(m);
    if (p.cells & pair) continue;
    p.cells |= pair;
    ++p.count;
  }
  return p;
}

}  // namespace

// equal_pair_ends: an unknown '=' pair next to a known cell is the opposite of that cell.
//   1 .=. . . .   ->   1 0=0 . . .        . .=. 0 . .   ->   . 1=1 0 . .
// Sound: the pair is two equal cells; equal to the known neighbour, they would make three in a
// row. (The pair rule then sets the far end.)
Forced deduce_equal_pair_ends(int n, const LineView& v) {
  const Mask u = unknown(n, v);
  const Mask ep = v.equal & u & (u >> 1);  // bit i: '=' joins unknown cells i and i+1
  const Mask ones = v.ones(), zeros = v.zeros();
  // Pairs with a 1 (0) just before cell i or just after cell i+1.
  const Mask near1 = ep & ((ones << 1) | (ones >> 2));
  const Mask near0 = ep & ((zeros << 1) | (zeros >> 2));
  return {(near0 | (near0 << 1)) & u, (near1 | (near1 << 1)) & u};
}

// opposite_balance: each unknown 'x' pair holds one sun and one moon, so when the known cells and
// the disjoint 'x' pairs already account for as many of a symbol as the line may hold (n/2 on
// the classic board; hi suns, n - lo moons), every other unknown cell is the other symbol.
// ("need" below is how many more of a symbol the line has room for.)
//   1 .x. . 1 .   ->   1 .x. 0 1 0     (n=6: the pair brings the third sun)
// Sound: balance counts the pair's sun whichever cell holds it.
Forced deduce_opposite_balance(int n, const LineView& v) {
  const OppositePairs p = opposite_pairs(n, v);
  if (p.count == 0) return {};
  const Mask rest = unknown(n, v) & ~p.cells;
  const int need1 = v.hi - count_bits(v.ones()) - p.count;
  const int need0 = n - v.lo - count_bits(v.zeros()) - p.count;
  Forced f;
  if (need1 < 0 || need0 < 0) return {rest | p.cells, rest | p.cells};  // line impossible
  if (need1 == 0) f.zeros = rest;
  if (need0 == 0) f.ones = rest;
  return f;
}

// equal_pair_balance: an unknown '=' pair holds two equal cells, so when the line needs fewer than
// two more of a symbol (after its disjoint 'x' pairs), the pair is the other symbol.
//   1 1 0 .=. .   ->   1 1 0 0=0 .     (n=6: one more sun needed, the pair cannot hold two)
// Sound: the pair's two cells share a value, and a line never holds more than hi suns or n - lo
// moons.
Forced deduce_equal_pair_balance(int n, const LineView& v) {
  const OppositePairs p = opposite_pairs(n, v);
  const Mask rest = unknown(n, v) & ~p.cells;
  const Mask ep = v.equal & rest & (rest >> 1);
  if (!ep) return {};
  const int need1 = v.hi - count_bits(v.ones()) - p.count;
  const int need0 = n - v.lo - count_bits(v.zeros()) - p.count;
  const Mask cells = ep | (ep << 1);
  Forced f;
  if (need1 < 2) f.zeros = cells;
  if (need0 < 2) f.ones = cells;
  return f;
}

Step apply_equal_pair_ends(Grid& g, int, Trace* trace) {
  return sweep_lines(g, trace, "equal_pair_ends",
                     "an = pair next to a known cell is the other symbol", deduce_equal_pair_ends);
}
Step apply_opposite_balance(Grid& g, int, Trace* trace) {
  return sweep_lines(g, trace, "opposite_balance",
                     "its X pairs, a sun and a moon each, complete the line's count of one symbol",
                     deduce_opposite_balance, false, true);
}
Step apply_equal_pair_balance(Grid& g, int, Trace* trace) {
  return sweep_lines(g, trace, "equal_pair_balance",
                     "the line has no room for two more of one symbol in an = pair",
                     deduce_equal_pair_balance, false, true);
}

}  // namespace dg::tango
