// The table of games: the one place that lists them.
#include "solver/common/game.hpp"
#include "solver/queens/game.hpp"
#include "solver/tango/game.hpp"
#include "solver/tents/game.hpp"
#include "solver/zip/game.hpp"

namespace dg {

std::span<const GameInfo> all_games() {
  static const GameInfo games[] = {
      queens::game_info(),
      tango::game_info(),
      zip::game_info(),
      tents::game_info(),
  };
  return games;
}

const GameInfo* find_game(std::string_view name) {
  for (const GameInfo& g : all_games())
    if (g.name == name) return &g;
  return nullptr;
}

}  // namespace dg
