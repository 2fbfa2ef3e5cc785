// Internal: the counts beside a board (Tents' tents, Tango's suns per line: vision/tents/read.cpp,
// vision/tango/read.cpp), as dark digits in a band: each row's right of its row's end, each
// column's below its foot. The band is the first run of ink going away from the board's edge (a
// caption further out is not part of it); a row's or column's pieces of ink in the band are its
// digits, and no ink there is a hidden count.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "solver/common/expected.hpp"
#include "vision/digits.hpp"
#include "vision/grid.hpp"
#include "vision/image.hpp"

namespace dg::vision {

// The ink of one row's or column's count.
struct CountInk {
  bool hidden = true;         // no ink: the puzzle does not give this count
  bool dash = false;          // a dash between its digits: a range "lo-hi", not one count
  std::vector<Glyph> glyphs;  // its pieces, left to right
  // A lone piece cut in two at its thinnest column: "10" run together when small or blurred.
  std::vector<Glyph> halves;
};

// The counts' ink of every row (`right`) or every column. Error (one line, starting "`game`: ")
// when the strip where they belong is cut off by the image's edge.
Expected<std::vector<CountInk>> count_ink(const Image& img, const Grid& g, bool right,
                                          std::string_view game);

// What number `n` costs as the reading of `ink` (digits.hpp distances; a digit count unlike the
// pieces' costs more than any misread digit).
double number_cost(const CountInk& ink, int n);

// The cheapest numbers for the ink (digits.hpp distances), each 0..max_count, null where hidden.
// The counts of one side add up to the number of trees, so that is required: a sum of `trees`
// exactly when no count is hidden, at most `trees` otherwise (one clear "3" settles a close call
// between "3" and "8" elsewhere). Without any such reading, the cheapest numbers one by one
// (the puzzle's validation then says what does not add up).
std::vector<std::optional<int>> decode_counts(const std::vector<CountInk>& ink, int max_count,
                                              int trees);

}  // namespace dg::vision
