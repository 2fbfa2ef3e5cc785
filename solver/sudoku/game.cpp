// Sudoku's entry in the table of games: the shared adapter over the sudoku model.
#include "solver/sudoku/game.hpp"

#include "solver/common/adapter.hpp"
#include "solver/sudoku/canonical.hpp"
#include "solver/sudoku/counter.hpp"
#include "solver/sudoku/line.hpp"
#include "solver/sudoku/model.hpp"
#include "solver/sudoku/sgt.hpp"
#include "solver/sudoku/variant.hpp"

namespace dg::sudoku {

namespace {

struct Traits {
  using Puzzle = sudoku::Puzzle;
  static constexpr std::string_view kName = "sudoku";
  static constexpr std::string_view kTitle = "Sudoku";
  static int rows(const Puzzle& p) { return p.n; }
  static int cols(const Puzzle& p) { return p.n; }
  static nlohmann::json solution_json(const Puzzle& p, const Solution& s) {
    return solution_to_json(p, s);
  }
  static std::string variant(const Puzzle& p) { return sudoku::variant(p); }
  static std::string variant_label(std::string_view v) { return sudoku::variant_label(v); }
  static std::string variant_series(std::string_view v) { return sudoku::variant_series(v); }
};

template <auto Read>
Expected<PuzzlePtr> wrap(std::string_view line) {
  auto parsed = Read(line);
  if (!parsed) return Error{parsed.error()};
  return PuzzlePtr(std::make_unique<PuzzleAdapter<Traits>>(std::move(parsed).value()));
}

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
      wrap<from_sgt>,
      [](const AnyPuzzle& puzzle) -> Expected<std::string> {
        auto p = from_json(puzzle.to_json());
        if (!p) return Error{p.error()};
        return to_sgt(*p);
      },
      "an SGT game ID",
  };
  return info;
}

const ForeignId& line_id_info() {
  static const ForeignId info{
      "line",
      Traits::kName,
      looks_like_line,
      wrap<from_line>,
      [](const AnyPuzzle& puzzle) -> Expected<std::string> {
        auto p = from_json(puzzle.to_json());
        if (!p) return Error{p.error()};
        return to_line(*p);
      },
      "a line of digits and dots (qqwing's form)",
  };
  return info;
}

PuzzlePtr any_puzzle(Puzzle p) {
  return make_any_puzzle<Traits>(std::move(p));
}

}  // namespace dg::sudoku
