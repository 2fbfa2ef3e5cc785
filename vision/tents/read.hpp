// Internal: reading Tents boards, and the game's entry in the table of readers
// (vision/readers.cpp).
#pragma once

#include "vision/readers.hpp"

namespace dg::vision {

Expected<nlohmann::json> read_tents(const Image& img, const Grid& g);
// How many cells show some of a tree crown's green, for telling a Tents board: also when each
// cell of `g` is k x k of the board's (tents_lattice).
int tree_cells(const Image& img, const Grid& g);
// The finest lattice a Tents board's faint grid lines show: `g` with each cell split k ways
// (vision/tents/lattice.cpp).
Grid tents_lattice(const Image& img, const Grid& g);
// Draws the solution over the screenshot (vision/tents/overlay.cpp).
void draw_tents_overlay(cairo_t* cr, const Grid& g, const nlohmann::json& puzzle,
                        const nlohmann::json& solution);

// The game's entry in the table of readers.
Reader tents_reader();

}  // namespace dg::vision
