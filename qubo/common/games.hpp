// The games that have a QUBO form, one table entry each, so the command and the tests loop over
// entries instead of switching on names. Zip is absent: its single-path rule is not quadratic.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "qubo/common/encoding.hpp"
#include "solver/common/expected.hpp"

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
};

// The entry for `game`, or nullptr when the game has no QUBO form.
const QuboGame* find_qubo_game(std::string_view game);

// Why puzzles of `variant` have no QUBO form here (the game has none, or a rule of the variant is
// not quadratic), or "" when they have one (solver/common/variant.hpp).
std::string qubo_refusal(std::string_view game, std::string_view variant);

}  // namespace dg::qubo
