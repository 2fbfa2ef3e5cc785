// Zip's entry in the QUBO game table (qubo/common/games.cpp): it has no QUBO form, and says why.
#pragma once

#include "qubo/common/games.hpp"

namespace dg::qubo::zip {

QuboGame qubo_game();

}  // namespace dg::qubo::zip
