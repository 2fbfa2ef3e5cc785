// The Tents grader's grid (grid.hpp).
#include "grader/tents/grid.hpp"

#include <algorithm>

#include "solver/common/cell_name.hpp"

namespace dg::tents {

namespace {

std::size_t at_index(int i) {
  return static_cast<std::size_t>(i);
}

std::shared_ptr<const Grid::Geometry> make_geometry(int rows, int cols) {
  auto geo = std::make_shared<Grid::Geometry>();
  geo->rows = rows;
  geo->cols = cols;
  const int n = rows * cols;
  geo->around.resize(at_index(n));
  for (int k = 0; k < n; ++k)
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        const int r = k / cols + dr, c = k % cols + dc;
        if ((dr || dc) && r >= 0 && r < rows && c >= 0 && c < cols)
          geo->around[at_index(k)].push_back(r * cols + c);
      }
  geo->line_list.resize(at_index(rows + cols));
  for (int k = 0; k < n; ++k) {
    geo->line_list[at_index(k / cols)].push_back(k);
    geo->line_list[at_index(rows + k % cols)].push_back(k);
  }
  return geo;
}

// The last size this thread graded: a generator grades thousands of boards of one size.
std::shared_ptr<const Grid::Geometry> geometry_of(int rows, int cols) {
  thread_local std::shared_ptr<const Grid::Geometry> last;
  if (!last || last->rows != rows || last->cols != cols) last = make_geometry(rows, cols);
  return last;
}

}  // namespace

bool Grid::set(int k, std::int8_t value) {
  auto& x = v[at_index(k)];
  if (x != kUnknown) {
    if (x != value) broken = true;
    return false;
  }
  x = value;
  --unknown;
  const int r = k / cols, c = k % cols;
  line_quiet[at_index(r)] = 0;
  line_quiet[at_index(rows + c)] = 0;
  line_unknown[at_index(r)] &= ~(1U << c);
  line_unknown[at_index(rows + c)] &= ~(1U << r);
  if (value == kTent) {
    line_tents[at_index(r)] |= 1U << c;
    line_tents[at_index(rows + c)] |= 1U << r;
  }
  if (value == kTent) {
    quiet_rules &= ~kQuietTentOneTree;
    tents_to_touch.insert(k);
    unlinked_tents.insert(k);
  } else {
    quiet_rules &= ~kQuietSharedNeighbour;
    for (int t : shape->trees_beside[at_index(k)]) trees_to_check.insert(t);
  }
  if (value == kTent)
    for (int n : touching(k))
      if (at(n) == kTent) broken = true;
  return true;
}

void Grid::link(int tree, int k) {
  link_of_tree[at_index(tree)] = k;
  link_of_cell[at_index(k)] = tree;
  quiet_rules = 0;
  for (int c : sides_of(tree)) no_tree_check.insert(c);
  unlinked_tents.erase(k);
  for (int t : shape->trees_beside[at_index(k)]) trees_to_check.insert(t);
}

SmallList<4> Grid::candidates(int tree) const {
  SmallList<4> out;
  if (link_of_tree[at_index(tree)] >= 0) return out;
  for (int k : sides_of(tree))
    if (at(k) == kUnknown || (at(k) == kTent && link_of_cell[at_index(k)] < 0)) out.push_back(k);
  return out;
}

SmallList<4> Grid::open_trees(int k) const {
  SmallList<4> out;
  for (int t : shape->trees_beside[at_index(k)])
    if (link_of_tree[at_index(t)] < 0) out.push_back(t);
  return out;
}

int Grid::line_count(int l) const {
  return l < rows ? puzzle->row_counts[at_index(l)] : puzzle->col_counts[at_index(l - rows)];
}

// Whether a decided, unbroken grid keeps every rule, by the grid's own bookkeeping: tents never
// touch (set() breaks the grid when they do), givens and trees hold their values (make_grid set
// them), so what is left is the line counts, as many tents as trees and a pairing, found from the
// proved links by augmenting paths. False when unsure (the unique_matching variant): the caller
// then asks check_solution, which decides.
bool Grid::keeps_rules_quickly() const {
  if (puzzle->unique_matching) return false;
  int tents = 0;
  for (int l = 0; l < lines(); ++l) {
    int have = 0;
    for (int k : line_cells(l)) have += at(k) == kTent;
    if (l < rows) tents += have;
    if (line_count(l) != kHidden && have != line_count(l)) return false;
  }
  if (tents != tree_count()) return false;
  // owner: per cell, the tree its tent is paired with so far (the links first).
  std::array<int, kMaxSize * kMaxSize> owner;
  std::array<int, kMaxSize * kMaxSize> seen;
  std::fill_n(owner.begin(), rows * cols, -1);
  std::fill_n(seen.begin(), rows * cols, -1);
  for (int t = 0; t < tree_count(); ++t)
    if (const int k = link_of_tree[at_index(t)]; k >= 0) owner[at_index(k)] = t;
  // Depth at most the number of trees, each frame small.
  auto augment = [&](auto&& self, int t, int stamp) -> bool {
    for (int k : sides_of(t)) {
      if (at(k) != kTent || seen[at_index(k)] == stamp) continue;
      seen[at_index(k)] = stamp;
      if (owner[at_index(k)] < 0 || self(self, owner[at_index(k)], stamp)) {
        owner[at_index(k)] = t;
        return true;
      }
    }
    return false;
  };
  for (int t = 0; t < tree_count(); ++t)
    if (link_of_tree[at_index(t)] < 0 && !augment(augment, t, t)) return false;
  return true;
}

bool Grid::contradiction() const {
  if (broken) return true;
  if (unknown > 0) return false;
  if (checked < 0) {
    if (keeps_rules_quickly()) {
      checked = 1;
    } else {
      Solution s;
      for (int k = 0; k < rows * cols; ++k)
        if (at(k) == kTent) s.push_back(cell(k));
      checked = check_solution(*puzzle, s).ok() ? 1 : 0;
    }
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
  g.v.assign(at_index(n), kUnknown);
  g.link_of_cell.assign(at_index(n), -1);
  g.link_of_tree.assign(p.trees.size(), -1);
  g.line_quiet.assign(at_index(p.rows + p.cols), 0);
  g.unknown = n;
  const int trees = static_cast<int>(p.trees.size());
  for (CellBits* set : {&g.no_tree_check, &g.tents_to_touch, &g.unlinked_tents}) set->size_for(n);
  g.trees_to_check.size_for(trees);
  g.no_tree_check.insert_first(n);
  g.trees_to_check.insert_first(trees);
  for (int r = 0; r < p.rows; ++r) g.line_unknown[at_index(r)] = (1U << p.cols) - 1;
  for (int c = 0; c < p.cols; ++c) g.line_unknown[at_index(p.rows + c)] = (1U << p.rows) - 1;
  auto shape = std::make_shared<Grid::Shape>();
  shape->geometry = geometry_of(p.rows, p.cols);
  shape->tree_of_cell.assign(at_index(n), -1);
  for (std::size_t t = 0; t < p.trees.size(); ++t)
    shape->tree_of_cell[at_index(p.index(p.trees[t]))] = static_cast<int>(t);
  // Up, left, right, down: the order of orthogonal() (model.hpp), which the rules' words follow.
  auto beside = [&](int k, auto&& visit) {
    const int r = k / p.cols, c = k % p.cols;
    if (r > 0) visit(k - p.cols);
    if (c > 0) visit(k - 1);
    if (c + 1 < p.cols) visit(k + 1);
    if (r + 1 < p.rows) visit(k + p.cols);
  };
  shape->sides.resize(p.trees.size());
  for (std::size_t t = 0; t < p.trees.size(); ++t)
    beside(p.index(p.trees[t]), [&](int k) {
      if (shape->tree_of_cell[at_index(k)] < 0) shape->sides[t].push_back(k);
    });
  // Each cell's trees in the order up, left, right, down: that is row-major order, the order of
  // the sorted trees, so visiting the trees in turn lists them so.
  shape->trees_beside.resize(at_index(n));
  for (std::size_t t = 0; t < p.trees.size(); ++t)
    beside(p.index(p.trees[t]),
           [&](int k) { shape->trees_beside[at_index(k)].push_back(static_cast<int>(t)); });
  g.shape = std::move(shape);
  for (Cell t : p.trees) {
    g.v[at_index(p.index(t))] = kGrass;
    --g.unknown;
    g.line_unknown[at_index(t.row)] &= ~(1U << t.col);
    g.line_unknown[at_index(p.rows + t.col)] &= ~(1U << t.row);
  }
  for (Cell c : p.grass) g.set(p.index(c), kGrass);
  for (Cell c : p.tents) g.set(p.index(c), kTent);
  return g;
}

LineValues line_values(const Grid& g, const std::vector<int>& cells) {
  LineValues out;
  for (int k : cells) out.value[at_index(out.n++)] = g.at(k);
  return out;
}

std::string line_name(const Grid& g, int l) {
  return l < g.rows ? "row " + row_name(l) : "column " + column_name(l - g.rows);
}

}  // namespace dg::tents
