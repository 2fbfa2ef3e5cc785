// The plain Sudoku counter for tests (counter.hpp): cells in row-major order, each open cell
// tried with every digit its row, column and box do not hold yet. No propagation, no ordering:
// slow but obviously right, for boards of n <= 6.
#include "solver/sudoku/counter.hpp"

namespace dg::sudoku {

namespace {

class Brute {
 public:
  Brute(const Puzzle& p, int limit, const Budget& budget)
      : g_(p.geo()), limit_(limit < 1 ? 1 : limit), budget_(budget), grid_(p.givens) {}

  Count run() {
    out_.nodes = 1;
    // The givens must not clash among themselves: each is checked against the others.
    for (int k = 0; k < g_.cells; ++k) {
      const int d = grid_[static_cast<std::size_t>(k)];
      if (d == 0) continue;
      for (int j = 0; j < g_.cells; ++j)
        if (g_.sees(k, j) && grid_[static_cast<std::size_t>(j)] == d) return std::move(out_);
    }
    fill(0);
    return std::move(out_);
  }

 private:
  bool allowed(int k, int d) const {
    for (int j = 0; j < g_.cells; ++j)
      if (g_.sees(k, j) && grid_[static_cast<std::size_t>(j)] == d) return false;
    return true;
  }

  void fill(int k) {
    while (k < g_.cells && grid_[static_cast<std::size_t>(k)] != 0) ++k;
    if (k == g_.cells) {
      ++out_.count;
      if (budget_.keeps(out_.solutions.size())) out_.solutions.push_back(grid_);
      if (out_.count >= limit_) stop_ = true;
      return;
    }
    int options = 0;
    for (int d = 1; d <= g_.n; ++d) options += allowed(k, d) ? 1 : 0;
    if (options >= 2) ++out_.guesses;
    for (int d = 1; d <= g_.n && !stop_; ++d) {
      if (!allowed(k, d)) continue;
      if (budget_.exhausted(++out_.nodes)) {
        out_.complete = false;
        stop_ = true;
        return;
      }
      grid_[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(d);
      fill(k + 1);
      grid_[static_cast<std::size_t>(k)] = 0;
    }
  }

  const Geometry& g_;
  int limit_;
  Budget budget_;
  std::vector<std::uint8_t> grid_;
  Count out_;
  bool stop_ = false;
};

}  // namespace

Count count_solutions_brute(const Puzzle& p, int limit, Budget budget) {
  if (p.n > 6) {
    Count out;
    out.complete = false;
    return out;
  }
  return Brute(p, limit, budget).run();
}

}  // namespace dg::sudoku
