// Heuristic-usage analysis over the store: tier mix, how often each rule fired, hits per puzzle,
// tier mix by size, grading time, and the spread of the difficulty score. Computed with SQL over
// grades/rule_usage of the current grader version, so it scales to the whole store.
#pragma once

#include <array>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "db/score_filter.hpp"
#include "db/source_filter.hpp"
#include "db/store.hpp"
#include "grader/common/difficulty.hpp"
#include "solver/common/expected.hpp"

namespace dg::db {

// The date filters have the same names in `stats` and `export` (options --created-from ...,
// compare terms created-from=...): "created" is the day a puzzle entered the store, "scheduled"
// the day of a daily set it is in.
struct StatsFilter {
  std::string game;                          // empty = all
  std::string variant;                       // empty = all; "stars2", "linkedin", "torus", ...
  std::string source;                        // empty = all; "generated" or an imported file name
  WhereTerms where;                          // source metadata terms (db/source_filter.hpp)
  std::string tier;                          // empty = all
  int size = 0;                              // rows (and cols for square boards); 0 = all
  std::string created_from, created_to;      // YYYY-MM-DD inclusive; empty = open
  std::string scheduled_from, scheduled_to;  // set: puzzles in a daily set in that range only
  ScoreFilter score;                         // difficulty range and band (db/score_filter.hpp)
  std::string label() const;
};

// The variants of the stored puzzles (of `game` when not empty), in name order: the sets of a
// bare `stats --compare variant`.
std::vector<std::string> stored_variants(Store& store, const std::string& game);

// Ok when every set field makes sense: a tier of the game (of some game when no game is given),
// dates of the form YYYY-MM-DD. The error names the option's key.
Expected<void> validate(const StatsFilter& filter);

// How stats groups the puzzles of a set: by game and variant (the default: a Star Battle apart from
// LinkedIn Queens, a Tango with unique lines apart from plain Tango), or by game alone.
enum class StatsGrouping { variant, game };

// The name a group of the statistics goes by: the game's for its plain variant ("queens" for
// "linkedin") and when grouped by game alone (`variant` empty), else "game:variant"
// ("queens:stars2").
std::string group_name(const std::string& game, const std::string& variant);

struct Stats {
  std::string label;
  int puzzles = 0;  // graded puzzles matching the filter
  // Every row below is of one group: its game and, grouped by variant, the variant ("" when grouped
  // by game alone).
  struct TierCount {
    std::string game, variant, tier;
    int count = 0;
    double mean_micros = 0, max_micros = 0;  // grading time of these puzzles
  };
  std::vector<TierCount> tiers;
  struct RuleUse {
    std::string game, variant, rule, tier;
    int puzzles = 0;       // puzzles in which the rule fired
    long long hits = 0;    // total hits
    double share = 0;      // puzzles / graded puzzles of that group
    double mean_hits = 0;  // hits per puzzle of that group
  };
  std::vector<RuleUse> rules;
  struct SizeTier {
    std::string game, variant;
    int rows = 0, cols = 0;
    std::string tier;
    int count = 0;
  };
  std::vector<SizeTier> by_size;
  // The difficulty score's distribution over one group of puzzles of a game: all of them, one
  // board size, or one source. Quantiles interpolate linearly between the sorted scores (so the
  // median of 1, 2, 3, 4 is 2.5) and are meaningful only when scored > 0.
  struct ScoreSpread {
    std::string game, variant;
    int rows = 0, cols = 0;  // set: the group is this board size
    std::string source;      // set: the group is this source
    // set: the group is this weekday ("monday") of the dates named by `dates`: "scheduled" (the
    // daily set's date of a scheduled puzzle) or "archive" (its source's "date" key, for a puzzle
    // never scheduled; db/source_filter.hpp), from first_date to last_date (YYYY-MM-DD)
    std::string weekday, dates, first_date, last_date;
    int scored = 0;
    int unscored = 0;  // graded but without a score: the rules do not solve them
    double min = 0, p10 = 0, p25 = 0, median = 0, p75 = 0, p90 = 0, max = 0;
    std::array<int, kBandNames.size()> bands{};  // scored puzzles per band, in kBandNames order
    // scored puzzles per technique level, in kTechniqueNames order (grades stored before the
    // level existed count in none until `regrade`)
    std::array<int, kTechniqueNames.size()> techniques{};
    // The median technique value and the predicted minutes (median, p90) of the scored puzzles
    // that have them (`techniqued` and `timed` of them: grades stored before grader versions 3
    // and 4 have none until `regrade`).
    int techniqued = 0, timed = 0;
    double technique_median = 0, minutes_median = 0, minutes_p90 = 0;
    std::vector<double> values;  // the scores, ascending (the HTML report's axis and outliers)
    std::string group() const;   // "all", "8x8", "source=NAME" or "monday"
    // Which dates a weekday group counts: "scheduled days 2026-12-07..2026-12-28" or "archive
    // dates 2024-05-06..2025-11-24"; "" for other groups.
    std::string dates_note() const;
  };
  std::vector<ScoreSpread> scores;
  double mean_micros = 0, max_micros = 0;
};

// The statistics of the puzzles that match `filter`, in groups (`grouping`): every list is by
// game, then variant (the plain one first, then by name), then in difficulty order: tiers by tier
// rank (db/tier_order.hpp), sizes by rows, cols then tier rank, rules by the rank of the rule's
// tier, then most used first; score spreads by the whole group, its sizes (rows, cols), its
// sources (by name; a board supplied by several files counts under each), the weekdays of its
// scheduled days and then those of its archive dates (Monday first; a puzzle never scheduled and
// without a source date is in none).
Stats compute_stats(Store& store, const StatsFilter& filter,
                    StatsGrouping grouping = StatsGrouping::variant);

// The quantile `p` (0..1) of `sorted` (ascending, not empty), interpolating linearly between
// neighbouring values.
double quantile(const std::vector<double>& sorted, double p);

// Parses "key=value" (game, source, where (where=KEY=VALUE), tier, size, created-from, created-to,
// scheduled-from, scheduled-to, difficulty, band) into a filter; false on an unknown key or a size
// or difficulty range that does not read.
bool parse_filter_term(const std::string& term, StatsFilter& filter, std::string& error);

nlohmann::json stats_json(const std::vector<Stats>& sets);
std::string stats_table(const std::vector<Stats>& sets);
std::string stats_csv(const std::vector<Stats>& sets);
// A self-contained HTML page with inline SVG charts: per game, tier mix as stacked bars per size
// and rule usage as horizontal bars, each with one bar per compared set (keyed A, B, ...), and
// a tier table with counts, shares and grading time per set; and the difficulty score's spread
// per size and source as quantile strips on the game's band scale, beside each group's band mix.
std::string stats_html(const std::vector<Stats>& sets);

}  // namespace dg::db
