// The Queens family's general system as a QUBO (issue 29): on small boards of every option
// (attack patterns, per-cell pieces, no lines, [q, q+1] ranges and soft regions, extra units,
// Max Chess Pieces with weights), the ground states are exactly the counter's solutions (or
// optimal placements), at energy 0 (or -optimum), with and without the givens' reduction.
#include <algorithm>
#include <set>

#include <catch2/catch.hpp>

#include "qubo/common/encoding.hpp"
#include "qubo/common/exact.hpp"
#include "qubo/common/games.hpp"
#include "qubo/queens/description.hpp"
#include "solver/queens/counter.hpp"
#include "solver/queens/model.hpp"

namespace dg {
namespace {

using Cells = std::set<std::pair<int, int>>;

Cells cells_of_grid(const qubo::Grid& g, int cols) {
  Cells out;
  for (std::size_t i = 0; i < g.size(); ++i)
    if (g[i]) out.insert({static_cast<int>(i) / cols, static_cast<int>(i) % cols});
  return out;
}

void require_ground_states_are_answers(const char* json, bool reduce) {
  INFO(json << (reduce ? " (reduced)" : " (one variable per cell)"));
  auto p = queens::from_json(nlohmann::json::parse(json));
  REQUIRE(p.ok());
  REQUIRE(queens::is_general(*p));
  const auto d = qubo::queens::describe(*p);
  const auto e = qubo::queens::encode(d, {.reduce = reduce});
  REQUIRE(e.model.variables() <= 22);
  const auto count = queens::count_general(*p, 1 << 20);
  REQUIRE(count.complete);
  std::set<Cells> answers;
  for (const auto& s : count.solutions) {
    Cells c;
    for (Cell q : queens::queen_cells(*p, s)) c.insert({q.row, q.col});
    answers.insert(c);
  }
  const auto ground = qubo::ground_states(e.model, 1 << 16);
  const double target = count.optimum >= 0 ? -static_cast<double>(count.optimum) : 0.0;
  if (answers.empty()) {
    CHECK(ground.energy > 0);
    return;
  }
  CHECK(ground.energy == target);
  std::set<Cells> found;
  for (const auto& x : ground.states) found.insert(cells_of_grid(qubo::decode(e, x), p->cols));
  CHECK(ground.count == answers.size());
  CHECK(found == answers);
}

}  // namespace

TEST_CASE("general qubo: ground states are the solutions or optimal placements",
          "[qubo][general]") {
  const char* boards[] = {
      // Coloured Chess Piece Problem: queens, one per row-region (4-queens: 2 solutions).
      R"({"game":"queens","size":4,"regions":[[0,0,0,0],[1,1,1,1],[2,2,2,2],[3,3,3,3]],
          "lines":false,"attack":"queen"})",
      // Knights, one per region, no lines, a given piece.
      R"({"game":"queens","size":4,"regions":[[0,0,1,1],[0,0,1,1],[2,2,3,3],[2,2,3,3]],
          "lines":false,"attack":"knight","givens":[[0,0]]})",
      // Mixed pieces with a hole.
      R"({"game":"queens","size":4,"regions":[[0,0,1,1],[0,-1,1,1],[2,2,3,3],[2,2,3,3]],
          "lines":false,"pieces":["KNBR","Q.LK","NNBB","RQKL"]})",
      // An offsets pattern (a one-step rider down and a leap).
      R"({"game":"queens","size":4,"regions":[[0,0,0,0],[1,1,1,1],[2,2,2,2],[3,3,3,3]],
          "lines":false,"attack":[[1,0,0],[1,1],[0,1,0]]})",
      // Soft regions on 4-queens: rows and columns exact, each 2x2 block 0 or 1.
      R"({"game":"queens","size":4,"regions":[[0,0,1,1],[0,0,1,1],[2,2,3,3],[2,2,3,3]],
          "diagonals":"full","region_counts":[[0,1],[0,1],[0,1],[0,1]]})",
      // q or q+1 on lines and regions, kings.
      R"({"game":"queens","size":4,"regions":[[0,0,1,1],[0,0,1,1],[2,2,3,3],[2,2,3,3]],
          "row_counts":[[1,2],[0,1],[1,2],[0,1]],"col_counts":[1,[0,1],1,[0,1]]})",
      // An overlapping extra unit on a LinkedIn-like board.
      R"({"game":"queens","size":4,"regions":[[0,0,1,1],[0,2,2,1],[0,2,3,3],[0,3,3,3]],
          "diagonals":"full","units":[{"cells":[[0,0],[1,1],[2,2],[3,3],[0,1]],"count":[0,1]}]})",
      // Max Chess Pieces: kings (4 at the optimum, 79 placements), queens (2 on 3x3, 8 ways).
      R"({"game":"queens","size":4,"lines":false,"attack":"king","maximize":true})",
      R"({"game":"queens","size":3,"lines":false,"attack":"queen","maximize":true})",
      // Weighted, with a unit that must hold a piece.
      R"({"game":"queens","size":3,"lines":false,"attack":"king","maximize":true,
          "weights":[[1,2,1],[2,5,2],[1,2,3]],"units":[{"cells":[[0,0],[0,1]],"count":1}]})",
      // No valid placement at all: every state must be above 0.
      R"({"game":"queens","rows":1,"cols":3,"lines":false,"attack":"king",
          "units":[{"cells":[[0,0]],"count":1},{"cells":[[0,1]],"count":1}]})",
  };
  for (const char* json : boards)
    for (const bool reduce : {true, false}) require_ground_states_are_answers(json, reduce);
}

TEST_CASE("general qubo: wide ranges take thermometer slack bits, one state per board",
          "[qubo][general]") {
  const char* boards[] = {
      R"({"game":"queens","size":3,"lines":false,"attack":"king",
          "units":[{"cells":[[0,0],[0,2],[2,0],[2,2],[1,1]],"count":[1,3]}]})",
      R"({"game":"queens","size":3,"lines":false,"attack":"knight",
          "region_counts":[[0,4],[1,3]],"regions":[[0,0,0],[1,1,1],[1,0,1]]})",
      R"({"game":"queens","size":3,"lines":false,"attack":"king","maximize":true,
          "units":[{"cells":[[0,0],[0,1],[0,2],[1,0]],"count":[0,2]}]})",
  };
  for (const char* json : boards)
    for (const bool reduce : {true, false}) require_ground_states_are_answers(json, reduce);
}

}  // namespace dg

TEST_CASE("general qubo: a ground state with one piece per row reads back as cells",
          "[qubo][general]") {
  // A general board's model reads only the [[r, c], ...] form: the decoder must not write the
  // per-row column list even when every row holds one piece (here after the givens' reduction,
  // small enough for the exact check of `qubo --check`).
  const nlohmann::json puzzle = nlohmann::json::parse(
      R"({"game":"queens","size":5,"regions":[[0,0,0,0,0],[1,1,1,1,1],[2,2,2,2,2],[3,3,3,3,3],
          [4,4,4,4,4]],"lines":false,"attack":"queen","torus":true,"givens":[[0,0],[1,2]]})");
  const dg::qubo::QuboGame* game = dg::qubo::find_qubo_game("queens");
  REQUIRE(game);
  auto e = game->encode(puzzle, {});
  REQUIRE(e.ok());
  const auto ground = dg::qubo::ground_states(e->model, 16);
  REQUIRE(ground.count == 1);
  auto solution = game->solution_of(*e, dg::qubo::decode(*e, ground.states[0]));
  REQUIRE(solution.ok());
  CHECK(solution->dump() == "[[0,0],[1,2],[2,4],[3,1],[4,3]]");
  auto p = dg::queens::from_json(puzzle);
  REQUIRE(p.ok());
  auto read = dg::queens::solution_from_json(*p, *solution);
  REQUIRE(read.ok());
  CHECK(dg::queens::check_solution(*p, *read).ok());
}
