// Internal: drawing Tents boards, and the game's entry in the drawer table
// (render/drawers.cpp).
#pragma once

#include "render/draw.hpp"

namespace dg::render {

void draw_tents(cairo_t* cr, const nlohmann::json& puzzle, const nlohmann::json& solution,
                double cell, const Options& options);
// A Tents board's rules beyond the usual ones, for the line under its caption ("" for none).
std::string tents_rule_note(const nlohmann::json& puzzle);

// The game's entry: its name, drawer and rule note.
Drawer tents_drawer();

}  // namespace dg::render
