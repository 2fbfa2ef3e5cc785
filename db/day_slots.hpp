// A day's slots of one game (issue 39, E5). A day holds one slot per publication series: LinkedIn
// Queens and a Star Battle 2★ side by side on a Sunday are two slots of the game "queens"
// (daily.slot 0 and 1), each numbered in its own series, and the store refuses a second slot of
// one series on one day (a unique index on daily(date, series), schema version 9).
//
// A curve may therefore give a game several entries on one weekday. Which entry a stored slot
// stands for is not kept as a key (curves change between fills), so it is claimed anew each time
// (claim_slots): first by the curve entry the slot was filled for (daily.spec), then by the entry
// its puzzle fits (board and variant), then in slot order; so a day filled before its curve gained
// a second entry keeps its slot for the first, and the second entry gets a slot of its own.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "db/daily.hpp"
#include "db/store.hpp"

namespace dg::db {

// One stored slot of a game on a day.
struct SlotRow {
  int slot = 0;
  std::int64_t puzzle = 0;
  std::string spec;     // the curve entry it was filled for, as JSON text ("" when not kept)
  std::string series;   // the series its number counts in
  std::string variant;  // its puzzle's variant ("" when unknown)
  std::int64_t number = 0;
};

// The slots of `game` on `date` (YYYY-MM-DD), in slot order.
std::vector<SlotRow> slots_on(Store& store, const std::string& date, const std::string& game);

// For each of `entries` (one game's curve entries of one day, in curve order), the index in `rows`
// of the slot it stands for, or -1 when it has none yet. Each slot stands for one entry at most.
std::vector<int> claim_slots(Store& store, const std::vector<const DaySpec*>& entries,
                             const std::vector<SlotRow>& rows);

// The first slot number `rows` does not use.
int free_slot(const std::vector<SlotRow>& rows);

// The series `rows` hold, but the one at index `except` (-1: all of them).
std::set<std::string> held_series(const std::vector<SlotRow>& rows, int except = -1);

// Whether `a` and `b`, entries of one game on one weekday of a curve, may stand side by side: the
// game's generator makes more than one series (its variant examples, generators.hpp), and the two
// ask different variants (they differ in a key those examples set besides the board: "stars",
// "torus", "holes", "unique_lines", ...). Otherwise the error, said after "two entries for GAME".
// Puzzles of a range that spans two series ("holes": "0..3") are kept apart when the day is filled.
Expected<void> may_share_day(const DaySpec& a, const DaySpec& b);

// The entries of `game` on `day`'s weekday in `curve`, in curve order.
std::vector<const DaySpec*> entries_of(const Curve& curve, long day, const std::string& game);

}  // namespace dg::db
