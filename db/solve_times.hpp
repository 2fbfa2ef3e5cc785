// Players' solve times in the store (table solve_times, docs/schema.md), as the difficulty model
// is fitted to them. `dailygrid times import` stores them (db/times_import.hpp); this header is
// the reader.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/store.hpp"

namespace dg::db {

// One stored solve.
struct SolveTime {
  std::int64_t puzzle_id = 0;       // the puzzle's store id (puzzles.id)
  std::string game;                 // its game: "queens", "tango", "zip", "tents"
  std::string player;               // the player's name as the file gave it
  double seconds = 0;               // from the first move to solved; always > 0
  std::optional<std::string> date;  // the day of the solve, YYYY-MM-DD, when the file gave it
  std::optional<int> hints;         // hints used (>= 0), when the file gave them
};

// Every stored solve time, ordered by puzzle id, player, then the order they were stored in; with
// `game` non-empty, only that game's. Throws DbError on a store that cannot be read.
std::vector<SolveTime> read_solve_times(Store& store, const std::string& game = "");

}  // namespace dg::db
