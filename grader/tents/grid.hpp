// The Tents grader's working state: each cell unknown, grass or tent (trees count as grass), and
// the tree-tent links the rules have proved (a link holds in every pairing of every solution).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "solver/common/cell.hpp"
#include "solver/tents/model.hpp"

namespace dg::tents {

enum : std::int8_t { kUnknown = -1, kGrass = 0, kTent = 1 };

struct Grid {
  const Puzzle* puzzle = nullptr;
  int rows = 0, cols = 0;
  std::vector<std::int8_t> v;           // per cell
  std::vector<int> tree_of_cell;        // per cell: its tree index, -1 when no tree stands there
  std::vector<std::vector<int>> sides;  // per tree: the non-tree cells beside it
  std::vector<int> link_of_tree;        // per tree: its linked tent cell, -1
  std::vector<int> link_of_cell;        // per cell: the tree its tent is linked to, -1
  // Fixed by the board, worked out once and shared by every copy (the contradiction rule copies
  // the grid for each trial; the rules ask for these in their inner loops).
  struct Shape {
    std::vector<std::vector<int>> around;     // per cell: the cells touching it
    std::vector<std::vector<int>> line_list;  // rows then columns: each line's cells in order
  };
  std::shared_ptr<const Shape> shape;
  int unknown = 0;
  bool broken = false;
  mutable int checked = -1;  // cache of the full check of a decided grid: -1 not yet, 0 bad, 1 good

  Cell cell(int k) const { return {k / cols, k % cols}; }
  int index(Cell c) const { return c.row * cols + c.col; }
  bool is_tree(int k) const { return tree_of_cell[static_cast<std::size_t>(k)] >= 0; }
  std::int8_t at(int k) const { return v[static_cast<std::size_t>(k)]; }
  // Sets an unknown cell (a clash with a decided one breaks the grid); true when it was unknown.
  bool set(int k, std::int8_t value);
  void link(int tree, int k);
  // An unlinked tree's candidates: the unknown cells and unlinked tents beside it.
  std::vector<int> candidates(int tree) const;
  // The unlinked trees beside cell k.
  std::vector<int> open_trees(int k) const;
  // The cells that touch k (8-neighbourhood).
  const std::vector<int>& touching(int k) const {
    return shape->around[static_cast<std::size_t>(k)];
  }
  // Rows then columns: line l's cells in order, and its count (kHidden when not given).
  const std::vector<int>& line_cells(int l) const {
    return shape->line_list[static_cast<std::size_t>(l)];
  }
  int line_count(int l) const;
  int lines() const { return rows + cols; }

  bool contradiction() const;
  bool solved() const;
};

Grid make_grid(const Puzzle& p);

// Words for the explanation: "row 3", "column B".
std::string line_name(const Grid& g, int l);

}  // namespace dg::tents
