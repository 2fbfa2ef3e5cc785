// The playable page for Sudoku: each step's facts state only what the solution holds, are new
// when the step comes (the page would pass over a step it thinks known), leave out what the
// step's placements imply, and in all fill the board; every step is named in players' words; the
// page embeds sudoku.js, its stylesheet and the help line.
#include <catch2/catch.hpp>

#include <cctype>
#include <set>
#include <string>
#include <tuple>

#include "grader/sudoku/grader.hpp"
#include "page/graded_steps.hpp"
#include "page/page.hpp"
#include "page/sudoku/steps.hpp"
#include "solver/common/document.hpp"
#include "solver/sudoku/model.hpp"

namespace {

using nlohmann::json;

// Generated boards (generator version 1; Solo IDs) whose grades need singles, locked candidates
// (6x6), subsets, wings and a supposition (9x9) and a supposition on a 12x12.
constexpr const char* kBoards[] = {
    "2x2:b1c2a3c1c",
    "2x3:j6_2a3c6_4b1c6d1c5a",
    "3x3:5b3a2g9c8c8_5e4b2a8c1e5_4_3f7a1_7d6_2a9a2_6a7h9a3_7",
    "3x3:b2b7d5_9b1g8a2f3b2_6a3_4a2b1b9c8a4e4_3_8j5a1a7b6b",
    "3x3:c4a2c3g9_8c5_6a2c1f6_8a2g7_8_3b9b6a7b4d4g1b2c5",
    "3x4:2a11_1j3_9a12e6a7b6_10f3c4e5_7_10a6_5c2_3a12_9a9a11f1e9_5_10_8_1a3d10_1c12_4i6a11b5e12_"
    "9d11d8_4c7d8a2_1a10_6b",
};

dg::PuzzlePtr parse(const std::string& text) {
  auto doc = dg::read_document(text + "\n");
  REQUIRE(doc.ok());
  REQUIRE(doc->size() == 1);
  REQUIRE((*doc)[0].puzzle);
  return std::move((*doc)[0].puzzle);
}

// What a position with these placements and removals shows, as the page counts it (sudoku.js
// knownFacts): a placed digit rules out its cell's other digits and its peers' copies.
struct Known {
  const dg::sudoku::Geometry* geo;
  std::set<std::tuple<int, int, int>> placed, removed;  // (cell, digit, 0)

  void place(int k, int d) {
    placed.insert({k, d, 0});
    for (int e = 1; e <= geo->n; ++e)
      if (e != d) removed.insert({k, e, 0});
    for (int i = 0; i < geo->peer_count; ++i) removed.insert({geo->peers_of(k)[i], d, 0});
  }
  bool knows(const json& f) const {
    const std::tuple<int, int, int> key{f[1].get<int>() * geo->n + f[2].get<int>(), f[3], 0};
    return f[0] == "v" ? placed.count(key) == 1 : removed.count(key) == 1;
  }
};

}  // namespace

TEST_CASE("sudoku page: the steps' facts are true, new, and fill the board", "[sudoku][page]") {
  std::set<std::string> rules;
  for (const char* text : kBoards) {
    INFO(text);
    const auto puzzle = parse(text);
    auto p = dg::sudoku::from_json(puzzle->to_json());
    REQUIRE(p.ok());
    const auto fn = dg::page::find_grade_steps("sudoku");
    REQUIRE(fn != nullptr);
    const auto graded = fn(*puzzle);
    REQUIRE(graded.grade.status == dg::Status::solved);
    REQUIRE(graded.steps.size() == static_cast<std::size_t>(graded.grade.steps));
    const auto sol =
        dg::sudoku::solution_from_json(*p, puzzle->count(2, dg::Budget{}).solutions.at(0));
    REQUIRE(sol.ok());
    const auto& geo = p->geo();
    Known known{&geo, {}, {}};
    for (int k = 0; k < geo.cells; ++k)
      if (p->givens[static_cast<std::size_t>(k)])
        known.place(k, p->givens[static_cast<std::size_t>(k)]);
    for (const json& step : graded.steps) {
      INFO(step.dump());
      rules.insert(step["rule"]);
      bool any_new = false;
      std::vector<std::pair<int, int>> placing;
      for (const json& f : step["facts"]) {
        REQUIRE((f[0] == "v" || f[0] == "x"));
        const int k = f[1].get<int>() * geo.n + f[2].get<int>(), d = f[3];
        CHECK(((*sol)[static_cast<std::size_t>(k)] == d) == (f[0] == "v"));
        any_new = any_new || !known.knows(f);
        if (f[0] == "v") placing.push_back({k, d});
      }
      CHECK(any_new);
      // A placing step leaves out the removals its placements imply.
      for (const json& f : step["facts"]) {
        const int k = f[1].get<int>() * geo.n + f[2].get<int>(), d = f[3];
        for (const auto& [at, digit] : placing)
          CHECK_FALSE((f[0] == "x" && (at == k || (digit == d && geo.sees(at, k)))));
      }
      for (const json& f : step["facts"]) {
        const int k = f[1].get<int>() * geo.n + f[2].get<int>();
        if (f[0] == "v")
          known.place(k, f[3]);
        else
          known.removed.insert({k, f[3].get<int>(), 0});
      }
      // Players' words: the technique's name, a sentence, no rule id.
      const std::string text_shown = step["text"], name = step["name"];
      CHECK_FALSE(name.empty());
      CHECK_FALSE(std::islower(static_cast<unsigned char>(text_shown.front())));
      CHECK(text_shown.back() == '.');
      for (const auto& rule : dg::sudoku::rule_infos())
        CHECK(text_shown.find(std::string(rule.id)) == std::string::npos);
    }
    CHECK(known.placed.size() == static_cast<std::size_t>(geo.cells));
  }
  // The boards reach beyond the singles, so removals are replayed too.
  CHECK(rules.count("contradiction") == 1);
  CHECK(rules.size() >= 5);
}

TEST_CASE("sudoku page: every rule of the grader's table has a name for players",
          "[sudoku][page]") {
  std::set<std::string> names;
  for (const auto& rule : dg::sudoku::rule_infos()) {
    const std::string name = dg::page::sudoku_technique(rule.id);
    CHECK_FALSE(name.empty());
    CHECK(name.find('_') == std::string::npos);
    names.insert(name);
  }
  CHECK(names.size() >= 12);  // the two hidden singles share one name
  CHECK(dg::page::sudoku_technique("no_such_rule").empty());
}

TEST_CASE("sudoku page: the page embeds the script, the stylesheet and the help line",
          "[sudoku][page]") {
  const auto puzzle = parse(kBoards[1]);
  CHECK(dg::page::unplayable_key("sudoku", puzzle->to_json()).empty());
  CHECK(dg::page::unplayable_key("sudoku", json{{"game", "sudoku"}, {"killer", true}}) == "killer");
  dg::page::Item item{puzzle.get(), nullptr, "mini sudoku #1 · 6x6"};
  auto html = dg::page::build_page({{"day", {item}}}, "sudoku", {});
  REQUIRE(html.ok());
  CHECK(html->find("GAMES.sudoku") != std::string::npos);
  CHECK(html->find(".supad") != std::string::npos);
  CHECK(html->find("Sudoku: tap a cell") != std::string::npos);
  auto data = dg::page::page_data(*html);
  REQUIRE(data.ok());
  const json& one = (*data)["sections"][0]["puzzles"][0];
  CHECK(one["game"] == "sudoku");
  CHECK(one["puzzle"]["box"] == json{2, 3});
  CHECK(one["steps"][0].contains("name"));
}
