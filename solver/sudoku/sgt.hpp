// Simon Tatham's Solo game IDs, "CxR:DESC" as `sgt-solo --generate N 3x3` prints them. SGT's C x R
// names the box the way we do: "2x3" is a 6x6 board of boxes 2 rows high and 3 columns wide, and
// "3" alone means "3x3". Parameter letters after the size (symmetry "r2", "m4", "a"; difficulty
// "dt", "db", "di", "da", "de", "du") are skipped; the jigsaw ('j'), X ('x') and killer ('k')
// variants are refused. DESC runs over the cells row-major: a number is a given digit (decimal,
// so 10..12 take two characters), 'a'..'z' are 1..26 empty cells, and '_' only separates two
// numbers that follow each other.
#pragma once

#include <string>
#include <string_view>

#include "solver/sudoku/model.hpp"

namespace dg::sudoku {

// Whether `line` has the shape of a Solo game ID ("<digits>[x<digits>][letters...]:"), so a file
// reader can tell one from other lines before parsing it.
bool looks_like_sgt_id(std::string_view line);
Expected<Puzzle> from_sgt(std::string_view id);
// The Solo game ID of `p` (size and grid only, as sgt-solo prints it).
std::string to_sgt(const Puzzle& p);

}  // namespace dg::sudoku
