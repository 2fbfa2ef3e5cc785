// The booklet (see booklet.hpp): cover, rules, numbered pages of boards.
#include "render/booklet.hpp"

#include <cairo-pdf.h>
#include <cairo.h>

#include <algorithm>
#include <memory>
#include <sstream>

#include "render/how_to_play.hpp"
#include "render/pages.hpp"
#include "solver/common/atomic_file.hpp"
#include "solver/common/printable.hpp"

namespace dg::render {

namespace {

constexpr double kFooterFont = 9;

void text_at(cairo_t* cr, const std::string& text, double x, double y, double size, bool bold,
             bool centred = false) {
  cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
                         bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, size);
  cairo_text_extents_t ext;
  cairo_text_extents(cr, text.c_str(), &ext);
  cairo_move_to(cr, centred ? x - ext.x_advance / 2 : x, y);
  cairo_show_text(cr, text.c_str());
  cairo_new_path(cr);
}

void blank(cairo_t* cr) {
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
}

// "brand · footer · Page 3 of 9", centred in the bottom margin.
void footer(cairo_t* cr, double w, double h, const BookletOptions& b, int page, int pages) {
  std::string text = b.brand;
  if (!b.footer.empty()) text += (text.empty() ? "" : " \u00b7 ") + b.footer;
  text += (text.empty() ? "" : " \u00b7 ") + std::string("Page ") + std::to_string(page) + " of " +
          std::to_string(pages);
  cairo_set_source_rgb(cr, 0.35, 0.35, 0.35);
  const auto lines = wrapped_lines(cr, text, kFooterFont, w - 2 * kMargin, false);
  // The last line sits 8 pt above the page's edge, inside the margin the layout keeps free.
  double y = h - 8 - static_cast<double>(lines.size() - 1) * (kFooterFont + 2);
  for (const std::string& line : lines) {
    text_at(cr, line, w / 2, y, kFooterFont, false, true);
    y += kFooterFont + 2;
  }
}

void cover(cairo_t* cr, const Document& doc, const BookletOptions& b) {
  blank(cr);
  double y = kPageH * 0.36;
  for (const std::string& line : wrapped_lines(cr, b.title, 36, kPageW - 4 * kMargin)) {
    text_at(cr, line, kPageW / 2, y, 36, true, true);
    y += 44;
  }
  if (!b.dates.empty()) {
    text_at(cr, b.dates, kPageW / 2, y + 10, 18, false, true);
    y += 34;
  }
  // The games inside, by their players' names, in order of first appearance.
  std::vector<std::string> games;
  for (const Section& s : doc)
    for (const Board& board : s.boards)
      if (auto r = how_to_play(*board.puzzle))
        if (std::find(games.begin(), games.end(), r->title) == games.end())
          games.push_back(r->title);
  std::string list;
  for (std::size_t i = 0; i < games.size(); ++i)
    list += (i == 0 ? "" : i + 1 == games.size() ? " and " : ", ") + games[i];
  for (const std::string& line : wrapped_lines(cr, list, 13, kPageW - 6 * kMargin, false)) {
    text_at(cr, line, kPageW / 2, y + 14, 13, false, true);
    y += 18;
  }
  if (!b.brand.empty()) text_at(cr, b.brand, kPageW / 2, kPageH - 3 * kMargin, 14, true, true);
}

// The rules of every game and variant in `doc`, one block each, as lines to draw: (text, size,
// bold). Flowed onto as many pages as they need.
struct RulesLine {
  std::string text;
  double size;
  bool bold;
};

std::vector<RulesLine> rules_lines(cairo_t* cr, const Document& doc) {
  std::vector<std::string> seen;
  std::vector<RulesLine> out{{"How to play", 22, true}};
  const double width = kPageW - 2 * kMargin - 16;
  for (const Section& s : doc)
    for (const Board& board : s.boards) {
      auto r = how_to_play(*board.puzzle);
      if (!r || std::find(seen.begin(), seen.end(), r->title) != seen.end()) continue;
      seen.push_back(r->title);
      out.push_back({r->title, 13, true});
      for (const std::string& rule : r->lines) {
        bool first = true;
        for (const std::string& line : wrapped_lines(cr, rule, 10.5, width, false)) {
          out.push_back({(first ? "\u2022 " : "   ") + line, 10.5, false});
          first = false;
        }
      }
    }
  return out;
}

// The rules pages: how many, and (when `cr` draws) each drawn with its footer from `first_page`.
int rules_pages(cairo_t* cr, const std::vector<RulesLine>& lines, bool draw,
                const BookletOptions& b, int first_page, int pages, cairo_surface_t* surface) {
  int count = 0;
  double y = kPageH;  // start a page at the first line
  for (const RulesLine& line : lines) {
    const double step = line.size * (line.bold && line.size > 12 ? 1.9 : 1.45);
    if (y + step > kPageH - kMargin - 14) {
      if (count > 0 && draw) {
        footer(cr, kPageW, kPageH, b, first_page + count - 1, pages);
        cairo_show_page(cr);
      }
      ++count;
      if (draw) {
        cairo_pdf_surface_set_size(surface, kPageW, kPageH);
        blank(cr);
      }
      y = kMargin;
    }
    y += step;
    if (draw) text_at(cr, line.text, kMargin + (line.bold ? 0 : 8), y, line.size, line.bold);
  }
  if (count > 0 && draw) {
    footer(cr, kPageW, kPageH, b, first_page + count - 1, pages);
    cairo_show_page(cr);
  }
  return count;
}

}  // namespace

Expected<void> render_booklet(const Document& doc, const BookletOptions& booklet,
                              const Options& options, std::ostream& out) {
  std::size_t boards = 0;
  for (const Section& s : doc) boards += s.boards.size();
  if (boards == 0) return make_error("render: nothing to draw");
  const std::vector<Page> pages = laid_out(doc, options, Paging::a4_pages);
  SurfacePtr surface(cairo_pdf_surface_create_for_stream(write_to_stream, &out, kPageW, kPageH),
                     cairo_surface_destroy);
  if (auto ok = status_of(surface.get()); !ok) return ok;
  ContextPtr cr(cairo_create(surface.get()), cairo_destroy);
  const std::vector<RulesLine> rules =
      booklet.rules ? rules_lines(cr.get(), doc) : std::vector<RulesLine>{};
  const int rules_count =
      rules.size() > 1 ? rules_pages(cr.get(), rules, false, booklet, 0, 0, nullptr) : 0;
  const int total = 1 + rules_count + static_cast<int>(pages.size());
  cover(cr.get(), doc, booklet);
  cairo_show_page(cr.get());
  if (rules_count > 0) rules_pages(cr.get(), rules, true, booklet, 2, total, surface.get());
  int number = 2 + rules_count;
  for (const Page& page : pages) {
    cairo_pdf_surface_set_size(surface.get(), page.w, page.h);
    if (auto drawn = draw_page(cr.get(), page, doc, options); !drawn) return drawn;
    footer(cr.get(), page.w, page.h, booklet, number++, total);
    cairo_show_page(cr.get());
  }
  cr.reset();
  cairo_surface_finish(surface.get());
  return status_of(surface.get());
}

Expected<void> render_booklet(const Document& doc, const BookletOptions& booklet,
                              const Options& options, const std::string& path) {
  std::ostringstream bytes(std::ios::binary);
  if (auto done = render_booklet(doc, booklet, options, bytes); !done)
    return make_error("cannot write " + printable(path) + ": " + done.error());
  return replace_file(path, std::move(bytes).str());
}

}  // namespace dg::render
