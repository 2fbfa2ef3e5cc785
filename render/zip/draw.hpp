// Internal: drawing Zip boards, and the game's entry in the drawer table
// (render/drawers.cpp).
#pragma once

#include "render/draw.hpp"

namespace dg::render {

void draw_zip(cairo_t* cr, const nlohmann::json& puzzle, const nlohmann::json& solution,
              double cell, const Options& options);

// The game's entry: its name, drawer and rule note.
Drawer zip_drawer();

}  // namespace dg::render
