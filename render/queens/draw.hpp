// Internal: drawing Queens boards, and the game's entry in the drawer table
// (render/drawers.cpp).
#pragma once

#include "render/draw.hpp"

namespace dg::render {

void draw_queens(cairo_t* cr, const nlohmann::json& puzzle, const nlohmann::json& solution,
                 double cell, const Options& options);
// How a Queens family board differs from LinkedIn's ("2 stars, torus"); empty for LinkedIn.
std::string queens_rule_note(const nlohmann::json& puzzle);

// The game's entry: its name, drawer and rule note.
Drawer queens_drawer();

}  // namespace dg::render
