// Contradiction-trial memo (see trial_memo.hpp).
#include "grader/zip/trial_memo.hpp"

#include "grader/zip/grader.hpp"
#include "grader/zip/grid.hpp"
#include "solver/zip/counter.hpp"

namespace dg::zip {

TrialMemo::TrialMemo(const Puzzle& puzzle, const Topology& topo, const Solution* known)
    : edges_(topo.edges),
      fixed_(static_cast<std::size_t>(2 * topo.edges)),
      puzzle_(&puzzle),
      solution_(known ? solution_edges(puzzle, topo, *known) : std::vector<std::uint8_t>{}),
      searched_(!solution_.empty()) {}

void TrialMemo::attach(Grid& g) {
  g.set_trial_memo(this);
  if (!solution_.empty()) g.set_known_solution(solution_.data());
}

void TrialMemo::find_solution(Grid& g) {
  if (searched_ || g.on_known_solution()) return;
  searched_ = true;
  // A first solution is usually found within a few hundred nodes; the budget keeps a hard board
  // from paying more than the trials it would spare (then there is simply no known solution).
  constexpr std::uint64_t kNodes = 20'000;
  const Count c = count_solutions(*puzzle_, 1, Budget{kNodes});
  if (c.count < 1) return;
  solution_ = solution_edges(*puzzle_, g.topo(), c.solutions.front());
  if (!solution_.empty()) g.set_known_solution(solution_.data());
}

bool TrialMemo::known_to_fail(int e, bool value, const Grid& g) const {
  const auto& f = fixed_[static_cast<std::size_t>(2 * e + (value ? 1 : 0))];
  if (f.empty()) return false;
  for (int x = 0; x < edges_; ++x) {
    const EdgeState s = g.edge(x);
    if (s != kUnknown && s != f[static_cast<std::size_t>(x)]) return false;
  }
  return true;
}

void TrialMemo::remember(int e, bool value, const Grid& fixed_point) {
  auto& f = fixed_[static_cast<std::size_t>(2 * e + (value ? 1 : 0))];
  f.resize(static_cast<std::size_t>(edges_));
  for (int x = 0; x < edges_; ++x) f[static_cast<std::size_t>(x)] = fixed_point.edge(x);
}

}  // namespace dg::zip
