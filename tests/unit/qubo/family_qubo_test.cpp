// The Queens family as a QUBO: every option (stars, per-line counts, holes, given queens, whole
// diagonals, torus) has its zero-energy states exactly the counter's solutions on small boards,
// and a LinkedIn board keeps the LinkedIn terms.
#include <string>

#include <catch2/catch.hpp>

#include "qubo/queens/description.hpp"
#include "solver/common/document.hpp"
#include "tests/unit/qubo/qubo_check.hpp"

namespace dg {
namespace {

PuzzleEntry entry_of(const std::string& json) {
  auto entries = read_document(json);
  REQUIRE(entries.ok());
  REQUIRE(entries->size() == 1);
  REQUIRE(entries->front().puzzle);
  return std::move(entries->front());
}

}  // namespace

TEST_CASE("queens family qubo: ground states are the solutions for every option", "[qubo]") {
  const char* boards[] = {
      // Classical 5-queens (10 solutions) and 4-queens (2), no regions.
      R"({"game":"queens","size":5,"diagonals":"full"})",
      R"({"game":"queens","size":4,"diagonals":"full"})",
      // Toroidal 5-queens: whole diagonals wrap around (10 solutions).
      R"({"game":"queens","size":5,"diagonals":"full","torus":true})",
      // Two queens in some rows and regions: three 4x2 blocks on a 4x6 board.
      R"({"game":"queens","rows":4,"cols":6,"regions":[[0,0,1,1,2,2],[0,0,1,1,2,2],
          [0,0,1,1,2,2],[0,0,1,1,2,2]],"row_counts":[2,1,2,1],"col_counts":[1,1,1,1,1,1],
          "region_counts":[2,2,2]})",
      // Per-line counts on a rectangle with a hole and a given queen.
      R"({"game":"queens","rows":3,"cols":5,"regions":[[0,0,1,1,-1],[0,0,1,1,1],[2,2,2,1,1]],
          "row_counts":[1,1,1],"col_counts":[1,0,1,0,1],"region_counts":[1,1,1],"givens":[[0,0]]})",
      // King adjacency wrapping around a 5x5 torus, rows as regions.
      R"({"game":"queens","size":5,"torus":true,"regions":[[0,0,0,0,0],[1,1,1,1,1],[2,2,2,2,2],
          [3,3,3,3,3],[4,4,4,4,4]]})",
  };
  for (const char* json : boards) {
    INFO(json);
    const PuzzleEntry e = entry_of(json);
    test::require_ground_states_are_solutions(e, test::encoding_of(e));
    test::require_ground_states_are_solutions(e, test::encoding_of(e, {.reduce = false}));
    test::require_solutions_at_zero(e, test::encoding_of(e));
  }
}

TEST_CASE("queens family qubo: a 2-star Star Battle's solution has energy 0, its flips more",
          "[qubo]") {
  auto text =
      read_file_text(std::string(DG_SOURCE_DIR) + "/tests/cli/cases/queens_star_battle.txt");
  REQUIRE(text.ok());
  auto entries = read_document(*text);
  REQUIRE(entries.ok());
  REQUIRE(entries->front().puzzle);
  const PuzzleEntry& e = entries->front();
  const auto count = e.puzzle->count(2, Budget{});
  REQUIRE(count.count == 1);  // the board is unique, so energy 0 is reached exactly once
  test::require_solutions_at_zero(e, test::encoding_of(e));
  const auto d = qubo::queens::describe(*queens::from_json(e.puzzle->to_json()));
  for (const auto& unit : d.units) CHECK(unit.count == 2);
}

}  // namespace dg
