// Sudoku as a one-hot QUBO: on seeded sparse 4x4 boards the zero-energy states are exactly the
// solutions (exact minimisation over every state); on every box shape a solution has energy 0,
// each single-bit flip costs exactly 4 (its cell and its three units), the model is the size
// measured, and the givens clamped leave far fewer variables than the unreduced model's n^3.
#include <catch2/catch.hpp>

#include <algorithm>

#include "qubo/common/exact.hpp"
#include "qubo/common/games.hpp"
#include "qubo/sudoku/encode.hpp"
#include "solver/common/document.hpp"
#include "solver/sudoku/counter.hpp"
#include "tests/unit/sudoku/boards.hpp"

namespace sudoku = dg::sudoku;
namespace qubo = dg::qubo;

namespace {

// Generated boards (generator version 1; Solo IDs): 4x4, 6x6 of 2x3 and of 3x2 boxes, 8x8, 9x9 and
// 12x12.
constexpr const char* kBoards[] = {
    "2x2:b1c2a3c1c",
    "2x3:1m2a3_6_6_1a2c2b5b5c3",
    "3x2:1c6c2e3a5_4c4c5b3b6c5",
    "2x4:a1c5b2b4a8c2_6_1a3_5a8f4e6a3a6a8_5c3c4f2_6c",
    "3x3:i6e3_1_7a5_1c6h8a6b4_9_6c3c8_2b9c2b1c8d5_4c9_7_6c2a",
    "3x4:2a11_1j3_9a12e6a7b6_10f3c4e5_7_10a6_5c2_3a12_9a9a11f1e9_5_10_8_1a3d10_1c12_4i6a11b5e12_"
    "9d11d8_4c7d8a2_1a10_6b",
};

sudoku::Puzzle parse(const std::string& text) {
  auto doc = dg::read_document(text + "\n");
  REQUIRE(doc.ok());
  REQUIRE(doc->size() == 1);
  REQUIRE((*doc)[0].puzzle);
  auto p = sudoku::from_json((*doc)[0].puzzle->to_json());
  REQUIRE(p.ok());
  return *p;
}

// The solution's state has energy 0 and every single-bit flip of it energy 4 (its cell's term and
// its three units'; 5 for the variable of an unreduced given, whose own term breaks too).
void require_solution_at_zero(const qubo::Encoding& e, const sudoku::Puzzle& p,
                              const sudoku::Solution& s, bool reduce) {
  const qubo::QuboGame* game = qubo::find_qubo_game("sudoku");
  auto grid = game->grid_of(e, sudoku::solution_to_json(p, s));
  REQUIRE(grid.ok());
  auto x = qubo::state_of(e, *grid);
  REQUIRE(qubo::decode(e, x) == *grid);
  REQUIRE(qubo::energy(e.model, x) == 0);
  auto back = game->solution_of(e, *grid);
  REQUIRE(back.ok());
  CHECK(*back == sudoku::solution_to_json(p, s));
  for (std::size_t v = 0; v < x.size(); ++v) {
    const dg::Cell at = e.variable_cells[v];
    const bool given =
        p.givens[static_cast<std::size_t>(at.row * p.n + at.col / p.n)] == at.col % p.n + 1;
    x[v] ^= 1;
    CHECK(qubo::energy(e.model, x) == (!reduce && given ? 5 : 4));
    x[v] ^= 1;
  }
}

}  // namespace

TEST_CASE("sudoku qubo: on 4x4 boards the ground states are exactly the solutions",
          "[sudoku][qubo]") {
  const qubo::QuboGame* game = qubo::find_qubo_game("sudoku");
  REQUIRE(game);
  int checked = 0, none = 0, several = 0;
  for (std::uint64_t i = 0; i < 400 && checked < 60; ++i) {
    dg::Rng rng(dg::derive_seed(38, i));
    // A few givens of a full grid, sometimes one changed (no solution) or few (several).
    const sudoku::Solution full = dg::test::random_full_grid(rng, 2, 2);
    std::vector<std::uint8_t> givens(16, 0);
    const int want = 3 + rng.below(5);
    for (int k = 0; k < want; ++k) {
      const auto at = static_cast<std::size_t>(rng.below(16));
      givens[at] = full[at];
    }
    if (rng.chance(1, 4))
      givens[static_cast<std::size_t>(rng.below(16))] = static_cast<std::uint8_t>(1 + rng.below(4));
    auto p = sudoku::make_puzzle(2, 2, givens);
    REQUIRE(p.ok());
    auto e = qubo::sudoku::encode(*p);
    REQUIRE(e.ok());
    if (e->model.variables() > 24) continue;  // 2^24 states: a fraction of a second
    INFO("case " << i << ": " << sudoku::to_json(*p).dump());
    ++checked;
    const auto count = sudoku::count_solutions(*p, 10'000);
    REQUIRE(count.complete);
    const auto ground = qubo::ground_states(e->model, 10'000);
    if (count.count == 0) {
      ++none;
      CHECK(ground.energy >= 1);
      continue;
    }
    several += count.count > 1;
    CHECK(ground.energy == 0);
    CHECK(ground.count == static_cast<std::uint64_t>(count.count));
    std::vector<nlohmann::json> decoded;
    for (const auto& x : ground.states) {
      auto sol = game->solution_of(*e, qubo::decode(*e, x));
      REQUIRE(sol.ok());
      auto s = sudoku::solution_from_json(*p, *sol);
      REQUIRE(s.ok());
      CHECK(sudoku::check_solution(*p, *s).ok());
      decoded.push_back(*sol);
    }
    std::sort(decoded.begin(), decoded.end());
    CHECK(std::unique(decoded.begin(), decoded.end()) == decoded.end());
  }
  CHECK(checked >= 40);
  CHECK(none >= 1);
  CHECK(several >= 1);
}

TEST_CASE("sudoku qubo: every box shape's solution is the zero state, reduced or not",
          "[sudoku][qubo]") {
  const qubo::QuboGame* game = qubo::find_qubo_game("sudoku");
  REQUIRE(game);
  for (const char* text : kBoards) {
    INFO(text);
    const sudoku::Puzzle p = parse(text);
    const auto count = sudoku::count_solutions(p, 2);
    REQUIRE(count.count == 1);
    const int n = p.n;
    for (const bool reduce : {true, false}) {
      const qubo::EncodeOptions options{.reduce = reduce};
      auto e = game->encode(sudoku::to_json(p), options);
      REQUIRE(e.ok());
      CHECK(e->rows == n);
      CHECK(e->cols == n * n);
      require_solution_at_zero(*e, p, count.solutions[0], reduce);
      auto size = game->measure(sudoku::to_json(p), options);
      REQUIRE(size.ok());
      CHECK(size->variables == static_cast<std::uint64_t>(e->model.variables()));
      CHECK(size->couplers >= e->model.couplers());
      if (!reduce) CHECK(e->model.variables() == n * n * n);
      if (reduce) CHECK(e->model.variables() < n * n * n / 2);
    }
  }
}

TEST_CASE("sudoku qubo: clashing givens leave no zero-energy state", "[sudoku][qubo]") {
  // Two 1s in row 1 of a 4x4 (the other givens keep the model small enough to minimise).
  auto p = sudoku::from_text("sudoku\n12.1\n3412\n21.3\n4321\n");
  REQUIRE(p.ok());
  auto e = qubo::sudoku::encode(*p);
  REQUIRE(e.ok());
  REQUIRE(e->model.variables() <= qubo::kExactMaxVariables);
  CHECK(qubo::ground_states(e->model).energy >= 1);
}

TEST_CASE("sudoku qubo: solutions and boards that do not fit are errors", "[sudoku][qubo]") {
  const qubo::QuboGame* game = qubo::find_qubo_game("sudoku");
  const sudoku::Puzzle p = parse(kBoards[0]);
  auto e = game->encode(sudoku::to_json(p), {});
  REQUIRE(e.ok());
  CHECK_FALSE(game->grid_of(*e, nlohmann::json::array({"1234"})).ok());
  CHECK_FALSE(game->grid_of(*e, nlohmann::json::array({"1234", "3412", "2143", "431x"})).ok());
  CHECK_FALSE(game->grid_of(*e, nlohmann::json::array({"1234", "3412", "2143", "4315"})).ok());
  qubo::Grid g(static_cast<std::size_t>(e->rows * e->cols), 0);
  auto none = game->solution_of(*e, g);
  REQUIRE_FALSE(none.ok());
  CHECK(none.error() == "A1 holds no digit");
  g[0] = g[1] = 1;
  auto two = game->solution_of(*e, g);
  REQUIRE_FALSE(two.ok());
  CHECK(two.error() == "A1 holds two digits");
}
