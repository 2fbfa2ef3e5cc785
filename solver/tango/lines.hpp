// Valid Tango lines: every line of length n (bit i = cell i) with n/2 ones and no three equal
// cells in a row — 6 for n=4, 14 for n=6, 34 for n=8, 84 for n=10, 208 for n=12, 518 for n=14 —
// in ascending order, built once. The counters, the grader and the generator's grid tables all
// work from this one list.
#pragma once

#include <cstdint>
#include <span>

namespace dg::tango {

// Pre: n even in kMinSize..kMaxSize.
std::span<const std::uint32_t> valid_lines(int n);

// The general form (the seed paper's odd sizes, rectangles and per-line counts): every line of
// length len (1..kMaxSize) with lo..hi ones and no three equal cells in a row, ascending. The
// classic range (len even, lo = hi = len/2) gives valid_lines(len) itself. Empty when none fits.
std::span<const std::uint32_t> valid_lines_in_range(int len, int lo, int hi);
inline std::span<const std::uint32_t> valid_lines(int len, int lo, int hi) {
  if (lo == hi && 2 * lo == len && len >= 4) return valid_lines(len);  // kMinSize: the classic
  return valid_lines_in_range(len, lo, hi);
}

}  // namespace dg::tango
