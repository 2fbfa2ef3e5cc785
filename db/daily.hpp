// Daily puzzle sets: a schedule (date, game, slot) -> puzzle filled from the store along a
// difficulty curve, generating what the store lacks. A puzzle is never scheduled twice, and days
// already scheduled stay as they are, so filling is idempotent.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "db/store.hpp"
#include "solver/common/expected.hpp"

namespace dg::db {

// What one game should be on one weekday.
struct DaySpec {
  std::string game;
  int rows = 0, cols = 0;
  std::string tier;  // a tier name of the game's grader, or "any"
};

// Index 0 is Monday. JSON form: {"monday": [{"game":"queens","size":7,"tier":"basic"}, ...], ...}
// ("size" for square boards, or "rows"/"cols").
struct Curve {
  std::array<std::vector<DaySpec>, 7> by_weekday;
};

// The real weekly pattern: Monday easiest, weekend hardest; Queens 7x7 early in the week growing
// to 9x9 at the weekend, Zip 6x6 growing to 8x8, Tango 6x6 throughout.
Curve default_curve();
Expected<Curve> parse_curve(const nlohmann::json& j);
nlohmann::json curve_to_json(const Curve& c);

// "YYYY-MM-DD" -> days since 1970-01-01, or error.
Expected<long> parse_date(const std::string& text);
std::string format_date(long days);

struct DailySummary {
  int kept = 0;        // slots already scheduled
  int scheduled = 0;   // slots filled now
  int generated = 0;   // puzzles generated (and stored) to fill them
  std::vector<std::string> missing;  // "2026-12-01 zip 6x6 basic: ..." for slots left empty
};

// Fills `days` days from `from` for `games` along `curve`. Generation uses the game's entry of
// the generator table with seed derive_seed(seed, day * 8 + game index), `jobs` threads.
DailySummary fill_daily(Store& store, const Curve& curve, long from, int days,
                        const std::vector<std::string>& games, std::uint64_t seed, int jobs);

// The puzzles scheduled on `date`: {"puzzles":[...]} as export_puzzles writes them.
nlohmann::json daily_puzzles(Store& store, const std::string& date);

}  // namespace dg::db
