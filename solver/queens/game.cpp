// Queens's entry in the table of games: the shared adapter over the queens model.
#include "solver/queens/game.hpp"

#include "solver/common/adapter.hpp"
#include "solver/queens/canonical.hpp"
#include "solver/queens/counter.hpp"
#include "solver/queens/model.hpp"
#include "solver/queens/variant.hpp"

namespace dg::queens {

namespace {

struct Traits {
  using Puzzle = queens::Puzzle;
  static constexpr std::string_view kName = "queens";
  static constexpr std::string_view kTitle = "Queens";
  static constexpr std::string_view kImpliedBy = "regions";  // documents without "game"
  static int rows(const Puzzle& p) { return p.n; }
  static int cols(const Puzzle& p) { return p.cols; }
  static nlohmann::json solution_json(const Puzzle& p, const Solution& s) {
    return queens::solution_json(p, s);
  }
  static std::string variant(const Puzzle& p) { return queens::variant(p); }
  static std::string variant_label(std::string_view v) { return queens::variant_label(v); }
  static std::string variant_series(std::string_view v) { return queens::variant_series(v); }
};

}  // namespace

const GameInfo& game_info() {
  return make_game_info<Traits, static_cast<Expected<Puzzle> (*)(const nlohmann::json&)>(from_json),
                        static_cast<Expected<Puzzle> (*)(std::string_view)>(from_text)>();
}

PuzzlePtr any_puzzle(Puzzle p) {
  return make_any_puzzle<Traits>(std::move(p));
}

}  // namespace dg::queens
