// LinkedIn Queens as a QUBO: energy 0 exactly on the solutions, sizes, and the fixed-cell
// reduction of the description.
#include <catch2/catch.hpp>

#include "qubo/queens/description.hpp"
#include "solver/queens/counter.hpp"
#include "tests/unit/qubo/qubo_check.hpp"

using namespace dg;

TEST_CASE("queens qubo: every corpus solution has energy 0 and every flip costs", "[qubo]") {
  for (const auto& e : test::load_corpus("queens")) {
    if (!e.puzzle || e.puzzle->rows() > 10) continue;
    INFO(e.id);
    test::require_solutions_at_zero(e, test::encoding_of(e));
  }
}

TEST_CASE("queens qubo: ground states are the solutions on small boards", "[qubo]") {
  const auto all = test::load_corpus("queens");
  for (const char* id : {"handmade-rows-as-regions-4", "handmade-3x3-none", "handmade-1x1"}) {
    INFO(id);
    const auto& e = test::corpus_entry(all, id);
    test::require_ground_states_are_solutions(e, test::encoding_of(e));
  }
  // The 4x4 one has two solutions, so the model has two ground states.
  const auto& two = test::corpus_entry(all, "handmade-rows-as-regions-4");
  CHECK(qubo::ground_states(test::encoding_of(two).model).count == 2);
}

TEST_CASE("queens qubo: 8x8 has N^2 = 64 variables: a fixed queen removes what it settles",
          "[qubo]") {
  const auto all = test::load_corpus("queens");
  const auto& e = test::corpus_entry(all, "writeup-heuristics-example");
  auto p = queens::from_json(e.puzzle->to_json());
  REQUIRE(p.ok());
  auto d = qubo::queens::describe(*p);
  CHECK(qubo::queens::encode(d).model.variables() == 64);
  // Row 0's queen of the solution, given: its row, column, region and diagonal neighbours go.
  const auto solution = queens::count_solutions(*p, 2).solutions.at(0);
  d.fixed.push_back({{0, solution[0]}, 1});
  const auto reduced = qubo::queens::encode(d);
  const auto unreduced = qubo::queens::encode(d, {.reduce = false});
  CHECK(unreduced.model.variables() == 64);
  CHECK(reduced.model.variables() < 64 - 8 - 7);
  CHECK(reduced.cells[static_cast<std::size_t>(solution[0])].constant == 1);
  // Both forms keep the solution at energy 0.
  qubo::Grid g(64, 0);
  for (int r = 0; r < 8; ++r)
    g[static_cast<std::size_t>(r * 8 + solution[static_cast<std::size_t>(r)])] = 1;
  CHECK(qubo::energy(reduced.model, qubo::state_of(reduced, g)) == 0);
  CHECK(qubo::energy(unreduced.model, qubo::state_of(unreduced, g)) == 0);
}

TEST_CASE("queens qubo: a 6x6 with several solutions and a given queen", "[qubo]") {
  const auto all = test::load_corpus("queens");
  const auto& e = test::corpus_entry(all, "community-level1");
  auto p = queens::from_json(e.puzzle->to_json());
  REQUIRE(p.ok());
  const auto count = queens::count_solutions(*p, 1000);
  REQUIRE(count.complete);
  REQUIRE(count.count >= 2);
  // Give the first solution's row-0 queen: the ground states are the solutions that keep it.
  const int col = count.solutions[0][0];
  std::uint64_t keeping = 0;
  for (const auto& s : count.solutions) keeping += s[0] == col;
  auto d = qubo::queens::describe(*p);
  d.fixed.push_back({{0, col}, 1});
  const auto enc = qubo::queens::encode(d);
  REQUIRE(enc.model.variables() <= 25);
  const auto ground = qubo::ground_states(enc.model);
  CHECK(ground.energy == 0);
  CHECK(ground.count == keeping);
  for (const auto& x : ground.states) {
    const auto board = qubo::decode(enc, x);
    queens::Solution s;
    for (int r = 0; r < 6; ++r)
      for (int c = 0; c < 6; ++c)
        if (board[static_cast<std::size_t>(r * 6 + c)]) s.push_back(c);
    REQUIRE(s.size() == 6);
    CHECK(s[0] == col);
    CHECK(queens::check_solution(*p, s).ok());
  }
  // Unreduced, the given is a penalty (1 - x)^2 over all 36 cells; the solutions stay at 0.
  const auto full = qubo::queens::encode(d, {.reduce = false});
  CHECK(full.model.variables() == 36);
  for (const auto& x : ground.states)
    CHECK(qubo::energy(full.model, qubo::state_of(full, qubo::decode(enc, x))) == 0);
}
