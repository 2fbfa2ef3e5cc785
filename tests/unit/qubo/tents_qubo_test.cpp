// Tents QUBO with link variables: on seeded random small boards the zero-energy states are
// exactly the solutions with each of their pairings (exact minimisation), every other state has
// energy >= 1, and a board without a pairing (sgtpuzzles#595) has no zero-energy state, where
// the seed paper's relaxed rule would find one.
#include <catch2/catch.hpp>

#include "qubo/common/exact.hpp"
#include "qubo/common/games.hpp"
#include "qubo/tents/encode.hpp"
#include "solver/tents/counter.hpp"
#include "solver/tents/sgt.hpp"
#include "tests/unit/tents/random_board.hpp"

namespace tents = dg::tents;
namespace qubo = dg::qubo;

namespace {

std::vector<std::vector<dg::Cell>> sorted(std::vector<std::vector<dg::Cell>> v) {
  std::sort(v.begin(), v.end());
  return v;
}

}  // namespace

TEST_CASE("tents QUBO ground states are the solutions with their pairings", "[qubo][tents]") {
  const qubo::QuboGame* game = qubo::find_qubo_game("tents");
  REQUIRE(game);
  int checked = 0, with_solutions = 0, several_pairings = 0;
  for (std::uint64_t i = 0; i < 600 && checked < 150; ++i) {
    dg::Rng rng(dg::derive_seed(99, i));
    auto p = dg::test::random_tents_board(rng);
    if (!p || p->unique_matching) continue;
    auto e = qubo::tents::encode(*p);
    REQUIRE(e.ok());
    if (e->model.variables() > 20) continue;
    INFO("case " << i << ": " << tents::to_json(*p).dump());
    ++checked;
    const auto count = tents::count_solutions(*p, 1000);
    REQUIRE(count.complete);
    std::uint64_t states = 0;
    for (const auto& s : count.solutions) {
      auto all = qubo::tents::states_of_solution(*e, *p, tents::solution_to_json(s));
      REQUIRE(all.ok());
      REQUIRE_FALSE(all->empty());
      states += all->size();
      several_pairings += all->size() > 1;
      for (const auto& x : *all) CHECK(qubo::energy(e->model, x) == 0);
    }
    const auto ground = qubo::ground_states(e->model, 4096);
    if (count.count == 0) {
      CHECK(ground.energy >= 1);
      continue;
    }
    ++with_solutions;
    CHECK(ground.energy == 0);
    CHECK(ground.count == states);
    std::vector<std::vector<dg::Cell>> decoded;
    for (const auto& x : ground.states) {
      auto sol = game->solution_of(*e, qubo::decode(*e, x));
      REQUIRE(sol.ok());
      auto cells = tents::solution_from_json(*p, *sol);
      REQUIRE(cells.ok());
      CHECK(tents::check_solution(*p, *cells).ok());
      if (std::find(decoded.begin(), decoded.end(), *cells) == decoded.end())
        decoded.push_back(*cells);
    }
    CHECK(sorted(decoded) == sorted(count.solutions));
  }
  CHECK(checked >= 100);
  CHECK(with_solutions >= 50);
  CHECK(several_pairings >= 1);
}

TEST_CASE("tents QUBO has no zero state without a pairing", "[qubo][tents]") {
  auto p = tents::from_sgt("4x4:bgd_,0,1,0,2,2,0,1,0");
  REQUIRE(p.ok());
  auto e = qubo::tents::encode(*p);
  REQUIRE(e.ok());
  REQUIRE(e->model.variables() <= 20);
  CHECK(qubo::ground_states(e->model).energy >= 1);
  auto strict = *p;
  strict.unique_matching = true;
  CHECK_FALSE(qubo::tents::encode(strict).ok());
}
