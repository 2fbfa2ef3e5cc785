// What the contradiction rule learned from trials that did not contradict: the fixed point each
// one reached. A later grid whose every decided edge agrees with such a fixed point would reach
// that fixed point again (the cheaper tiers are monotone: closing a subset of a fixed point stays
// inside it, and a subset of a consistent state is consistent), so the trial is skipped. The
// engine calls the rule after every cheaper deduction and it rescans every edge from the first, so
// without this most of a grade's time went into trials repeated on a barely changed grid.
// One memo per grade(); grids made for trials carry the pointer but never use it. The memo also
// holds the grade's known solution, given (grade_knowing) or found (find_solution).
#pragma once

#include <cstdint>
#include <vector>

#include "solver/zip/model.hpp"

namespace dg::zip {

class Grid;
struct Topology;

class TrialMemo {
 public:
  // The memo of one grade of `puzzle` (board `topo`); `known`, when not null, is a solution of it
  // (checked with check_solution and ignored when it is not one), as grade_knowing takes.
  TrialMemo(const Puzzle& puzzle, const Topology& topo, const Solution* known = nullptr);

  // Makes this g's memo and, with a known solution, g's known solution (Grid::set_known_solution).
  void attach(Grid& g);
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
  const Puzzle* puzzle_;
  std::vector<std::uint8_t> solution_;  // the known or found solution's edge states, if any
  bool searched_;                       // find_solution has nothing (more) to do
};

}  // namespace dg::zip
