// Tango as a QUBO: energy 0 exactly on the solutions, signs folded in by substitution, and the
// unique-lines variant refused.
#include <catch2/catch.hpp>

#include "qubo/tango/encode.hpp"
#include "solver/tango/model.hpp"
#include "tests/unit/qubo/qubo_check.hpp"

using namespace dg;

TEST_CASE("tango qubo: every corpus solution has energy 0 and every flip costs", "[qubo]") {
  for (const auto& e : test::load_corpus("tango")) {
    if (!e.puzzle || e.puzzle->to_json().value("unique_lines", false)) continue;
    INFO(e.id);
    test::require_solutions_at_zero(e, test::encoding_of(e));
    test::require_solutions_at_zero(e, test::encoding_of(e, {.reduce = false}));
  }
}

TEST_CASE("tango qubo: ground states are the solutions (none, many)", "[qubo]") {
  const auto all = test::load_corpus("tango");
  for (const char* id : {"tango-many-6x6", "tango-zero-sign-vs-givens", "tango-zero-three-in-row",
                         "tango-many-empty-4x4"}) {
    INFO(id);
    const auto& e = test::corpus_entry(all, id);
    const auto enc = test::encoding_of(e);
    test::require_ground_states_are_solutions(e, enc);
  }
}

TEST_CASE("tango qubo: a LinkedIn 6x6 made to have two solutions has two ground states", "[qubo]") {
  const auto all = test::load_corpus("tango");
  // linkedin-tango-1 without its last '=' has exactly two solutions (25 variables).
  auto json = test::corpus_entry(all, "linkedin-tango-1").puzzle->to_json();
  json["equal"].erase(3);
  auto parsed = find_game("tango")->from_json(json);
  REQUIRE(parsed.ok());
  PuzzleEntry two{"two", std::nullopt, std::move(*parsed), "", nullptr};
  REQUIRE(two.puzzle->count(8, Budget{}).count == 2);
  test::require_ground_states_are_solutions(two, test::encoding_of(two));
}

TEST_CASE("tango qubo: one variable per free sign group, named by its first cell", "[qubo]") {
  // Row 0: "1 = . x ." : (0,1) equals the given 1, (0,2)-(0,3) form one group.
  auto p = tango::make_puzzle(4, {1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1},
                              {{{0, 0}, {0, 1}}}, {{{0, 2}, {0, 3}}});
  REQUIRE(p.ok());
  auto enc = qubo::tango::encode(*p);
  REQUIRE(enc.ok());
  CHECK(enc->model.variables() == 16 - 2 - 1);
  CHECK(enc->cells[1].variable == -1);
  CHECK(enc->cells[1].constant == 1);
  CHECK(enc->cells[2].variable == enc->cells[3].variable);
  CHECK_FALSE(enc->cells[2].negated);
  CHECK(enc->cells[3].negated);
  CHECK(enc->model.labels[static_cast<std::size_t>(enc->cells[2].variable)] == "x_0_2");
  auto full = qubo::tango::encode(*p, {.reduce = false});
  REQUIRE(full.ok());
  CHECK(full->model.variables() == 16);
}

TEST_CASE("tango qubo: contradictory signs leave no zero-energy state", "[qubo]") {
  // (0,0) = (0,1) = (1,1) = (1,0), yet (0,0) x (1,0).
  auto p = tango::make_puzzle(4, std::vector<std::int8_t>(16, -1),
                              {{{0, 0}, {0, 1}}, {{0, 1}, {1, 1}}, {{1, 0}, {1, 1}}},
                              {{{0, 0}, {1, 0}}});
  REQUIRE(p.ok());
  auto enc = qubo::tango::encode(*p);
  REQUIRE(enc.ok());
  CHECK(qubo::ground_states(enc->model).energy >= 1);
}

TEST_CASE("tango qubo: a unique-lines Takuzu is refused with the reason", "[qubo]") {
  for (const auto& e : test::load_corpus("tango")) {
    if (!e.puzzle || !e.puzzle->to_json().value("unique_lines", false)) continue;
    auto enc = qubo::find_qubo_game("tango")->encode(e.puzzle->to_json(), {});
    REQUIRE_FALSE(enc.ok());
    CHECK_THAT(enc.error(), Catch::Contains("unique-lines") && Catch::Contains("not a quadratic"));
  }
  CHECK(qubo::find_qubo_game("zip") == nullptr);
}
