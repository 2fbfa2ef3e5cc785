// Tents DFS counter: trees in row-major order each choose their tent among their orthogonal
// neighbours (no tree, no given grass, touching no tent chosen before), with every line's tents
// kept within its count. A full choice is a pairing; the tent set it makes is counted only when
// that pairing is the set's lexicographically first one (no tree could take an earlier cell of
// the set and still leave the later trees a pairing), so each set counts once however many
// pairings it has. Its own pairing search: it shares no code with the production counter.
#include <algorithm>

#include "solver/tents/counter.hpp"

namespace dg::tents {

namespace {

class Dfs {
 public:
  Dfs(const Puzzle& p, int limit, Budget budget)
      : p_(p), limit_(std::max(limit, 1)), budget_(budget) {
    for (Cell t : p.trees) {
      std::vector<int> options;
      for (Cell n : {Cell{t.row - 1, t.col}, Cell{t.row, t.col - 1}, Cell{t.row, t.col + 1},
                     Cell{t.row + 1, t.col}}) {
        if (!p.on_board(n) || p.is_tree(n)) continue;
        if (std::binary_search(p.grass.begin(), p.grass.end(), n)) continue;
        options.push_back(p.index(n));
      }
      std::sort(options.begin(), options.end());
      options_.push_back(options);
    }
    row_have_.assign(static_cast<std::size_t>(p.rows), 0);
    col_have_.assign(static_cast<std::size_t>(p.cols), 0);
    tent_.assign(static_cast<std::size_t>(p.rows * p.cols), 0);
  }

  Count run() {
    if (!stopped_) place(0);
    return std::move(result_);
  }

 private:
  bool over(const std::vector<int>& counts, const std::vector<int>& have, int i) const {
    const int want = counts[static_cast<std::size_t>(i)];
    return want != kHidden && have[static_cast<std::size_t>(i)] > want;
  }

  bool touches_tent(int cell) const {
    const int r = cell / p_.cols, c = cell % p_.cols;
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        const int rr = r + dr, cc = c + dc;
        if (rr >= 0 && rr < p_.rows && cc >= 0 && cc < p_.cols &&
            tent_[static_cast<std::size_t>(rr * p_.cols + cc)])
          return true;
      }
    return false;
  }

  void place(std::size_t tree) {
    if (stopped_ || result_.count >= limit_) return;
    if (budget_.exhausted(++result_.nodes)) {
      stopped_ = true;
      result_.complete = false;
      return;
    }
    if (tree == options_.size()) {
      leaf();
      return;
    }
    int live = 0;
    for (int cell : options_[tree]) live += !touches_tent(cell);
    if (live >= 2) ++result_.guesses;
    for (int cell : options_[tree]) {
      if (touches_tent(cell)) continue;
      const int r = cell / p_.cols, c = cell % p_.cols;
      tent_[static_cast<std::size_t>(cell)] = 1;
      ++row_have_[static_cast<std::size_t>(r)];
      ++col_have_[static_cast<std::size_t>(c)];
      chosen_.push_back(cell);
      if (!over(p_.row_counts, row_have_, r) && !over(p_.col_counts, col_have_, c)) place(tree + 1);
      chosen_.pop_back();
      --col_have_[static_cast<std::size_t>(c)];
      --row_have_[static_cast<std::size_t>(r)];
      tent_[static_cast<std::size_t>(cell)] = 0;
      if (stopped_ || result_.count >= limit_) return;
    }
  }

  // Whether trees first..end can each take a different cell of `free` (cells marked 1).
  bool pairable(std::size_t first, std::vector<char>& free) const {
    std::vector<int> owner(free.size(), -1);
    for (std::size_t t = first; t < options_.size(); ++t) {
      std::vector<char> seen(free.size(), 0);
      if (!claim(static_cast<int>(t), free, owner, seen)) return false;
    }
    return true;
  }

  // Augmenting path from tree t; tree `ban_tree` may not take `ban_cell`.
  bool claim(int t, const std::vector<char>& free, std::vector<int>& owner, std::vector<char>& seen,
             int ban_tree = -1, int ban_cell = -1) const {
    for (int cell : options_[static_cast<std::size_t>(t)]) {
      const auto k = static_cast<std::size_t>(cell);
      if (!free[k] || seen[k] || (t == ban_tree && cell == ban_cell)) continue;
      seen[k] = 1;
      if (owner[k] < 0 || claim(owner[k], free, owner, seen, ban_tree, ban_cell)) {
        owner[k] = t;
        return true;
      }
    }
    return false;
  }

  void leaf() {
    for (std::size_t i = 0; i < p_.row_counts.size(); ++i)
      if (p_.row_counts[i] != kHidden && row_have_[i] != p_.row_counts[i]) return;
    for (std::size_t i = 0; i < p_.col_counts.size(); ++i)
      if (p_.col_counts[i] != kHidden && col_have_[i] != p_.col_counts[i]) return;
    for (Cell c : p_.tents)
      if (!tent_[static_cast<std::size_t>(p_.index(c))]) return;
    // Lexicographically first pairing: no tree i may take an earlier free cell of the set.
    std::vector<char> free = tent_;
    for (std::size_t i = 0; i < chosen_.size(); ++i) {
      for (int cell : options_[i]) {
        if (cell >= chosen_[i]) break;
        if (!free[static_cast<std::size_t>(cell)]) continue;
        free[static_cast<std::size_t>(cell)] = 0;
        const bool earlier = pairable(i + 1, free);
        free[static_cast<std::size_t>(cell)] = 1;
        if (earlier) return;
      }
      free[static_cast<std::size_t>(chosen_[i])] = 0;
    }
    if (p_.unique_matching && another_pairing()) return;
    ++result_.count;
    if (budget_.keeps(result_.solutions.size())) {
      Solution s;
      for (int cell : chosen_) s.push_back({cell / p_.cols, cell % p_.cols});
      std::sort(s.begin(), s.end());
      result_.solutions.push_back(std::move(s));
    }
  }

  // Whether the set pairs up some other way: a tree that can do without its chosen cell.
  bool another_pairing() const {
    for (std::size_t i = 0; i < chosen_.size(); ++i) {
      std::vector<char> free = tent_;
      std::vector<int> owner(free.size(), -1);
      bool all = true;
      for (std::size_t t = 0; t < options_.size() && all; ++t) {
        std::vector<char> seen(free.size(), 0);
        all = claim(static_cast<int>(t), free, owner, seen, static_cast<int>(i), chosen_[i]);
      }
      if (all) return true;
    }
    return false;
  }

  const Puzzle& p_;
  int limit_;
  Budget budget_;
  std::vector<std::vector<int>> options_;  // per tree, its candidate cells (indices), ascending
  std::vector<int> row_have_, col_have_, chosen_;
  std::vector<char> tent_;
  bool stopped_ = false;
  Count result_;
};

}  // namespace

Count count_solutions_dfs(const Puzzle& p, int limit, Budget budget) {
  return Dfs(p, limit, budget).run();
}

}  // namespace dg::tents
