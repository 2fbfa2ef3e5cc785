// Sudoku's overlay (Reader::overlay): the solution's digits written over the screenshot in the
// cells the puzzle leaves empty, in orange so they stand apart from the givens on any theme.
#include <cairo.h>

#include <string>

#include "solver/sudoku/model.hpp"
#include "vision/overlay_draw.hpp"
#include "vision/sudoku/read.hpp"

namespace dg::vision {

void draw_sudoku_overlay(cairo_t* cr, const Grid& g, const nlohmann::json& puzzle,
                         const nlohmann::json& solution) {
  const auto& cells = puzzle.at("cells");
  cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size(cr, 0.56 * g.pitch());
  cairo_set_source_rgba(cr, 0.95, 0.45, 0.1, 0.9);
  for (std::size_t r = 0; r < solution.size() && r < cells.size(); ++r) {
    const std::string& given = cells[r].get_ref<const std::string&>();
    const std::string& solved = solution[r].get_ref<const std::string&>();
    for (std::size_t c = 0; c < solved.size() && c < given.size(); ++c) {
      if (sudoku::char_digit(given[c]) != 0) continue;
      const std::string text(1, solved[c]);
      cairo_text_extents_t ext;
      cairo_text_extents(cr, text.c_str(), &ext);
      const Centre at = centre(g, static_cast<int>(r), static_cast<int>(c));
      cairo_move_to(cr, at.x - ext.width / 2 - ext.x_bearing,
                    at.y - ext.height / 2 - ext.y_bearing);
      cairo_show_text(cr, text.c_str());
      cairo_new_path(cr);
    }
  }
}

}  // namespace dg::vision
