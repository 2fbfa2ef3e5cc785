// Internal: reading a board that shows pieces a player placed (read_board with
// ReadOptions::solved): what each game's picture lets us tell apart from its givens.
#pragma once

#include <string_view>

#include "solver/common/expected.hpp"
#include "vision/cells.hpp"
#include "vision/grid.hpp"
#include "vision/image.hpp"
#include "vision/read.hpp"

namespace dg::vision {

// read_board's plain read (no options), defined in read.cpp: the board searched for in `image`,
// its cells read from `*cells` when given (the same picture with pieces still on it).
Expected<Reading> read_once(const Image& image, std::string_view game, Grid* seen,
                            const Image* cells = nullptr);

// read_board without options, defined in read.cpp: read_once, and for a game whose path the
// reader erases (Reader::scan erased) and a board showing one, the board searched for again with
// the path erased, its cells read from `image`.
Expected<Reading> read_plain(const Image& image, std::string_view game, Grid* seen);

// Every path or piece pixel (saturated colour, not dark) in `region` of `img` painted white, and
// a copy of `img` with all of them so.
void erase_path(Image& img, const Box& region);
Image without_path(const Image& img);
// Whether the board at `g` shows a path (or pieces): more saturated colour than one cell's worth
// (a Zip board's start cell, a ring round its 1) within the board.
bool shows_path(const Image& img, const Grid& g);

// The puzzle of a board with placed pieces on it: Queens' crowns and X marks are ignored (a
// cell's fill is read from its corners), Tango keeps only the pieces on a given's grey cell,
// the board of Tango and Zip is searched for with the pieces and the path erased. Error, saying
// why, for a game whose picture does not tell givens from placed pieces, or a Tango board with
// pieces but none on a grey cell.
Expected<Reading> read_solved(const Image& image, std::string_view game, Grid* seen);

}  // namespace dg::vision
