// Tents production counter: CP search over the cells (see counter.hpp). Each node propagates to
// a fixed point: a tent makes its eight neighbours grass; a line whose count is met makes the
// rest grass, one that needs all its free cells (or every other cell of its free runs) fills
// them; a tree with one candidate cell gets its tent there; and the trees must still pair with
// distinct candidates, the tents with distinct trees. It branches on a candidate of the tree
// that has the fewest. A full grid is counted only when check_solution accepts it, so pruning
// can never add a solution.
#include <algorithm>

#include "solver/tents/counter.hpp"
#include "solver/tents/matching.hpp"

namespace dg::tents {

namespace {

enum : std::int8_t { kUnknown = -1, kGrass = 0, kTent = 1 };

class Cp {
 public:
  Cp(const Puzzle& p, int limit, Budget budget)
      : p_(p), limit_(std::max(limit, 1)), budget_(budget) {
    const int n = p.rows * p.cols;
    for (Cell t : p.trees) {
      std::vector<int> next;
      for (Cell c : orthogonal(p, t))
        if (!p.is_tree(c)) next.push_back(p.index(c));
      tree_cells_.push_back(next);
    }
    cell_trees_.resize(static_cast<std::size_t>(n));
    for (std::size_t t = 0; t < tree_cells_.size(); ++t)
      for (int c : tree_cells_[t])
        cell_trees_[static_cast<std::size_t>(c)].push_back(static_cast<int>(t));
    for (int r = 0; r < p.rows; ++r) {
      std::vector<int> line;
      for (int c = 0; c < p.cols; ++c) line.push_back(r * p.cols + c);
      lines_.push_back({line, p.row_counts[static_cast<std::size_t>(r)]});
    }
    for (int c = 0; c < p.cols; ++c) {
      std::vector<int> line;
      for (int r = 0; r < p.rows; ++r) line.push_back(r * p.cols + c);
      lines_.push_back({line, p.col_counts[static_cast<std::size_t>(c)]});
    }
  }

  Count run() {
    std::vector<std::int8_t> v(static_cast<std::size_t>(p_.rows * p_.cols), kUnknown);
    bool ok = true;
    for (int c = 0; c < p_.rows * p_.cols; ++c) {
      const auto k = static_cast<std::size_t>(c);
      if (p_.tree_at[k] || cell_trees_[k].empty()) v[k] = kGrass;
    }
    for (Cell c : p_.grass) v[static_cast<std::size_t>(p_.index(c))] = kGrass;
    for (Cell c : p_.tents) ok = ok && set(v, p_.index(c), kTent);
    if (ok) search(v);
    return std::move(result_);
  }

 private:
  struct Line {
    std::vector<int> cells;
    int count;
  };

  // Sets cell c; false on a clash with what it holds.
  static bool set(std::vector<std::int8_t>& v, int c, std::int8_t value) {
    auto& x = v[static_cast<std::size_t>(c)];
    if (x == kUnknown) {
      x = value;
      return true;
    }
    return x == value;
  }

  bool is_tree(int c) const { return p_.tree_at[static_cast<std::size_t>(c)] != 0; }

  // One pass of every rule; false on a contradiction, `changed` when a cell was set.
  bool pass(std::vector<std::int8_t>& v, bool& changed) {
    const int rows = p_.rows, cols = p_.cols;
    for (int c = 0; c < rows * cols; ++c) {
      if (v[static_cast<std::size_t>(c)] != kTent) continue;
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          const int r2 = c / cols + dr, c2 = c % cols + dc;
          if ((dr == 0 && dc == 0) || r2 < 0 || r2 >= rows || c2 < 0 || c2 >= cols) continue;
          const int k = r2 * cols + c2;
          if (v[static_cast<std::size_t>(k)] == kTent) return false;
          if (v[static_cast<std::size_t>(k)] == kUnknown && !is_tree(k)) {
            v[static_cast<std::size_t>(k)] = kGrass;
            changed = true;
          }
        }
    }
    for (const Line& line : lines_) {
      if (line.count == kHidden) continue;
      int tents = 0, unknown = 0, room = 0, run = 0;
      for (int c : line.cells) {
        const auto x = v[static_cast<std::size_t>(c)];
        tents += x == kTent;
        unknown += x == kUnknown;
        if (x == kUnknown) {
          ++run;
        } else {
          room += (run + 1) / 2;
          run = 0;
        }
      }
      room += (run + 1) / 2;
      if (tents > line.count || tents + room < line.count) return false;
      if (unknown == 0) continue;
      if (tents == line.count) {
        for (int c : line.cells)
          if (v[static_cast<std::size_t>(c)] == kUnknown) v[static_cast<std::size_t>(c)] = kGrass;
        changed = true;
      } else if (tents + room == line.count) {
        // Every odd free run holds its tents on every other cell, starting at its first.
        std::size_t start = 0;
        for (std::size_t i = 0; i <= line.cells.size(); ++i) {
          const bool free =
              i < line.cells.size() && v[static_cast<std::size_t>(line.cells[i])] == kUnknown;
          if (free) continue;
          if ((i - start) % 2 == 1)
            for (std::size_t j = start; j < i; j += 2) {
              v[static_cast<std::size_t>(line.cells[j])] = kTent;
              changed = true;
            }
          start = i + 1;
        }
      }
    }
    // Trees must pair with distinct cells that can still hold a tent; tents with distinct trees.
    // The graphs live in members so that their lists keep their memory from node to node.
    auto& tree_adj = tree_adj_;
    tree_adj.resize(tree_cells_.size());
    for (std::size_t t = 0; t < tree_cells_.size(); ++t) {
      tree_adj[t].clear();
      for (int c : tree_cells_[t])
        if (v[static_cast<std::size_t>(c)] != kGrass) tree_adj[t].push_back(c);
      if (tree_adj[t].empty()) return false;
      if (tree_adj[t].size() == 1 && v[static_cast<std::size_t>(tree_adj[t][0])] == kUnknown) {
        v[static_cast<std::size_t>(tree_adj[t][0])] = kTent;
        changed = true;
      }
    }
    if (max_matching(tree_adj, p_.rows * p_.cols).size < static_cast<int>(tree_adj.size()))
      return false;
    auto& tent_adj = tent_adj_;
    std::size_t tents_seen = 0;
    int unknown = 0;
    for (int c = 0; c < rows * cols; ++c) {
      unknown += v[static_cast<std::size_t>(c)] == kUnknown;
      if (v[static_cast<std::size_t>(c)] == kTent) {
        if (tent_adj.size() <= tents_seen) tent_adj.emplace_back();
        tent_adj[tents_seen++] = cell_trees_[static_cast<std::size_t>(c)];
      }
    }
    tent_adj.resize(tents_seen);
    const int trees = static_cast<int>(p_.trees.size()), tents = static_cast<int>(tent_adj.size());
    if (tents > trees || tents + unknown < trees) return false;
    if (max_matching(tent_adj, trees).size < tents) return false;
    return true;
  }

  bool propagate(std::vector<std::int8_t>& v) {
    for (bool changed = true; changed;) {
      changed = false;
      if (!pass(v, changed)) return false;
    }
    return true;
  }

  // The cell to branch on: a candidate of the unpaired-looking tree (no tent beside it) with the
  // fewest candidates; else the first unknown cell; -1 when none is left.
  int branch_cell(const std::vector<std::int8_t>& v) const {
    int best = -1;
    std::size_t fewest = 5;
    for (const auto& cells : tree_cells_) {
      std::size_t open = 0;
      bool has_tent = false;
      int first = -1;
      for (int c : cells) {
        const auto x = v[static_cast<std::size_t>(c)];
        has_tent = has_tent || x == kTent;
        if (x == kUnknown) {
          ++open;
          if (first < 0) first = c;
        }
      }
      if (!has_tent && open > 0 && open < fewest) {
        fewest = open;
        best = first;
      }
    }
    if (best >= 0) return best;
    for (std::size_t c = 0; c < v.size(); ++c)
      if (v[c] == kUnknown) return static_cast<int>(c);
    return -1;
  }

  void search(std::vector<std::int8_t> v) {
    if (stopped_ || result_.count >= limit_) return;
    if (budget_.exhausted(++result_.nodes)) {
      stopped_ = true;
      result_.complete = false;
      return;
    }
    if (!propagate(v)) return;
    const int cell = branch_cell(v);
    if (cell < 0) {
      Solution s;
      for (std::size_t c = 0; c < v.size(); ++c)
        if (v[c] == kTent)
          s.push_back({static_cast<int>(c) / p_.cols, static_cast<int>(c) % p_.cols});
      if (!check_solution(p_, s)) return;
      ++result_.count;
      if (budget_.keeps(result_.solutions.size())) result_.solutions.push_back(std::move(s));
      return;
    }
    ++result_.guesses;
    for (std::int8_t value : {kTent, kGrass}) {
      std::vector<std::int8_t> next = v;
      next[static_cast<std::size_t>(cell)] = value;
      search(std::move(next));
      if (stopped_ || result_.count >= limit_) return;
    }
  }

  const Puzzle& p_;
  int limit_;
  Budget budget_;
  std::vector<std::vector<int>> tree_cells_;  // per tree, its non-tree neighbours (cell indices)
  std::vector<std::vector<int>> cell_trees_;  // per cell, the trees beside it
  std::vector<Line> lines_;                   // rows then columns
  std::vector<std::vector<int>> tree_adj_;    // pass(): per tree, the cells it may still take
  std::vector<std::vector<int>> tent_adj_;    // pass(): per tent, the trees beside it
  bool stopped_ = false;
  Count result_;
};

}  // namespace

Count count_solutions(const Puzzle& p, int limit, Budget budget) {
  return Cp(p, limit, budget).run();
}

}  // namespace dg::tents
