// Tents' entry in the table of games: the shared adapter over the tents model.
#include "solver/tents/game.hpp"

#include "solver/common/adapter.hpp"
#include "solver/tents/canonical.hpp"
#include "solver/tents/counter.hpp"
#include "solver/tents/model.hpp"
#include "solver/tents/sgt.hpp"

namespace dg::tents {

namespace {

struct Traits {
  using Puzzle = tents::Puzzle;
  static constexpr std::string_view kName = "tents";
  static constexpr std::string_view kTitle = "Tents";
  static constexpr std::string_view kImpliedBy = "trees";  // documents without "game"
  static int rows(const Puzzle& p) { return p.rows; }
  static int cols(const Puzzle& p) { return p.cols; }
  static nlohmann::json solution_json(const Solution& s) { return solution_to_json(s); }
};

}  // namespace

const GameInfo& game_info() {
  return make_game_info<Traits, static_cast<Expected<Puzzle> (*)(const nlohmann::json&)>(from_json),
                        static_cast<Expected<Puzzle> (*)(std::string_view)>(from_text)>();
}

const ForeignId& sgt_id_info() {
  static const ForeignId info{
      "sgt",
      Traits::kName,
      looks_like_sgt_id,
      [](std::string_view line) -> Expected<PuzzlePtr> {
        auto parsed = from_sgt(line);
        if (!parsed) return Error{parsed.error()};
        return PuzzlePtr(std::make_unique<PuzzleAdapter<Traits>>(std::move(parsed).value()));
      },
      [](const AnyPuzzle& puzzle) -> Expected<std::string> {
        auto p = from_json(puzzle.to_json());
        if (!p) return Error{p.error()};
        return to_sgt(*p);
      },
      "an SGT game ID",
  };
  return info;
}

PuzzlePtr any_puzzle(Puzzle p) {
  return make_any_puzzle<Traits>(std::move(p));
}

}  // namespace dg::tents
