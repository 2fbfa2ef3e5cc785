// Internal: the per-game drawing functions and the table that finds them. Each draws one board
// with its top-left corner at the current origin, `cell` units per cell, from the interchange
// JSON (the stable public form, so drawing needs no solver internals).
#pragma once

#include <cairo.h>

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace dg::render {

using DrawFn = void (*)(cairo_t* cr, const nlohmann::json& puzzle, const nlohmann::json& solution,
                        double cell);

void draw_queens(cairo_t* cr, const nlohmann::json& puzzle, const nlohmann::json& solution,
                 double cell);
void draw_tango(cairo_t* cr, const nlohmann::json& puzzle, const nlohmann::json& solution,
                double cell);
void draw_zip(cairo_t* cr, const nlohmann::json& puzzle, const nlohmann::json& solution,
              double cell);

// A puzzle's rules beyond its game's usual ones, for the line under its caption ("" for none):
// a variant drawn like the standard game must say so, or a reader solves the wrong puzzle.
std::string tango_rule_note(const nlohmann::json& puzzle);

// The drawer of `game`, or nullptr.
DrawFn find_drawer(std::string_view game);

// Shared strokes.
void grid_lines(cairo_t* cr, int rows, int cols, double cell);
void outer_border(cairo_t* cr, int rows, int cols, double cell);
void centred_text(cairo_t* cr, const std::string& text, double x, double y, double size);

}  // namespace dg::render
