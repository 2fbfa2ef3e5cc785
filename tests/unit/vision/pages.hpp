// Test helpers: the pages people actually capture around a board (issue 26), built around any
// board image (our own render, or a crop): LinkedIn's desktop page (thick frame, Undo/Hint
// buttons and a "How to play" panel below, a timer bar above), a whole desktop with an IDE
// beside the browser, a dark page, a phone page, and a solved Queens board with crowns drawn.
// Deterministic: the same inputs give the same pixels.
#pragma once

#include <vector>

#include <nlohmann/json.hpp>

#include "synth.hpp"
#include "vision/grid.hpp"
#include "vision/image.hpp"

namespace dg::vision::test {

// The board part of a clean render (its margins and caption cut off, as LinkedIn draws no
// margin inside its frame): the outer lines found by locate_grid, kept whole.
Image board_only(const Image& render);
// `board` with a dark frame `frame` px thick around it (LinkedIn's desktop board).
Image framed(const Image& board, int frame, Rgb colour);
// The framed board on a light page: a timer bar above when `timer`, then below it a row of two
// outlined buttons (Undo, Hint) of about one cell's height and a "How to play" panel whose text
// lines and rules come about a cell apart. `cells` is the board's side in cells (to size the
// furniture like LinkedIn's, a cell's height, which is what fools a line search).
Image linkedin_page(const Image& board, int cells, bool timer, bool dark = false);
// A 1920x1080 desktop: an IDE (dark, coloured text lines, a file tree, a tab bar) on the left,
// a browser (tab strip, address bar) on the right with `page` scaled into its content area.
Image desktop(const Image& page);
// A phone screenshot (1080 px wide, 2340 tall): status bar, app header, the board full width
// (at most 1400 px tall), buttons and a panel below.
Image phone_page(const Image& board, int cells);
// The board on a white card with margins, no heavy frame: the board's own outer line, about half
// a cell of white, the card's thin grey outline; a timer bar above when `timer`, Undo and Hint
// buttons and a "How to play" panel below inside the card, a light page around.
Image card_page(const Image& board, int cells, bool timer);
// `puzzle` (Tango) with a sign on every edge of the row line `line` (between rows line - 1 and
// line), each "=" or "x" as `solution` has it, so the puzzle keeps its one solution.
nlohmann::json with_sign_row(const nlohmann::json& puzzle, const nlohmann::json& solution,
                             int line);
// A Tango board as some pages draw it: 1 px pale beige lines that barely show, givens on a light
// grey cell, signs on small white squares that hide the line under them; `cell` px per cell.
Image faint_tango(const nlohmann::json& puzzle, int cell);
// A player's pieces: Tango suns and moons of `solution` drawn in the empty cells of `puzzle`
// (white cells, as LinkedIn draws placed pieces), and a Zip path through the cells of
// `solution` in order, a broad orange band over the light pixels only (under the discs and
// walls, over the thin lines).
void draw_tango_pieces(Image& board, const Grid& grid, const nlohmann::json& puzzle,
                       const nlohmann::json& solution);
void draw_zip_path(Image& board, const Grid& grid, const nlohmann::json& solution);
// X marks (a player's "no queen here"), dark grey, in the cells (row, col) of the board at `grid`.
void draw_x_marks(Image& board, const Grid& grid, const std::vector<std::pair<int, int>>& cells);
// Crowns (dark, LinkedIn's queen) drawn in the cells (row, col) of the board lying at `grid`.
void draw_crowns(Image& board, const Grid& grid, const std::vector<std::pair<int, int>>& cells);

}  // namespace dg::vision::test
