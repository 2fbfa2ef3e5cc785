// Sudoku as exact cover (counter.hpp), counted with Knuth's dancing links: rows are the n^3
// (cell, digit) choices, columns the 4 n^2 constraints (cell k holds a digit; row r, column c and
// box b each hold digit d once). Givens select their rows first; a given whose constraint is
// already taken clashes, and the count is 0. Then Algorithm X branches on the column with the
// fewest rows. Independent of count_bits.cpp by design: no candidates, no units, no singles.
#include <vector>

#include "solver/sudoku/counter.hpp"

namespace dg::sudoku {

namespace {

class Dlx {
 public:
  Dlx(const Puzzle& p, int limit, const Budget& budget)
      : n_(p.n), limit_(limit < 1 ? 1 : limit), budget_(budget) {
    const int columns = 4 * n_ * n_;
    const int rows = n_ * n_ * n_;
    const std::size_t size = static_cast<std::size_t>(1 + columns + 4 * rows);
    left_.resize(size);
    right_.resize(size);
    up_.resize(size);
    down_.resize(size);
    column_.resize(size);
    row_of_.resize(size);
    count_.assign(static_cast<std::size_t>(columns + 1), 0);
    row_first_.resize(static_cast<std::size_t>(rows));
    taken_.assign(static_cast<std::size_t>(columns + 1), 0);
    for (int c = 0; c <= columns; ++c) {  // 0 is the root
      left_[at(c)] = c == 0 ? columns : c - 1;
      right_[at(c)] = c == columns ? 0 : c + 1;
      up_[at(c)] = down_[at(c)] = c;
      column_[at(c)] = c;
    }
    int next = columns + 1;
    for (int k = 0; k < n_ * n_; ++k) {
      const int r = k / n_, c = k % n_;
      const int b = (r / p.box_rows) * p.box_rows + c / p.box_cols;
      for (int d = 0; d < n_; ++d) {
        const int cols[4] = {1 + k, 1 + n_ * n_ + r * n_ + d, 1 + 2 * n_ * n_ + c * n_ + d,
                             1 + 3 * n_ * n_ + b * n_ + d};
        const int first = next;
        row_first_[static_cast<std::size_t>(k * n_ + d)] = first;
        for (int i = 0; i < 4; ++i) {
          const int node = next++, col = cols[i];
          column_[at(node)] = col;
          row_of_[at(node)] = k * n_ + d;
          up_[at(node)] = up_[at(col)];
          down_[at(node)] = col;
          down_[at(up_[at(col)])] = node;
          up_[at(col)] = node;
          ++count_[at(col)];
          left_[at(node)] = i == 0 ? first + 3 : node - 1;
          right_[at(node)] = i == 3 ? first : node + 1;
        }
      }
    }
    givens_ok_ = true;
    for (int k = 0; k < n_ * n_ && givens_ok_; ++k) {
      const int d = p.givens[static_cast<std::size_t>(k)];
      if (d == 0) continue;
      const int row = k * n_ + d - 1;
      chosen_.push_back(row);
      const int first = row_first_[static_cast<std::size_t>(row)];
      int node = first;
      do {
        if (taken_[at(column_[at(node)])]) givens_ok_ = false;
        node = right_[at(node)];
      } while (node != first);
      if (!givens_ok_) break;
      node = first;
      do {
        cover(column_[at(node)]);
        node = right_[at(node)];
      } while (node != first);
    }
  }

  Count run() {
    out_.nodes = 1;
    if (givens_ok_) search();
    return std::move(out_);
  }

 private:
  static std::size_t at(int i) { return static_cast<std::size_t>(i); }

  void cover(int c) {
    taken_[at(c)] = 1;
    right_[at(left_[at(c)])] = right_[at(c)];
    left_[at(right_[at(c)])] = left_[at(c)];
    for (int i = down_[at(c)]; i != c; i = down_[at(i)])
      for (int j = right_[at(i)]; j != i; j = right_[at(j)]) {
        down_[at(up_[at(j)])] = down_[at(j)];
        up_[at(down_[at(j)])] = up_[at(j)];
        --count_[at(column_[at(j)])];
      }
  }

  void uncover(int c) {
    for (int i = up_[at(c)]; i != c; i = up_[at(i)])
      for (int j = left_[at(i)]; j != i; j = left_[at(j)]) {
        ++count_[at(column_[at(j)])];
        down_[at(up_[at(j)])] = j;
        up_[at(down_[at(j)])] = j;
      }
    right_[at(left_[at(c)])] = c;
    left_[at(right_[at(c)])] = c;
    taken_[at(c)] = 0;
  }

  void record() {
    ++out_.count;
    if (budget_.keeps(out_.solutions.size())) {
      Solution s(static_cast<std::size_t>(n_ * n_), 0);
      for (int row : chosen_)
        s[static_cast<std::size_t>(row / n_)] = static_cast<std::uint8_t>(row % n_ + 1);
      out_.solutions.push_back(std::move(s));
    }
    if (out_.count >= limit_) stop_ = true;
  }

  void search() {
    if (right_[0] == 0) {
      record();
      return;
    }
    int best = right_[0];
    for (int c = right_[0]; c != 0; c = right_[at(c)])
      if (count_[at(c)] < count_[at(best)]) best = c;
    if (count_[at(best)] == 0) return;
    if (count_[at(best)] >= 2) ++out_.guesses;
    cover(best);
    for (int r = down_[at(best)]; r != best && !stop_; r = down_[at(r)]) {
      if (budget_.exhausted(++out_.nodes)) {
        out_.complete = false;
        stop_ = true;
        break;
      }
      chosen_.push_back(row_of_[at(r)]);
      for (int j = right_[at(r)]; j != r; j = right_[at(j)]) cover(column_[at(j)]);
      search();
      for (int j = left_[at(r)]; j != r; j = left_[at(j)]) uncover(column_[at(j)]);
      chosen_.pop_back();
    }
    uncover(best);
  }

  int n_;
  int limit_;
  Budget budget_;
  std::vector<int> left_, right_, up_, down_, column_, row_of_, count_, row_first_;
  std::vector<std::uint8_t> taken_;
  std::vector<int> chosen_;
  bool givens_ok_ = false;
  bool stop_ = false;
  Count out_;
};

}  // namespace

Count count_solutions_dlx(const Puzzle& p, int limit, Budget budget) {
  return Dlx(p, limit, budget).run();
}

}  // namespace dg::sudoku
