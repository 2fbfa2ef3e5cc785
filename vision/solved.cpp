// Boards with placed pieces (solved.hpp): each game's reader says how its board is searched for
// (Reader::scan) and what of the reading is the puzzle (Reader::strip). A path or a piece is
// saturated colour (a Zip path is the only colour on a Zip board besides the start cell's tint).
#include "vision/solved.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "vision/cells.hpp"
#include "vision/colour.hpp"
#include "vision/readers.hpp"

namespace dg::vision {

namespace {

// Path and piece pixels: saturated colour (the spread of R, G and B; cheaper than CIELAB over a
// whole screenshot, and the same test at these colours), not dark (a number disc, a sign).
constexpr int kPathSpread = 40;

Expected<Reading> stripped(const Image& img, Expected<Reading> got) {
  if (!got) return got;
  const Reader* reader = find_reader(got->game);
  if (reader && reader->strip) {
    auto puzzle = reader->strip(img, got->grid, std::move(got->puzzle));
    if (!puzzle) return make_error(puzzle.error());
    got->puzzle = std::move(puzzle).value();
    return got;
  }
  return make_error(got->game + ": the reader cannot tell givens from placed pieces on this board");
}

// How the reader of `game` searches a board with pieces on it (plain for an unknown game).
SolvedScan scan_of(std::string_view game) {
  const Reader* reader = find_reader(game);
  return reader ? reader->scan : SolvedScan::plain;
}

}  // namespace

namespace {

bool path_pixel(const std::uint8_t* px) {
  const int hi = std::max({px[0], px[1], px[2]}), lo = std::min({px[0], px[1], px[2]});
  return hi - lo >= kPathSpread && hi > 90;
}

}  // namespace

void erase_path(Image& img, const Box& region) {
  for (int y = std::max(0, region.y0); y < std::min(img.height, region.y1); ++y)
    for (int x = std::max(0, region.x0); x < std::min(img.width, region.x1); ++x) {
      auto* px = img.at(x, y);
      if (path_pixel(px)) px[0] = px[1] = px[2] = 255;
    }
}

bool shows_path(const Image& img, const Grid& g) {
  if (g.rows() < 1 || g.cols() < 1) return false;
  const int x0 = std::max(0, static_cast<int>(g.xs.front())),
            x1 = std::min(img.width, static_cast<int>(g.xs.back()));
  const int y0 = std::max(0, static_cast<int>(g.ys.front())),
            y1 = std::min(img.height, static_cast<int>(g.ys.back()));
  // Every other pixel of every other row: a quarter of them.
  long coloured = 0;
  for (int y = y0; y < y1; y += 2)
    for (int x = x0; x < x1; x += 2) coloured += path_pixel(img.at(x, y)) ? 1 : 0;
  return static_cast<double>(coloured) * 4 > 1.3 * g.pitch() * g.pitch();
}

Image without_path(const Image& img) {
  Image out = img;
  erase_path(out, Box{0, 0, out.width, out.height});
  return out;
}

Expected<Reading> read_solved(const Image& image, std::string_view game, Grid* seen) {
  // Pieces and a path mark colour ridges and steps in every cell (a board full of discs was
  // searched as 8x8 for 6x6): the board is searched for with them erased (Reader::scan), except
  // where colour is the board itself.
  if (!game.empty()) switch (scan_of(game)) {
      case SolvedScan::plain:
      case SolvedScan::colour:
        return stripped(image, read_once(image, game, seen));
      case SolvedScan::erased:
        // Read as without the option: the reader erases the path itself, and the board is
        // searched for with it erased when it shows (an erased start cell and a short path
        // left a rounded board's first column unfound).
        return stripped(image, read_plain(image, game, seen));
      case SolvedScan::erased_grid:
        return stripped(image, read_once(without_path(image), game, seen, &image));
    }
  // The game told from the picture: first as it is, kept when colour is that game's board;
  // otherwise told again with pieces and path erased from the grid search, and read once more
  // from the erased picture when that game's cells are read erased too.
  auto first = read_once(image, game, seen);
  if (first && scan_of(first->game) == SolvedScan::colour) return stripped(image, std::move(first));
  if (first && scan_of(first->game) == SolvedScan::erased)
    return stripped(image, read_plain(image, first->game, seen));
  const Image erased = without_path(image);
  Grid found;
  auto got = read_once(erased, "", &found, &image);
  if (got && scan_of(got->game) == SolvedScan::erased) got = read_once(erased, got->game, &found);
  if (!got) return first ? stripped(image, std::move(first)) : got;
  if (seen) *seen = found;
  return stripped(image, std::move(got));
}

}  // namespace dg::vision
