// Heuristic-usage analysis over the store: tier mix, how often each rule fired, hits per puzzle,
// tier mix by size, grading time. Computed with SQL over grades/rule_usage of the current grader
// version, so it scales to the whole store.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "db/store.hpp"

namespace dg::db {

struct StatsFilter {
  std::string game;    // empty = all
  std::string source;  // empty = all; "generated" or an imported file name
  std::string tier;    // empty = all
  int size = 0;        // rows (and cols for square boards); 0 = all
  std::string from, to;  // created date range, YYYY-MM-DD inclusive; empty = open
  std::string label() const;
};

struct Stats {
  std::string label;
  int puzzles = 0;  // graded puzzles matching the filter
  struct TierCount {
    std::string game, tier;
    int count = 0;
  };
  std::vector<TierCount> tiers;
  struct RuleUse {
    std::string game, rule, tier;
    int puzzles = 0;      // puzzles in which the rule fired
    long long hits = 0;   // total hits
    double share = 0;     // puzzles / graded puzzles of that game
    double mean_hits = 0; // hits per puzzle of that game
  };
  std::vector<RuleUse> rules;
  struct SizeTier {
    std::string game;
    int rows = 0, cols = 0;
    std::string tier;
    int count = 0;
  };
  std::vector<SizeTier> by_size;
  double mean_micros = 0, max_micros = 0;
};

Stats compute_stats(Store& store, const StatsFilter& filter);

// Parses "key=value" (game, source, tier, size, from, to) into a filter; false on an unknown key.
bool parse_filter_term(const std::string& term, StatsFilter& filter, std::string& error);

nlohmann::json stats_json(const std::vector<Stats>& sets);
std::string stats_table(const std::vector<Stats>& sets);
std::string stats_csv(const std::vector<Stats>& sets);
// A self-contained HTML page with inline SVG charts: tier mix as stacked bars per size, rule usage
// as horizontal bars per tier, one column per compared set.
std::string stats_html(const std::vector<Stats>& sets);

}  // namespace dg::db
