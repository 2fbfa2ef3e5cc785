// `--game` and `--games` take the names of the game table (solver/common/registry.cpp), so a new
// game is accepted by every command without editing each command's list.
#pragma once

#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "solver/common/game.hpp"

namespace dg::cli {

inline std::vector<std::string> game_names() {
  std::vector<std::string> out;
  for (const GameInfo& g : all_games()) out.emplace_back(g.name);
  return out;
}

// The check for a --game option: one of the game table's names.
inline CLI::IsMember known_game() {
  return CLI::IsMember(game_names());
}

}  // namespace dg::cli
