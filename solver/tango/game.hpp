// Tango's entry in the table of games.
#pragma once

#include "solver/common/game.hpp"

namespace dg::tango {

const GameInfo& game_info();

}  // namespace dg::tango
