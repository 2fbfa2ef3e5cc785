// Strokes shared by the game drawers, and the lookups over the drawer table (render/drawers.cpp).
#include <cmath>
#include <string>

#include "render/draw.hpp"
#include "render/layout.hpp"
#include "render/render.hpp"
#include "solver/common/cell_name.hpp"

namespace dg::render {

namespace {

const Drawer* find(std::string_view game) {
  for (const auto& e : all_drawers())
    if (e.game == game) return &e;
  return nullptr;
}

}  // namespace

DrawFn find_drawer(std::string_view game) {
  const Drawer* e = find(game);
  return e ? e->draw : nullptr;
}

bool can_render(std::string_view game) {
  return find(game) != nullptr;
}

std::string rule_note(std::string_view game, const nlohmann::json& puzzle) {
  const Drawer* e = find(game);
  return e && e->note ? e->note(puzzle) : std::string();
}

void grid_lines(cairo_t* cr, int rows, int cols, double cell) {
  cairo_set_source_rgb(cr, 0.55, 0.55, 0.55);
  cairo_set_line_width(cr, cell * 0.02);
  for (int r = 1; r < rows; ++r) {
    cairo_move_to(cr, 0, r * cell);
    cairo_line_to(cr, cols * cell, r * cell);
  }
  for (int c = 1; c < cols; ++c) {
    cairo_move_to(cr, c * cell, 0);
    cairo_line_to(cr, c * cell, rows * cell);
  }
  cairo_stroke(cr);
}

void outer_border(cairo_t* cr, int rows, int cols, double cell) {
  cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
  cairo_set_line_width(cr, cell * 0.08);
  cairo_rectangle(cr, 0, 0, cols * cell, rows * cell);
  cairo_stroke(cr);
}

void centred_text(cairo_t* cr, const std::string& text, double x, double y, double size,
                  double max_width) {
  cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size(cr, size);
  cairo_text_extents_t ext;
  cairo_text_extents(cr, text.c_str(), &ext);
  if (max_width > 0 && ext.width > max_width) {
    cairo_set_font_size(cr, size * max_width / ext.width);
    cairo_text_extents(cr, text.c_str(), &ext);
  }
  cairo_move_to(cr, x - ext.width / 2 - ext.x_bearing, y - ext.height / 2 - ext.y_bearing);
  cairo_show_text(cr, text.c_str());
  // show_text leaves the current point after the last glyph; the next path must not start there.
  cairo_new_path(cr);
}

void edge_labels(cairo_t* cr, int rows, int cols, double cell) {
  const double room = cell * kLabelRoom, size = cell * 0.36;
  cairo_set_source_rgb(cr, 0.25, 0.25, 0.25);
  for (int c = 0; c < cols; ++c)
    centred_text(cr, column_name(c), (c + 0.5) * cell, -room / 2, size);
  for (int r = 0; r < rows; ++r) centred_text(cr, row_name(r), -room / 2, (r + 0.5) * cell, size);
}

void disc(cairo_t* cr, double x, double y, double radius) {
  cairo_new_sub_path(cr);
  cairo_arc(cr, x, y, radius, 0, 2 * M_PI);
  cairo_fill(cr);
}

}  // namespace dg::render
