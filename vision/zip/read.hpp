// Internal: reading Zip boards, and the game's entry in the table of readers
// (vision/readers.cpp).
#pragma once

#include "vision/readers.hpp"

namespace dg::vision {

Expected<nlohmann::json> read_zip(const Image& img, const Grid& g);
// `g` less an end row or column that the board's inner lines do not cross: the page's timer bar
// or buttons taken as one more row (vision/zip/lattice.cpp).
Grid zip_lattice(const Image& img, const Grid& g);
// Draws the solution over the screenshot (vision/zip/overlay.cpp).
void draw_zip_overlay(cairo_t* cr, const Grid& g, const nlohmann::json& puzzle,
                      const nlohmann::json& solution);

// The game's entry in the table of readers.
Reader zip_reader();

}  // namespace dg::vision
