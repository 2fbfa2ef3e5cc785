// Tango's variants (grammar in solver/common/variant.hpp): "plain", then the parts in this order:
// "unique-lines" (classic Takuzu), "signs-only" (signs and no given cell), and the seed paper's
// options: "rect" (rows != cols), "odd" (a side of odd length: near balance), "counts"
// (row_ones/col_ones), "torus", "diagonals", "regions", "long-signs".
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "solver/tango/model.hpp"

namespace dg::tango {

std::string variant(const Puzzle& p);
// The option parts of the paper's generalisations with whether `p` has each, in grammar order.
std::vector<std::pair<std::string, bool>> option_parts(const Puzzle& p);
// The rules beyond classic Tango in words ("edges wrap around · no three alike on a diagonal"),
// "" for a classic puzzle: the line a render or page shows under the caption.
std::string rule_summary(const Puzzle& p);
// "tango", or "tango unique lines", "tango torus", ...: the clue mix (signs only) and the board
// size (rect, odd) are not rules a player is told.
std::string variant_label(std::string_view variant);
// "tango", or "tango:unique-lines", "tango:torus", ... for the variants with rules of their own.
std::string variant_series(std::string_view variant);

}  // namespace dg::tango
