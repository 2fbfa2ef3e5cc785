// The Tents grader's working state: each cell unknown, grass or tent (trees count as grass), and
// the tree-tent links the rules have proved (a link holds in every pairing of every solution).
// Copied for every trial and every probe of the difficulty score, so a copy holds only what
// changes (three small vectors); what the board fixes is shared.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "solver/common/cell.hpp"
#include "solver/tents/model.hpp"

namespace dg::tents {

enum : std::int8_t { kUnknown = -1, kGrass = 0, kTent = 1 };

// Up to N cell or tree indices without an allocation (a cell has at most 8 neighbours and 4
// orthogonal ones), in the order they were added.
template <int N>
struct SmallList {
  std::array<int, N> item{};
  int n = 0;

  void push_back(int x) { item[static_cast<std::size_t>(n++)] = x; }
  int size() const { return n; }
  bool empty() const { return n == 0; }
  int operator[](int i) const { return item[static_cast<std::size_t>(i)]; }
  const int* begin() const { return item.data(); }
  const int* end() const { return item.data() + n; }
};

// Rules whose sweep over a line depends only on that line's cells: the bit is set when the rule
// last found nothing in the line, and cleared when one of its cells is decided (Grid::set), so a
// sweep skips the lines it already knows are quiet. A cache of the grid's state: it changes how
// fast a rule finds its deductions, never which (step_probe.hpp relies on that).
enum : std::uint8_t { kQuietLineCount = 1, kQuietLineNeighbours = 2 };

// Likewise for the rules that sweep the whole grid, each woken only by the changes that can give
// it something to find (a rule's finding is a property of the grid that other changes only
// shrink): shared_neighbour by new grass or a link (a new tent on an unknown cell stays a
// candidate); tent_one_tree by a new tent or a link.
enum : std::uint8_t {
  kQuietTentOneTree = 1,
  kQuietSharedNeighbour = 2,
};

// A set of cells (or trees) as bits, visited in increasing (row-major) order. Sized for the board
// (size_for), so a small board's sweeps read only the words it uses.
class CellBits {
 public:
  // Room for members 0..n-1 (n <= kMaxSize * kMaxSize); the set is left empty.
  void size_for(int n) {
    w_.fill(0);
    words_ = static_cast<int>(word(n + 63));
  }
  void insert(int k) { w_[word(k)] |= bit(k); }
  void erase(int k) { w_[word(k)] &= ~bit(k); }
  void clear() { std::fill_n(w_.begin(), words_, 0); }
  void insert_first(int n) {
    for (int k = 0; k < n; ++k) insert(k);
  }
  // The smallest member >= from, -1 when none.
  int next(int from) const {
    for (std::size_t i = word(from); i < static_cast<std::size_t>(words_); ++i) {
      std::uint64_t bits = w_[i];
      if (i == word(from)) bits &= ~std::uint64_t{0} << (from % 64);
      if (bits) return static_cast<int>(i * 64) + __builtin_ctzll(bits);
    }
    return -1;
  }

 private:
  static std::size_t word(int k) { return static_cast<std::size_t>(k) / 64; }
  static std::uint64_t bit(int k) { return std::uint64_t{1} << (k % 64); }
  static constexpr int kWords = (kMaxSize * kMaxSize + 63) / 64;
  std::array<std::uint64_t, kWords> w_{};
  int words_ = kWords;
};

struct Grid {
  const Puzzle* puzzle = nullptr;
  int rows = 0, cols = 0;
  std::vector<std::int8_t> v;            // per cell
  std::vector<int> link_of_tree;         // per tree: its linked tent cell, -1
  std::vector<int> link_of_cell;         // per cell: the tree its tent is linked to, -1
  std::vector<std::uint8_t> line_quiet;  // per line (rows then columns): kQuietLine* bits
  std::uint8_t quiet_rules = 0;          // kQuiet* bits of the whole-grid rules
  // Where no_tree, touch and tree_one_cell look, caches of the grid's state like the quiet bits:
  // every unknown cell without an open tree beside it is in no_tree_check (all cells at first,
  // then the cells beside a tree just linked), every tent with an unknown cell around it in
  // tents_to_touch (each new tent), and every unlinked tree with fewer than two candidates in
  // trees_to_check (all trees at first, then those beside new grass or a tent just linked); the
  // rules drop what they find settled.
  CellBits no_tree_check;
  CellBits tents_to_touch;
  CellBits trees_to_check;  // tree indices
  CellBits unlinked_tents;  // every tent not linked to a tree (not a cache: kept exactly)
  // Per line (rows then columns), bit i for the line's cell i: its unknown cells and its tents,
  // kept exactly by set(), so the line rules read a line without visiting its cells.
  std::array<std::uint32_t, 2 * kMaxSize> line_unknown{}, line_tents{};
  // Fixed by the board's size, shared by every board of that size a thread grades.
  struct Geometry {
    int rows = 0, cols = 0;
    std::vector<SmallList<8>> around;         // per cell: the cells touching it
    std::vector<std::vector<int>> line_list;  // rows then columns: each line's cells in order
  };
  // Fixed by the board, worked out once and shared by every copy.
  struct Shape {
    std::shared_ptr<const Geometry> geometry;
    std::vector<int> tree_of_cell;    // per cell: its tree index, -1 when no tree stands there
    std::vector<SmallList<4>> sides;  // per tree: the non-tree cells beside it
    std::vector<SmallList<4>> trees_beside;  // per cell: the trees orthogonally beside it
  };
  std::shared_ptr<const Shape> shape;
  int unknown = 0;
  bool broken = false;
  mutable int checked = -1;  // cache of the full check of a decided grid: -1 not yet, 0 bad, 1 good

  Cell cell(int k) const { return {k / cols, k % cols}; }
  int index(Cell c) const { return c.row * cols + c.col; }
  int tree_count() const { return static_cast<int>(link_of_tree.size()); }
  bool is_tree(int k) const { return shape->tree_of_cell[static_cast<std::size_t>(k)] >= 0; }
  std::int8_t at(int k) const { return v[static_cast<std::size_t>(k)]; }
  // Sets an unknown cell (a clash with a decided one breaks the grid); true when it was unknown.
  bool set(int k, std::int8_t value);
  void link(int tree, int k);
  // The non-tree cells beside tree t, in the order up, left, right, down.
  const SmallList<4>& sides_of(int t) const { return shape->sides[static_cast<std::size_t>(t)]; }
  // An unlinked tree's candidates: the unknown cells and unlinked tents beside it.
  SmallList<4> candidates(int tree) const;
  // The unlinked trees beside cell k, and whether there is one.
  SmallList<4> open_trees(int k) const;
  bool has_open_tree(int k) const {
    for (int t : shape->trees_beside[static_cast<std::size_t>(k)])
      if (link_of_tree[static_cast<std::size_t>(t)] < 0) return true;
    return false;
  }
  // The cells that touch k (8-neighbourhood).
  const SmallList<8>& touching(int k) const {
    return shape->geometry->around[static_cast<std::size_t>(k)];
  }
  // Rows then columns: line l's cells in order, and its count (kHidden when not given).
  const std::vector<int>& line_cells(int l) const {
    return shape->geometry->line_list[static_cast<std::size_t>(l)];
  }
  int line_count(int l) const;
  int lines() const { return rows + cols; }
  bool quiet(int l, std::uint8_t rule) const {
    return line_quiet[static_cast<std::size_t>(l)] & rule;
  }
  void mark_quiet(int l, std::uint8_t rule) { line_quiet[static_cast<std::size_t>(l)] |= rule; }
  bool quiet(std::uint8_t rule) const { return quiet_rules & rule; }
  // Records that the whole-grid `rule` found nothing in this grid.
  void mark_quiet(std::uint8_t rule) { quiet_rules |= rule; }

  bool contradiction() const;
  bool solved() const;

 private:
  bool keeps_rules_quickly() const;
};

Grid make_grid(const Puzzle& p);

// Line l's cell values, for LineCompletions (at most kMaxSize of them).
struct LineValues {
  std::array<std::int8_t, kMaxSize> value{};
  int n = 0;
  std::span<const std::int8_t> span() const { return {value.data(), static_cast<std::size_t>(n)}; }
};
LineValues line_values(const Grid& g, const std::vector<int>& cells);

// Words for the explanation: "row 3", "column B".
std::string line_name(const Grid& g, int l);

}  // namespace dg::tents
