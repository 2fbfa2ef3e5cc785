// Hints in players' words (page/hint_words.hpp): every rule a grader can emit has a sentence in
// its game's table, driven by the graders' own rule tables, so a new rule without words fails;
// no sentence says a grader's rule or tier id; units are read off the grader's words.
#include <catch2/catch.hpp>

#include <regex>
#include <set>
#include <string>

#include "grader/common/grade.hpp"
#include "grader/common/graders.hpp"
#include "page/graded_steps.hpp"
#include "page/hint_words.hpp"

namespace {

// Every rule and tier id of every grader.
std::set<std::string> grader_ids() {
  std::set<std::string> ids{std::string(dg::kSearchTier)};
  for (const dg::GraderInfo& g : dg::all_graders()) {
    for (const dg::RuleInfo& r : g.rules) ids.insert(std::string(r.id));
    for (std::string_view t : g.tiers) ids.insert(std::string(t));
  }
  return ids;
}

// The first id `text` holds as a word (case-insensitive; '_' is part of a word), or "".
std::string id_in(const std::string& text, const std::set<std::string>& ids) {
  for (const std::string& id : ids) {
    const std::regex word("(^|[^A-Za-z0-9_])" + id + "($|[^A-Za-z0-9_])", std::regex::icase);
    if (std::regex_search(text, word)) return id;
  }
  return {};
}

}  // namespace

TEST_CASE("every rule of every grader has a hint in players' words", "[page][hint_words]") {
  for (const dg::GraderInfo& g : dg::all_graders()) {
    const dg::page::PageGame* game = dg::page::find_page_game(g.game);
    INFO(g.game);
    REQUIRE(game != nullptr);
    REQUIRE(game->hints.conclusion != nullptr);
    for (const dg::RuleInfo& r : g.rules) {
      INFO(r.id);
      CHECK_FALSE(dg::page::sentence_of(game->hints.words, r.id).empty());
    }
  }
}

TEST_CASE("no hint sentence says a rule or tier id", "[page][hint_words]") {
  const auto ids = grader_ids();
  REQUIRE(ids.count("near_complete") == 1);  // the registry's ids are there to look for
  REQUIRE(ids.count("shapes") == 1);
  for (const dg::page::PageGame& game : dg::page::all_page_games())
    for (const dg::page::HintWords& w : game.hints.words) {
      INFO(game.game << " " << w.rule << ": " << w.say);
      // A place-holder's key ("{regions|...}") is not read by players: only its default is.
      static const std::regex key(R"(\{[a-z0-9]+\|?|\})");
      CHECK(id_in(std::regex_replace(std::string(w.say), key, " "), ids).empty());
    }
}

TEST_CASE("a table's '*' entry covers a family of rule ids", "[page][hint_words]") {
  const dg::page::HintWords words[] = {{"shape_*", "shape"}, {"shape_domino", "domino"}};
  CHECK(dg::page::sentence_of(words, "shape_domino") == "domino");
  CHECK(dg::page::sentence_of(words, "shape_l_tromino") == "shape");
  CHECK(dg::page::sentence_of(words, "star_kill").empty());
}

TEST_CASE("units are read off the grader's words, once each, in order", "[page][hint_words]") {
  using nlohmann::json;
  CHECK(dg::page::units_named("the open cells of region h all lie in column A, so column A has "
                              "no queen outside region h: A2") ==
        json::parse(R"([["region", 7], ["column", 0]])"));
  CHECK(dg::page::units_named("the 3 regions b, d and g need 5 stars and lie in rows 2, 3 and 4") ==
        json::parse(R"([["region", 1], ["region", 3], ["region", 6], ["row", 1], ["row", 2],
                        ["row", 3]])"));
  // "and" is not a region d.
  CHECK(dg::page::units_named("the 2 regions a and b lie in the 2 rows 1 and 2") ==
        json::parse(R"([["region", 0], ["region", 1], ["row", 0], ["row", 1]])"));
  // A singular unit names one: the 6 after "box 4," is a digit.
  CHECK(dg::page::units_named("In box 4, 6 can only go in row 5 (B5 and C5)") ==
        json::parse(R"([["box", 3], ["row", 4]])"));
  CHECK(dg::page::units_named("F3 is 3: its row, column and box hold every other digit.").empty());
}

TEST_CASE("a step gets its sentence with the piece, cell and conclusion filled in",
          "[page][hint_words]") {
  const dg::page::PageGame* queens = dg::page::find_page_game("queens");
  REQUIRE(queens);
  nlohmann::json steps = nlohmann::json::parse(R"([
    {"rule": "single_cell_region", "cells": [[0, 3]], "facts": [["q", 0, 3]],
     "text": "region a has one cell left, D1, so its queen is there"},
    {"rule": "queen_adjacent_kill", "cells": [[0, 3], [0, 2], [1, 3]],
     "facts": [["x", 0, 2], ["x", 1, 3]], "text": "the queen on D1 rules out 2 cells ..."}])");
  const nlohmann::json puzzle = {{"game", "queens"}, {"regions", {{0}}}};
  dg::page::add_players_words(queens->hints, puzzle, steps);
  CHECK(steps[0]["say"] ==
        "{1|A region} has only one open cell left, so its queen goes there: a queen goes on D1.");
  CHECK(steps[0]["units"] == nlohmann::json::parse(R"([["region", 0]])"));
  CHECK(steps[1]["say"].get<std::string>().find("The queen on D1 rules out") == 0);
  CHECK(steps[1]["say"].get<std::string>().find("no queen on C1 and D2") != std::string::npos);
}
