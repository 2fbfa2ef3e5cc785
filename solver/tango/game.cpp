// Tango's entry in the table of games: the shared adapter over the tango model.
#include "solver/tango/game.hpp"

#include "solver/common/adapter.hpp"
#include "solver/tango/canonical.hpp"
#include "solver/tango/counter.hpp"
#include "solver/tango/model.hpp"
#include "solver/tango/variant.hpp"

namespace dg::tango {

namespace {

struct Traits {
  using Puzzle = tango::Puzzle;
  static constexpr std::string_view kName = "tango";
  static constexpr std::string_view kTitle = "Tango";
  static constexpr std::string_view kImpliedBy = "cells";  // documents without "game"
  static int rows(const Puzzle& p) { return p.n; }
  static int cols(const Puzzle& p) { return p.width(); }
  static nlohmann::json solution_json(const Solution& s) { return solution_to_json(s); }
  static std::string variant(const Puzzle& p) { return tango::variant(p); }
  static std::string variant_label(std::string_view v) { return tango::variant_label(v); }
  static std::string variant_series(std::string_view v) { return tango::variant_series(v); }
};

}  // namespace

const GameInfo& game_info() {
  return make_game_info<Traits, static_cast<Expected<Puzzle> (*)(const nlohmann::json&)>(from_json),
                        static_cast<Expected<Puzzle> (*)(std::string_view)>(from_text)>();
}

PuzzlePtr any_puzzle(Puzzle p) {
  return make_any_puzzle<Traits>(std::move(p));
}

}  // namespace dg::tango
