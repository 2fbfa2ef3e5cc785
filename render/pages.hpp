// Internal to render/: laying a document out with its captions measured, and drawing one laid-out
// page, shared by render_document (render.cpp) and the booklet (booklet.cpp).
#pragma once

#include <cairo.h>

#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "render/layout.hpp"
#include "render/render.hpp"

namespace dg::render {

using SurfacePtr = std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)>;
using ContextPtr = std::unique_ptr<cairo_t, decltype(&cairo_destroy)>;

// A context to measure text on as laid_out does: a 1x1 image with explicit font options, so a
// measured caption does not depend on the surface it is later drawn on.
struct Measuring {
  SurfacePtr surface;
  ContextPtr cr;
};
Measuring measuring_context();

inline constexpr double kTitleFont = 18, kCaptionFont = 12, kNoteFont = 10;
// A wrapped caption's line height: each line after the first adds this to the board's room.
inline constexpr double kCaptionLineH = 15;

// lay_out of `doc` with each board's caption room measured: a caption wider than its slot wraps
// (at its " · " parts, then at spaces) and its board reserves a line's height for each extra line.
std::vector<Page> laid_out(const Document& doc, const Options& options, Paging paging);

// The room under a board for `caption` wrapped to its slot: kCaptionH, and a line's height for
// each line after the first.
double caption_room(cairo_t* cr, const std::string& caption, double slot_w);

// Draws `page` of `doc` (white background, titles, boards, captions, notes).
Expected<void> draw_page(cairo_t* cr, const Page& page, const Document& doc,
                         const Options& options);
// draw_page in parts, for boards that are not held in a Document (pdf_stream.cpp): the white
// background and the titles, then each board with its caption and note where `p` puts it.
void draw_titles(cairo_t* cr, const Page& page);
Expected<void> draw_board(cairo_t* cr, const PlacedBoard& p, const Board& b,
                          const Options& options);

// `text` in lines no wider than `width` at `size` points (bold sans-serif): broken at " · "
// first, then at spaces; a word wider than `width` gets a line of its own.
std::vector<std::string> wrapped_lines(cairo_t* cr, const std::string& text, double size,
                                       double width, bool bold = true);

// cairo's stream callback: appends to the std::ostream behind `closure`.
cairo_status_t write_to_stream(void* closure, const unsigned char* data, unsigned int length);

// The surface's error, as "render: ..."; none when it is fine.
Expected<void> status_of(cairo_surface_t* s);

}  // namespace dg::render
