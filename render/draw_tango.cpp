// Tango: suns as orange discs, moons as blue crescents, givens on a grey cell, '=' and 'x' signs
// on the edge between their two cells.
#include <cmath>

#include "render/draw.hpp"

namespace dg::render {

namespace {

void sun(cairo_t* cr, double x, double y, double cell) {
  cairo_set_source_rgb(cr, 0.95, 0.6, 0.1);
  disc(cr, x, y, cell * 0.3);
}

void moon(cairo_t* cr, double x, double y, double cell) {
  // A crescent: a disc with an offset disc cut out of it, drawn as one path of two arcs rather
  // than a disc cleared in a group, which vector backends (SVG, PDF) can only draw as an embedded
  // bitmap: 20 KB and ~40 ms of drawing per moon.
  const double big = cell * 0.3, small = cell * 0.24;
  const double dx = cell * 0.13, dy = -cell * 0.1;
  const double d = std::hypot(dx, dy);
  const double toward = std::atan2(dy, dx);  // from the big disc's centre to the small one's
  // The circles meet at angle +-spread around `toward` from the big centre, and at +-inner from
  // the small centre.
  const double along = (big * big - small * small + d * d) / (2 * d);
  const double half_chord = std::sqrt(big * big - along * along);
  const double spread = std::atan2(half_chord, along);
  const double inner = std::atan2(half_chord, along - d);
  cairo_set_source_rgb(cr, 0.2, 0.4, 0.8);
  cairo_new_path(cr);
  // The big circle's part outside the small disc, then the small circle's part inside the big one.
  cairo_arc(cr, x, y, big, toward + spread, toward - spread + 2 * M_PI);
  cairo_arc_negative(cr, x + dx, y + dy, small, toward - inner, toward + inner);
  cairo_close_path(cr);
  cairo_fill(cr);
}

void sign(cairo_t* cr, double x, double y, double cell, bool equal) {
  const double s = cell * 0.1;
  cairo_set_source_rgb(cr, 1, 1, 1);
  disc(cr, x, y, s * 1.6);
  cairo_set_source_rgb(cr, 0.15, 0.15, 0.15);
  cairo_set_line_width(cr, cell * 0.04);
  if (equal) {
    cairo_move_to(cr, x - s, y - s * 0.45);
    cairo_line_to(cr, x + s, y - s * 0.45);
    cairo_move_to(cr, x - s, y + s * 0.45);
    cairo_line_to(cr, x + s, y + s * 0.45);
  } else {
    cairo_move_to(cr, x - s * 0.8, y - s * 0.8);
    cairo_line_to(cr, x + s * 0.8, y + s * 0.8);
    cairo_move_to(cr, x + s * 0.8, y - s * 0.8);
    cairo_line_to(cr, x - s * 0.8, y + s * 0.8);
  }
  cairo_stroke(cr);
}

}  // namespace

void draw_tango(cairo_t* cr, const nlohmann::json& puzzle, const nlohmann::json& solution,
                double cell, const Options&) {
  const auto& cells = puzzle.at("cells");
  const int n = static_cast<int>(cells.size());
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const char given =
          cells[static_cast<std::size_t>(r)].get<std::string>()[static_cast<std::size_t>(c)];
      if (given == '.')
        cairo_set_source_rgb(cr, 1, 1, 1);
      else
        cairo_set_source_rgb(cr, 0.88, 0.88, 0.88);
      cairo_rectangle(cr, c * cell, r * cell, cell, cell);
      cairo_fill(cr);
      char v = given;
      if (v == '.' && solution.is_array() && r < static_cast<int>(solution.size()))
        v = solution[static_cast<std::size_t>(r)].get<std::string>()[static_cast<std::size_t>(c)];
      if (v == '1') sun(cr, (c + 0.5) * cell, (r + 0.5) * cell, cell);
      if (v == '0') moon(cr, (c + 0.5) * cell, (r + 0.5) * cell, cell);
    }
  grid_lines(cr, n, n, cell);
  for (const char* key : {"equal", "opposite"}) {
    if (!puzzle.contains(key)) continue;
    for (const auto& pair : puzzle[key]) {
      const double x = (pair[0][1].get<int>() + pair[1][1].get<int>() + 1) * cell / 2;
      const double y = (pair[0][0].get<int>() + pair[1][0].get<int>() + 1) * cell / 2;
      sign(cr, x, y, cell, std::string(key) == "equal");
    }
  }
  outer_border(cr, n, n, cell);
}

std::string tango_rule_note(const nlohmann::json& puzzle) {
  return puzzle.value("unique_lines", false) ? "no two rows or columns alike" : "";
}

}  // namespace dg::render
