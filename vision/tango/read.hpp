// Internal: reading Tango boards, and the game's entry in the table of readers
// (vision/readers.cpp).
#pragma once

#include "vision/readers.hpp"

namespace dg::vision {

Expected<nlohmann::json> read_tango(const Image& img, const Grid& g);
// Draws the solution over the screenshot (vision/tango/overlay.cpp).
void draw_tango_overlay(cairo_t* cr, const Grid& g, const nlohmann::json& puzzle,
                        const nlohmann::json& solution);

// The game's entry in the table of readers.
Reader tango_reader();

}  // namespace dg::vision
