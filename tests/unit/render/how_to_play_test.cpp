// Rules in players' words (render/how_to_play.hpp): every variant of every game the registry
// lists has rules text, so a new game or variant part without words fails; the text says no
// grader id; players' captions name the variant, number, date and band.
#include <catch2/catch.hpp>

#include <regex>
#include <set>
#include <string>
#include <vector>

#include "generator/common/generators.hpp"
#include "grader/common/graders.hpp"
#include "render/how_to_play.hpp"
#include "solver/common/document.hpp"
#include "solver/common/game.hpp"
#include "solver/common/variant.hpp"

TEST_CASE("every game and variant has rules in players' words", "[render][how_to_play]") {
  std::size_t variants = 0;
  for (const dg::GameInfo& game : dg::all_games()) {
    INFO(game.name);
    CHECK(dg::render::how_to_play(game.name, dg::plain_variant(game.name)).ok());
    for (const dg::VariantExample& v : dg::variant_examples(game.name)) {
      INFO(v.variant);
      const auto rules = dg::render::how_to_play(game.name, v.variant);
      REQUIRE(rules.ok());
      CHECK_FALSE(rules->lines.empty());
      CHECK_FALSE(rules->title.empty());
      ++variants;
    }
  }
  CHECK(variants > 20);
}

TEST_CASE("a variant part without rules text is refused by name", "[render][how_to_play]") {
  const auto rules = dg::render::how_to_play("queens", "stars2+wobbly");
  REQUIRE_FALSE(rules.ok());
  CHECK(rules.error().find("\"wobbly\"") != std::string::npos);
  CHECK_FALSE(dg::render::how_to_play("chess", "plain").ok());
  // Sudoku's table covers every box shape, and only box shapes: a new kind of part needs words.
  CHECK(dg::render::how_to_play("sudoku", "3x4").ok());
  CHECK(dg::render::how_to_play("sudoku", "mini").ok());
  CHECK_FALSE(dg::render::how_to_play("sudoku", "diagonal").ok());
  CHECK_FALSE(dg::render::how_to_play("sudoku", "3x").ok());
}

TEST_CASE("rules follow the variant's parts and counts", "[render][how_to_play]") {
  const auto star = dg::render::how_to_play("queens", "stars2+torus");
  REQUIRE(star.ok());
  CHECK(star->title == "Star Battle 2\u2605 Torus");
  CHECK(star->lines[0] == "Place 2 stars in each row, each column and each coloured region.");
  CHECK(star->lines.back().find("wraps around") != std::string::npos);
  const auto mini = dg::render::how_to_play("sudoku", "mini");
  REQUIRE(mini.ok());
  CHECK(mini->title == "Mini Sudoku");
  CHECK(mini->lines[0] == "Fill every cell with a digit from 1 to 6.");
  CHECK(mini->lines[1].find("2\u00d73 box") != std::string::npos);
}

TEST_CASE("no rules text or title says a rule or tier id", "[render][how_to_play]") {
  std::set<std::string> ids{"search"};
  for (const dg::GraderInfo& g : dg::all_graders()) {
    for (const dg::RuleInfo& r : g.rules) ids.insert(std::string(r.id));
    for (std::string_view t : g.tiers) ids.insert(std::string(t));
  }
  for (const dg::GameInfo& game : dg::all_games())
    for (const dg::VariantExample& v : dg::variant_examples(game.name)) {
      const auto rules = dg::render::how_to_play(game.name, v.variant);
      REQUIRE(rules.ok());
      std::vector<std::string> said = rules->lines;
      said.push_back(rules->title);  // the tab and caption's name: "Queens No Colours"
      for (const std::string& line : said)
        for (const std::string& id : ids) {
          INFO(game.name << " " << v.variant << ": " << line);
          const std::regex word("(^|[^A-Za-z0-9_])" + id + "($|[^A-Za-z0-9_])", std::regex::icase);
          CHECK_FALSE(std::regex_search(line, word));
        }
    }
}

TEST_CASE("a players' caption names the variant, number, date, size and band",
          "[render][how_to_play]") {
  auto doc = dg::read_document(R"({"game": "queens", "size": 4, "stars": 1,
    "regions": [[0,0,1,1],[0,0,1,1],[2,2,3,3],[2,2,3,3]]})");
  REQUIRE(doc.ok());
  const dg::AnyPuzzle& p = *(*doc)[0].puzzle;
  CHECK(dg::render::player_caption(p, "#3", "hard", "2026-12-02") ==
        "Queens #3 \u00b7 2026-12-02 \u00b7 4x4 \u00b7 Hard");
  CHECK(dg::render::player_caption(p, "", "", "") == "Queens \u00b7 4x4");
}
