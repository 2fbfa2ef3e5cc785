// Queens family grader: soundness replay. An observer of the engine's loop checks, after every
// step, that each star on the grid is a star of every solution and each dead cell a star of none
// (sound rules deduce only what all solutions share, so any board with known solutions will do,
// unique or not); a grade that solves the board found its one solution; a contradiction only on
// a board without solutions. Boards: Star Battle (k = 2, 3) grown around a planted placement, and
// small random boards of every option (holes, torus, givens, counts, full diagonals, rectangles)
// whose solutions the counter lists.
#include <map>
#include <string>

#include <catch2/catch.hpp>

#include "generator/queens/star_battle.hpp"
#include "grader/queens/family_rules.hpp"
#include "grader/queens/grader.hpp"
#include "solver/queens/counter.hpp"
#include "tests/unit/queens/family_boards.hpp"
#include "tests/unit/queens/family_replay.hpp"

using namespace dg;
using namespace dg::queens;
using test::cells_of;
using test::Replay;

namespace {

// Grades p with the replay attached and checks the outcome against `solutions` (all of them).
void check_board(const Puzzle& p, const std::vector<Solution>& solutions) {
  Replay replay(p, solutions);
  Trace trace;
  const Grade g = grade_family(p, -1, &trace, &replay);
  INFO(to_text(p) << "solutions " << solutions.size() << ", grade " << g.tier);
  INFO("first unsound rule: " << replay.first_unsound);
  CHECK(replay.unsound == 0);
  CHECK(static_cast<int>(trace.steps.size()) == g.steps);
  if (!solutions.empty()) {
    INFO("contradiction from " << replay.contradiction_rule);
    CHECK(g.status != Status::contradiction);
  }
  if (g.status == Status::solved) {
    REQUIRE(solutions.size() == 1);
    CHECK(replay.agree == cells_of(p, solutions[0]));
  }
}

}  // namespace

struct StarSize {
  int n, k, boards;
};

// Grades `size.boards` seeded boards of each size; returns how many were graded and solved, and
// adds the rules' hits to `hits`.
std::pair<int, int> star_battle_replay(std::initializer_list<StarSize> sizes,
                                       std::map<std::string, int>& hits) {
  int graded = 0, solved = 0;
  for (const StarSize& size : sizes)
    for (int b = 0; b < size.boards; ++b) {
      Rng rng(derive_seed(1414, static_cast<std::uint64_t>(size.n * 1000 + b)));
      Puzzle p;
      Solution planted;
      // Every other board skips the repair loop: soundness needs only the planted solution (and
      // the counter's list when the board is not unique).
      const bool unique = star_battle(size.n, size.k, rng, p, planted, b % 2 == 0 ? 400 : 0);
      if (p.region.empty() || !make_puzzle(p).ok() || !check_solution(p, planted).ok()) continue;
      std::vector<Solution> solutions{planted};
      if (!unique) {
        const Count all = count_solutions(p, 64);
        if (!all.complete || all.count >= 64) continue;
        solutions = all.solutions;
      }
      INFO("n " << size.n << " k " << size.k << " board " << b);
      check_board(p, solutions);
      ++graded;
      const Grade g = grade(p);
      solved += g.status == Status::solved;
      for (const auto& [id, n] : g.hits) hits[id] += n;
    }
  return {graded, solved};
}

TEST_CASE("queens family grader: every step on 2-star boards is sound", "[queens][family]") {
  std::map<std::string, int> hits;
  const auto [graded, solved] = star_battle_replay({{8, 2, 50}, {9, 2, 30}, {10, 2, 16}}, hits);
  CHECK(graded >= 80);
  CHECK(solved >= 30);
  // Every Star Battle rule takes part somewhere in these boards.
  for (const char* id : {"unit_fill", "unit_confined", "unit_attack_intersection", "unit_packing",
                         "two_by_two_blocks_rows", "two_by_two_blocks_columns",
                         "hall_regions_in_rows", "hall_regions_in_columns",
                         "star_forces_contradiction", "star_forces_contradiction_shapes"}) {
    INFO(id);
    CHECK(hits[id] > 0);
  }
}

// 3 stars on 14x14: a grade takes up to a second or two (the contradiction tier's simulations
// on 196 cells), so this runs on request only: dg_tests "[.soak]".
TEST_CASE("queens family grader: every step on 3-star 14x14 boards is sound",
          "[queens][family][.soak]") {
  std::map<std::string, int> hits;
  const auto [graded, solved] = star_battle_replay({{14, 3, 10}}, hits);
  CHECK(graded >= 2);
  (void)solved;
}

TEST_CASE("queens family grader: every step on boards of every option is sound",
          "[queens][family]") {
  int graded = 0, with_solutions = 0, solved = 0;
  for (std::uint64_t seed = 1; seed <= 1500; ++seed) {
    Rng rng(derive_seed(1415, seed));
    auto p = test::random_family_board(rng, 6);
    if (!p.ok()) continue;
    const Count all = count_solutions_family(*p, 200);
    if (!all.complete || all.count >= 200) continue;
    INFO("seed " << seed);
    check_board(*p, all.solutions);
    ++graded;
    with_solutions += all.count > 0;
    solved += all.count == 1 && grade(*p).status == Status::solved;
  }
  CHECK(graded >= 1000);
  CHECK(with_solutions >= 300);
  CHECK(solved >= 100);
}
