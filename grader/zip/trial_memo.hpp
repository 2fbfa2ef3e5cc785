// What the contradiction rule learned from trials that did not contradict: the fixed point each
// one reached. A later grid whose every decided edge agrees with such a fixed point would reach
// that fixed point again (the cheaper tiers are monotone: closing a subset of a fixed point stays
// inside it, and a subset of a consistent state is consistent), so the trial is skipped. The
// engine calls the rule after every cheaper deduction and it rescans every edge from the first, so
// without this most of a grade's time went into trials repeated on a barely changed grid.
// One memo per grade(); grids made for trials carry the pointer but never use it.
#pragma once

#include <cstdint>
#include <vector>

namespace dg::zip {

class Grid;

class TrialMemo {
 public:
  explicit TrialMemo(int edges);
  // Whether trying edge e at `value` on g is known to end without a contradiction.
  bool known_to_fail(int e, bool value, const Grid& g) const;
  // `fixed_point`: the grid a trial of edge e at `value` closed to, without a contradiction.
  void remember(int e, bool value, const Grid& fixed_point);

 private:
  int edges_;
  std::vector<std::vector<std::uint8_t>> fixed_;  // [2 * e + value]: edge states, empty if none
};

}  // namespace dg::zip
