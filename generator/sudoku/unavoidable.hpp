// Unavoidable sets of a full grid: sets of cells whose digits can be rearranged into another valid
// grid, so a puzzle with that grid as its one solution gives a digit in each of them. The dig
// (dig.cpp) refuses a removal that leaves one without a given at the cost of a few AND operations,
// where the exact count it replaces costs thousands of instructions; the count still decides every
// removal the sets do not refuse, so the puzzles are the same.
// The sets are the two-digit swaps: for digits a and b, the cells holding either split into
// components closed under "the other digit's cell in my row, column or box"; swapping a and b in
// one component gives another valid grid (a component may be all 2n cells: the relabelling).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "solver/sudoku/model.hpp"

namespace dg::sudoku {

// A set of cells of a board of up to kMaxCells cells.
struct CellSet {
  std::array<std::uint64_t, (kMaxCells + 63) / 64> words{};
  void add(int k) { words[static_cast<std::size_t>(k / 64)] |= std::uint64_t{1} << (k % 64); }
  void remove(int k) { words[static_cast<std::size_t>(k / 64)] &= ~(std::uint64_t{1} << (k % 64)); }
  bool has(int k) const { return (words[static_cast<std::size_t>(k / 64)] >> (k % 64)) & 1; }
  bool meets(const CellSet& o) const;
};

// The cells given a digit in p.
CellSet given_cells(const Puzzle& p);

class UnavoidableSets {
 public:
  UnavoidableSets(const Geometry& g, const Solution& full);
  // Whether some set holds none of `givens`: then the puzzle of those givens has a solution other
  // than the full grid.
  bool missed_by(const CellSet& givens) const;
  const std::vector<CellSet>& sets() const { return sets_; }

 private:
  std::vector<CellSet> sets_;
};

}  // namespace dg::sudoku
