// Sudoku's variants (solver/common/variant.hpp): the box shape. "plain" is classic 9x9 with 3x3
// boxes, "mini" LinkedIn's Mini Sudoku (6x6, 2x3 boxes), any other shape its boxes "RxC"
// ("2x2" a 4x4, "2x4" an 8x8, "3x4" a 12x12, "3x2" a 6x6 of tall boxes).
#pragma once

#include <string>
#include <string_view>

#include "solver/sudoku/model.hpp"

namespace dg::sudoku {

std::string variant(const Puzzle& p);
// "sudoku", "mini sudoku", "sudoku 4x4 (2x2 boxes)".
std::string variant_label(std::string_view variant);
// "sudoku" for plain, "sudoku:<variant>" for every other shape: a Mini Sudoku is numbered apart.
std::string variant_series(std::string_view variant);

}  // namespace dg::sudoku
