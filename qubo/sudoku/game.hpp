// Sudoku's entry in the QUBO game table (qubo/common/games.cpp).
#pragma once

#include "qubo/common/games.hpp"

namespace dg::qubo::sudoku {

QuboGame qubo_game();

}  // namespace dg::qubo::sudoku
