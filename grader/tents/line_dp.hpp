// What every valid completion of one line agrees on. A completion puts tents on the line's unknown
// cells so that the line holds exactly its count, keeps its decided cells and has no two tents
// side by side; `pairs` lists positions (a, a + 2) that may not both hold a tent (the pair rule).
// Forward and backward reachability over (position, tents so far, tents at the last two cells):
// O(length * count * 4), so even a 30-cell line is cheap.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace dg::tents {

class LineCompletions {
 public:
  // values: per position kUnknown / kGrass / kTent (grid.hpp).
  LineCompletions(const std::vector<std::int8_t>& values, int count,
                  const std::vector<std::pair<int, int>>& pairs = {});
  bool any() const { return any_; }
  // Whether some completion puts a tent / leaves grass at position i.
  bool can_tent(int i) const { return can_tent_[static_cast<std::size_t>(i)]; }
  bool can_grass(int i) const { return can_grass_[static_cast<std::size_t>(i)]; }
  // Whether some completion has no tent at positions a..b (clipped to the line).
  bool can_avoid(int a, int b) const;

 private:
  bool step_ok(int i, int state, int x) const;
  std::vector<char>::reference fwd(int i, int c, int s) { return forward_[index(i, c, s)]; }
  std::vector<char>::reference bwd(int i, int c, int s) { return backward_[index(i, c, s)]; }
  bool reached(int i, int c, int s) const { return forward_[index(i, c, s)]; }
  bool finishes(int i, int c, int s) const { return backward_[index(i, c, s)]; }
  std::size_t index(int i, int c, int s) const {
    return static_cast<std::size_t>((i * (count_ + 2) + c) * 4 + s);
  }

  std::vector<std::int8_t> values_;
  int n_, count_;
  std::vector<char> pair_end_;  // pair_end_[i]: positions i-2 and i may not both hold a tent
  std::vector<char> forward_, backward_;
  std::vector<bool> can_tent_, can_grass_;
  bool any_ = false;
};

}  // namespace dg::tents
