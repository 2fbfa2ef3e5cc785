// One-line Sudoku boards, as qqwing --one-line and most collections print them: the cells
// row-major, '.' or '0' for an empty cell, '1'..'9' (and 'A'..'C' for 10..12). The length gives
// the board: 16 cells a 4x4 with 2x2 boxes, 36 a 6x6 with 2x3 boxes (LinkedIn's Mini Sudoku; 3x2
// boxes need the JSON or text form), 64 an 8x8 with 2x4, 81 a 9x9, 144 a 12x12 with 3x4 boxes.
#pragma once

#include <string>
#include <string_view>

#include "solver/sudoku/model.hpp"

namespace dg::sudoku {

// Whether a (trimmed) line has the shape of a one-line board: one of the lengths above, made only
// of '.', digits and 'A'..'C' / 'a'..'c'. from_line then says whether it is valid.
bool looks_like_line(std::string_view line);
Expected<Puzzle> from_line(std::string_view line);
// The one-line form of `p`; an error for boxes that the length alone would not give back
// (3x2 boxes on a 6x6).
Expected<std::string> to_line(const Puzzle& p);

}  // namespace dg::sudoku
