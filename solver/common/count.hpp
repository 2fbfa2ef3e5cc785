// Result and budget of an exact solution count, shared by every game's counters.
#pragma once

#include <cstdint>
#include <limits>
#include <vector>

namespace dg {

// Search effort limit. A counter that runs out of nodes stops and reports complete == false
// instead of hanging; the count it reports is then a lower bound.
struct Budget {
  std::uint64_t max_nodes = std::numeric_limits<std::uint64_t>::max();
};

// count_solutions(p, limit, budget) contract, for every game:
//  - count is the number of solutions found, capped at `limit` (limit 2 answers "is it unique?").
//  - complete is false only when the budget ran out before the count was settled.
//  - solutions holds the first min(count, limit) solutions found, in search order.
//  - nodes counts search nodes visited, guesses counts branch points with 2+ live options.
template <class Solution>
struct CountResult {
  int count = 0;
  bool complete = true;
  std::uint64_t nodes = 0;
  std::uint64_t guesses = 0;
  std::vector<Solution> solutions;
};

}  // namespace dg
