// How to play, in players' words: the short rules text of a game and variant, for the page's "How
// to play" panel and the booklet's rules page, and the players' name of a variant for captions
// and tabs. Each game's text is a table (render/how_to_play/<game>.cpp): lines for its plain
// variant and a sentence per variant part (solver/common/variant.hpp), listed in
// render/how_to_play/games.cpp. A variant with a part the table does not know has no rules text:
// an error naming the part, which `registries --json` reports and the matrix test fails on.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "solver/common/expected.hpp"
#include "solver/common/game.hpp"

namespace dg::render {

// One variant part's rules sentence. `part` is a part of the variant grammar, or a prefix ending
// in '*' ("stars*": stars2, stars3, ...); `words` may hold several lines ('\n') and the
// place-holders of GameRules::values. `replaces` drops the plain variant's lines (a Star Battle
// states its own count). Empty `words`: the part changes nothing a player is told (a board shape).
struct RulesPart {
  std::string_view part;
  std::string_view words;
  bool replaces = false;
};

struct GameRules {
  std::string_view game;
  std::span<const std::string_view> plain;  // the plain variant's rules, one line each
  std::span<const RulesPart> parts;
  // The place-holders' values for a variant ({"k", "2"} for "{k}"); nullptr: none.
  std::vector<std::pair<std::string, std::string>> (*values)(std::string_view variant) = nullptr;
};

// Every game's rules table, in the game table's order (render/how_to_play/games.cpp).
std::span<const GameRules> all_game_rules();

struct RulesText {
  std::string title;               // the variant's players' name (player_title)
  std::vector<std::string> lines;  // one rule a line
};

// The rules of `variant` of `game`; error naming the game or the variant part without text.
Expected<RulesText> how_to_play(std::string_view game, std::string_view variant);
// The same for a puzzle (its game and variant).
Expected<RulesText> how_to_play(const AnyPuzzle& puzzle);

// The players' name of a variant, its label in title case: "Star Battle 2★", "Queens Torus",
// "Mini Sudoku", "Tango".
std::string player_title(std::string_view game, std::string_view variant);

// `text` (a label or rule note) with the words that are grader ids too ("no regions": Zip's tier
// "regions") in players' words ("no colours").
std::string in_players_words(std::string text);

// The band's word for players ("easy" -> "Easy"); "" for no band.
std::string band_word(std::string_view band);

// The caption players read under a board and on its tab: "Star Battle 2★ #3 · 2026-12-02 ·
// 10x10 · Hard": the players' name, caption_name(number_or_id), the date and the band's word
// when given, and the size; no grader identifier (tier, rule).
std::string player_caption(const AnyPuzzle& puzzle, std::string_view number_or_id,
                           std::string_view band, std::string_view date = {});

}  // namespace dg::render
