// Tango brute-force counter for small boards (at most 36 cells, 6 columns), tests only. Each row is
// chosen from the 2^n strings that pass that row's own checks (givens, horizontal signs, balance,
// no three); a naive column check after each row (counts, three in a column, vertical signs) keeps
// the product small enough, and every full grid must pass check_solution before it counts (which is
// also what rules out equal columns under unique_lines; equal rows are skipped as they are placed).
// Written on strings, with no masks, so it shares nothing with the other two counters. The options
// of the paper (ranges, torus, diagonals, regions, long signs) are left to check_solution on the
// full grid; the pruning above uses only rules every option keeps (a torus still bans the plain
// runs).
#include <algorithm>

#include "solver/tango/counter.hpp"

namespace dg::tango {

namespace {

class Brute {
 public:
  Brute(const Puzzle& p, int limit) : p_(p), n_(p.n), cols_(p.width()), limit_(limit) {
    rows_.resize(static_cast<std::size_t>(n_));
    for (int r = 0; r < n_; ++r)
      for (int bits = 0; bits < (1 << cols_); ++bits) {
        std::string row;
        for (int c = 0; c < cols_; ++c) row += (bits >> c & 1) ? '1' : '0';
        if (row_ok(r, row)) rows_[static_cast<std::size_t>(r)].push_back(row);
      }
  }

  Count run() {
    grid_.assign(static_cast<std::size_t>(n_), std::string());
    place(0);
    return std::move(result_);
  }

 private:
  int get(const std::string& s, int c) const { return s[static_cast<std::size_t>(c)] - '0'; }

  bool has_sign(const std::vector<CellPair>& list, Cell a, Cell b) const {
    return std::find(list.begin(), list.end(), ordered_pair(a, b)) != list.end();
  }

  bool row_ok(int r, const std::string& row) const {
    int ones = 0;
    for (int c = 0; c < cols_; ++c) {
      ones += get(row, c);
      if (p_.at(r, c) >= 0 && p_.at(r, c) != get(row, c)) return false;
      if (c >= 2 && get(row, c) == get(row, c - 1) && get(row, c) == get(row, c - 2)) return false;
      if (c >= 1 && has_sign(p_.equal, {r, c - 1}, {r, c}) && get(row, c) != get(row, c - 1))
        return false;
      if (c >= 1 && has_sign(p_.opposite, {r, c - 1}, {r, c}) && get(row, c) == get(row, c - 1))
        return false;
    }
    const OnesRange range = row_range(p_, r);
    return ones >= range.lo && ones <= range.hi;
  }

  // Rows 0..r are placed; checks the columns so far.
  bool columns_ok(int r) const {
    for (int c = 0; c < cols_; ++c) {
      int ones = 0;
      for (int q = 0; q <= r; ++q) ones += get(grid_[static_cast<std::size_t>(q)], c);
      const OnesRange range = col_range(p_, c);
      if (ones > range.hi || (r + 1 - ones) > n_ - range.lo) return false;
      const int x = get(grid_[static_cast<std::size_t>(r)], c);
      if (r >= 1) {
        const int y = get(grid_[static_cast<std::size_t>(r - 1)], c);
        if (has_sign(p_.equal, {r - 1, c}, {r, c}) && x != y) return false;
        if (has_sign(p_.opposite, {r - 1, c}, {r, c}) && x == y) return false;
        if (r >= 2 && x == y && x == get(grid_[static_cast<std::size_t>(r - 2)], c)) return false;
      }
    }
    return true;
  }

  // Returns true when the limit is reached.
  bool place(int r) {
    ++result_.nodes;
    if (r == n_) {
      if (!check_solution(p_, grid_)) return false;
      result_.solutions.push_back(grid_);
      return ++result_.count >= limit_;
    }
    const auto& options = rows_[static_cast<std::size_t>(r)];
    if (options.size() >= 2) ++result_.guesses;
    for (const std::string& row : options) {
      if (p_.unique_lines && std::find(grid_.begin(), grid_.begin() + r, row) != grid_.begin() + r)
        continue;
      grid_[static_cast<std::size_t>(r)] = row;
      if (columns_ok(r) && place(r + 1)) return true;
    }
    return false;
  }

  const Puzzle& p_;
  int n_, cols_;
  int limit_;
  std::vector<std::vector<std::string>> rows_;  // per row: strings passing the row's own checks
  Solution grid_;
  Count result_;
};

}  // namespace

Count count_solutions_brute(const Puzzle& p, int limit) {
  if (p.n * p.width() > 36 || p.width() > 6) {
    Count refused;
    refused.complete = false;
    return refused;
  }
  return Brute(p, std::max(limit, 1)).run();
}

}  // namespace dg::tango
