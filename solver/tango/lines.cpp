// Valid-line tables (see lines.hpp).
#include "solver/tango/lines.hpp"

#include <array>
#include <bit>
#include <vector>

#include "solver/tango/model.hpp"

namespace dg::tango {

namespace {

bool no_three(std::uint32_t l, std::uint32_t full) {
  const std::uint32_t z = ~l & full;
  // Three ones (zeros) in a row show up as a bit set in l & l>>1 & l>>2.
  return !((l & (l >> 1) & (l >> 2)) || (z & (z >> 1) & (z >> 2)));
}

}  // namespace

std::span<const std::uint32_t> valid_lines(int n) {
  static const auto table = [] {
    std::array<std::vector<std::uint32_t>, kMaxSize + 1> t;
    for (int size = kMinSize; size <= kMaxSize; size += 2) {
      const std::uint32_t full = (std::uint32_t{1} << size) - 1;
      for (std::uint32_t l = 0; l <= full; ++l)
        if (std::popcount(l) == size / 2 && no_three(l, full))
          t[static_cast<std::size_t>(size)].push_back(l);
    }
    return t;
  }();
  return table[static_cast<std::size_t>(n)];
}

std::span<const std::uint32_t> valid_lines_in_range(int len, int lo, int hi) {
  if (len % 2 == 0 && len >= kMinSize && lo == len / 2 && hi == lo) return valid_lines(len);
  // Every (len, lo, hi) at once on first use: 1,220 no-three lines of 14 cells at most, filtered
  // by count for each of the ~680 ranges (a few milliseconds, only for the general boards).
  constexpr int kSide = kMaxSize + 1;
  static const auto table = [] {
    std::vector<std::vector<std::uint32_t>> t(kSide * kSide * kSide);
    for (int size = 1; size <= kMaxSize; ++size) {
      const std::uint32_t full = (std::uint32_t{1} << size) - 1;
      std::vector<std::uint32_t> all;
      for (std::uint32_t l = 0; l <= full; ++l)
        if (no_three(l, full)) all.push_back(l);
      for (int a = 0; a <= size; ++a)
        for (int b = a; b <= size; ++b) {
          auto& out = t[static_cast<std::size_t>((size * kSide + a) * kSide + b)];
          for (std::uint32_t l : all)
            if (std::popcount(l) >= a && std::popcount(l) <= b) out.push_back(l);
        }
    }
    return t;
  }();
  if (len < 1 || len > kMaxSize) return {};
  lo = lo < 0 ? 0 : lo;
  hi = hi > len ? len : hi;
  if (lo > hi) return {};
  return table[static_cast<std::size_t>((len * kSide + lo) * kSide + hi)];
}

}  // namespace dg::tango
