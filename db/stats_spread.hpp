// The difficulty-score spread of `stats`, gathered inside SQLite: an aggregate SQL function
// collects one group's scores (its GROUP BY rows) and hands them back to C++ whole, so that every
// quantile is exact (dg::db::quantile over the sorted scores) without a row of the store passing
// through the caller. Registered per statement run, on the connection the stats are read through.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "db/common/sqlite.hpp"
#include "db/stats.hpp"
#include "grader/common/difficulty.hpp"

namespace dg::db {

// The scores of one group, and the counts the reports give beside them.
struct GroupScores {
  std::vector<double> scores, technique_values, minutes;
  std::array<int, kBandNames.size()> bands{};
  std::array<int, kTechniqueNames.size()> techniques{};
  int unscored = 0;
  std::string first_date, last_date;  // of a weekday group: the dates it counts
  // Adds `other`'s puzzles (two stored variants that make one group).
  void merge(GroupScores&& other);
};

// While it lives, `db` has the aggregate dg_scores(difficulty, band, technique_level, technique,
// minutes) over grades' columns, which moves its group's GroupScores to the end of `out` and
// returns its index there, and dg_weekday(date) (0 = Monday .. 6; NULL for a text that is not a
// YYYY-MM-DD date). Only SQL the program itself runs may call them (not a view or trigger).
class StatsFunctions {
 public:
  StatsFunctions(Connection& db, std::vector<GroupScores>& out);
  ~StatsFunctions();
  StatsFunctions(const StatsFunctions&) = delete;
  StatsFunctions& operator=(const StatsFunctions&) = delete;

 private:
  Connection& db_;
};

// The spread of one group's scores: quantiles (Stats::ScoreSpread), counts and the sorted scores.
// Leaves the group's identity (game, variant, size, source, weekday) to the caller.
Stats::ScoreSpread spread_of(GroupScores& g);

}  // namespace dg::db
