// Sudoku: a white board, thin grey lines between cells and thick dark lines around every box (so
// the box shape, 2x3 or 3x2, is on the picture and no rule note is needed), givens centred in
// black bold. A drawn solution fills the empty cells in mid grey (the thin lines' grey), regular
// weight: a reader (and vision/sudoku/read.cpp) tells the givens from the solved digits by their
// darkness, so a solution drawing still reads back as its puzzle. Grey rather than a colour: JPEG
// stores colour in blocks of 16 pixels, and on a board full of coloured digits the colour field
// check of the line search (vision/lattice.hpp) took those blocks for lines (a 9x9 board read as
// 27x27). No darker: at 40 px a cell, columns of L* 48 digits outweighed the lines in the line
// search (vision/locate_grid.cpp) on a 6x6, which was then taken for a comb of 3x3.
// Digits 10..12 are 'A'..'C', as in the text forms. No pencil marks.
#include <string>

#include "render/sudoku/draw.hpp"
#include "solver/sudoku/model.hpp"

namespace dg::render {

namespace {

// Digit height as a share of the cell: large enough to read at 9x9 on a phone, small enough that
// a dense "8" covers well under a quarter of the cell's middle half, where the game detection of
// vision/detect_game.cpp counts Zip's number discs.
constexpr double kDigitSize = 0.56;

// Thick box lines: three times the thin lines' width and much darker, so the box shape stands
// out on screen and in print.
void box_lines(cairo_t* cr, const sudoku::Puzzle& p, double cell) {
  cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
  cairo_set_line_width(cr, cell * 0.06);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
  for (int r = p.box_rows; r < p.n; r += p.box_rows) {
    cairo_move_to(cr, 0, r * cell);
    cairo_line_to(cr, p.n * cell, r * cell);
  }
  for (int c = p.box_cols; c < p.n; c += p.box_cols) {
    cairo_move_to(cr, c * cell, 0);
    cairo_line_to(cr, c * cell, p.n * cell);
  }
  cairo_stroke(cr);
}

// centred_text in the regular weight (centred_text draws bold), for the solved digits.
void regular_text(cairo_t* cr, const std::string& text, double x, double y, double size) {
  cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, size);
  cairo_text_extents_t ext;
  cairo_text_extents(cr, text.c_str(), &ext);
  cairo_move_to(cr, x - ext.width / 2 - ext.x_bearing, y - ext.height / 2 - ext.y_bearing);
  cairo_show_text(cr, text.c_str());
  cairo_new_path(cr);
}

}  // namespace

void draw_sudoku(cairo_t* cr, const nlohmann::json& puzzle, const nlohmann::json& solution,
                 double cell, const Options&) {
  auto parsed = sudoku::from_json(puzzle);
  if (!parsed) return;  // cannot happen: the caller drew a parsed puzzle's own JSON
  const sudoku::Puzzle& p = *parsed;
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_new_path(cr);
  cairo_rectangle(cr, 0, 0, p.n * cell, p.n * cell);
  cairo_fill(cr);
  grid_lines(cr, p.n, p.n, cell);
  box_lines(cr, p, cell);
  outer_border(cr, p.n, p.n, cell);
  sudoku::Solution solved;
  if (!solution.is_null())
    if (auto s = sudoku::solution_from_json(p, solution); s.ok()) solved = std::move(*s);
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.n; ++c) {
      const double x = (c + 0.5) * cell, y = (r + 0.5) * cell;
      if (const int given = p.at(r, c); given > 0) {
        cairo_set_source_rgb(cr, 0.05, 0.05, 0.05);
        centred_text(cr, std::string(1, sudoku::digit_char(given)), x, y, cell * kDigitSize);
      } else if (!solved.empty()) {
        cairo_set_source_rgb(cr, 0.55, 0.55, 0.55);  // L* 58
        regular_text(
            cr, std::string(1, sudoku::digit_char(solved[static_cast<std::size_t>(r * p.n + c)])),
            x, y, cell * kDigitSize);
      }
    }
}

Drawer sudoku_drawer() {
  return {"sudoku", draw_sudoku, nullptr};
}

}  // namespace dg::render
