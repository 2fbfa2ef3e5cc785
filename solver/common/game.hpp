// The game-independent face of a puzzle. Each game (dg::queens, dg::tango, ...) has its own
// concrete model and free functions; it plugs into commands and tests through one GameInfo entry
// and an AnyPuzzle adapter, so adding a game means adding an entry, not editing the others
// (docs/adding_a_game.md lists every table a game registers in).
#pragma once

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/common/checked.hpp"
#include "solver/common/count.hpp"
#include "solver/common/expected.hpp"

namespace dg {

// A count with its solutions already in the JSON interchange form ("solution" values).
struct CountSummary {
  int count = 0;
  bool complete = true;
  std::uint64_t nodes = 0;
  std::uint64_t guesses = 0;
  std::vector<nlohmann::json> solutions;
  long long optimum = -1;  // see CountResult::optimum
};

class AnyPuzzle {
 public:
  virtual ~AnyPuzzle() = default;
  virtual std::string_view game() const = 0;
  virtual int rows() const = 0;
  virtual int cols() const = 0;
  // Interchange JSON of the givens only (no id, no solution).
  virtual nlohmann::json to_json() const = 0;
  // Exactly to_json().dump(), written without the tree where the game knows how (the store writes
  // every board it keeps).
  virtual std::string to_json_text() const = 0;
  // The puzzle's variant: what GameInfo::variant_of gives for to_json(), without parsing it back.
  virtual std::string variant() const = 0;
  // Equal for the same board under its symmetries (rotations, reflections, relabellings): the
  // store's duplicate check. Starts with the game name.
  virtual std::string canonical_key() const = 0;
  // Readable text form; from_text(to_text()) gives the same puzzle back.
  virtual std::string to_text() const = 0;
  // Text rendering with a solution (a "solution" JSON value) drawn in.
  virtual std::string solution_text(const nlohmann::json& solution) const = 0;
  // Exact count with the game's production counter (see count.hpp for the contract).
  virtual CountSummary count(int limit, Budget budget) const = 0;
  // Whether a "solution" JSON value has this board's shape and types (what check reads before it
  // applies any rule): a value that fails here is malformed input, not a wrong solution.
  virtual Expected<void> read_solution(const nlohmann::json& solution) const = 0;
  // Checks a "solution" JSON value against every rule; `why` names the first broken rule. Only an
  // optimisation (Queens "maximize": is the placement optimal?) searches, within `budget`, and
  // is undecided when that runs out first.
  virtual Checked check(const nlohmann::json& solution, Budget budget) const = 0;
  // The same within kCheckNodes search nodes and no time limit.
  Checked check(const nlohmann::json& solution) const {
    return check(solution, Budget{.max_nodes = kCheckNodes});
  }
  // Non-fatal remarks found while parsing (e.g. a Queens region that is not 4-connected).
  virtual std::vector<std::string> warnings() const { return {}; }
};

using PuzzlePtr = std::unique_ptr<AnyPuzzle>;

struct GameInfo {
  std::string_view name;
  // Parses one puzzle object of the interchange format (keys other than the game's are ignored).
  Expected<PuzzlePtr> (*from_json)(const nlohmann::json& object);
  // Parses the readable text form, header line included.
  Expected<PuzzlePtr> (*from_text)(std::string_view text);
  // The puzzle's variant (grammar in solver/common/variant.hpp and docs/formats.md, "Variants")
  // from interchange JSON of this game; "" when the JSON is not a valid puzzle of the game.
  std::string (*variant_of)(const nlohmann::json& puzzle);
  // How captions, lists and tabs name a variant: "queens", "star battle 2★", "queens torus",
  // "tango", "zip". Variants of one publication series share a label.
  std::string (*variant_label)(std::string_view variant);
  // The publication series a variant's daily puzzles are numbered in: the game's name for its
  // main series ("queens", "tango", "zip"), "game:variant" for one of its own ("queens:stars2").
  std::string (*variant_series)(std::string_view variant);
  // How prose names the game ("Queens", "Tents"): help texts and messages that list games.
  std::string_view title;
  // A key only this game's interchange JSON has ("regions" for Queens): a puzzle object without
  // "game" (archives of one game often leave it out) is taken for the first game, in table
  // order, whose key it holds. Empty: such objects are never taken for this game.
  std::string_view implied_by;
};

// Every game, in a fixed order (solver/common/registry.cpp).
std::span<const GameInfo> all_games();
// The game called `name`, or nullptr.
const GameInfo* find_game(std::string_view name);
// The game a puzzle object without "game" is taken for (GameInfo::implied_by), or nullptr.
const GameInfo* game_implied_by(const nlohmann::json& puzzle);

// The titles of the named games in prose: "Queens", "Queens or Tango", "Queens, Tango and Tents"
// (`conjunction` "and" or "or"); a name not in the table is written as it is.
std::string titles_in_words(std::span<const std::string_view> names, std::string_view conjunction);
// The titles of every game in the table, the same way.
std::string all_titles_in_words(std::string_view conjunction);

}  // namespace dg
