// Shared checks of a QUBO encoding against the exact counter: solutions at energy 0, flips above
// it, and (small models) the zero-energy states exactly the solutions.
#pragma once

#include <algorithm>
#include <string>

#include <catch2/catch.hpp>

#include "qubo/common/exact.hpp"
#include "qubo/common/games.hpp"
#include "tests/unit/common/corpus.hpp"

namespace dg::test {

inline const PuzzleEntry& corpus_entry(const std::vector<PuzzleEntry>& all, const std::string& id) {
  auto it = std::find_if(all.begin(), all.end(), [&](const PuzzleEntry& e) { return e.id == id; });
  REQUIRE(it != all.end());
  REQUIRE(it->puzzle);
  return *it;
}

inline qubo::Encoding encoding_of(const PuzzleEntry& e, qubo::EncodeOptions options = {}) {
  const auto* game = qubo::find_qubo_game(e.puzzle->game());
  REQUIRE(game);
  auto enc = game->encode(e.puzzle->to_json(), options);
  REQUIRE(enc.ok());
  return *enc;
}

// Every solution the counter finds has energy 0 and every single-bit flip of it energy > 0.
inline void require_solutions_at_zero(const PuzzleEntry& e, const qubo::Encoding& enc) {
  const auto* game = qubo::find_qubo_game(e.puzzle->game());
  const auto count = e.puzzle->count(64, Budget{});
  for (const auto& s : count.solutions) {
    auto grid = game->grid_of(enc, s);
    REQUIRE(grid.ok());
    auto x = qubo::state_of(enc, *grid);
    REQUIRE(qubo::decode(enc, x) == *grid);
    REQUIRE(qubo::energy(enc.model, x) == 0);
    for (auto& bit : x) {
      bit ^= 1;
      CHECK(qubo::energy(enc.model, x) > 0);
      bit ^= 1;
    }
  }
}

// The zero-energy states are exactly the solutions: as many, each a valid solution; no solution
// means a minimum above 0.
inline void require_ground_states_are_solutions(const PuzzleEntry& e, const qubo::Encoding& enc) {
  const auto* game = qubo::find_qubo_game(e.puzzle->game());
  REQUIRE(enc.model.variables() <= 25);  // 2^25 states: a fraction of a second
  const auto count = e.puzzle->count(100'000, Budget{});
  REQUIRE(count.complete);
  REQUIRE(count.count < 100'000);
  const auto ground = qubo::ground_states(enc.model);
  if (count.count == 0) {
    CHECK(ground.energy > 0);
    return;
  }
  CHECK(ground.energy == 0);
  CHECK(ground.count == static_cast<std::uint64_t>(count.count));
  for (const auto& x : ground.states) {
    auto s = game->solution_of(enc, qubo::decode(enc, x));
    REQUIRE(s.ok());
    CHECK(e.puzzle->check(*s).ok());
  }
}

}  // namespace dg::test
