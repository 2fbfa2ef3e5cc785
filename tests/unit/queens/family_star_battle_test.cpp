// Star Battle boards: repaired boards are unique with the planted solution, connected, and agree
// between the counters; the grader takes them (and every other variant).
#include <catch2/catch.hpp>

#include "generator/queens/star_battle.hpp"
#include "grader/common/graders.hpp"
#include "solver/common/game.hpp"
#include "solver/queens/counter.hpp"

using namespace dg;
using namespace dg::queens;

TEST_CASE("queens family: Star Battle boards repair to the planted unique solution",
          "[queens][family]") {
  int made = 0;
  for (std::uint64_t seed = 1; made < 5 && seed <= 400; ++seed) {
    Rng rng(derive_seed(1405, seed));
    Puzzle p;
    Solution planted;
    if (!star_battle(8, 1 + static_cast<int>(seed % 2), rng, p, planted)) continue;
    ++made;
    INFO("seed " << seed << "\n" << to_text(p));
    auto valid = make_puzzle(p);
    REQUIRE(valid.ok());
    CHECK(warnings(p).empty());
    CHECK(check_solution(p, planted).ok());
    Count dfs = count_solutions(p, 2), cp = count_solutions_cp(p, 2);
    REQUIRE(dfs.count == 1);
    REQUIRE(cp.count == 1);
    CHECK(dfs.solutions[0] == planted);
    CHECK(cp.solutions[0] == planted);
  }
  CHECK(made == 5);
}

TEST_CASE("queens family: the grader takes every variant", "[queens][family]") {
  const GraderInfo* grader = find_grader("queens");
  REQUIRE(grader);
  auto linkedin = find_game("queens")->from_json(
      nlohmann::json::parse(R"({"size":4,"regions":[[0,0,1,1],[0,0,1,1],[2,2,3,3],[2,2,3,3]]})"));
  REQUIRE(linkedin.ok());
  CHECK(unsupported_reason(*grader, **linkedin).empty());
  auto torus = find_game("queens")->from_json(
      nlohmann::json::parse(R"({"size":5,"diagonals":"full","torus":true})"));
  REQUIRE(torus.ok());
  CHECK(unsupported_reason(*grader, **torus).empty());
  // The 5x5 toroidal queens board has 10 solutions: the rules cannot pick one.
  CHECK(grader->grade(**torus, -1, nullptr).status == Status::stuck);
}
