// What every valid completion of one line agrees on. A completion puts tents on the line's unknown
// cells so that the line holds exactly its count, keeps its decided cells and has no two tents
// side by side; `pair_ends` marks positions b (bit b) where b - 2 and b may not both hold a tent
// (the pair rule).
// Forward and backward reachability over (position, tents so far, tents at the last two cells),
// the tent counts of one (position, state) held as the bits of one word: O(length * 4) word
// operations and no allocation, since the graders' probes build one per line per step.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "solver/tents/model.hpp"

namespace dg::tents {

class LineCompletions {
 public:
  static constexpr int kMaxLength = kMaxSize;

  // values: per position kUnknown / kGrass / kTent (grid.hpp), at most kMaxLength of them.
  LineCompletions(std::span<const std::int8_t> values, int count, std::uint32_t pair_ends = 0);
  bool any() const { return any_; }
  // Whether some completion puts a tent / leaves grass at position i.
  bool can_tent(int i) const { return (can_tent_ >> i) & 1U; }
  bool can_grass(int i) const { return (can_grass_ >> i) & 1U; }
  // Whether some completion has no tent at positions a..b (clipped to the line).
  bool can_avoid(int a, int b) const;

 private:
  using Counts = std::uint32_t;  // bit c: c tents so far (counts go up to (30 + 1) / 2)
  // Whether position i may take x (1 = tent) from state s (bit 0: a tent at i - 1, bit 1: at i -
  // 2).
  bool step_ok(int i, int s, int x) const;
  static int next_state(int s, int x) { return ((s & 1) << 1) | x; }

  std::array<std::int8_t, kMaxLength> values_{};
  int n_ = 0, count_ = 0;
  std::uint32_t pair_ends_ = 0;
  std::array<std::array<Counts, 4>, kMaxLength + 1> forward_{}, backward_{};
  std::uint32_t can_tent_ = 0, can_grass_ = 0;  // bit i: position i
  bool any_ = false;
};

// True when the line's completions provably exist and agree on no unknown cell, found from its
// runs of unknown cells without building them (line_count asks this of every line at every step,
// and most lines have nothing to give). The runs are independent when no unknown cell is beside a
// tent of the line (the touch rule has made those grass) and no two tents are side by side; a run
// of n cells holds up to ceil(n / 2) tents, and with `need` tents still to place and that room
// summed: need >= 1 and room > need leaves every cell free both ways (a tent or grass at any one
// cell costs at most one tent of room), and room == need with only even runs does too (each run
// holds its half one of two ways). False otherwise (the completions may force cells, or there may
// be none): ask LineCompletions.
bool settles_nothing(std::span<const std::int8_t> values, int count);

}  // namespace dg::tents
