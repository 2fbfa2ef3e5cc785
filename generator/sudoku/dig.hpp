// Removing givens from a full grid (STYLE.md 5): the givens go in a shuffled order, a group at a
// time (one cell, or a cell and its half-turn image for symmetric givens), and a removal is kept
// only while the judge still accepts the puzzle: unique by the bitset counter and, for a grader
// tier, solved by the grader within it (tier "any" and "search": unique is enough).
#pragma once

#include <vector>

#include "generator/sudoku/params.hpp"
#include "solver/common/rng.hpp"
#include "solver/sudoku/geometry.hpp"
#include "solver/sudoku/model.hpp"

namespace dg::sudoku {

// Cells whose givens are removed together: `second` is -1 for a lone cell (the centre of an odd
// board under rotate180, every cell under none).
struct ClueGroup {
  int first = 0;
  int second = -1;
  int size() const { return second < 0 ? 1 : 2; }
};

// The board's groups for `symmetry`, in cell order.
std::vector<ClueGroup> clue_groups(const Geometry& g, Symmetry symmetry);

// Whether a candidate puzzle is still acceptable while removing (see the header comment).
class Judge {
 public:
  explicit Judge(int tier) : tier_(tier) {}
  bool operator()(const Puzzle& p) const;
  // The same, for `p` just emptied at `cell`, which held `digit`, when `p` with that given was
  // accepted: a digit its givens force back by a single is accepted at once, else the uniqueness
  // check seeks only a solution without that digit there.
  bool after_removal(const Puzzle& p, int cell, int digit) const;

 private:
  bool solved_within_tier(const Puzzle& p) const;
  int tier_;
};

// `full` (every cell given) reduced as above: the groups of `order` are removed last to first
// while at least `min_givens` givens stay and the judge accepts. The first step finds the
// shortest prefix of `order` the judge accepts by bisection (a sound grader and a counter only
// ever accept more as givens are added, so this skips the long run of removals that all succeed);
// the walk back from there is plain removal. False when the run's generation deadline passed
// (`p` then holds no useful puzzle). Pre: `p` has `full`'s box shape (its givens are overwritten).
bool dig(Puzzle& p, const Solution& full, const std::vector<ClueGroup>& order, int min_givens,
         const Judge& judge);

}  // namespace dg::sudoku
