// The canonical key of a tango puzzle: equal for every copy of the board under its symmetries
// (see canonical.cpp for which), different for different boards. Used as the store's UNIQUE key.
#pragma once

#include <string>

#include "solver/tango/model.hpp"

namespace dg::tango {

std::string canonical_key(const Puzzle& p);
// The key of a board with torus, diagonals, regions or long signs (canonical_options.cpp): the
// smallest text of the board under the moves that keep those rules. Pre: one of them is set.
std::string options_key(const Puzzle& p);

}  // namespace dg::tango
