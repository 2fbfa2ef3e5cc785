// Queens: regions as flat colours from a fixed palette, thick borders between regions (so the
// board still reads in greyscale or for colour-blind players), optionally each region's letter in
// the top-left corner of its cells (the letters of the text format), queens as black crowns.
// Family boards (solver/queens/model.hpp): holes are white gaps with a border round the board's
// cells; queens are five-pointed stars when a unit holds 2 or more (Star Battle); given queens
// are drawn in the puzzle, grey, and in black with the solution. A board with per-cell pieces
// (general system) shows each cell's piece letter (K N B R Q L) in its lower right corner.
#include <algorithm>
#include <cmath>

#include "render/palette.hpp"
#include "render/queens/draw.hpp"
#include "solver/queens/model.hpp"

namespace dg::render {

namespace {

void crown(cairo_t* cr, double x, double y, double cell, double grey = 0.08) {
  const double w = cell * 0.56, h = cell * 0.42;
  const double left = x - w / 2, base = y + h / 2, top = y - h / 2;
  cairo_move_to(cr, left, base);
  cairo_line_to(cr, left, top + h * 0.15);
  cairo_line_to(cr, left + w * 0.25, top + h * 0.55);
  cairo_line_to(cr, x, top);
  cairo_line_to(cr, left + w * 0.75, top + h * 0.55);
  cairo_line_to(cr, left + w, top + h * 0.15);
  cairo_line_to(cr, left + w, base);
  cairo_close_path(cr);
  cairo_set_source_rgb(cr, grey, grey, grey);
  cairo_fill(cr);
}

void star(cairo_t* cr, double x, double y, double cell, double grey) {
  const double outer = cell * 0.34, inner = outer * 0.42;
  for (int k = 0; k < 10; ++k) {
    const double angle = -M_PI / 2 + k * M_PI / 5, radius = k % 2 ? inner : outer;
    const double px = x + radius * std::cos(angle), py = y + radius * std::sin(angle);
    if (k == 0)
      cairo_move_to(cr, px, py);
    else
      cairo_line_to(cr, px, py);
  }
  cairo_close_path(cr);
  cairo_set_source_rgb(cr, grey, grey, grey);
  cairo_fill(cr);
}

bool has_holes(const queens::Puzzle& p) {
  return std::count(p.region.begin(), p.region.end(), queens::kHole) > 0;
}

bool multi_star(const queens::Puzzle& p) {
  for (int r = 0; r < p.n; ++r)
    if (queens::row_need(p, r) >= 2) return true;
  for (int c = 0; c < p.cols; ++c)
    if (queens::col_need(p, c) >= 2) return true;
  for (int g = 0; p.has_regions && g < queens::region_count(p); ++g)
    if (queens::region_need(p, g) >= 2) return true;
  return false;
}

}  // namespace

void draw_queens(cairo_t* cr, const nlohmann::json& puzzle, const nlohmann::json& solution,
                 double cell, const Options& options) {
  auto parsed = queens::from_json(puzzle);
  if (!parsed) return;  // cannot happen: the caller drew a parsed puzzle's own JSON
  const queens::Puzzle& p = *parsed;
  const int rows = p.n, cols = p.cols;
  auto region = [&](int r, int c) { return p.region_at(r, c); };
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      if (!p.on_board(r, c)) continue;
      const Rgb& rgb = region_colour(region(r, c));
      cairo_set_source_rgb(cr, rgb.r, rgb.g, rgb.b);
      cairo_rectangle(cr, c * cell, r * cell, cell, cell);
      cairo_fill(cr);
    }
  grid_lines(cr, rows, cols, cell);
  const bool holes = has_holes(p);
  if (holes) {  // a gap: white over the grid lines, a little beyond the cell
    cairo_set_source_rgb(cr, 1, 1, 1);
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c)
        if (!p.on_board(r, c)) cairo_rectangle(cr, c * cell - 1, r * cell - 1, cell + 2, cell + 2);
    cairo_fill(cr);
  }
  cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
  cairo_set_line_width(cr, cell * 0.07);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
  // With holes the board's outline follows its cells: a hole and the outside count as regions.
  auto id = [&](int r, int c) {
    if (r < 0 || r >= rows || c < 0 || c >= cols) return queens::kHole;
    return region(r, c);
  };
  for (int r = holes ? -1 : 0; r < rows; ++r)
    for (int c = holes ? -1 : 0; c < cols; ++c) {
      const bool edge_ok = holes || c + 1 < cols;
      if (edge_ok && r >= 0 && id(r, c) != id(r, c + 1)) {
        cairo_move_to(cr, (c + 1) * cell, r * cell);
        cairo_line_to(cr, (c + 1) * cell, (r + 1) * cell);
      }
      if ((holes || r + 1 < rows) && c >= 0 && id(r, c) != id(r + 1, c)) {
        cairo_move_to(cr, c * cell, (r + 1) * cell);
        cairo_line_to(cr, (c + 1) * cell, (r + 1) * cell);
      }
    }
  cairo_stroke(cr);
  if (!holes) outer_border(cr, rows, cols, cell);
  if (options.letters && p.has_regions) {
    cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c)
        if (p.on_board(r, c))
          centred_text(cr, std::string(1, queens::region_letter(region(r, c))), (c + 0.2) * cell,
                       (r + 0.22) * cell, cell * 0.26);
  }
  // Per-cell pieces (the Coloured Chess Piece Problem): each cell's letter in its lower right.
  if (!p.general.pieces.empty()) {
    cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c)
        if (p.on_board(r, c))
          centred_text(cr, std::string(1, p.general.pieces[static_cast<std::size_t>(r * cols + c)]),
                       (c + 0.8) * cell, (r + 0.8) * cell, cell * 0.26);
  }
  const bool stars = multi_star(p);
  auto mark = [&](Cell q, double grey) {
    const double x = (q.col + 0.5) * cell, y = (q.row + 0.5) * cell;
    if (stars)
      star(cr, x, y, cell, grey);
    else
      crown(cr, x, y, cell, grey);
  };
  std::vector<Cell> queens_drawn;
  if (solution.is_array())
    if (auto s = queens::solution_from_json(p, solution); s.ok())
      queens_drawn = queens::queen_cells(p, *s);
  for (Cell g : p.givens)
    if (std::find(queens_drawn.begin(), queens_drawn.end(), g) == queens_drawn.end()) mark(g, 0.45);
  for (Cell q : queens_drawn) mark(q, 0.08);
}

std::string queens_rule_note(const nlohmann::json& puzzle) {
  auto p = queens::from_json(puzzle);
  return !p || queens::is_linkedin(*p) ? "" : queens::variant_summary(*p);
}

Drawer queens_drawer() {
  return {"queens", draw_queens, queens_rule_note};
}

}  // namespace dg::render
