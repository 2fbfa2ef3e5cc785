// Bit counts at full speed in a generic build. Debian's x86-64 baseline has no POPCNT, so every
// std::popcount and std::bitset::count is a call into libgcc (__popcountdi2), which profiles showed
// at up to a third of grading. DG_POPCOUNT_CLONES on a hot function makes GCC compile it twice,
// with and without POPCNT, and pick one when the program loads (an ifunc: no cost per call, and
// calls through function pointers reach the chosen copy too). Bit counts in inline helpers it calls
// are then single instructions in the POPCNT copy, and the binary still runs on any x86-64.
// Elsewhere (other architectures, clang, or a build with -mpopcnt) the macro is empty.
#pragma once

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__POPCNT__) && \
    defined(__linux__)
#define DG_POPCOUNT_CLONES __attribute__((target_clones("popcnt", "default")))
#else
#define DG_POPCOUNT_CLONES
#endif
