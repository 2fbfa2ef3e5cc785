// The canonical key of a zip puzzle: equal for every copy of the board under its symmetries
// (see canonical.cpp for which), different for different boards. Used as the store's UNIQUE key.
#pragma once

#include <string>

#include "solver/zip/model.hpp"

namespace dg::zip {

std::string canonical_key(const Puzzle& p);

}  // namespace dg::zip
