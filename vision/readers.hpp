// Internal: one reader per game, each turning the cells of a located grid into the game's
// interchange JSON, and the table that finds them.
#pragma once

#include <string_view>

#include <nlohmann/json.hpp>

#include "solver/common/expected.hpp"
#include "vision/grid.hpp"
#include "vision/image.hpp"

namespace dg::vision {

using ReaderFn = Expected<nlohmann::json> (*)(const Image&, const Grid&);

Expected<nlohmann::json> read_queens(const Image& img, const Grid& g);
Expected<nlohmann::json> read_tango(const Image& img, const Grid& g);
Expected<nlohmann::json> read_zip(const Image& img, const Grid& g);
Expected<nlohmann::json> read_tents(const Image& img, const Grid& g);

// How many cells show some of a tree crown's green (read_tents.cpp), for telling a Tents board:
// also when each cell of `g` is k x k of the board's (tents_lattice).
int tree_cells(const Image& img, const Grid& g);
// The finest lattice a Tents board's faint grid lines show: `g` with each cell split k ways
// (tents_lattice.cpp).
Grid tents_lattice(const Image& img, const Grid& g);

// "queens", "tango", "zip" or "tents", from what fills the cells.
std::string_view detect_game(const Image& img, const Grid& g);

}  // namespace dg::vision
