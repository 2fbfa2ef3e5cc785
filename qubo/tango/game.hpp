// Tango' entry in the QUBO game table (qubo/common/games.cpp).
#pragma once

#include "qubo/common/games.hpp"

namespace dg::qubo::tango {

QuboGame qubo_game();

}  // namespace dg::qubo::tango
