// The table of games: the one place that lists them.
#include "solver/common/game.hpp"
#include "solver/queens/game.hpp"
#include "solver/sudoku/game.hpp"
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
      sudoku::game_info(),
  };
  return games;
}

const GameInfo* find_game(std::string_view name) {
  for (const GameInfo& g : all_games())
    if (g.name == name) return &g;
  return nullptr;
}

const GameInfo* game_implied_by(const nlohmann::json& puzzle) {
  for (const GameInfo& g : all_games())
    if (!g.implied_by.empty() && puzzle.contains(g.implied_by)) return &g;
  return nullptr;
}

std::string titles_in_words(std::span<const std::string_view> names, std::string_view conjunction) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    const GameInfo* g = find_game(names[i]);
    if (i > 0) out += i + 1 == names.size() ? " " + std::string(conjunction) + " " : ", ";
    out += g ? g->title : names[i];
  }
  return out;
}

std::string all_titles_in_words(std::string_view conjunction) {
  std::vector<std::string_view> names;
  for (const GameInfo& g : all_games()) names.push_back(g.name);
  return titles_in_words(names, conjunction);
}

}  // namespace dg
