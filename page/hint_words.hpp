// Internal: hints in players' words. The grader's steps name rules by id
// ("region_confined_to_line") and regions by letter ("region b"), which is right for `grade
// --explain` and wrong for a player who sees colours. Each game gives, per rule, a sentence a
// player can follow (its table in page/<game>/hint_words.cpp) and says its facts (graded_steps.hpp)
// in words; the page fills in the units the step names (rows, columns, boxes, regions: by colour,
// or by letter when the player turns letters on), so the sentence follows the player's view.
//
// A sentence's place-holders: {1}, {2} the first and second unit the step names; {rows},
// {columns}, {regions}, {boxes}, {all} every unit of that kind (every unit) it names; each may
// give a default after '|' ("{1|a row}") for a step that names none. These the page fills. Filled
// here: {cell} the step's first cell, {q} / {qs} the game's piece ("queen", "star", "piece")
// and its plural, {so} what the step concludes in words.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace dg::page {

// One rule's sentence; `rule` may end in '*' (a family of ids: "shape_*").
struct HintWords {
  std::string_view rule;
  std::string_view say;
};

struct GameHintWords {
  std::span<const HintWords> words;
  // A step's facts (graded_steps.hpp) in players' words: "C2 and F2 are moons; B5 is a sun".
  std::string (*conclusion)(const nlohmann::json& puzzle, const nlohmann::json& facts) = nullptr;
  // The piece's word on this puzzle ({q}); nullptr: "piece".
  std::string (*piece)(const nlohmann::json& puzzle) = nullptr;
};

// The sentence of `rule` in `words` (exact id first, then the longest matching '*' prefix), or
// "" when the table has none.
std::string_view sentence_of(std::span<const HintWords> words, std::string_view rule);

// The units a grader's text names, in order of first mention, each once: [["row", 2],
// ["region", 7], ...] (0-based; kinds row, column, region, box).
nlohmann::json units_named(std::string_view text);

// Adds to each step of `steps` (graded_steps.hpp) "say" (the rule's sentence with {cell}, {q},
// {qs} and {so} filled in) and "units" (units_named of its text). A rule without a sentence gets
// a plain one that names its conclusion (the unit test keeps every rule in the tables).
void add_players_words(const GameHintWords& game, const nlohmann::json& puzzle,
                       nlohmann::json& steps);

// "A2, B3 and C4" (at most `most` names, then "and N more").
std::string cells_in_words(const std::vector<std::string>& names, std::size_t most = 8);

}  // namespace dg::page
