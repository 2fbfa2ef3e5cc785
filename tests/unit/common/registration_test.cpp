// The registration tables line up (docs/adding_a_game.md): every game of the game table has an
// entry in every library's table (or, for QUBO and reading, an entry saying why it has none), and
// no table lists a game the game table does not. The fast half of the matrix test
// (tests/matrix/matrix_test.py), which then runs every variant through every surface.
#include <catch2/catch.hpp>

#include <string>
#include <string_view>

#include "generator/common/generators.hpp"
#include "grader/common/graders.hpp"
#include "grader/common/scorers.hpp"
#include "page/assets.hpp"
#include "page/graded_steps.hpp"
#include "qubo/common/games.hpp"
#include "render/render.hpp"
#include "solver/common/game.hpp"
#include "solver/common/variant.hpp"
#include "vision/read.hpp"

namespace {

bool registered(std::string_view game) {
  return dg::find_game(game) != nullptr;
}

}  // namespace

TEST_CASE("every game has an entry in every registration table", "[registries]") {
  for (const dg::GameInfo& g : dg::all_games()) {
    INFO(g.name);
    CHECK(!g.title.empty());
    const dg::GeneratorEntry* gen = dg::find_generator(g.name);
    REQUIRE(gen != nullptr);
    CHECK(!gen->variants.empty());
    // A default week is a slot for every weekday, or none (the game is scheduled by curves only).
    CHECK((gen->default_week.empty() || gen->default_week.size() == 7));
    CHECK(dg::find_grader(g.name) != nullptr);
    CHECK(dg::find_scorer(g.name) != nullptr);
    CHECK(dg::render::can_render(g.name));
    CHECK(dg::page::find_grade_steps(g.name) != nullptr);
    bool on_page = false;
    for (const dg::page::PageGame& p : dg::page::all_page_games()) {
      if (p.game != g.name) continue;
      on_page = true;
      CHECK(!p.help.empty());
      CHECK(!dg::page::asset(p.script).empty());  // embedded by page/CMakeLists.txt
      if (!p.style.empty()) CHECK(!dg::page::asset(p.style).empty());
    }
    CHECK(on_page);
    // QUBO: a form, or the entry saying why there is none.
    bool qubo_entry = false;
    for (const dg::qubo::QuboGame& q : dg::qubo::all_qubo_games())
      if (q.name == g.name) {
        qubo_entry = true;
        CHECK((q.encode != nullptr || !q.no_form.empty()));
      }
    CHECK(qubo_entry);
    // Reading: a reader, or the reason the game is not read.
    CHECK((dg::vision::can_read(g.name) ||
           dg::vision::unreadable_variant(g.name, g.name).find("no reader entry") ==
               std::string::npos));
  }
}

TEST_CASE("no registration table lists a game the game table does not", "[registries]") {
  for (const dg::GeneratorEntry& e : dg::all_generators()) CHECK(registered(e.game));
  for (const dg::GraderInfo& e : dg::all_graders()) CHECK(registered(e.game));
  for (const dg::ScorerInfo& e : dg::all_scorers()) CHECK(registered(e.game));
  for (const dg::page::PageGame& e : dg::page::all_page_games()) CHECK(registered(e.game));
  for (const dg::qubo::QuboGame& e : dg::qubo::all_qubo_games()) CHECK(registered(e.name));
  for (const std::string& game : dg::vision::readable_games()) CHECK(registered(game));
}

TEST_CASE("the default week's games are those with a default week", "[registries]") {
  const auto games = dg::default_daily_games();
  CHECK(!games.empty());
  for (const std::string& game : games) {
    INFO(game);
    REQUIRE(dg::find_generator(game) != nullptr);
    CHECK(dg::find_generator(game)->default_week.size() == 7);
  }
}

TEST_CASE("a puzzle object without \"game\" is taken for the game its keys imply", "[registries]") {
  for (const dg::GameInfo& g : dg::all_games()) {
    if (g.implied_by.empty()) continue;
    INFO(g.name);
    const dg::GameInfo* implied = dg::game_implied_by(nlohmann::json{{g.implied_by, 1}});
    REQUIRE(implied != nullptr);
    CHECK(implied->name == g.name);
  }
  CHECK(dg::game_implied_by(nlohmann::json{{"nothing", 1}}) == nullptr);
}

TEST_CASE("games are listed in prose by their titles", "[registries]") {
  const std::string_view two[] = {"queens", "tents"};
  CHECK(dg::titles_in_words(two, "or") == "Queens or Tents");
  const std::string_view one[] = {"zip"};
  CHECK(dg::titles_in_words(one, "and") == "Zip");
  const std::string_view unknown[] = {"queens", "tango", "nonesuch"};
  CHECK(dg::titles_in_words(unknown, "and") == "Queens, Tango and nonesuch");
}
