// The generator's exact-count checks: uniqueness by one counter (the removal judge for tier "any"
// and "search") or by both (every accepted puzzle), and minimality (no removable given).
#pragma once

#include <cstdint>

#include "solver/sudoku/model.hpp"

namespace dg::sudoku {

// Node budget of each count: 9x9 uniqueness counts visit a few dozen nodes (bench_sudoku), so the
// budget is only a guard for large boards. A count cut short answers "not unique", and being a
// node count rather than a time, it keeps the output reproducible.
inline constexpr std::uint64_t kCountNodes = 200000;

// The bitset counter finds exactly one solution, within kCountNodes nodes.
bool counted_unique(const Puzzle& p);
// The same answer as counted_unique(p) for a `p` whose solution `full` holds `digit` at the open
// cell `cell` (the cell just emptied), by seeking only a solution without it there.
bool unique_after_removal(const Puzzle& p, int cell, int digit);
// Bitset and exact cover counters both find exactly one solution within kCountNodes nodes.
bool unique_by_both(const Puzzle& p);
// No given can be removed with the count staying 1 (bitset counter; a count cut short counts as
// "could be removed", so a puzzle is called minimal only when that is proved).
bool is_minimal(const Puzzle& p);

}  // namespace dg::sudoku
