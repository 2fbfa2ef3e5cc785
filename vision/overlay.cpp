// The overlay of overlay.hpp, drawn with cairo over the image's own pixels.
#include "vision/overlay.hpp"

#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <cstring>

#include "vision/overlay_draw.hpp"
#include "vision/readers.hpp"

namespace dg::vision {

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
  if (const Reader* r = find_reader(reading.game); r && r->overlay)
    r->overlay(cr, reading.grid, reading.puzzle, solution);
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
