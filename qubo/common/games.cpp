// The QUBO game table: the one place that lists the games with a QUBO form (each entry is built
// in qubo/<game>/game.cpp), and the lookups over it.
#include "qubo/common/games.hpp"

#include "qubo/queens/game.hpp"
#include "qubo/sudoku/game.hpp"
#include "qubo/tango/game.hpp"
#include "qubo/tents/game.hpp"
#include "qubo/zip/game.hpp"

namespace dg::qubo {

std::span<const QuboGame> all_qubo_games() {
  static const QuboGame games[] = {
      queens::qubo_game(),
      tango::qubo_game(),
      zip::qubo_game(),
      tents::qubo_game(),
      sudoku::qubo_game(),
  };
  return games;
}

const QuboGame* find_qubo_game(std::string_view game) {
  for (const auto& g : all_qubo_games())
    if (g.name == game && g.encode) return &g;
  return nullptr;
}

std::string qubo_refusal(std::string_view game, std::string_view variant) {
  for (const auto& g : all_qubo_games()) {
    if (g.name != game) continue;
    if (!g.encode) return std::string(game) + " has no QUBO form (" + std::string(g.no_form) + ")";
    return variant_refusal(g.not_quadratic, game, variant);
  }
  return std::string(game) +
         " has no QUBO form and no entry saying why (qubo/common/games.cpp lists neither)";
}

}  // namespace dg::qubo
