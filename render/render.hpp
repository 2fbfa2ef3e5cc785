// Drawing puzzles for people: Queens with coloured regions and crowns, Tango with suns, moons and
// =/x signs, Zip with numbered circles, walls and the path. One cairo drawing per game serves
// every output format (SVG, PNG, PDF), so the three never drift apart, and every format carries
// the same content: a document of titled sections of boards.
//
// Layout (all formats): boards flow left to right into rows, at most an A4-landscape width wide.
// A PDF of a single board gets one page the size of that board and its caption; any other PDF
// gets A4-landscape pages, each section starting on a new page and flowing onto as many pages as
// it needs, with boards scaled to a common size that stays legible; a section that fits one page
// (a day's set) fills its page instead, landscape or portrait (see layout.hpp). SVG and PNG
// stack every section into one image.
#pragma once

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/common/expected.hpp"
#include "solver/common/game.hpp"

namespace dg::render {

enum class Format { svg, png, pdf };

// "svg", "png" or "pdf".
Expected<Format> parse_format(const std::string& name);
// The format named by the extension of `path` ("week.pdf" -> pdf); error when there is none.
Expected<Format> format_of_path(const std::string& path);

// How boards are drawn. Letters and labels help colour-blind readers and anyone talking about a
// cell: letters mark each Queens region with its text-format letter (a, b, ...); labels put
// column letters (A, B, ...) above and row numbers (1, 2, ...) left of every board, the names
// `grade --explain` uses.
struct Options {
  bool letters = false;
  bool labels = false;
  int png_width = 0;  // PNG width in pixels (the height follows); 0 = one pixel per point
};

// One board to draw: the puzzle (not owned; must outlive the call), an optional solution
// (interchange "solution" JSON; null = the bare puzzle) and a caption under it (see caption()).
struct Board {
  const AnyPuzzle* puzzle = nullptr;
  nlohmann::json solution;
  std::string caption;
};

// A titled run of boards ("dailygrid 2026-12-07", "dailygrid 2026-12-07 solutions"); an empty
// title draws no heading.
struct Section {
  std::string title;
  std::vector<Board> boards;
};
using Document = std::vector<Section>;

// The caption every board carries, the same for all games: "<game> <name> · <date> · <rows>x<cols>
// · <tier>", where the name is caption_name(number_or_id); an empty date or tier leaves its part
// out (the date is a daily puzzle's publication date, so a solutions page names the day it
// answers).
std::string caption(const AnyPuzzle& puzzle, std::string_view number_or_id, std::string_view tier,
                    std::string_view date = {});

// How a caption names a puzzle: a publication number or a numeric id as "#12" (a leading '#' is
// dropped first, so document indexes "#3" read "#3"), any other id as it is ("level62"): '#'
// means "number", so it never stands before a word.
std::string caption_name(std::string_view number_or_id);

// The line drawn under a board's caption for a puzzle with rules beyond its game's usual ones
// (Tango's unique lines), "" for a standard puzzle or an unknown game.
std::string rule_note(std::string_view game, const nlohmann::json& puzzle);

// Error when `doc` is too big for `format` at all, before anything is drawn: a PNG is one image,
// and cairo draws at most 32767 pixels a side (and we allow at most kMaxPngPixels in all, a GiB of
// memory); the message names the board count and the image size and points to PDF.
inline constexpr int kMaxPngSide = 32767;
inline constexpr long long kMaxPngPixels = 1LL << 28;
Expected<void> check_size(const Document& doc, Format format, const Options& options);

// True when `game` has a drawer (the table in render/drawers.cpp).
bool can_render(std::string_view game);

// Draws `doc` in `format` to `out` (a binary stream: std::cout for `--out -`). Error when the
// document has no boards, is too big for the format (check_size), a board's game has no drawer,
// or the stream fails.
Expected<void> render_document(const Document& doc, Format format, const Options& options,
                               std::ostream& out);
// The same into the file `path`, replaced all at once (solver/common/atomic_file.hpp): on any
// error (naming the path) the old file is left as it was and no partial file is written.
Expected<void> render_document(const Document& doc, Format format, const Options& options,
                               const std::string& path);

}  // namespace dg::render
