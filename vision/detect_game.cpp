// Telling the game from the cells: a census of the cells (filled with colour, holding a dark
// disc), then each reader's claim in table order (Reader::claims: LinkedIn fills every Queens cell
// with its region's colour, Zip's numbers are black discs, Tents' trees are green crowns, Sudoku
// has digits in its cells and thick box lines), and the reader without a claim (Tango: white or
// light grey cells, pieces that do not fill the middle) when none claims the board.
#include <cmath>

#include "vision/cells.hpp"
#include "vision/readers.hpp"

namespace dg::vision {

namespace {

// A Queens cell is colour to its corners; a Tango piece (a placed one covers a whole solved
// board) or a Zip path fills only the middle, so three of the four corners decide.
bool filled_with_colour(const Image& img, const Grid& g, int r, int c) {
  const auto rr = static_cast<std::size_t>(r), cc = static_cast<std::size_t>(c);
  const double p = g.pitch(), in = 0.14 * p, half = 0.05 * p;
  int coloured = 0;
  for (double y : {g.ys[rr] + in, g.ys[rr + 1] - in})
    for (double x : {g.xs[cc] + in, g.xs[cc + 1] - in})
      coloured += chroma(median_lab(img, box_around(img, x, y, half))) > 10 ? 1 : 0;
  return coloured >= 3;
}

}  // namespace

std::string_view detect_game(const Image& img, const Grid& g) {
  int coloured = 0, discs = 0;
  const int cells = g.rows() * g.cols();
  for (int r = 0; r < g.rows(); ++r)
    for (int c = 0; c < g.cols(); ++c) {
      const Box inner = cell_box(img, g, r, c, 0.25);
      if (filled_with_colour(img, g, r, c)) ++coloured;
      int dark = 0, total = 0;
      for (int y = inner.y0; y < inner.y1; y += 2)
        for (int x = inner.x0; x < inner.x1; x += 2) {
          const auto* px = img.at(x, y);
          dark += lightness(px[0], px[1], px[2]) < 35 ? 1 : 0;
          ++total;
        }
      // Mostly dark: a Zip disc (0.6 of the cell across) covers nearly all of the cell's middle
      // half but its digit; a Sudoku digit drawn as big as apps draw them (bold, 0.4 of the
      // cell high) covered up to 37 % of it in dg::render's 9x9 boards.
      if (total > 0 && dark > total / 2) ++discs;
    }
  const CellCensus census{cells, coloured, discs};
  std::string_view fallback;
  for (const Reader& r : all_readers()) {
    if (!r.read) continue;
    if (!r.claims) {
      fallback = r.game;
      continue;
    }
    if (r.claims(census, img, g)) return r.game;
  }
  return fallback;
}

}  // namespace dg::vision
