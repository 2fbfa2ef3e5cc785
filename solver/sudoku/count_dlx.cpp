// Sudoku as exact cover (counter.hpp), counted with Knuth's dancing links: rows are the n^3
// (cell, digit) choices, columns the 4 n^2 constraints (cell k holds a digit; row r, column c and
// box b each hold digit d once). Givens select their rows first; a given whose constraint is
// already taken clashes, and the count is 0; the matrix is built without what they cover. Then
// Algorithm X branches on the column with the fewest rows. Independent of count_bits.cpp by design:
// no candidates, no units, no singles.
#include <array>
#include <memory>
#include <vector>

#include "solver/sudoku/counter.hpp"

namespace dg::sudoku {

namespace {

class Dlx {
 public:
  Dlx(const Puzzle& p, int limit, const Budget& budget)
      : n_(p.n), limit_(limit < 1 ? 1 : limit), budget_(budget) {
    const int columns = 4 * n_ * n_;
    // The givens take their columns first: a given whose column is taken clashes.
    std::vector<std::uint8_t> taken(static_cast<std::size_t>(columns + 1), 0);
    givens_ok_ = true;
    for (int k = 0; k < n_ * n_ && givens_ok_; ++k) {
      const int d = p.givens[static_cast<std::size_t>(k)];
      if (d == 0) continue;
      const auto cols = columns_of(p, k, d - 1);
      for (const int c : cols) givens_ok_ = givens_ok_ && !taken[at(c)];
      for (const int c : cols) taken[at(c)] = 1;
      chosen_.push_back(k * n_ + d - 1);
    }
    if (!givens_ok_) return;
    // The matrix left once the givens' rows are chosen and their columns covered, built directly:
    // the open columns in order, and the rows that meet no taken column, in (cell, digit) order.
    // Covering the givens in the full matrix leaves exactly this, in this order, at a fraction of
    // the cost (most of a count on a 6x6 went into building rows the givens then removed).
    const std::size_t capacity = static_cast<std::size_t>(1 + columns + 4 * n_ * n_ * n_);
    // Left uninitialised: every entry read is written first (zeroing them cost a third of a
    // 6x6 count).
    links_ = std::make_unique_for_overwrite<int[]>(6 * capacity);
    int* next_array = links_.get();
    for (int** links : {&left_, &right_, &up_, &down_, &column_, &row_of_}) {
      *links = next_array;
      next_array += capacity;
    }
    count_.assign(static_cast<std::size_t>(columns + 1), 0);
    int last = 0;  // the header list, from the root through the open columns
    left_[0] = right_[0] = 0;
    for (int c = 1; c <= columns; ++c) {
      up_[at(c)] = down_[at(c)] = c;
      column_[at(c)] = c;
      if (taken[at(c)]) continue;
      right_[at(last)] = c;
      left_[at(c)] = last;
      last = c;
    }
    right_[at(last)] = 0;
    left_[0] = last;
    int next = columns + 1;
    for (int k = 0; k < n_ * n_; ++k)
      for (int d = 0; d < n_ && p.givens[static_cast<std::size_t>(k)] == 0; ++d) {
        const auto cols = columns_of(p, k, d);
        bool open = true;
        for (const int c : cols) open = open && !taken[at(c)];
        if (!open) continue;
        const int first = next;
        for (int i = 0; i < 4; ++i) {
          const int node = next++, col = cols[static_cast<std::size_t>(i)];
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

  Count run() {
    out_.nodes = 1;
    if (givens_ok_) search();
    return std::move(out_);
  }

 private:
  static std::size_t at(int i) { return static_cast<std::size_t>(i); }

  // The four columns of row (cell k, digit d), d 0-based: k holds a digit; row r, column c and
  // box b hold d.
  std::array<int, 4> columns_of(const Puzzle& p, int k, int d) const {
    const int r = k / n_, c = k % n_;
    const int b = (r / p.box_rows) * p.box_rows + c / p.box_cols;
    return {1 + k, 1 + n_ * n_ + r * n_ + d, 1 + 2 * n_ * n_ + c * n_ + d,
            1 + 3 * n_ * n_ + b * n_ + d};
  }

  void cover(int c) {
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
  std::unique_ptr<int[]> links_;  // the six arrays below, in one allocation
  int *left_ = nullptr, *right_ = nullptr, *up_ = nullptr, *down_ = nullptr, *column_ = nullptr,
      *row_of_ = nullptr;
  std::vector<int> count_;
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
