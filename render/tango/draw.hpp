// Internal: drawing Tango boards, and the game's entry in the drawer table
// (render/drawers.cpp).
#pragma once

#include "render/draw.hpp"

namespace dg::render {

void draw_tango(cairo_t* cr, const nlohmann::json& puzzle, const nlohmann::json& solution,
                double cell, const Options& options);
// A Tango variant's rules beyond the usual ones, for the line under its caption ("" for none).
std::string tango_rule_note(const nlohmann::json& puzzle);

// The game's entry: its name, drawer and rule note.
Drawer tango_drawer();

}  // namespace dg::render
