// Exact solution counters for Queens and its family. Three independent methods that tests run
// side by side:
//  - count_solutions: the production counter. LinkedIn boards take a bitmask search over regions
//    (count_dfs.cpp); every other board count_solutions_family (count_family.cpp).
//  - count_solutions_cp: CP-style enumeration (propagate to a fixed point, branch on the most
//    constrained row/column/region).
//  - count_solutions_brute: every choice of each row's queens, for tiny boards (tests only).
// Boards of the general system (general.hpp) have two counters of their own, which every entry
// point above hands them to: count_general (unit propagation over cells, branch and bound for
// "maximize") and count_general_brute (every subset of cells, tests only).
// Contract (all): see dg::CountResult in solver/common/count.hpp. `limit` >= 1. Solutions are in
// the model's form (columns row by row), so equal solutions compare equal across counters.
#pragma once

#include "solver/common/count.hpp"
#include "solver/queens/model.hpp"

namespace dg::queens {

using Count = CountResult<Solution>;

Count count_solutions(const Puzzle& p, int limit = 2, Budget budget = {});
Count count_solutions_cp(const Puzzle& p, int limit = 2, Budget budget = {});
// The family search on any board, LinkedIn's included (tests compare it with the LinkedIn one).
Count count_solutions_family(const Puzzle& p, int limit = 2, Budget budget = {});
// The solutions of p (not of the general system) whose queens all lie in `open` (one mask of
// columns per row, bit c = column c): the family search from a state where every other cell is
// already empty. With open the cells a sound deduction leaves, these are all of p's solutions.
Count count_solutions_family_within(const Puzzle& p, const std::vector<std::uint32_t>& open,
                                    int limit = 2, Budget budget = {});
// Pre: a tiny board (it tries every choice of each row's queens that breaks no rule so far).
Count count_solutions_brute(const Puzzle& p, int limit = 2);

// Any board, the family's included (tests compare them with the family's counters). With
// "maximize", count and solutions are the optimal placements and `optimum` their weight.
Count count_general(const Puzzle& p, int limit = 2, Budget budget = {});
// Pre: a small board (it visits every valid placement). The default budget, kBruteNodes scan
// steps (about 15 s at 1.5 us a step; the tests' boards take under 10^6), stops it on a board too
// big for it: complete == false, and nodes > budget.max_nodes says the budget ran out.
inline constexpr std::uint64_t kBruteNodes = 10'000'000;
Count count_general_brute(const Puzzle& p, int limit = 2,
                          Budget budget = {.max_nodes = kBruteNodes});

}  // namespace dg::queens
