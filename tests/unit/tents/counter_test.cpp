// Tents counters: the production CP counter, the tree DFS and brute force must agree on seeded
// random small boards with 0, 1 and 2+ solutions (and with hidden counts, givens and
// unique_matching), every solution they return must pass check_solution, and a spent budget must
// show as complete == false.
#include <catch2/catch.hpp>

#include <algorithm>

#include "solver/tents/counter.hpp"
#include "solver/tents/sgt.hpp"
#include "tests/unit/tents/random_board.hpp"

namespace tents = dg::tents;

namespace {

std::vector<tents::Solution> sorted(std::vector<tents::Solution> v) {
  std::sort(v.begin(), v.end());
  return v;
}

}  // namespace

TEST_CASE("tents counters agree on seeded random boards", "[tents][counter]") {
  int seen[3] = {0, 0, 0};
  int compared = 0;
  for (std::uint64_t i = 0; i < 3000; ++i) {
    dg::Rng rng(dg::derive_seed(424242, i));
    const auto p = dg::test::random_tents_board(rng);
    if (!p) continue;
    INFO("case " << i << ": " << tents::to_json(*p).dump());
    for (int limit : {2, 100}) {
      const auto cp = tents::count_solutions(*p, limit);
      const auto dfs = tents::count_solutions_dfs(*p, limit);
      REQUIRE(cp.complete);
      REQUIRE(dfs.complete);
      REQUIRE(cp.count == dfs.count);
      for (const auto& s : cp.solutions) REQUIRE(tents::check_solution(*p, s).ok());
      for (const auto& s : dfs.solutions) REQUIRE(tents::check_solution(*p, s).ok());
      const auto brute = tents::count_solutions_brute(*p, limit);
      if (brute.complete) {
        ++compared;
        REQUIRE(brute.count == cp.count);
        if (brute.count < limit) {
          CHECK(sorted(cp.solutions) == sorted(brute.solutions));
          CHECK(sorted(dfs.solutions) == sorted(brute.solutions));
        }
      }
      if (limit == 2) ++seen[std::min(cp.count, 2)];
    }
  }
  INFO("0: " << seen[0] << ", 1: " << seen[1] << ", 2+: " << seen[2] << ", brute " << compared);
  CHECK(seen[0] > 100);
  CHECK(seen[1] > 100);
  CHECK(seen[2] > 100);
  CHECK(compared > 1000);
}

TEST_CASE("tents counters see the matching rule, not just a tent beside every tree",
          "[tents][counter]") {
  // chrisboyle/sgtpuzzles#595: every tree has a tent beside it and the counts add up, but no
  // one-to-one pairing exists.
  auto p = tents::from_sgt("4x4:bgd_,0,1,0,2,2,0,1,0");
  REQUIRE(p.ok());
  CHECK(tents::count_solutions(*p, 2).count == 0);
  CHECK(tents::count_solutions_dfs(*p, 2).count == 0);
  CHECK(tents::count_solutions_brute(*p, 2).count == 0);
}

TEST_CASE("tents unique_matching drops tent sets that pair up two ways", "[tents][counter]") {
  // Trees on the four edge cells of a 3x3, tents in the corners: each tent is beside two trees,
  // so the trees and tents pair up two ways (around the ring).
  auto plain = tents::make_puzzle(3, 3, {{0, 1}, {1, 0}, {1, 2}, {2, 1}}, {2, 0, 2}, {2, 0, 2});
  REQUIRE(plain.ok());
  CHECK(tents::count_solutions(*plain, 10).count == 1);
  CHECK(tents::count_solutions_dfs(*plain, 10).count == 1);
  auto strict = *plain;
  strict.unique_matching = true;
  CHECK(tents::count_solutions(strict, 10).count == 0);
  CHECK(tents::count_solutions_dfs(strict, 10).count == 0);
  CHECK(tents::count_solutions_brute(strict, 10).count == 0);
  const tents::Solution corners = {{0, 0}, {0, 2}, {2, 0}, {2, 2}};
  CHECK(tents::check_solution(*plain, corners).ok());
  const auto refused = tents::check_solution(strict, corners);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().find("more than one way") != std::string::npos);
}

TEST_CASE("tents counters stop at the node budget", "[tents][counter]") {
  // A 12x12 with trees every third cell and every count hidden has very many solutions.
  std::vector<dg::Cell> trees;
  for (int r = 0; r < 12; r += 3)
    for (int c = 0; c < 12; c += 3) trees.push_back({r, c});
  auto p = tents::make_puzzle(12, 12, trees, std::vector<int>(12, tents::kHidden),
                              std::vector<int>(12, tents::kHidden));
  REQUIRE(p.ok());
  dg::Budget budget;
  budget.max_nodes = 50;
  const auto cp = tents::count_solutions(*p, 1000000, budget);
  CHECK_FALSE(cp.complete);
  CHECK(cp.nodes > budget.max_nodes);
  const auto dfs = tents::count_solutions_dfs(*p, 1000000, budget);
  CHECK_FALSE(dfs.complete);
}
