// Boards with placed pieces (solved.hpp). LinkedIn draws a Tango given on a grey cell and a
// placed piece on a white one; a Zip path is a broad band of saturated colour through the cell
// centres, under the number discs, over the thin lines, and it is the only colour on a Zip board
// besides the start cell's tint; Queens' crowns and X marks sit in the middle of cells whose
// fill the reader takes from the corners anyway.
#include "vision/solved.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "vision/cells.hpp"
#include "vision/colour.hpp"

namespace dg::vision {

namespace {

// A given's grey differs from an empty cell's white by at least this L* (LinkedIn: ~6; ours: 11).
constexpr float kGivenGrey = 3;
// Path and piece pixels: saturated colour (the spread of R, G and B; cheaper than CIELAB over a
// whole screenshot, and the same test at these colours), not dark (a number disc, a sign).
constexpr int kPathSpread = 40;

using Strip = Expected<nlohmann::json> (*)(const Image&, const Grid&, nlohmann::json);

Expected<nlohmann::json> as_read(const Image&, const Grid&, nlohmann::json puzzle) {
  return puzzle;
}

// Tango: the pieces on white cells were placed; only those on a grey cell are givens.
Expected<nlohmann::json> tango_givens(const Image& img, const Grid& g, nlohmann::json puzzle) {
  const int n = g.rows(), w = g.cols();
  auto& cells = puzzle["cells"];
  std::vector<float> fill(static_cast<std::size_t>(n * w));
  std::vector<float> empty;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < w; ++c) {
      const float l = median_lab(img, cell_box(img, g, r, c, 0.08)).l;
      fill[static_cast<std::size_t>(r * w + c)] = l;
      if (cells[static_cast<std::size_t>(r)].get<std::string>()[static_cast<std::size_t>(c)] == '.')
        empty.push_back(l);
    }
  // An empty cell's fill; on a fully solved board, the fill most cells share (placed pieces
  // outnumber givens).
  std::vector<float> ref = empty.empty() ? fill : empty;
  std::nth_element(ref.begin(), ref.begin() + static_cast<std::ptrdiff_t>(ref.size() / 2),
                   ref.end());
  const float white = ref[ref.size() / 2];
  int pieces = 0, givens = 0;
  for (int r = 0; r < n; ++r) {
    std::string row = cells[static_cast<std::size_t>(r)];
    for (int c = 0; c < w; ++c) {
      if (row[static_cast<std::size_t>(c)] == '.') continue;
      ++pieces;
      if (std::abs(fill[static_cast<std::size_t>(r * w + c)] - white) >= kGivenGrey)
        ++givens;
      else
        row[static_cast<std::size_t>(c)] = '.';
    }
    cells[static_cast<std::size_t>(r)] = row;
  }
  if (pieces > 0 && givens == 0)
    return make_error(
        "tango: no piece lies on a grey (given) cell, so givens cannot be told from placed "
        "pieces");
  return puzzle;
}

// Tents: a placed tent or grass mark is drawn as a given one (no game in print or on screen
// tells them apart), so every mark is taken as placed and the puzzle is its trees and counts.
Expected<nlohmann::json> tents_unmarked(const Image&, const Grid&, nlohmann::json puzzle) {
  puzzle.erase("tents");
  puzzle.erase("grass");
  return puzzle;
}

struct SolvedEntry {
  std::string_view game;
  Strip strip;
};

constexpr SolvedEntry kSolved[] = {
    {"queens", as_read},
    {"tango", tango_givens},
    {"zip", as_read},
    {"tents", tents_unmarked},
};

// `img` with every path or piece pixel (saturated colour, not dark) painted white.
Image without_path(const Image& img) {
  Image out = img;
  for (int y = 0; y < out.height; ++y)
    for (int x = 0; x < out.width; ++x) {
      auto* px = out.at(x, y);
      const int hi = std::max({px[0], px[1], px[2]}), lo = std::min({px[0], px[1], px[2]});
      if (hi - lo >= kPathSpread && hi > 90) px[0] = px[1] = px[2] = 255;
    }
  return out;
}

Expected<Reading> stripped(const Image& img, Expected<Reading> got) {
  if (!got) return got;
  for (const auto& e : kSolved)
    if (e.game == got->game) {
      auto puzzle = e.strip(img, got->grid, std::move(got->puzzle));
      if (!puzzle) return make_error(puzzle.error());
      got->puzzle = std::move(puzzle).value();
      return got;
    }
  return make_error(got->game + ": the reader cannot tell givens from placed pieces on this board");
}

}  // namespace

Expected<Reading> read_solved(const Image& image, std::string_view game, Grid* seen) {
  // Queens: the regions are the colour, so nothing is erased.
  if (game == "queens") return stripped(image, read_once(image, game, seen));
  // Pieces and a path mark colour ridges and steps in every cell (a board full of discs was
  // searched as 8x8 for 6x6): the board is searched for with them erased. Tango's pieces are
  // then read from the picture; Zip's discs and walls from the erased one (a path crossing an
  // edge is not a wall).
  const Image erased = without_path(image);
  if (game == "zip") return stripped(image, read_once(erased, game, seen));
  if (game == "tango") return stripped(image, read_once(erased, game, seen, &image));
  auto first = read_once(image, game, seen);
  // Another game named (one with no entry above): its own read, then its entry or a refusal.
  if (!game.empty() || (first && first->game == "queens")) return stripped(image, std::move(first));
  Grid found;
  auto got = read_once(erased, "", &found, &image);
  if (got && got->game == "zip") got = read_once(erased, "zip", &found);
  if (!got) return first ? stripped(image, std::move(first)) : got;
  if (seen) *seen = found;
  return stripped(image, std::move(got));
}

}  // namespace dg::vision
