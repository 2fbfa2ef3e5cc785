// The canonical key of a tents puzzle: equal for every copy of the board under its symmetries
// (8 on a square board, the 4 that keep the shape on a rectangle), different for different
// boards. Used as the store's UNIQUE key.
#pragma once

#include <string>

#include "solver/tents/model.hpp"

namespace dg::tents {

std::string canonical_key(const Puzzle& p);

}  // namespace dg::tents
