// Tango: suns as orange discs, moons as blue crescents, givens on a grey cell, '=' and 'x' signs
// on the edge between their two cells. The seed paper's options: any rows x cols, region borders
// drawn thick, long signs joined to their cells by a thin line, per-line sun counts right of each
// row and below each column (as the page draws them, and as Tents draws its counts: the board
// then takes (rows + 1) x (cols + 1) cells shrunk into its footprint), and the rules a picture
// cannot show (torus, diagonals) in the note under the caption.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>

#include "render/tango/draw.hpp"
#include "solver/tango/model.hpp"
#include "solver/tango/variant.hpp"

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

// Thick lines on the edges between two regions (the paper's 3.3.3 regions of given sun counts).
void region_borders(cairo_t* cr, const nlohmann::json& regions, int rows, int cols, double cell) {
  auto id = [&](int r, int c) {
    return regions[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)].get<int>();
  };
  cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
  cairo_set_line_width(cr, cell * 0.07);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      if (c + 1 < cols && id(r, c) != id(r, c + 1)) {
        cairo_move_to(cr, (c + 1) * cell, r * cell);
        cairo_line_to(cr, (c + 1) * cell, (r + 1) * cell);
      }
      if (r + 1 < rows && id(r, c) != id(r + 1, c)) {
        cairo_move_to(cr, c * cell, (r + 1) * cell);
        cairo_line_to(cr, (c + 1) * cell, (r + 1) * cell);
      }
    }
  cairo_stroke(cr);
}

// "2" or "2-3": a line's sun range as the page writes it.
std::string range_text(tango::OnesRange r) {
  return r.lo == r.hi ? std::to_string(r.lo) : std::to_string(r.lo) + "-" + std::to_string(r.hi);
}

}  // namespace

void draw_tango(cairo_t* cr, const nlohmann::json& puzzle, const nlohmann::json& solution,
                double footprint_cell, const Options&) {
  const auto& cells = puzzle.at("cells");
  const int rows = static_cast<int>(cells.size());
  const int cols = static_cast<int>(cells[0].get_ref<const std::string&>().size());
  const bool counts = puzzle.contains("row_ones") || puzzle.contains("col_ones");
  const double cell = counts ? footprint_cell * std::min(static_cast<double>(rows) / (rows + 1),
                                                         static_cast<double>(cols) / (cols + 1))
                             : footprint_cell;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
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
  grid_lines(cr, rows, cols, cell);
  if (puzzle.contains("regions")) region_borders(cr, puzzle["regions"], rows, cols, cell);
  for (const char* key : {"equal", "opposite"}) {
    if (!puzzle.contains(key)) continue;
    for (const auto& pair : puzzle[key]) {
      const int r1 = pair[0][0].get<int>(), c1 = pair[0][1].get<int>();
      const int r2 = pair[1][0].get<int>(), c2 = pair[1][1].get<int>();
      if (std::abs(r1 - r2) + std::abs(c1 - c2) != 1) {
        // A long sign (the paper's 3.3.5): a thin connector between the two cells' centres, the
        // sign at its middle.
        cairo_set_source_rgb(cr, 0.35, 0.35, 0.35);
        cairo_set_line_width(cr, cell * 0.03);
        cairo_move_to(cr, (c1 + 0.5) * cell, (r1 + 0.5) * cell);
        cairo_line_to(cr, (c2 + 0.5) * cell, (r2 + 0.5) * cell);
        cairo_stroke(cr);
      }
      const double x = (c1 + c2 + 1) * cell / 2;
      const double y = (r1 + r2 + 1) * cell / 2;
      sign(cr, x, y, cell, std::string(key) == "equal");
    }
  }
  outer_border(cr, rows, cols, cell);
  if (!counts) return;
  const auto parsed = tango::from_json(puzzle);
  if (!parsed) return;
  cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
  for (std::size_t r = 0; r < parsed->row_ones.size(); ++r)
    centred_text(cr, range_text(parsed->row_ones[r]), (cols + 0.5) * cell,
                 (static_cast<double>(r) + 0.5) * cell, cell * 0.45, cell * 0.9);
  for (std::size_t c = 0; c < parsed->col_ones.size(); ++c)
    centred_text(cr, range_text(parsed->col_ones[c]), (static_cast<double>(c) + 0.5) * cell,
                 (rows + 0.5) * cell, cell * 0.45, cell * 0.9);
}

std::string tango_rule_note(const nlohmann::json& puzzle) {
  auto p = tango::from_json(puzzle);
  return p ? tango::rule_summary(*p) : "";
}

Drawer tango_drawer() {
  return {"tango", draw_tango, tango_rule_note};
}

}  // namespace dg::render
