// The one caption every board carries (see render.hpp), whichever command drew it.
#include <algorithm>
#include <string>

#include "render/render.hpp"

namespace dg::render {

std::string caption_name(std::string_view number_or_id) {
  if (!number_or_id.empty() && number_or_id.front() == '#') number_or_id.remove_prefix(1);
  const bool number =
      !number_or_id.empty() && std::all_of(number_or_id.begin(), number_or_id.end(),
                                           [](char ch) { return ch >= '0' && ch <= '9'; });
  return (number ? "#" : "") + std::string(number_or_id);
}

std::string caption(const AnyPuzzle& puzzle, std::string_view number_or_id, std::string_view tier,
                    std::string_view date) {
  // The variant's label ("star battle 2★", "queens torus"; the game's name for its plain
  // variant), so a Star Battle's caption and tab never read as a Queens.
  const GameInfo* game = find_game(puzzle.game());
  const std::string name =
      game ? game->variant_label(game->variant_of(puzzle.to_json())) : std::string(puzzle.game());
  std::string out = name + " " + caption_name(number_or_id) + " \u00b7 ";
  if (!date.empty()) out += std::string(date) + " \u00b7 ";
  out += std::to_string(puzzle.rows()) + "x" + std::to_string(puzzle.cols());
  if (!tier.empty()) out += " \u00b7 " + std::string(tier);
  return out;
}

}  // namespace dg::render
