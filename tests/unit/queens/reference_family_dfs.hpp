// The family DFS frozen as it was before its speed work (reference_family_dfs.cpp): tests and
// tests/bench/bench_count_family_repair compare the production counter with it.
#pragma once

#include <cstdint>
#include <vector>

#include "solver/queens/counter.hpp"

namespace dg::queens::test {

// count_solutions_family(p, limit, budget) when `open` is null (general boards go to
// count_general as there), else count_solutions_family_within(p, *open, limit, budget).
Count reference_count_family(const Puzzle& p, const std::vector<std::uint32_t>* open, int limit,
                             Budget budget = {});

}  // namespace dg::queens::test
