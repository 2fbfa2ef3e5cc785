// Surfaces and streams: lays a document out (layout.hpp), draws each page with the game drawers,
// and writes SVG, PNG or PDF to a stream or a file (see render.hpp).
#include "render/render.hpp"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo.h>

#include <cmath>
#include <cstdio>
#include <memory>
#include <sstream>
#include <utility>

#include "render/draw.hpp"
#include "render/how_to_play.hpp"
#include "render/layout.hpp"
#include "render/pages.hpp"
#include "solver/common/atomic_file.hpp"
#include "solver/common/cairo_text.hpp"
#include "solver/common/printable.hpp"

namespace dg::render {

cairo_status_t write_to_stream(void* closure, const unsigned char* data, unsigned int length) {
  auto* out = static_cast<std::ostream*>(closure);
  out->write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(length));
  return *out ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR;
}

Expected<void> status_of(cairo_surface_t* s) {
  if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS)
    return make_error(std::string("render: ") + cairo_status_to_string(cairo_surface_status(s)));
  return {};
}

namespace {

double text_width(cairo_t* cr, const std::string& text) {
  cairo_text_extents_t ext;
  cairo_text_extents(cr, text.c_str(), &ext);
  return ext.x_advance;
}

std::vector<SectionShape> shapes_of(const Document& doc) {
  std::vector<SectionShape> out;
  for (const Section& s : doc) {
    SectionShape shape{s.title, {}};
    for (const Board& b : s.boards) shape.boards.push_back({b.puzzle->rows(), b.puzzle->cols()});
    out.push_back(std::move(shape));
  }
  return out;
}

}  // namespace

std::vector<std::string> wrapped_lines(cairo_t* cr, const std::string& text, double size,
                                       double width, bool bold) {
  cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
                         bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, size);
  // The pieces a line may end after: the " · " parts, each split at its spaces when too wide.
  const std::string dot = " \u00b7 ";
  std::vector<std::pair<std::string, std::string>> pieces;  // (text, separator before it)
  std::size_t from = 0;
  for (bool first = true; from <= text.size(); first = false) {
    const std::size_t end = std::min(text.find(dot, from), text.size());
    const std::string part = text.substr(from, end - from);
    if (text_width(cr, part) <= width) {
      pieces.push_back({part, first ? "" : dot});
    } else {
      std::size_t w = 0;
      for (bool first_word = true; w <= part.size(); first_word = false) {
        const std::size_t sp = std::min(part.find(' ', w), part.size());
        pieces.push_back({part.substr(w, sp - w), first_word ? (first ? "" : dot) : " "});
        w = sp + 1;
      }
    }
    from = end + dot.size();
  }
  std::vector<std::string> lines;
  for (const auto& [piece, sep] : pieces) {
    if (!lines.empty() && text_width(cr, lines.back() + sep + piece) <= width)
      lines.back() += sep + piece;
    else
      lines.push_back(piece);
  }
  return lines;
}

Measuring measuring_context() {
  SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1), cairo_surface_destroy);
  ContextPtr cr(cairo_create(surface.get()), cairo_destroy);
  set_text_options(cr.get());
  return {std::move(surface), std::move(cr)};
}

double caption_room(cairo_t* cr, const std::string& caption, double slot_w) {
  const auto lines = wrapped_lines(cr, caption, kCaptionFont, slot_w).size();
  return kCaptionH + static_cast<double>(lines - 1) * kCaptionLineH;
}

std::vector<Page> laid_out(const Document& doc, const Options& options, Paging paging) {
  std::vector<SectionShape> shapes = shapes_of(doc);
  const Measuring measuring = measuring_context();
  cairo_t* cr = measuring.cr.get();
  std::vector<Page> pages = lay_out(shapes, options.labels, paging);
  // A taller caption may narrow a slot, and a narrower slot wrap a caption further: until no
  // caption needs more room (the room only grows, and a caption has a few parts).
  for (int pass = 0; pass < 4; ++pass) {
    bool grew = false;
    for (const Page& page : pages)
      for (const PlacedBoard& p : page.boards) {
        const double room = caption_room(cr, doc[p.section].boards[p.board].caption, p.slot_w);
        double& have = shapes[p.section].boards[p.board].caption_h;
        if (room > have + 1e-9) {
          have = room;
          grew = true;
        }
      }
    if (!grew) break;
    pages = lay_out(shapes, options.labels, paging);
  }
  return pages;
}

Expected<void> draw_page(cairo_t* cr, const Page& page, const Document& doc,
                         const Options& options) {
  draw_titles(cr, page);
  for (const PlacedBoard& p : page.boards)
    if (auto drawn = draw_board(cr, p, doc[p.section].boards[p.board], options); !drawn)
      return drawn;
  return {};
}

void draw_titles(cairo_t* cr, const Page& page) {
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
  cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size(cr, kTitleFont);
  for (const PlacedTitle& t : page.titles) {
    cairo_move_to(cr, t.x, t.y + kTitleFont);
    cairo_show_text(cr, t.text.c_str());
    cairo_new_path(cr);
  }
}

Expected<void> draw_board(cairo_t* cr, const PlacedBoard& p, const Board& b,
                          const Options& options) {
  const DrawFn draw = find_drawer(b.puzzle->game());
  if (!draw) return make_error("render: no drawing for game " + std::string(b.puzzle->game()));
  const int rows = b.puzzle->rows(), cols = b.puzzle->cols();
  const nlohmann::json puzzle = b.puzzle->to_json();
  cairo_save(cr);
  cairo_translate(cr, p.x + p.label, p.y + p.label);
  draw(cr, puzzle, b.solution, p.cell, options);
  if (options.labels) edge_labels(cr, rows, cols, p.cell);
  // Captions may use the board's slot and the gap to the next one, not more.
  cairo_set_source_rgb(cr, 0.2, 0.2, 0.2);
  const double mid = cols * p.cell / 2, below = rows * p.cell, room = p.slot_w + kMargin - 4;
  // A caption wider than its slot wraps within the slot (centred on it), in the lines its board
  // reserved (laid_out); the note goes under its last line.
  const auto lines = wrapped_lines(cr, b.caption, kCaptionFont, p.slot_w);
  double extra = 0;
  if (lines.size() <= 1) {
    centred_text(cr, b.caption, mid, below + 14, kCaptionFont, room);
  } else {
    const double centre = (cols * p.cell - p.label) / 2;
    const auto reserved = static_cast<std::size_t>((p.caption_h - kCaptionH) / kCaptionLineH + 1.5);
    const std::size_t shown = std::min(lines.size(), std::max<std::size_t>(reserved, 1));
    for (std::size_t i = 0; i < shown; ++i) {
      // Never more lines than reserved: the last one says that it goes on.
      const bool cut = i + 1 == shown && shown < lines.size();
      centred_text(cr, cut ? lines[i] + " \u2026" : lines[i], centre, below + 14 + extra,
                   kCaptionFont, p.slot_w);
      if (i + 1 < shown) extra += kCaptionLineH;
    }
  }
  if (const std::string note = in_players_words(rule_note(b.puzzle->game(), puzzle)); !note.empty())
    centred_text(cr, note, lines.size() <= 1 ? mid : (cols * p.cell - p.label) / 2,
                 below + 29 + extra, kNoteFont, lines.size() <= 1 ? room : p.slot_w);
  cairo_restore(cr);
  return {};
}

namespace {

Expected<void> write_pdf(const Document& doc, const std::vector<Page>& pages,
                         const Options& options, std::ostream& out) {
  SurfacePtr surface(
      cairo_pdf_surface_create_for_stream(write_to_stream, &out, pages[0].w, pages[0].h),
      cairo_surface_destroy);
  if (auto ok = status_of(surface.get()); !ok) return ok;
  ContextPtr cr(cairo_create(surface.get()), cairo_destroy);
  for (const Page& page : pages) {
    cairo_pdf_surface_set_size(surface.get(), page.w, page.h);
    if (auto drawn = draw_page(cr.get(), page, doc, options); !drawn) return drawn;
    cairo_show_page(cr.get());
  }
  cr.reset();
  cairo_surface_finish(surface.get());
  return status_of(surface.get());
}

Expected<void> write_svg(const Document& doc, const Page& page, const Options& options,
                         std::ostream& out) {
  SurfacePtr surface(cairo_svg_surface_create_for_stream(write_to_stream, &out, page.w, page.h),
                     cairo_surface_destroy);
  if (auto ok = status_of(surface.get()); !ok) return ok;
  ContextPtr cr(cairo_create(surface.get()), cairo_destroy);
  if (auto drawn = draw_page(cr.get(), page, doc, options); !drawn) return drawn;
  cr.reset();
  cairo_surface_finish(surface.get());
  return status_of(surface.get());
}

// The pixel size of a PNG of `page`: --width, or a pixel a point; the height follows.
std::pair<double, double> png_size(const Page& page, const Options& options) {
  const double scale = options.png_width > 0 ? options.png_width / page.w : 1.0;
  return {options.png_width > 0 ? options.png_width : std::ceil(page.w), std::ceil(page.h * scale)};
}

Expected<void> write_png(const Document& doc, const Page& page, const Options& options,
                         std::ostream& out) {
  const double scale = options.png_width > 0 ? options.png_width / page.w : 1.0;
  const auto [pw, ph] = png_size(page, options);
  const int w = static_cast<int>(pw), h = static_cast<int>(ph);
  SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h), cairo_surface_destroy);
  if (auto ok = status_of(surface.get()); !ok) return ok;
  ContextPtr cr(cairo_create(surface.get()), cairo_destroy);
  // Explicit font options: a PNG must not depend on what the process drew before (a PDF drawn
  // earlier changed cairo's cached glyphs for later PNGs).
  set_text_options(cr.get());
  cairo_scale(cr.get(), scale, scale);
  if (auto drawn = draw_page(cr.get(), page, doc, options); !drawn) return drawn;
  cr.reset();
  if (cairo_surface_write_to_png_stream(surface.get(), write_to_stream, &out) !=
      CAIRO_STATUS_SUCCESS)
    return make_error("render: cannot write the PNG");
  return {};
}

}  // namespace

Expected<Format> parse_format(const std::string& name) {
  if (name == "svg") return Format::svg;
  if (name == "png") return Format::png;
  if (name == "pdf") return Format::pdf;
  return make_error("unknown format \"" + name + "\" (svg, png or pdf)");
}

Expected<Format> format_of_path(const std::string& path) {
  const auto dot = path.rfind('.');
  const auto slash = path.find_last_of("/\\");
  if (dot == std::string::npos || (slash != std::string::npos && dot < slash))
    return make_error(path + " has no extension (.svg, .png or .pdf)");
  return parse_format(path.substr(dot + 1));
}

Expected<void> check_size(const Document& doc, Format format, const Options& options) {
  if (format != Format::png) return {};
  std::size_t boards = 0;
  for (const Section& s : doc) boards += s.boards.size();
  if (boards == 0) return {};
  const auto [w, h] = png_size(laid_out(doc, options, Paging::one_sheet)[0], options);
  if (w <= kMaxPngSide && h <= kMaxPngSide && w * h <= static_cast<double>(kMaxPngPixels))
    return {};
  char size[64];
  std::snprintf(size, sizeof size, "%.0fx%.0f", w, h);
  return make_error("too many boards for one PNG: " + std::to_string(boards) + " boards make a " +
                    size + " pixel image (at most " + std::to_string(kMaxPngSide) +
                    " pixels a side, " + std::to_string(kMaxPngPixels / 1000000) +
                    " million in all); use PDF, or draw fewer at a time");
}

Expected<void> render_document(const Document& doc, Format format, const Options& options,
                               std::ostream& out) {
  std::size_t boards = 0;
  for (const Section& s : doc) boards += s.boards.size();
  if (boards == 0) return make_error("render: nothing to draw");
  if (options.png_width < 0 || options.png_width > 20000)
    return make_error("render: PNG width must be 1..20000 pixels");
  if (auto fits = check_size(doc, format, options); !fits) return fits;
  // Only a PDF of several boards is printed on A4 pages; one board gets a page its own size.
  const Paging paging = format == Format::pdf && boards > 1 ? Paging::a4_pages : Paging::one_sheet;
  const std::vector<Page> pages = laid_out(doc, options, paging);
  switch (format) {
    case Format::pdf:
      return write_pdf(doc, pages, options, out);
    case Format::svg:
      return write_svg(doc, pages[0], options, out);
    case Format::png:
      return write_png(doc, pages[0], options, out);
  }
  return make_error("render: unknown format");
}

Expected<void> render_document(const Document& doc, Format format, const Options& options,
                               const std::string& path) {
  // Drawn in memory first and then replaced all at once, so a drawing that fails half-way or a
  // full disk never leaves a partial image (or none where an old one was).
  std::ostringstream bytes(std::ios::binary);
  if (auto done = render_document(doc, format, options, bytes); !done)
    return make_error("cannot write " + printable(path) + ": " + done.error());
  return replace_file(path, std::move(bytes).str());
}

}  // namespace dg::render
