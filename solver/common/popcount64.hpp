// Bits set in a 64-bit word, inline everywhere. Without -mpopcnt, x86-64 builds turn std::popcount
// into a call to libgcc's __popcountdi2 (3-5% of generation time in profiles); the bit-slicing
// form avoids the call where a function is not compiled twice (popcount_clones.hpp). Elsewhere
// std::popcount is a single instruction.
#pragma once

#include <bit>
#include <cstdint>

namespace dg {

inline int popcount64(std::uint64_t x) {
#if defined(__x86_64__) && !defined(__POPCNT__)
  x = x - ((x >> 1) & 0x5555555555555555ULL);
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
  return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
#else
  return std::popcount(x);
#endif
}

}  // namespace dg
