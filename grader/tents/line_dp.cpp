// Line completions by forward and backward reachability (line_dp.hpp). State bit 0: a tent at the
// previous position; bit 1: a tent two positions back.
#include "grader/tents/line_dp.hpp"

#include <algorithm>

#include "grader/tents/grid.hpp"

namespace dg::tents {

LineCompletions::LineCompletions(const std::vector<std::int8_t>& values, int count,
                                 const std::vector<std::pair<int, int>>& pairs)
    : values_(values), n_(static_cast<int>(values.size())), count_(count) {
  pair_end_.assign(values.size(), 0);
  for (auto [a, b] : pairs)
    if (b == a + 2 && b < n_) pair_end_[static_cast<std::size_t>(b)] = 1;
  const std::size_t size = static_cast<std::size_t>((n_ + 1) * (count_ + 2) * 4);
  forward_.assign(size, 0);
  backward_.assign(size, 0);
  can_tent_.assign(values.size(), false);
  can_grass_.assign(values.size(), false);
  if (count_ < 0) return;
  fwd(0, 0, 0) = 1;
  for (int i = 0; i < n_; ++i)
    for (int c = 0; c <= count_; ++c)
      for (int s = 0; s < 4; ++s) {
        if (!fwd(i, c, s)) continue;
        for (int x = 0; x < 2; ++x)
          if (step_ok(i, s, x) && c + x <= count_) fwd(i + 1, c + x, ((s & 1) << 1) | x) = 1;
      }
  for (int s = 0; s < 4; ++s) bwd(n_, count_, s) = 1;
  for (int i = n_ - 1; i >= 0; --i)
    for (int c = 0; c <= count_; ++c)
      for (int s = 0; s < 4; ++s)
        for (int x = 0; x < 2; ++x)
          if (step_ok(i, s, x) && c + x <= count_ && bwd(i + 1, c + x, ((s & 1) << 1) | x))
            bwd(i, c, s) = 1;
  any_ = bwd(0, 0, 0);
  if (!any_) return;
  for (int i = 0; i < n_; ++i)
    for (int c = 0; c <= count_; ++c)
      for (int s = 0; s < 4; ++s) {
        if (!fwd(i, c, s)) continue;
        for (int x = 0; x < 2; ++x)
          if (step_ok(i, s, x) && c + x <= count_ && bwd(i + 1, c + x, ((s & 1) << 1) | x))
            (x ? can_tent_ : can_grass_)[static_cast<std::size_t>(i)] = true;
      }
}

bool LineCompletions::step_ok(int i, int state, int x) const {
  const std::int8_t v = values_[static_cast<std::size_t>(i)];
  if (x == 0) return v != kTent;
  if (v == kGrass || (state & 1)) return false;
  return !(pair_end_[static_cast<std::size_t>(i)] && (state & 2));
}

bool LineCompletions::can_avoid(int a, int b) const {
  a = std::max(a, 0);
  b = std::min(b, n_ - 1);
  if (!any_) return false;
  for (int i = a; i <= b; ++i)
    if (values_[static_cast<std::size_t>(i)] == kTent) return false;
  // A run of grass from a to b, entered from any reachable state, leaves state 0 after two cells
  // (or the state with bit 1 from the last tent when the run is one cell long).
  for (int c = 0; c <= count_; ++c)
    for (int s = 0; s < 4; ++s) {
      if (!reached(a, c, s)) continue;
      int state = s;
      for (int i = a; i <= b; ++i) state = (state & 1) << 1;
      if (finishes(b + 1, c, state)) return true;
    }
  return false;
}

}  // namespace dg::tents
