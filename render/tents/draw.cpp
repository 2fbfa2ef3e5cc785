// Tents: trees (a green crown on a brown trunk), tents (orange triangles), given grass as green
// dots, each row's count at its right end and each column's count at its foot. The counts need a
// cell of room that the layout does not give (it sizes every game's board by its cells), so the
// board is drawn with (rows + 1) x (cols + 1) cells shrunk into the rows x cols footprint.
#include <algorithm>
#include <functional>

#include "render/tents/draw.hpp"

namespace dg::render {

namespace {

void tree(cairo_t* cr, double x, double y, double cell) {
  cairo_set_source_rgb(cr, 0.45, 0.3, 0.1);
  cairo_new_path(cr);
  cairo_rectangle(cr, x - cell * 0.06, y + cell * 0.05, cell * 0.12, cell * 0.32);
  cairo_fill(cr);
  cairo_set_source_rgb(cr, 0.15, 0.55, 0.2);
  disc(cr, x, y - cell * 0.05, cell * 0.27);
}

// A filled triangle with its apex at (x, top) and its base from x - half to x + half at `base`.
void triangle(cairo_t* cr, double x, double top, double half, double base) {
  cairo_new_path(cr);
  cairo_move_to(cr, x, top);
  cairo_line_to(cr, x + half, base);
  cairo_line_to(cr, x - half, base);
  cairo_close_path(cr);
  cairo_fill(cr);
}

void tent(cairo_t* cr, double x, double y, double cell) {
  cairo_set_source_rgb(cr, 0.9, 0.55, 0.1);
  triangle(cr, x, y - cell * 0.32, cell * 0.36, y + cell * 0.3);
  cairo_set_source_rgb(cr, 0.35, 0.2, 0.05);  // the door
  triangle(cr, x, y - cell * 0.05, cell * 0.1, y + cell * 0.3);
}

void grass(cairo_t* cr, double x, double y, double cell) {
  cairo_set_source_rgb(cr, 0.4, 0.75, 0.35);
  disc(cr, x, y, cell * 0.08);
}

void cells_of(const nlohmann::json& list, int rows, int cols,
              const std::function<void(int, int)>& each) {
  if (!list.is_array()) return;
  for (const auto& c : list)
    if (c.is_array() && c.size() == 2 && c[0].is_number_integer() && c[1].is_number_integer()) {
      const int r = c[0].get<int>(), k = c[1].get<int>();
      if (r >= 0 && r < rows && k >= 0 && k < cols) each(r, k);
    }
}

}  // namespace

void draw_tents(cairo_t* cr, const nlohmann::json& puzzle, const nlohmann::json& solution,
                double footprint_cell, const Options&) {
  const int rows = puzzle.at("rows").get<int>(), cols = puzzle.at("cols").get<int>();
  const double cell = footprint_cell * std::min(static_cast<double>(rows) / (rows + 1),
                                                static_cast<double>(cols) / (cols + 1));
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_new_path(cr);
  cairo_rectangle(cr, 0, 0, cols * cell, rows * cell);
  cairo_fill(cr);
  grid_lines(cr, rows, cols, cell);
  auto centre = [&](int v) { return (v + 0.5) * cell; };
  cells_of(puzzle.value("grass", nlohmann::json()), rows, cols,
           [&](int r, int c) { grass(cr, centre(c), centre(r), cell); });
  cells_of(puzzle.at("trees"), rows, cols,
           [&](int r, int c) { tree(cr, centre(c), centre(r), cell); });
  cells_of(puzzle.value("tents", nlohmann::json()), rows, cols,
           [&](int r, int c) { tent(cr, centre(c), centre(r), cell); });
  cells_of(solution, rows, cols, [&](int r, int c) { tent(cr, centre(c), centre(r), cell); });
  outer_border(cr, rows, cols, cell);
  cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
  auto count = [&](const nlohmann::json& list, std::size_t i, double x, double y) {
    if (i < list.size() && list[i].is_number_integer())
      centred_text(cr, std::to_string(list[i].get<int>()), x, y, cell * 0.45);
  };
  const auto& row_counts = puzzle.at("row_counts");
  const auto& col_counts = puzzle.at("col_counts");
  for (int r = 0; r < rows; ++r)
    count(row_counts, static_cast<std::size_t>(r), centre(cols), centre(r));
  for (int c = 0; c < cols; ++c)
    count(col_counts, static_cast<std::size_t>(c), centre(c), centre(rows));
}

std::string tents_rule_note(const nlohmann::json& puzzle) {
  return puzzle.value("unique_matching", false) ? "each tent pairs with its tree in one way only"
                                                : "";
}

Drawer tents_drawer() {
  return {"tents", draw_tents, tents_rule_note};
}

}  // namespace dg::render
