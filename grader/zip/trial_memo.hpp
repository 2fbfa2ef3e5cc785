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
struct Puzzle;

class TrialMemo {
 public:
  explicit TrialMemo(int edges);
  // With the puzzle being graded, the memo can also find one of its solutions for the grid, the
  // first time the contradiction rule needs trials (find_solution).
  TrialMemo(int edges, const Puzzle& puzzle);

  // Once per grade, when g has no known solution: looks for one solution of the puzzle with a
  // small node budget and, when found, makes it g's known solution (Grid::set_known_solution),
  // so that the contradiction rule skips the trials that agree with it. Any solution will do: g
  // only holds sound deductions, so it agrees with every solution. Grades that never reach the
  // contradiction tier never pay for the search.
  void find_solution(Grid& g);
  // Whether trying edge e at `value` on g is known to end without a contradiction.
  bool known_to_fail(int e, bool value, const Grid& g) const;
  // `fixed_point`: the grid a trial of edge e at `value` closed to, without a contradiction.
  void remember(int e, bool value, const Grid& fixed_point);

 private:
  int edges_;
  std::vector<std::vector<std::uint8_t>> fixed_;  // [2 * e + value]: edge states, empty if none
  const Puzzle* puzzle_ = nullptr;
  bool searched_ = false;
  std::vector<std::uint8_t> solution_;  // the found solution's edge states
};

}  // namespace dg::zip
