// Internal: each game's rules table (render/how_to_play/<game>.cpp), listed in games.cpp.
#pragma once

#include <string>

#include "render/how_to_play.hpp"

namespace dg::render {

GameRules queens_rules();
GameRules tango_rules();
GameRules zip_rules();
GameRules tents_rules();
GameRules sudoku_rules();

}  // namespace dg::render
