// Surfaces and layout: one board, or pages of boards side by side with captions (see render.hpp).
#include "render/render.hpp"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo.h>

#include <algorithm>
#include <memory>

#include "render/draw.hpp"

namespace dg::render {

namespace {

constexpr double kCell = 40;  // points per cell at natural size
constexpr double kMargin = 24;
constexpr double kCaption = 40;  // room under a board for its caption and a rule note
constexpr double kTitle = 40;    // room above a page for its title
// A4 landscape in points: PDF pages are scaled to fit it.
constexpr double kPageW = 842, kPageH = 595;

struct Size {
  double w = 0, h = 0;
};

Size board_size(const Board& b) {
  return {b.puzzle->cols() * kCell, b.puzzle->rows() * kCell + kCaption};
}

Size row_size(const std::vector<Board>& boards, bool titled) {
  Size s{kMargin, 0};
  for (const Board& b : boards) {
    Size bs = board_size(b);
    s.w += bs.w + kMargin;
    s.h = std::max(s.h, bs.h);
  }
  s.h += 2 * kMargin + (titled ? kTitle : 0);
  return s;
}

Expected<void> draw_row(cairo_t* cr, const std::vector<Board>& boards, const std::string& title) {
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  if (!title.empty()) {
    cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
    cairo_set_font_size(cr, 20);
    cairo_move_to(cr, kMargin, kMargin + 18);
    cairo_show_text(cr, title.c_str());
  }
  double x = kMargin;
  const double top = kMargin + (title.empty() ? 0 : kTitle);
  for (const Board& b : boards) {
    DrawFn draw = find_drawer(b.puzzle->game());
    if (!draw) return make_error("render: no drawing for game " + std::string(b.puzzle->game()));
    cairo_save(cr);
    cairo_translate(cr, x, top);
    const nlohmann::json puzzle = b.puzzle->to_json();
    draw(cr, puzzle, b.solution, kCell);
    cairo_set_source_rgb(cr, 0.2, 0.2, 0.2);
    const double mid = b.puzzle->cols() * kCell / 2, below = b.puzzle->rows() * kCell;
    centred_text(cr, b.caption, mid, below + 18, 13);
    if (const std::string note = rule_note(b.puzzle->game(), puzzle); !note.empty())
      centred_text(cr, note, mid, below + 34, 11);
    cairo_restore(cr);
    x += board_size(b).w + kMargin;
  }
  return {};
}

using SurfacePtr = std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)>;
using ContextPtr = std::unique_ptr<cairo_t, decltype(&cairo_destroy)>;

Expected<void> check(cairo_surface_t* s, const std::string& path) {
  if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS)
    return make_error("cannot write " + path + ": " +
                      cairo_status_to_string(cairo_surface_status(s)));
  return {};
}

}  // namespace

Expected<Format> parse_format(const std::string& name) {
  if (name == "svg") return Format::svg;
  if (name == "png") return Format::png;
  if (name == "pdf") return Format::pdf;
  return make_error("unknown format \"" + name + "\" (svg, png or pdf)");
}

Expected<void> render_board(const Board& board, Format format, const std::string& path) {
  return render_pages({{board}}, "", format, path);
}

Expected<void> render_pages(const std::vector<std::vector<Board>>& pages, const std::string& title,
                            Format format, const std::string& path) {
  if (pages.empty() || pages[0].empty()) return make_error("render: nothing to draw");
  if (format == Format::pdf) {
    SurfacePtr surface(cairo_pdf_surface_create(path.c_str(), kPageW, kPageH),
                       cairo_surface_destroy);
    if (auto ok = check(surface.get(), path); !ok) return ok;
    ContextPtr cr(cairo_create(surface.get()), cairo_destroy);
    for (std::size_t i = 0; i < pages.size(); ++i) {
      Size s = row_size(pages[i], true);
      const double scale = std::min({kPageW / s.w, kPageH / s.h, 1.5});
      cairo_save(cr.get());
      cairo_scale(cr.get(), scale, scale);
      auto drawn = draw_row(cr.get(), pages[i], i == 0 ? title : title + " (solutions)");
      cairo_restore(cr.get());
      if (!drawn) return drawn;
      cairo_show_page(cr.get());
    }
    cr.reset();
    cairo_surface_finish(surface.get());
    return check(surface.get(), path);
  }
  Size s = row_size(pages[0], !title.empty());
  if (format == Format::svg) {
    SurfacePtr surface(cairo_svg_surface_create(path.c_str(), s.w, s.h), cairo_surface_destroy);
    if (auto ok = check(surface.get(), path); !ok) return ok;
    ContextPtr cr(cairo_create(surface.get()), cairo_destroy);
    if (auto drawn = draw_row(cr.get(), pages[0], title); !drawn) return drawn;
    cr.reset();
    cairo_surface_finish(surface.get());
    return check(surface.get(), path);
  }
  SurfacePtr surface(
      cairo_image_surface_create(CAIRO_FORMAT_ARGB32, static_cast<int>(s.w), static_cast<int>(s.h)),
      cairo_surface_destroy);
  ContextPtr cr(cairo_create(surface.get()), cairo_destroy);
  if (auto drawn = draw_row(cr.get(), pages[0], title); !drawn) return drawn;
  cr.reset();
  if (cairo_surface_write_to_png(surface.get(), path.c_str()) != CAIRO_STATUS_SUCCESS)
    return make_error("cannot write " + path);
  return {};
}

}  // namespace dg::render
