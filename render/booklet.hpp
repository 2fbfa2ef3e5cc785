// The booklet: a PDF of days of puzzles for print, as a newspaper's puzzle pages read: a cover
// (the title, the dates, the brand), a rules page (how to play each game and variant in it, in
// players' words: how_to_play.hpp), then the boards laid out as render_document lays them (each
// section from a new page), every page after the cover numbered in its footer.
#pragma once

#include <ostream>
#include <string>

#include "render/render.hpp"
#include "solver/common/expected.hpp"

namespace dg::render {

// What the booklet says besides its boards; text only (drawn as it is, never read as markup).
struct BookletOptions {
  std::string title = "dailygrid";  // the cover's heading
  std::string brand = "dailygrid";  // under it, and in every page's footer
  std::string footer;               // more text for every page's footer ("" for none)
  std::string dates;                // the cover's date line ("2026-12-07 to 2026-12-13")
  bool rules = true;                // a rules page (none for an answers booklet)
};

// The booklet of `doc` as a PDF; errors as render_document's.
Expected<void> render_booklet(const Document& doc, const BookletOptions& booklet,
                              const Options& options, std::ostream& out);
// The same into the file `path`, replaced all at once.
Expected<void> render_booklet(const Document& doc, const BookletOptions& booklet,
                              const Options& options, const std::string& path);

}  // namespace dg::render
