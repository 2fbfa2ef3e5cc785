// The seed paper's Tango options as QUBOs: on small boards of every option (rectangles, odd
// sizes, per-line counts, torus, diagonals, regions, long signs) the zero-energy states are
// exactly the counter's solutions, in the reduced and the unreduced encoding.
#include <catch2/catch.hpp>

#include "qubo/tango/encode.hpp"
#include "solver/tango/model.hpp"
#include "tests/unit/qubo/qubo_check.hpp"

using namespace dg;

namespace {

PuzzleEntry entry_of(const nlohmann::json& j) {
  auto parsed = find_game("tango")->from_json(j);
  INFO((parsed.ok() ? std::string() : parsed.error()));
  REQUIRE(parsed.ok());
  return PuzzleEntry{j.dump(), std::nullopt, std::move(*parsed), "", nullptr};
}

}  // namespace

TEST_CASE("tango qubo: ground states are the solutions on boards of every option",
          "[qubo][tango][options]") {
  const nlohmann::json boards[] = {
      {{"game", "tango"},
       {"rows", 4},
       {"cols", 5},
       {"cells", {".....", "1....", ".....", "...0."}}},
      {{"game", "tango"}, {"size", 3}},
      {{"game", "tango"}, {"size", 5}, {"cells", {".....", ".....", "..1..", ".....", "....."}}},
      {{"game", "tango"}, {"size", 4}, {"row_ones", {1, 2, 2, 3}}, {"col_ones", {1, 2}}},
      {{"game", "tango"}, {"rows", 4}, {"cols", 5}, {"torus", true}},
      {{"game", "tango"}, {"size", 4}, {"diagonals", true}},
      {{"game", "tango"}, {"rows", 4}, {"cols", 6}, {"diagonals", true}, {"torus", true}},
      {{"game", "tango"},
       {"size", 4},
       {"regions", {{0, 0, 1, 1}, {0, 0, 1, 1}, {2, 2, 3, 3}, {2, 2, 3, 3}}},
       {"region_ones", {2, 2, {1, 2}, {2, 3}}}},
      {{"game", "tango"},
       {"size", 4},
       {"long_signs", true},
       {"equal", {{{0, 0}, {3, 3}}, {{0, 1}, {0, 2}}}},
       {"opposite", {{{1, 0}, {2, 3}}}}},
  };
  for (const auto& j : boards) {
    INFO(j.dump());
    const PuzzleEntry e = entry_of(j);
    REQUIRE(e.puzzle->count(100'000, Budget{}).count > 0);  // something to compare
    test::require_ground_states_are_solutions(e, test::encoding_of(e));
    test::require_ground_states_are_solutions(e, test::encoding_of(e, {.reduce = false}));
  }
}

TEST_CASE("tango qubo: count ranges of three or more values take thermometer slack bits",
          "[qubo][tango][options]") {
  const nlohmann::json boards[] = {
      // Every row 1..3 suns (two slack bits a row), columns near balance.
      {{"game", "tango"}, {"rows", 3}, {"cols", 4}, {"row_ones", {1, 3}}},
      // Columns 0..2 of 4 (three counts), rows balanced, a given.
      {{"game", "tango"},
       {"size", 4},
       {"cells", {"1...", "....", "....", "...."}},
       {"col_ones", {0, 2}}},
      // Two regions of 6 with wide ranges, per-row ranges too.
      {{"game", "tango"},
       {"rows", 3},
       {"cols", 4},
       {"regions", {{0, 0, 1, 1}, {0, 0, 1, 1}, {0, 0, 1, 1}}},
       {"region_ones", {{1, 4}, {2, 5}}},
       {"row_ones", {{0, 3}, {1, 2}, {2, 4}}}},
      // No solution: columns of three suns make rows of four (a state must stay above 0).
      {{"game", "tango"}, {"rows", 3}, {"cols", 4}, {"row_ones", {2, 4}}, {"col_ones", 3}},
  };
  for (const auto& j : boards) {
    INFO(j.dump());
    const PuzzleEntry e = entry_of(j);
    const auto enc = test::encoding_of(e);
    CHECK_FALSE(enc.slacks.empty());
    test::require_ground_states_are_solutions(e, enc);
    test::require_solutions_at_zero(e, enc);
    test::require_ground_states_are_solutions(e, test::encoding_of(e, {.reduce = false}));
  }
  // A free line (0 to its length) adds no term and no slack.
  auto free = entry_of({{"game", "tango"}, {"size", 3}, {"row_ones", {0, 3}}});
  const auto enc = test::encoding_of(free);
  CHECK(enc.slacks.empty());
  test::require_ground_states_are_solutions(free, enc);
}
