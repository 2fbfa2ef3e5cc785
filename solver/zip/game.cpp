// Zip's entry in the table of games: the shared adapter over the zip model.
#include "solver/zip/game.hpp"

#include "solver/common/adapter.hpp"
#include "solver/zip/canonical.hpp"
#include "solver/zip/counter.hpp"
#include "solver/zip/model.hpp"
#include "solver/zip/variant.hpp"

namespace dg::zip {

namespace {

struct Traits {
  using Puzzle = zip::Puzzle;
  static constexpr std::string_view kName = "zip";
  static constexpr std::string_view kTitle = "Zip";
  static constexpr std::string_view kImpliedBy = "waypoints";  // documents without "game"
  static int rows(const Puzzle& p) { return p.rows; }
  static int cols(const Puzzle& p) { return p.cols; }
  static nlohmann::json solution_json(const Solution& s) { return solution_to_json(s); }
  static std::string variant(const Puzzle& p) { return zip::variant(p); }
};

}  // namespace

const GameInfo& game_info() {
  return make_game_info<Traits, static_cast<Expected<Puzzle> (*)(const nlohmann::json&)>(from_json),
                        static_cast<Expected<Puzzle> (*)(std::string_view)>(from_text)>();
}

PuzzlePtr any_puzzle(Puzzle p) {
  return make_any_puzzle<Traits>(std::move(p));
}

}  // namespace dg::zip
