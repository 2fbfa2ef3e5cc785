// The Tents grader's grid (grid.hpp).
#include "grader/tents/grid.hpp"

#include "solver/common/cell_name.hpp"

namespace dg::tents {

bool Grid::set(int k, std::int8_t value) {
  auto& x = v[static_cast<std::size_t>(k)];
  if (x != kUnknown) {
    if (x != value) broken = true;
    return false;
  }
  x = value;
  --unknown;
  if (value == kTent)
    for (int n : touching(k))
      if (at(n) == kTent) broken = true;
  return true;
}

void Grid::link(int tree, int k) {
  link_of_tree[static_cast<std::size_t>(tree)] = k;
  link_of_cell[static_cast<std::size_t>(k)] = tree;
}

std::vector<int> Grid::candidates(int tree) const {
  std::vector<int> out;
  if (link_of_tree[static_cast<std::size_t>(tree)] >= 0) return out;
  for (int k : sides[static_cast<std::size_t>(tree)])
    if (at(k) == kUnknown || (at(k) == kTent && link_of_cell[static_cast<std::size_t>(k)] < 0))
      out.push_back(k);
  return out;
}

std::vector<int> Grid::open_trees(int k) const {
  std::vector<int> out;
  const Cell c = cell(k);
  for (Cell n : {Cell{c.row - 1, c.col}, Cell{c.row, c.col - 1}, Cell{c.row, c.col + 1},
                 Cell{c.row + 1, c.col}}) {
    if (n.row < 0 || n.row >= rows || n.col < 0 || n.col >= cols) continue;
    const int t = tree_of_cell[static_cast<std::size_t>(index(n))];
    if (t >= 0 && link_of_tree[static_cast<std::size_t>(t)] < 0) out.push_back(t);
  }
  return out;
}

int Grid::line_count(int l) const {
  return l < rows ? puzzle->row_counts[static_cast<std::size_t>(l)]
                  : puzzle->col_counts[static_cast<std::size_t>(l - rows)];
}

bool Grid::contradiction() const {
  if (broken) return true;
  if (unknown > 0) return false;
  if (checked < 0) {
    Solution s;
    for (int k = 0; k < rows * cols; ++k)
      if (at(k) == kTent) s.push_back(cell(k));
    checked = check_solution(*puzzle, s).ok() ? 1 : 0;
  }
  return checked == 0;
}

bool Grid::solved() const {
  return unknown == 0 && !contradiction();
}

Grid make_grid(const Puzzle& p) {
  Grid g;
  g.puzzle = &p;
  g.rows = p.rows;
  g.cols = p.cols;
  const int n = p.rows * p.cols;
  g.v.assign(static_cast<std::size_t>(n), kUnknown);
  g.tree_of_cell.assign(static_cast<std::size_t>(n), -1);
  g.link_of_cell.assign(static_cast<std::size_t>(n), -1);
  g.link_of_tree.assign(p.trees.size(), -1);
  g.unknown = n;
  auto shape = std::make_shared<Grid::Shape>();
  shape->around.resize(static_cast<std::size_t>(n));
  for (int k = 0; k < n; ++k)
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        const int r = k / p.cols + dr, c = k % p.cols + dc;
        if ((dr || dc) && r >= 0 && r < p.rows && c >= 0 && c < p.cols)
          shape->around[static_cast<std::size_t>(k)].push_back(r * p.cols + c);
      }
  for (int r = 0; r < p.rows; ++r) {
    std::vector<int> line;
    for (int c = 0; c < p.cols; ++c) line.push_back(r * p.cols + c);
    shape->line_list.push_back(std::move(line));
  }
  for (int c = 0; c < p.cols; ++c) {
    std::vector<int> line;
    for (int r = 0; r < p.rows; ++r) line.push_back(r * p.cols + c);
    shape->line_list.push_back(std::move(line));
  }
  g.shape = std::move(shape);
  for (std::size_t t = 0; t < p.trees.size(); ++t) {
    const int k = p.index(p.trees[t]);
    g.tree_of_cell[static_cast<std::size_t>(k)] = static_cast<int>(t);
    g.v[static_cast<std::size_t>(k)] = kGrass;
    --g.unknown;
  }
  for (std::size_t t = 0; t < p.trees.size(); ++t) {
    std::vector<int> sides;
    for (Cell c : orthogonal(p, p.trees[t]))
      if (!p.is_tree(c)) sides.push_back(p.index(c));
    g.sides.push_back(sides);
  }
  for (Cell c : p.grass) g.set(p.index(c), kGrass);
  for (Cell c : p.tents) g.set(p.index(c), kTent);
  return g;
}

std::string line_name(const Grid& g, int l) {
  return l < g.rows ? "row " + row_name(l) : "column " + column_name(l - g.rows);
}

}  // namespace dg::tents
