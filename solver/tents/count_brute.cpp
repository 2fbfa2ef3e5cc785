// Tents brute-force counter for tiny boards (tests only): every set of T cells among the cells
// next to a tree (a tent anywhere else has no tree to pair with), each checked whole with
// check_solution. No pruning, so it trusts nothing but the rules as the model states them.
#include <algorithm>

#include "solver/tents/counter.hpp"

namespace dg::tents {

namespace {

constexpr std::size_t kMaxCandidates = 24;

struct Brute {
  const Puzzle& p;
  int limit;
  std::vector<Cell> candidates;
  std::vector<Cell> chosen;
  Count result;

  void choose(std::size_t from) {
    if (result.count >= limit) return;
    ++result.nodes;
    if (chosen.size() == p.trees.size()) {
      if (check_solution(p, chosen)) {
        ++result.count;
        result.solutions.push_back(chosen);
      }
      return;
    }
    for (std::size_t i = from; i < candidates.size(); ++i) {
      if (candidates.size() - i < p.trees.size() - chosen.size()) break;
      chosen.push_back(candidates[i]);
      choose(i + 1);
      chosen.pop_back();
    }
  }
};

}  // namespace

Count count_solutions_brute(const Puzzle& p, int limit) {
  Brute b{p, std::max(limit, 1), {}, {}, {}};
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c) {
      const Cell cell{r, c};
      if (p.is_tree(cell)) continue;
      const auto next = orthogonal(p, cell);
      if (std::any_of(next.begin(), next.end(), [&](Cell n) { return p.is_tree(n); }))
        b.candidates.push_back(cell);
    }
  if (b.candidates.size() > kMaxCandidates) {
    b.result.complete = false;
    return b.result;
  }
  b.choose(0);
  return b.result;
}

}  // namespace dg::tents
