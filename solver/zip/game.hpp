// Zip's entry in the table of games.
#pragma once

#include "solver/common/game.hpp"

namespace dg::zip {

const GameInfo& game_info();

}  // namespace dg::zip
