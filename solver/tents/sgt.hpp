// Simon Tatham's Portable Puzzle Collection game IDs for Tents, "WxH:DESC,c1,...,cW,r1,...,rH"
// (sgt-tents --generate prints them; docs/formats.md). DESC runs over the cells in row-major
// order: '_' is a tree at the current cell, 'a'..'y' are 1..25 blank cells then a tree, 'z' is 25
// blank cells, '!' / '-' turn the cell just placed into a given tent / given grass; the last
// character places a tree one past the end of the board. The counts come columns first.
#pragma once

#include <string>
#include <string_view>

#include "solver/tents/model.hpp"

namespace dg::tents {

// Whether `line` has the shape of an SGT game ID ("<digits>x<digits>[params]:"), so a file reader
// can tell one from a text block before parsing it.
bool looks_like_sgt_id(std::string_view line);

// Parses an SGT game ID; the parameter part may carry SGT's difficulty letters ("10x10dt:...").
Expected<Puzzle> from_sgt(std::string_view id);

// The SGT game ID of `p`. SGT has no hidden counts and no unique-matching rule, so such puzzles
// are refused with a one-line reason.
Expected<std::string> to_sgt(const Puzzle& p);

}  // namespace dg::tents
