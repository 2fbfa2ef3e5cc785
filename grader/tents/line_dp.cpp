// Line completions by forward and backward reachability (line_dp.hpp). State bit 0: a tent at the
// previous position; bit 1: a tent two positions back. forward_[i][s] holds the tent counts that
// reach position i in state s; backward_[i][s] those from which (i, s) can still finish the line
// with exactly its count. A tent step moves a count up one bit, so it is a shift of the word.
#include "grader/tents/line_dp.hpp"

#include <algorithm>

#include "grader/tents/grid.hpp"

namespace dg::tents {

LineCompletions::LineCompletions(std::span<const std::int8_t> values, int count,
                                 std::uint32_t pair_ends)
    : n_(static_cast<int>(std::min<std::size_t>(values.size(), kMaxLength))),
      count_(count),
      pair_ends_(pair_ends) {
  std::copy_n(values.begin(), n_, values_.begin());
  if (count_ < 0 || count_ > 30) return;
  const Counts upto = (Counts{2} << count_) - 1;  // counts 0..count
  forward_[0][0] = 1;
  for (int i = 0; i < n_; ++i)
    for (int s = 0; s < 4; ++s) {
      const Counts f = forward_[static_cast<std::size_t>(i)][static_cast<std::size_t>(s)];
      if (!f) continue;
      auto& next = forward_[static_cast<std::size_t>(i + 1)];
      if (step_ok(i, s, 0)) next[static_cast<std::size_t>(next_state(s, 0))] |= f;
      if (step_ok(i, s, 1)) next[static_cast<std::size_t>(next_state(s, 1))] |= (f << 1) & upto;
    }
  for (auto& b : backward_[static_cast<std::size_t>(n_)]) b = Counts{1} << count_;
  for (int i = n_ - 1; i >= 0; --i) {
    const auto& next = backward_[static_cast<std::size_t>(i + 1)];
    for (int s = 0; s < 4; ++s) {
      Counts b = 0;
      if (step_ok(i, s, 0)) b |= next[static_cast<std::size_t>(next_state(s, 0))];
      if (step_ok(i, s, 1)) b |= next[static_cast<std::size_t>(next_state(s, 1))] >> 1;
      backward_[static_cast<std::size_t>(i)][static_cast<std::size_t>(s)] = b;
    }
  }
  any_ = backward_[0][0] & 1U;
  if (!any_) return;
  for (int i = 0; i < n_; ++i)
    for (int s = 0; s < 4; ++s) {
      const Counts f = forward_[static_cast<std::size_t>(i)][static_cast<std::size_t>(s)];
      if (!f) continue;
      const auto& next = backward_[static_cast<std::size_t>(i + 1)];
      if (step_ok(i, s, 0) && (f & next[static_cast<std::size_t>(next_state(s, 0))]))
        can_grass_ |= std::uint32_t{1} << i;
      if (step_ok(i, s, 1) && (f & (next[static_cast<std::size_t>(next_state(s, 1))] >> 1)))
        can_tent_ |= std::uint32_t{1} << i;
    }
}

bool LineCompletions::step_ok(int i, int s, int x) const {
  const std::int8_t v = values_[static_cast<std::size_t>(i)];
  if (x == 0) return v != kTent;
  if (v == kGrass || (s & 1)) return false;
  return !(((pair_ends_ >> i) & 1U) && (s & 2));
}

bool LineCompletions::can_avoid(int a, int b) const {
  a = std::max(a, 0);
  b = std::min(b, n_ - 1);
  if (!any_) return false;
  for (int i = a; i <= b; ++i)
    if (values_[static_cast<std::size_t>(i)] == kTent) return false;
  // A run of grass from a to b, entered from any reachable state, leaves state 0 after two cells
  // (or the state with bit 1 from the last tent when the run is one cell long).
  for (int s = 0; s < 4; ++s) {
    const Counts f = forward_[static_cast<std::size_t>(a)][static_cast<std::size_t>(s)];
    if (!f) continue;
    int state = s;
    for (int i = a; i <= b; ++i) state = (state & 1) << 1;
    if (f & backward_[static_cast<std::size_t>(b + 1)][static_cast<std::size_t>(state)])
      return true;
  }
  return false;
}

bool settles_nothing(std::span<const std::int8_t> values, int count) {
  int tents = 0, room = 0, run = 0;
  bool odd_run = false;
  const std::size_t n = values.size();
  for (std::size_t i = 0; i <= n; ++i) {
    const std::int8_t v = i < n ? values[i] : std::int8_t{kGrass};
    if (v == kUnknown) {
      const bool beside_tent =
          (i > 0 && values[i - 1] == kTent) || (i + 1 < n && values[i + 1] == kTent);
      if (beside_tent) return false;
      ++run;
      continue;
    }
    if (v == kTent && i > 0 && values[i - 1] == kTent) return false;  // no completion at all
    tents += v == kTent;
    room += (run + 1) / 2;
    odd_run = odd_run || run % 2 == 1;
    run = 0;
  }
  const int need = count - tents;
  return need >= 1 && (room > need || (room == need && !odd_run));
}

}  // namespace dg::tents
