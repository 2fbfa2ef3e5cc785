// The score spread's SQL functions (see stats_spread.hpp).
#include "db/stats_spread.hpp"

#include <algorithm>
#include <memory>

#include <sqlite3.h>

#include "db/common/aggregate_group.hpp"
#include "db/daily.hpp"

namespace dg::db {

namespace {

std::size_t band_index(std::string_view band) {
  for (std::size_t i = 0; i < kBandNames.size(); ++i)
    if (kBandNames[i] == band) return i;
  return kBandNames.size();
}

std::size_t technique_index(std::string_view level) {
  for (std::size_t i = 0; i < kTechniqueNames.size(); ++i)
    if (kTechniqueNames[i] == level) return i;
  return kTechniqueNames.size();
}

std::string_view text_of(sqlite3_value* v) {
  const auto* text = reinterpret_cast<const char*>(sqlite3_value_text(v));
  return text ? std::string_view(text, static_cast<std::size_t>(sqlite3_value_bytes(v)))
              : std::string_view();
}

bool is_null(sqlite3_value* v) {
  return sqlite3_value_type(v) == SQLITE_NULL;
}

// dg_scores(difficulty, band, technique_level, technique, minutes): a grade without a score only
// counts as unscored; grades stored before the technique level or the minutes existed have NULL
// there (until `regrade`) and count in none of those.
void scores_step(sqlite3_context* ctx, int, sqlite3_value** argv) try {
  GroupScores*& g = aggregate_group<GroupScores>(ctx);
  if (!g) g = new GroupScores;
  if (is_null(argv[0])) {
    ++g->unscored;
    return;
  }
  g->scores.push_back(sqlite3_value_double(argv[0]));
  if (const std::size_t band = band_index(text_of(argv[1])); band < kBandNames.size())
    ++g->bands[band];
  if (!is_null(argv[2]))
    if (const std::size_t level = technique_index(text_of(argv[2])); level < kTechniqueNames.size())
      ++g->techniques[level];
  if (!is_null(argv[3])) g->technique_values.push_back(sqlite3_value_double(argv[3]));
  if (!is_null(argv[4])) g->minutes.push_back(sqlite3_value_double(argv[4]));
} catch (const std::bad_alloc&) {
  sqlite3_result_error_nomem(ctx);
}

void weekday(sqlite3_context* ctx, int, sqlite3_value** argv) {
  if (is_null(argv[0])) return sqlite3_result_null(ctx);
  const auto day = parse_date(std::string(text_of(argv[0])));
  if (!day) return sqlite3_result_null(ctx);
  sqlite3_result_int(ctx, weekday_of(*day));
}

double median_of(std::vector<double>& values) {
  std::sort(values.begin(), values.end());
  return values.empty() ? 0 : quantile(values, 0.5);
}

}  // namespace

void GroupScores::merge(GroupScores&& other) {
  scores.insert(scores.end(), other.scores.begin(), other.scores.end());
  technique_values.insert(technique_values.end(), other.technique_values.begin(),
                          other.technique_values.end());
  minutes.insert(minutes.end(), other.minutes.begin(), other.minutes.end());
  for (std::size_t i = 0; i < bands.size(); ++i) bands[i] += other.bands[i];
  for (std::size_t i = 0; i < techniques.size(); ++i) techniques[i] += other.techniques[i];
  unscored += other.unscored;
  if (first_date.empty() || (!other.first_date.empty() && other.first_date < first_date))
    first_date = std::move(other.first_date);
  if (other.last_date > last_date) last_date = std::move(other.last_date);
}

StatsFunctions::StatsFunctions(Connection& db, std::vector<GroupScores>& out) : db_(db) {
  const int flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_DIRECTONLY;
  if (sqlite3_create_function(db.handle(), "dg_scores", 5, flags, &out, nullptr, scores_step,
                              hand_over_group<GroupScores>) != SQLITE_OK ||
      sqlite3_create_function(db.handle(), "dg_weekday", 1, flags, nullptr, weekday, nullptr,
                              nullptr) != SQLITE_OK)
    throw DbError(std::string("cannot register the stats functions: ") +
                  sqlite3_errmsg(db.handle()));
}

// Removed again: dg_scores holds the address of a vector that goes with the caller.
StatsFunctions::~StatsFunctions() {
  sqlite3_create_function(db_.handle(), "dg_scores", 5, SQLITE_UTF8, nullptr, nullptr, nullptr,
                          nullptr);
  sqlite3_create_function(db_.handle(), "dg_weekday", 1, SQLITE_UTF8, nullptr, nullptr, nullptr,
                          nullptr);
}

Stats::ScoreSpread spread_of(GroupScores& g) {
  Stats::ScoreSpread s;
  s.first_date = g.first_date;
  s.last_date = g.last_date;
  s.scored = static_cast<int>(g.scores.size());
  s.unscored = g.unscored;
  s.bands = g.bands;
  s.techniques = g.techniques;
  s.techniqued = static_cast<int>(g.technique_values.size());
  s.technique_median = median_of(g.technique_values);
  s.timed = static_cast<int>(g.minutes.size());
  s.minutes_median = median_of(g.minutes);
  s.minutes_p90 = g.minutes.empty() ? 0 : quantile(g.minutes, 0.9);
  if (g.scores.empty()) return s;
  std::sort(g.scores.begin(), g.scores.end());
  s.min = g.scores.front();
  s.p10 = quantile(g.scores, 0.10);
  s.p25 = quantile(g.scores, 0.25);
  s.median = quantile(g.scores, 0.50);
  s.p75 = quantile(g.scores, 0.75);
  s.p90 = quantile(g.scores, 0.90);
  s.max = g.scores.back();
  s.values = std::move(g.scores);
  return s;
}

}  // namespace dg::db
