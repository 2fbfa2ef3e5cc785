// Uniform random full Tango grids for small boards: every valid grid is listed once (72 for 4x4,
// 11,222 for 6x6, built on first use in about a millisecond) and one is drawn with dg::Rng. The
// row-by-row random_solution() needs a handful of exact counts per grid, which the generator's
// profile showed at ~20% of its 6x6 time; 8x8 has far too many grids for a table.
#pragma once

#include "solver/common/rng.hpp"
#include "solver/tango/model.hpp"

namespace dg::tango {

inline constexpr int kTableMaxSize = 6;

// A uniformly random valid full grid for n <= kTableMaxSize; random_solution(n, rng) beyond.
// With unique_lines, only grids whose rows are all different and whose columns are too.
Solution sample_solution(int n, Rng& rng, bool unique_lines = false);

}  // namespace dg::tango
