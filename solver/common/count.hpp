// Result and budget of an exact solution count, shared by every game's counters.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

#include "solver/common/run_deadline.hpp"

namespace dg {

// Search limits. A counter that runs out stops and reports complete == false instead of hanging;
// the count it reports is then a lower bound.
//  - max_nodes is exact and reproducible: the same puzzle stops at the same node on every machine.
//  - deadline is a safety net for interactive commands (a person waiting): a count that finishes
//    before it gives the same answer everywhere; one it cuts short depends on the machine.
//  - max_kept bounds memory, not effort: the count goes on to `limit`, but only the first max_kept
//    solutions are kept (`solve --limit 1000000` on an empty board needs a count, not a gigabyte).
struct Budget {
  using Clock = std::chrono::steady_clock;
  // The clock is read every kClockEvery nodes: a node costs 0.5-1 us on the largest boards
  // (measured on 30x30 Queens and 16x16 Zip), so a deadline is overshot by about a millisecond
  // and the reads cost nothing measurable.
  static constexpr std::uint64_t kClockEvery = 1024;

  std::uint64_t max_nodes = std::numeric_limits<std::uint64_t>::max();
  Clock::time_point deadline = Clock::time_point::max();
  std::size_t max_kept = std::numeric_limits<std::size_t>::max();

  // Whether a counter that has now visited `nodes` nodes must stop.
  // The run's deadline (run_deadline.hpp) stops every count too.
  bool exhausted(std::uint64_t nodes) const {
    if (nodes > max_nodes) return true;
    if (nodes % kClockEvery != 0) return false;
    return (deadline != Clock::time_point::max() && Clock::now() >= deadline) ||
           run_deadline_passed();
  }
  // Whether a solution found when `kept` are already kept is kept too.
  bool keeps(std::size_t kept) const { return kept < max_kept; }
};

// count_solutions(p, limit, budget) contract, for every game:
//  - count is the number of solutions found, capped at `limit` (limit 2 answers "is it unique?").
//  - complete is false only when the budget (nodes or deadline) ran out before the count was
//    settled; nodes > budget.max_nodes tells the node budget from the deadline.
//  - solutions holds the first min(count, limit, budget.max_kept) solutions found, in search order.
//  - nodes counts search nodes visited, guesses counts branch points with 2+ live options.
//  - optimum: for an optimisation problem (Queens "maximize"), the best total weight, and then
//    count and solutions are the optimal answers; -1 for a plain count or when nothing is valid.
template <class Solution>
struct CountResult {
  int count = 0;
  bool complete = true;
  std::uint64_t nodes = 0;
  std::uint64_t guesses = 0;
  std::vector<Solution> solutions;
  long long optimum = -1;
};

}  // namespace dg
