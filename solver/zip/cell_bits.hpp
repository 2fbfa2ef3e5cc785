// Sets of cells as W-word bitmasks (bit i = cell i = row * cols + col): W = 1 up to 64 cells, 2 up
// to 128, 4 up to 256 (kMaxCells). A step to a neighbour is a shift (1 sideways, cols up or down),
// so a flood fill over a board is a handful of word operations per step. Used by the exact
// counter and the grader's region checks.
#pragma once

#include <bit>
#include <cstdint>
#include <type_traits>

#include "solver/common/popcount64.hpp"

namespace dg::zip {

template <int W>
struct Bits {
  std::uint64_t w[W] = {};

  void set(int i) { w[i >> 6] |= std::uint64_t{1} << (i & 63); }
  void reset(int i) { w[i >> 6] &= ~(std::uint64_t{1} << (i & 63)); }
  Bits operator&(const Bits& o) const {
    Bits r;
    for (int k = 0; k < W; ++k) r.w[k] = w[k] & o.w[k];
    return r;
  }
  Bits operator|(const Bits& o) const {
    Bits r;
    for (int k = 0; k < W; ++k) r.w[k] = w[k] | o.w[k];
    return r;
  }
  Bits and_not(const Bits& o) const {
    Bits r;
    for (int k = 0; k < W; ++k) r.w[k] = w[k] & ~o.w[k];
    return r;
  }
  bool any() const {
    std::uint64_t x = 0;
    for (int k = 0; k < W; ++k) x |= w[k];
    return x != 0;
  }
  bool test(int i) const { return w[i >> 6] >> (i & 63) & 1; }
  int count() const {
    int c = 0;
    for (int k = 0; k < W; ++k) c += popcount64(w[k]);
    return c;
  }
  // Index of the lowest set bit. Pre: any().
  int lowest() const {
    int k = 0;
    while (w[k] == 0) ++k;
    return k * 64 + std::countr_zero(w[k]);
  }
  bool operator==(const Bits&) const = default;
  // The first V words (V <= W): the same set for a board of at most 64 * V cells.
  template <int V>
  Bits<V> first_words() const {
    Bits<V> r;
    for (int k = 0; k < V; ++k) r.w[k] = w[k];
    return r;
  }
  // Bit i moves to i + s (0 < s < 64).
  Bits shl(int s) const {
    Bits r;
    for (int k = W - 1; k >= 0; --k) {
      r.w[k] = w[k] << s;
      if (k > 0) r.w[k] |= w[k - 1] >> (64 - s);
    }
    return r;
  }
  // Bit i moves to i - s (0 < s < 64).
  Bits shr(int s) const {
    Bits r;
    for (int k = 0; k < W; ++k) {
      r.w[k] = w[k] >> s;
      if (k + 1 < W) r.w[k] |= w[k + 1] << (64 - s);
    }
    return r;
  }
};

// Calls f(part) for each part of `cells`, lowest cell first, where flood(seed) returns the part
// holding cell seed; stops at the first part f refuses (returns false) and returns false then.
template <int W, class Flood, class F>
bool all_parts(const Bits<W>& cells, Flood flood, F f) {
  for (Bits<W> rest = cells; rest.any();) {
    const Bits<W> part = flood(rest.lowest());
    rest = rest.and_not(part);
    if (!f(part)) return false;
  }
  return true;
}

// Calls f(std::integral_constant<int, W>{}) with W the words a board of n cells needs (1, 2 or
// 4), so that one line picks the Bits<W> instantiation: with_words(n, [&](auto w) { return
// check<decltype(w)::value>(...); }).
template <class F>
decltype(auto) with_words(int n, F&& f) {
  if (n <= 64) return f(std::integral_constant<int, 1>{});
  if (n <= 128) return f(std::integral_constant<int, 2>{});
  return f(std::integral_constant<int, 4>{});
}

}  // namespace dg::zip
