// Internal: the table of per-game drawing functions (render/<game>/draw.cpp) and the strokes they
// share. Each draws one board
// with its top-left corner at the current origin, `cell` units per cell, from the interchange
// JSON (the stable public form, so drawing needs no solver internals). Drawers leave no open path
// behind them: a path left open after text joins the next arc with a straight line (the faint
// lines that once linked Zip's numbers in PDFs).
#pragma once

#include <cairo.h>

#include <span>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "render/render.hpp"

namespace dg::render {

using DrawFn = void (*)(cairo_t* cr, const nlohmann::json& puzzle, const nlohmann::json& solution,
                        double cell, const Options& options);

// One game's entry in the drawer table (render/drawers.cpp); each game builds its own in
// render/<game>/draw.cpp.
struct Drawer {
  std::string_view game;
  DrawFn draw;
  // A puzzle's rules beyond its game's usual ones, for the line under its caption ("" for none):
  // a variant drawn like the standard game must say so, or a reader solves the wrong puzzle.
  // nullptr: the game has no variants that need one.
  std::string (*note)(const nlohmann::json& puzzle) = nullptr;
};

// Every game's entry, in the game table's order.
std::span<const Drawer> all_drawers();

// The drawer of `game`, or nullptr.
DrawFn find_drawer(std::string_view game);

// Shared strokes.
void grid_lines(cairo_t* cr, int rows, int cols, double cell);
void outer_border(cairo_t* cr, int rows, int cols, double cell);
// Fills `text` centred on (x, y) at `size` points, shrunk to at most `max_width` when given;
// leaves no current point.
void centred_text(cairo_t* cr, const std::string& text, double x, double y, double size,
                  double max_width = 0);
// Column letters above and row numbers left of a board at the origin, in the room kLabelRoom
// cells wide (see layout.hpp).
void edge_labels(cairo_t* cr, int rows, int cols, double cell);
// A filled disc; starts its own sub-path, so no line joins it to an earlier current point.
void disc(cairo_t* cr, double x, double y, double radius);

}  // namespace dg::render
