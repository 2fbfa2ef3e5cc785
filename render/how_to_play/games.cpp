// The table of games' rules texts: the one place that lists them.
#include "render/how_to_play/tables.hpp"

namespace dg::render {

std::span<const GameRules> all_game_rules() {
  static const GameRules games[] = {queens_rules(), tango_rules(), zip_rules(), tents_rules(),
                                    sudoku_rules()};
  return games;
}

}  // namespace dg::render
