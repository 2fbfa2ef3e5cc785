// The canonical key of a queens puzzle: equal for every copy of the board under its symmetries
// (see canonical.cpp for which), different for different boards. Used as the store's UNIQUE key.
#pragma once

#include <string>

#include "solver/queens/model.hpp"

namespace dg::queens {

std::string canonical_key(const Puzzle& p);
// The key of a general board (canonical_general.cpp): the smallest text of the board under the
// moves that carry its attack pattern along. Pre: is_general(p).
std::string general_key(const Puzzle& p);

}  // namespace dg::queens
