// The counts the LinkedIn Queens generator asks (repair, reshape, the final check), each with a
// node budget of its own, so no board can hold the generator in one count whatever the run's
// deadline. A count cut short reads as "not unique": the attempt is dropped, never kept, so the
// budget can cost a puzzle but never let an ambiguous one through.
#pragma once

#include <cstdint>

#include "solver/queens/counter.hpp"

namespace dg::queens {

// Ten times the largest count seen (385K nodes at 16x16; 111K at 15x15, 74K at 14x14, under 7K up
// to 13x13; sizes 5..16, seeds 1-5, tiers any/basic/pigeonhole/contradiction), about a second or
// two on a 16x16 board; the output is the same as with unbudgeted counts on all of those requests.
inline constexpr std::uint64_t kGeneratorCountNodes = 4'000'000;

inline Count generator_count(const Puzzle& p, int limit,
                             std::uint64_t max_nodes = kGeneratorCountNodes) {
  return count_solutions(p, limit, Budget{.max_nodes = max_nodes});
}

// Unique by a count that ran to the end.
inline bool unique_by_generator_count(const Puzzle& p,
                                      std::uint64_t max_nodes = kGeneratorCountNodes) {
  const Count c = generator_count(p, 2, max_nodes);
  return c.complete && c.count == 1;
}

}  // namespace dg::queens
