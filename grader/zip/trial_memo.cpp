// Contradiction-trial memo (see trial_memo.hpp).
#include "grader/zip/trial_memo.hpp"

#include "grader/zip/grid.hpp"

namespace dg::zip {

TrialMemo::TrialMemo(int edges) : edges_(edges), fixed_(static_cast<std::size_t>(2 * edges)) {}

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
