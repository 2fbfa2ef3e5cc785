// A classic Tango board's clues as per-line bitmasks, the form the production counter searches
// from. The generator hands it a grid the grader's rules have already closed (the rules are sound,
// so the closed grid has exactly the puzzle's solutions, and many fewer candidates per line), and
// count_solutions builds one from a Puzzle. Lines 0..n-1 are the rows (bit c = column c), lines
// n..2n-1 the columns (bit r = row r), as in the grader's Grid; a cell is stored in both its row
// and its column and the two copies must agree. equal / opposite bit i joins cells i and i+1 of
// the line.
#pragma once

#include <array>
#include <cstdint>

#include "solver/common/count.hpp"
#include "solver/tango/model.hpp"

namespace dg::tango {

struct LineClues {
  int n = 0;
  bool unique_lines = false;
  std::array<std::uint32_t, 2 * kMaxSize> known{}, sun{}, equal{}, opposite{};
};

// The clues of `p`. Pre: is_classic(p).
LineClues line_clues(const Puzzle& p);

// Solutions of `c` counted up to `limit` (>= 1; smaller acts as 1); no solution is kept (the
// generator asks this tens of times per puzzle and needs the count only). Boards up to 8x8 go to
// count_line_bits, larger ones to count_solutions' row DFS. Pre: c.n even in kMinSize..kMaxSize.
CountResult<Solution> count_line_clues(const LineClues& c, int limit = 2, Budget budget = {});

// The counter on sets of valid lines (count_bits.cpp), for n <= 8: no allocation. Its nodes and
// guesses are its own. Other sizes come back incomplete with count 0. Tests compare it with the
// row DFS and the CP counter.
CountResult<Solution> count_line_bits(const LineClues& c, int limit = 2, Budget budget = {});
// The row DFS (count_dfs.cpp) on `c`, count only: count_line_clues for boards above 8x8.
CountResult<Solution> count_line_rows(const LineClues& c, int limit = 2, Budget budget = {});

}  // namespace dg::tango
