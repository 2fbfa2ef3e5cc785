// Sets of valid lines (line_table.hpp) as bitsets over valid_lines(n): which completions of a line
// are still possible. Intersecting with a precomputed set per known cell and per sign is cheaper
// than testing every valid line, and the cross_line rule works on these sets directly.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "grader/tango/grid.hpp"
#include "grader/tango/line_table.hpp"

namespace dg::tango {

class LineSet {
 public:
  static constexpr int kMaxWords = 20;  // 1,220 no-three lines of 14 cells (any count)

  // No lines (sized for kind k).
  static LineSet none(const LineKind& k);
  // The lines of kind k that agree with v's known cells, its own signs and its own range.
  static LineSet fitting(const LineKind& k, const LineView& v);
  // The lines of kind k whose cell `pos` holds `value`.
  static const LineSet& with_cell(const LineKind& k, int pos, int value);
  // The classic board's lines of length n (n even).
  static LineSet none(int n) { return none(classic_kind(n)); }
  // (Straight to the classic tables: the cross_line sweep of the classic board asks often.)
  static LineSet fitting(int n, const LineView& v);
  static const LineSet& with_cell(int n, int pos, int value) {
    return with_cell(classic_kind(n), pos, value);
  }

  bool empty() const {
    for (int i = 0; i < words_; ++i)
      if (w_[static_cast<std::size_t>(i)]) return false;
    return true;
  }
  LineSet& operator&=(const LineSet& o) {
    for (int i = 0; i < words_; ++i)
      w_[static_cast<std::size_t>(i)] &= o.w_[static_cast<std::size_t>(i)];
    return *this;
  }
  LineSet& operator|=(const LineSet& o) {
    for (int i = 0; i < words_; ++i)
      w_[static_cast<std::size_t>(i)] |= o.w_[static_cast<std::size_t>(i)];
    return *this;
  }
  // Calls f(index into the kind's valid lines) for every member, in order.
  template <class F>
  void for_each(F&& f) const {
    for (int i = 0; i < words_; ++i)
      for (std::uint64_t m = w_[static_cast<std::size_t>(i)]; m; m &= m - 1)
        f(64 * i + std::countr_zero(m));
  }
  // The first 64 members as a bit mask (all of them when the kind has at most 64 lines, e.g. the
  // classic n <= 8).
  std::uint64_t first_word() const { return w_[0]; }
  bool contains(int index) const {
    return w_[static_cast<std::size_t>(index / 64)] >> (index % 64) & 1u;
  }
  void erase(int index) {
    w_[static_cast<std::size_t>(index / 64)] &= ~(std::uint64_t{1} << (index % 64));
  }
  void insert(int index) {
    w_[static_cast<std::size_t>(index / 64)] |= std::uint64_t{1} << (index % 64);
  }

 private:
  std::array<std::uint64_t, kMaxWords> w_{};
  int words_ = 0;
};

}  // namespace dg::tango
