// The overlay of overlay.hpp, drawn with cairo over the image's own pixels.
#include "vision/overlay.hpp"

#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace dg::vision {

namespace {

constexpr double kPi = 3.14159265358979323846;

struct Centre {
  double x, y;
};

Centre centre(const Grid& g, int r, int c) {
  return {(g.xs[static_cast<std::size_t>(c)] + g.xs[static_cast<std::size_t>(c) + 1]) / 2,
          (g.ys[static_cast<std::size_t>(r)] + g.ys[static_cast<std::size_t>(r) + 1]) / 2};
}

void disc(cairo_t* cr, Centre at, double radius) {
  cairo_new_sub_path(cr);
  cairo_arc(cr, at.x, at.y, radius, 0, 2 * kPi);
}

void draw_queens(cairo_t* cr, const Grid& g, const nlohmann::json& solution) {
  const double p = g.pitch();
  for (std::size_t r = 0; r < solution.size(); ++r) {
    const Centre at = centre(g, static_cast<int>(r), solution[r].get<int>());
    disc(cr, at, 0.28 * p);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_fill(cr);
    disc(cr, at, 0.22 * p);
    cairo_set_source_rgb(cr, 0.05, 0.05, 0.05);
    cairo_fill(cr);
  }
}

void draw_tango(cairo_t* cr, const Grid& g, const nlohmann::json& puzzle,
                const nlohmann::json& solution) {
  const double p = g.pitch();
  for (std::size_t r = 0; r < solution.size(); ++r) {
    const std::string row = solution[r].get<std::string>();
    const std::string given = puzzle["cells"][r].get<std::string>();
    for (std::size_t c = 0; c < row.size(); ++c) {
      if (given[c] != '.') continue;  // the screenshot already shows it
      disc(cr, centre(g, static_cast<int>(r), static_cast<int>(c)), 0.22 * p);
      if (row[c] == '1')
        cairo_set_source_rgba(cr, 0.98, 0.62, 0.1, 0.85);
      else
        cairo_set_source_rgba(cr, 0.2, 0.4, 0.85, 0.85);
      cairo_fill(cr);
    }
  }
}

void draw_zip(cairo_t* cr, const Grid& g, const nlohmann::json& solution) {
  const double p = g.pitch();
  for (std::size_t i = 0; i < solution.size(); ++i) {
    const Centre at = centre(g, solution[i][0].get<int>(), solution[i][1].get<int>());
    if (i == 0)
      cairo_move_to(cr, at.x, at.y);
    else
      cairo_line_to(cr, at.x, at.y);
  }
  cairo_set_line_width(cr, 0.3 * p);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_source_rgba(cr, 0.95, 0.45, 0.1, 0.6);
  cairo_stroke(cr);
}

// Tents: an orange triangle in each tent's cell the picture does not already show.
void draw_tents(cairo_t* cr, const Grid& g, const nlohmann::json& puzzle,
                const nlohmann::json& solution) {
  const double p = g.pitch();
  const nlohmann::json given = puzzle.value("tents", nlohmann::json::array());
  for (const auto& cell : solution) {
    if (std::find(given.begin(), given.end(), cell) != given.end()) continue;
    const Centre at = centre(g, cell[0].get<int>(), cell[1].get<int>());
    cairo_move_to(cr, at.x, at.y - 0.3 * p);
    cairo_line_to(cr, at.x + 0.32 * p, at.y + 0.28 * p);
    cairo_line_to(cr, at.x - 0.32 * p, at.y + 0.28 * p);
    cairo_close_path(cr);
  }
  cairo_set_source_rgba(cr, 0.95, 0.45, 0.1, 0.85);
  cairo_fill(cr);
}

}  // namespace

namespace {

// A cairo surface holding a copy of `image`; null when it cannot be allocated.
cairo_surface_t* surface_of(const Image& image) {
  cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, image.width, image.height);
  if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS) {
    cairo_surface_destroy(s);
    return nullptr;
  }
  unsigned char* data = cairo_image_surface_get_data(s);
  const int stride = cairo_image_surface_get_stride(s);
  for (int y = 0; y < image.height; ++y)
    for (int x = 0; x < image.width; ++x) {
      const auto* px = image.at(x, y);
      const std::uint32_t v = (std::uint32_t{px[0]} << 16) | (std::uint32_t{px[1]} << 8) | px[2];
      std::memcpy(data + y * stride + x * 4, &v, 4);
    }
  cairo_surface_mark_dirty(s);
  return s;
}

Expected<void> write_png(cairo_surface_t* s, const std::string& path) {
  const cairo_status_t status = cairo_surface_write_to_png(s, path.c_str());
  cairo_surface_destroy(s);
  if (status != CAIRO_STATUS_SUCCESS) return make_error("cannot write " + path);
  return {};
}

}  // namespace

Expected<void> write_overlay(const Image& image, const Reading& reading,
                             const nlohmann::json& solution, const std::string& path) {
  cairo_surface_t* s = surface_of(image);
  if (!s) return make_error("cannot allocate the overlay image");
  cairo_t* cr = cairo_create(s);
  if (reading.game == "queens") draw_queens(cr, reading.grid, solution);
  if (reading.game == "tango") draw_tango(cr, reading.grid, reading.puzzle, solution);
  if (reading.game == "zip") draw_zip(cr, reading.grid, solution);
  if (reading.game == "tents") draw_tents(cr, reading.grid, reading.puzzle, solution);
  cairo_destroy(cr);
  return write_png(s, path);
}

Expected<void> write_grid_overlay(const Image& image, const Grid& grid, const std::string& path) {
  cairo_surface_t* s = surface_of(image);
  if (!s) return make_error("cannot allocate the overlay image");
  cairo_t* cr = cairo_create(s);
  if (grid.rows() > 0 && grid.cols() > 0) {
    // Magenta: seen on every LinkedIn colour, light or dark.
    cairo_set_source_rgba(cr, 0.9, 0.0, 0.8, 0.85);
    cairo_set_line_width(cr, std::max(2.0, grid.pitch() / 20));
    for (double x : grid.xs) {
      cairo_move_to(cr, x, grid.ys.front());
      cairo_line_to(cr, x, grid.ys.back());
    }
    for (double y : grid.ys) {
      cairo_move_to(cr, grid.xs.front(), y);
      cairo_line_to(cr, grid.xs.back(), y);
    }
    cairo_stroke(cr);
  }
  cairo_destroy(cr);
  return write_png(s, path);
}

}  // namespace dg::vision
