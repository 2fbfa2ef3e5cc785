// Internal: drawing Sudoku boards, and the game's entry in the drawer table
// (render/drawers.cpp).
#pragma once

#include "render/draw.hpp"

namespace dg::render {

// A Sudoku board from its interchange JSON (solver/sudoku/model.hpp), with `solution` (n strings
// of n digits; null: none) filled into the cells the puzzle leaves empty.
void draw_sudoku(cairo_t* cr, const nlohmann::json& puzzle, const nlohmann::json& solution,
                 double cell, const Options& options);

// The game's entry: its name and drawer (no rule note: the box shape shows in the thick lines).
Drawer sudoku_drawer();

}  // namespace dg::render
