// The table of generators, one per game that has one, for commands that generate without knowing
// the game (daily sets). Each takes its parameters as JSON (the same keys as its CLI options:
// "size" or "rows"/"cols", "tier", "givens": "MIN..MAX", ...) and returns puzzles as interchange
// JSON with "id", "solution", "grade" and "seed".
#pragma once

#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "solver/common/expected.hpp"

namespace dg {

// A named variant of a game (solver/common/variant.hpp) and how to make it: generator params that
// give a few puzzles of exactly that variant quickly, or, when the generator cannot make it, why.
struct VariantExample {
  std::string_view variant;
  std::string_view params;   // generator params as JSON text; "" when not generated
  std::string_view why_not;  // why the generator does not make it ("" when it does)
};

// One weekday's slot of a game in the default daily week (db::default_curve): a square board,
// a tier name of the game's grader, and the generator's other keys as curve-file JSON text.
struct DailySlot {
  int size;
  std::string_view tier;
  std::string_view options;
};

// A game's generator as the table holds it; each game builds its own in
// generator/<game>/json_entry.cpp (generator_entry()).
struct GeneratorEntry {
  std::string_view game;
  int version;
  // Boards given as "rows"/"cols" (Zip) rather than one "size" (square-only games).
  bool rectangular;
  // Ok when `params` names only keys of this generator and asks for something it can make; the
  // error names the key or the impossible request. Generates nothing (curve files are checked
  // when they are read, long before a slot needs a puzzle).
  Expected<void> (*check)(const nlohmann::json& params);
  // Whether a stored puzzle (interchange JSON; `made_with` = the params it was generated with, or
  // null for an imported one) is one these params ask for, beyond game, size and tier which the
  // caller matches: e.g. Zip's wall and number counts, Tango's givens, signs and rule variant.
  bool (*fits)(const nlohmann::json& params, const nlohmann::json& puzzle,
               const nlohmann::json& made_with);
  // `count` puzzles for batch seed `seed` on `jobs` threads (0 = all cores). Error for bad
  // params or when the generator gives up. Made to be stored (daily): each "grade" carries its
  // score and time (ScoreFilter::for_store), so db::store_generated does not grade again.
  Expected<std::vector<nlohmann::json>> (*make)(const nlohmann::json& params, std::uint64_t seed,
                                                std::size_t count, int jobs);
  // Every variant the game's variant_of can give, each with an example request or the reason it
  // is not generated; a variant may be listed more than once (several sizes). A variant made of
  // parts lists each part it cannot make ("givens"): any value with that part is not generated.
  // The tests generate every example and check its puzzles have exactly the variant listed.
  std::span<const VariantExample> variants = {};
  // Square boards by "size" and other boards by "rows"/"cols" (Tango: a daily slot of a square
  // keeps its "size" params, a rectangle's slot gives both sides). Unused when `rectangular`.
  bool rect_by_rows_cols = false;
  // The game's slots in the default daily week, Monday .. Sunday (7 entries), or empty when the
  // default week leaves the game out (a curve file may still schedule it).
  std::span<const DailySlot> default_week = {};
};

// A table entry's check from the game's params_from_json: the options read, or the error.
template <auto params_from_json>
Expected<void> checked_by(const nlohmann::json& params) {
  auto p = params_from_json(params);
  if (!p) return Error{p.error()};
  return {};
}

std::span<const GeneratorEntry> all_generators();
// The games the default daily week schedules (those with a default_week), in table order: what
// `daily` fills when no --games is given.
std::vector<std::string> default_daily_games();
// The variants of `game` its generator entry lists (empty for a game without a generator).
std::span<const VariantExample> variant_examples(std::string_view game);
// Why `variant` of `game` is not generated: the why_not of its entry, or of the first of its
// parts the table marks as not generated; "" when the table has an example for it; "not listed"
// reasons name the variant when the table does not know it.
std::string why_not_generated(std::string_view game, std::string_view variant);
// Ok when `variant` is a value `game`'s variant_of can give (any game's when `game` is empty):
// the game's plain name alone, or parts the table names ("starsK" for any K >= 2), in the
// grammar's order. The error lists the parts in order, for --variant typos.
Expected<void> check_variant(std::string_view game, std::string_view variant);
const GeneratorEntry* find_generator(std::string_view game);

// Error naming the first key of `params` not in `known` ("unknown key \"teir\" (size, tier,
// ...)"), for the generators' params_from_json.
Expected<void> only_known_keys(const nlohmann::json& params,
                               std::initializer_list<std::string_view> known);

// Typed reads of one option, `fallback` when absent; the error names the key and what it needs.
// A range is "MIN..MAX" text (as on the command line) or one integer.
Expected<int> int_param(const nlohmann::json& params, const char* key, int fallback);
Expected<bool> bool_param(const nlohmann::json& params, const char* key, bool fallback);
Expected<std::string> string_param(const nlohmann::json& params, const char* key,
                                   const std::string& fallback);
// `field` set from `key` when present, left as it is when absent: one line per key in the
// generators' params_from_json.
Expected<void> read_param(const nlohmann::json& params, const char* key, int& field);
Expected<void> read_param(const nlohmann::json& params, const char* key, bool& field);
// The range's text form ("" when absent), checked to be an integer or a string.
Expected<std::string> range_param(const nlohmann::json& params, const char* key);

}  // namespace dg
