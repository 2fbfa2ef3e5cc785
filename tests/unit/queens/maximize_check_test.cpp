// Checking a "maximize" (Max Chess Pieces) placement needs the optimum, found by a search that a
// budget may cut short (issue 36, H18): then the check is undecided, never "wrong", unless the
// search already found a heavier placement, which proves the given one is not optimal. No test
// waits for a clock: node budgets stop the searches at known nodes.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "solver/common/game.hpp"
#include "solver/queens/model.hpp"
#include "tests/unit/queens/parse_board.hpp"

using namespace dg;
using namespace dg::queens;
using nlohmann::json;

namespace {

json max_board(int n, const char* attack) {
  return {
      {"game", "queens"}, {"size", n}, {"lines", false}, {"attack", attack}, {"maximize", true}};
}

// Knights on every square of one colour never attack (a knight's move changes colour): the
// optimum of an even board, n * n / 2, which the counter cannot prove on 30x30 in any small
// budget.
json one_colour(int n) {
  json cells = json::array();
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if ((r + c) % 2 == 0) cells.push_back({r, c});
  return cells;
}

}  // namespace

TEST_CASE("a maximize check cut short by its budget is undecided, never wrong",
          "[queens][general][max][budget][hostile]") {
  const Puzzle p = test::parse(max_board(30, "knight"));
  auto s = solution_from_json(p, one_colour(30));
  REQUIRE(s.ok());
  REQUIRE(s->size() == 450);
  const Checked c = check_solution_within(p, *s, Budget{.max_nodes = 10'000});
  CHECK(c.verdict == Verdict::undecided);
  CHECK(c.undecided());
  CHECK_FALSE(c);
  CHECK(c.nodes > 10'000);
  CHECK_THAT(c.why, Catch::Contains("weighs 450") && Catch::Contains("not settled"));
  // The same through the game-independent face that `check` and `render` use.
  auto any = find_game("queens")->from_json(max_board(30, "knight"));
  REQUIRE(any.ok());
  CHECK((*any)->check(one_colour(30), Budget{.max_nodes = 10'000}).undecided());
}

TEST_CASE("a maximize check that finds a heavier placement calls the lighter one wrong",
          "[queens][general][max][budget][hostile]") {
  // One king on 8x8 (optimum 16): the search's first placements already weigh more, so a budget
  // far too small to prove the optimum still proves this one is not optimal.
  const Puzzle p = test::parse(max_board(8, "king"));
  auto s = solution_from_json(p, json::array({{0, 0}}));
  REQUIRE(s.ok());
  const Checked c = check_solution_within(p, *s, Budget{.max_nodes = 200});
  CHECK(c.verdict == Verdict::wrong);
  CHECK_THAT(c.why, Catch::Contains("weighs 1, a placement weighing"));
}

TEST_CASE("a maximize check within its budget tells optimal from not", "[queens][general][max]") {
  // Kings on 3x3: the four corners are the only optimal placement (optimum 4).
  const Puzzle p = test::parse(max_board(3, "king"));
  auto corners = solution_from_json(p, json::array({{0, 0}, {0, 2}, {2, 0}, {2, 2}}));
  REQUIRE(corners.ok());
  CHECK(check_solution_within(p, *corners, Budget{}).verdict == Verdict::valid);
  auto two = solution_from_json(p, json::array({{0, 0}, {0, 2}}));
  REQUIRE(two.ok());
  const Checked short_of = check_solution_within(p, *two, Budget{});
  CHECK(short_of.verdict == Verdict::wrong);
  CHECK(short_of.why == "queens: the placement weighs 2, the optimum is 4");
  // A broken rule is wrong before any search.
  auto touching = solution_from_json(p, json::array({{0, 0}, {0, 1}}));
  REQUIRE(touching.ok());
  const Checked broken = check_solution_within(p, *touching, Budget{.max_nodes = 1});
  CHECK(broken.verdict == Verdict::wrong);
  CHECK(broken.nodes == 0);
  // Boards that are not an optimisation need no search at all.
  const Puzzle plain = test::parse({{"game", "queens"}, {"size", 4}, {"diagonals", "full"}});
  auto four = solution_from_json(plain, json::array({1, 3, 0, 2}));
  REQUIRE(four.ok());
  const Checked ok = check_solution_within(plain, *four, Budget{.max_nodes = 0});
  CHECK(ok.verdict == Verdict::valid);
  CHECK(ok.nodes == 0);
}
