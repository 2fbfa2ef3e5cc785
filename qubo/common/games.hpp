// The games and their QUBO forms, one table entry each, so the command and the tests loop over
// entries instead of switching on names. A game without a form (Zip: its single path is not a
// quadratic constraint) has an entry that says why (QuboGame::no_form).
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "qubo/common/encoding.hpp"
#include "solver/common/expected.hpp"
#include "solver/common/variant.hpp"

namespace dg::qubo {

struct QuboGame {
  std::string_view name;
  std::string_view one_means;  // what a variable's value 1 puts in its cell: "queen", "sun"
  // The puzzle's interchange JSON (givens only) as a QUBO; errors for puzzles it cannot encode,
  // and options.refuse's answer for a model it refuses (measured before it is built).
  Expected<Encoding> (*encode)(const nlohmann::json& puzzle, EncodeOptions options);
  // The size encode would give, counted without building the model; the same parse errors.
  Expected<ModelSize> (*measure)(const nlohmann::json& puzzle, EncodeOptions options);
  // A "solution" JSON value as a board; error when it does not have the board's shape.
  Expected<Grid> (*grid_of)(const Encoding& e, const nlohmann::json& solution);
  // A board as a "solution" JSON value; error when it cannot be one (a row with two queens).
  Expected<nlohmann::json> (*solution_of)(const Encoding& e, const Grid& g);
  // Every state of a solution, when a solution has several (Tents: one per pairing of its trees
  // and tents); nullptr: the one state_of(grid_of(solution)).
  Expected<std::vector<State>> (*states_of)(const Encoding& e, const nlohmann::json& puzzle,
                                            const nlohmann::json& solution) = nullptr;
  // Variants whose rules are not quadratic constraints, each with why (solver/common/variant.hpp).
  std::span<const VariantLimit> not_quadratic = {};
  // For a game without a QUBO form: why it has none ("its rules are not quadratic constraints").
  // Such an entry has no functions; it documents the refusal (qubo_refusal).
  std::string_view no_form = {};
};

// Every game's entry, in the game table's order (qubo/common/games.cpp): a QUBO form, or why the
// game has none (no_form); each game builds its entry in qubo/<game>/game.cpp.
std::span<const QuboGame> all_qubo_games();

// The entry for `game` with a QUBO form, or nullptr when the game has none.
const QuboGame* find_qubo_game(std::string_view game);

// Why puzzles of `variant` have no QUBO form here (the game has none, or a rule of the variant is
// not quadratic), or "" when they have one (solver/common/variant.hpp).
std::string qubo_refusal(std::string_view game, std::string_view variant);

// Helpers for the games' entries.
// The index of (r, c) in an Encoding's row-major board.
inline std::size_t cell_at(const Encoding& e, int r, int c) {
  return static_cast<std::size_t>(r * e.cols + c);
}

// options.refuse's answer for the size `measured` gives, or ok when there is no refuse or it
// accepts.
template <class Measure>
Expected<void> admitted(const EncodeOptions& options, Measure measured) {
  if (!options.refuse) return {};
  const Expected<ModelSize> size = measured();
  if (!size) return Error{size.error()};
  if (auto why = options.refuse(*size); !why.empty()) return Error{std::move(why)};
  return {};
}

}  // namespace dg::qubo
