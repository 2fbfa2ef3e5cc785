// Sudoku: the board's size from the lattice (square, 4..12 a side: 4, 6, 8, 9, 10 or 12), its box
// shape from the thick lines (boxes.cpp), each given as the digit template (digits.hpp, drawn in
// the sans-serif bold dg::render writes givens in) nearest to the cell's mark (cell_mark.cpp).
// A mark in colour or faint grey is a digit placed or solved, not a given (dg::render draws a
// solution mid grey): a drawn solution reads as its puzzle, as in Tents.
#include <string>

#include "solver/common/cell_name.hpp"
#include "solver/sudoku/model.hpp"
#include "vision/sudoku/read.hpp"

namespace dg::vision {

namespace {

// A mark farther than this from every digit of the board is no digit (digits.hpp: about 1 is an
// unrelated shape); the tests' renders, JPEGs and rescaled pictures all read within it.
constexpr double kNoDigit = 0.9;
// A digit's box is at most this share of the pitch wide and tall: dg::render's widest, "A", is
// 0.4 wide, every digit 0.4 tall; a Zip disc is 0.6 both ways.
constexpr double kWidest = 0.55, kTallest = 0.7;
// A board whose game is not given is claimed when thick lines mark its boxes, this many times as
// heavy as the others, and it holds at least n - 1 givens (the fewest a unique n x n board can
// have: generator/sudoku/params.hpp fewest_givens).
constexpr double kBoxLines = 1.5;

bool sudoku_side(int n) {
  int box_rows = 0, box_cols = 0;
  return sudoku::default_box(n, box_rows, box_cols);
}

}  // namespace

Expected<nlohmann::json> read_sudoku(const Image& img, const Grid& g) {
  const int n = g.rows();
  if (n != g.cols() || !sudoku_side(n))
    return make_error("sudoku: the board found is " + std::to_string(g.rows()) + "x" +
                      std::to_string(g.cols()) + ", not 4x4, 6x6, 8x8, 9x9, 10x10 or 12x12");
  const BoxShape box = sudoku_boxes(img, g);
  const auto givens = board_givens(img, g);
  nlohmann::json cells = nlohmann::json::array();
  for (int r = 0; r < n; ++r) {
    std::string row;
    for (int c = 0; c < n; ++c) {
      const auto& mark = givens[static_cast<std::size_t>(r * n + c)];
      if (!mark) {
        row += '.';
        continue;
      }
      int best = 1;
      for (int d = 2; d <= n; ++d)
        if (symbol_distance(mark->glyph, sudoku::digit_char(d)) <
            symbol_distance(mark->glyph, sudoku::digit_char(best)))
          best = d;
      if (mark->width > kWidest || mark->height > kTallest ||
          symbol_distance(mark->glyph, sudoku::digit_char(best)) > kNoDigit)
        return make_error("sudoku: cell " + cell_name({r, c}) +
                          " holds a mark that is no digit 1.." +
                          std::string(1, sudoku::digit_char(n)));
      row += sudoku::digit_char(best);
    }
    cells.push_back(std::move(row));
  }
  return nlohmann::json{
      {"game", "sudoku"}, {"size", n}, {"box", {box.rows, box.cols}}, {"cells", std::move(cells)}};
}

bool claims_sudoku(const CellCensus& census, const Image& img, const Grid& found) {
  // Colour or number discs are another game's board (Queens' regions, Zip's discs).
  if (census.coloured * 10 > census.cells || census.discs >= 2) return false;
  const Grid g = sudoku_lattice(img, found);
  const int n = g.rows();
  if (n != g.cols() || !sudoku_side(n)) return false;
  int givens = 0;
  for (const auto& mark : board_givens(img, g))
    givens += mark && mark->width <= kWidest && mark->height <= kTallest ? 1 : 0;
  if (givens < n - 1) return false;
  const BoxShape box = sudoku_boxes(img, g);
  return box.found && box.contrast >= kBoxLines;
}

Reader sudoku_reader() {
  return {.game = "sudoku",
          .read = read_sudoku,
          .sides = {4, sudoku::kMaxSize, false, true},
          .refine = sudoku_lattice,
          .claims = claims_sudoku,
          // Placed digits (colour or grey) are never read as givens, so a board drawn with its
          // solution or part played reads as its puzzle; digits a player's app draws exactly like
          // its givens cannot be told apart.
          .scan = SolvedScan::plain,
          .strip = as_read,
          .overlay = draw_sudoku_overlay};
}

}  // namespace dg::vision
