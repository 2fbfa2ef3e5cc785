// Queens' entry in the table of games.
#pragma once

#include "solver/common/game.hpp"

namespace dg::queens {

const GameInfo& game_info();

}  // namespace dg::queens
