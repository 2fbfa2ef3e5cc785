// Statistics queries (see stats.hpp). Output formats live in stats_report.cpp.
#include "db/stats.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <tuple>

#include "db/daily.hpp"
#include "db/date_text.hpp"
#include "db/tier_order.hpp"
#include "generator/common/generators.hpp"
#include "grader/common/graders.hpp"
#include "solver/common/printable.hpp"
#include "solver/common/variant.hpp"

namespace dg::db {

namespace {

// WHERE clause over puzzles p joined with grades g (current grader version), with ?1..?15 bound
// in bind_filter: a parameter left empty/0 disables its condition. The scheduled range asks for
// a daily entry in range (EXISTS, so a puzzle scheduled twice still counts once); ?10..?14 are
// the score filter's (db/score_filter.hpp); ?3 (--source) and ?15 (--where) the source filter's
// (db/source_filter.hpp): a board counts under every file that supplied it.
const std::string kWhere =
    " WHERE g.grader_version = ?1 AND (?2 = '' OR p.game = ?2)"
    " AND (?4 = '' OR g.max_tier = ?4) AND (?5 = 0 OR p.rows = ?5)"
    " AND (?6 = '' OR substr(p.created, 1, 10) >= ?6) AND (?7 = '' OR substr(p.created, 1, 10) <= "
    "?7)"
    " AND ((?8 = '' AND ?9 = '') OR EXISTS (SELECT 1 FROM daily d WHERE d.puzzle_id = p.id"
    " AND (?8 = '' OR d.date >= ?8) AND (?9 = '' OR d.date <= ?9)))" +
    score_condition(10) + source_condition(3, 15) + " AND (?20 = '' OR p.variant = ?20)";

void bind_filter(Statement& st, const StatsFilter& f) {
  st.bind(1, std::string(kGraderVersion)).bind(2, f.game).bind(4, f.tier);
  bind_source(st, 3, 15, f.source, f.where);
  st.bind(5, f.size).bind(6, f.created_from).bind(7, f.created_to);
  st.bind(8, f.scheduled_from).bind(9, f.scheduled_to);
  bind_score(st, 10, f.score);
  st.bind(20, f.variant);
}

// The score groups of one stats group (game and variant): the whole group, each size, each
// source, each weekday of scheduled days, each weekday of archive dates (ScoreSpread's order).
struct GroupKey {
  std::string game;
  bool other_variant = false;  // the plain variant sorts first
  std::string variant;
  int kind = 0;  // 0 all, 1 a size, 2 a source, 3 a scheduled weekday, 4 an archive weekday
  int rows = 0, cols = 0;  // a weekday's index (Monday 0) in cols
  std::string source;
  auto operator<=>(const GroupKey&) const = default;
};

struct GroupScores {
  std::vector<double> scores, techniques_values, minutes;
  std::array<int, kBandNames.size()> bands{};
  std::array<int, kTechniqueNames.size()> techniques{};
  int unscored = 0;
  std::string first_date, last_date;
};

std::size_t band_index(const std::string& band) {
  for (std::size_t i = 0; i < kBandNames.size(); ++i)
    if (kBandNames[i] == band) return i;
  return kBandNames.size();
}

std::size_t technique_index(const std::string& level) {
  for (std::size_t i = 0; i < kTechniqueNames.size(); ++i)
    if (kTechniqueNames[i] == level) return i;
  return kTechniqueNames.size();
}

double median_of(std::vector<double>& values) {
  std::sort(values.begin(), values.end());
  return values.empty() ? 0 : quantile(values, 0.5);
}

Stats::ScoreSpread spread_of(const GroupKey& key, GroupScores& g) {
  Stats::ScoreSpread s;
  s.game = key.game;
  s.variant = key.variant;
  if (key.kind >= 3) {  // a weekday, Monday first: its index sorts in cols
    s.weekday = kWeekdays[static_cast<std::size_t>(key.cols)];
    s.dates = key.kind == 3 ? "scheduled" : "archive";
    s.first_date = g.first_date;
    s.last_date = g.last_date;
  } else {
    s.rows = key.rows;
    s.cols = key.cols;
  }
  s.source = key.source;
  s.scored = static_cast<int>(g.scores.size());
  s.unscored = g.unscored;
  s.bands = g.bands;
  s.techniques = g.techniques;
  s.techniqued = static_cast<int>(g.techniques_values.size());
  s.technique_median = median_of(g.techniques_values);
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

// The variant a row of `game` is grouped under: "" when grouped by game alone, else its variant,
// with a row of no variant (one the game could not read) under the plain one.
std::string group_variant(StatsGrouping grouping, const std::string& game,
                          const std::string& variant) {
  if (grouping == StatsGrouping::game) return "";
  return variant.empty() ? std::string(plain_variant(game)) : variant;
}

// Group order: by game, then the plain variant, then the others by name.
bool group_less(const std::string& game_a, const std::string& variant_a, const std::string& game_b,
                const std::string& variant_b) {
  if (game_a != game_b) return game_a < game_b;
  const bool other_a = !is_plain_variant(variant_a), other_b = !is_plain_variant(variant_b);
  if (other_a != other_b) return other_b;
  return variant_a < variant_b;
}

// The filter keys, as options (--key) and compare terms (key=value), with their fields.
struct DateKey {
  const char* key;
  std::string StatsFilter::*field;
};
constexpr DateKey kDateKeys[] = {{"created-from", &StatsFilter::created_from},
                                 {"created-to", &StatsFilter::created_to},
                                 {"scheduled-from", &StatsFilter::scheduled_from},
                                 {"scheduled-to", &StatsFilter::scheduled_to}};

}  // namespace

std::string group_name(const std::string& game, const std::string& variant) {
  return variant.empty() || is_plain_variant(variant) ? game : game + ":" + variant;
}

std::string Stats::ScoreSpread::group() const {
  if (rows > 0) return std::to_string(rows) + "x" + std::to_string(cols);
  if (!weekday.empty()) return weekday;
  return source.empty() ? "all" : "source=" + source;
}

std::string Stats::ScoreSpread::dates_note() const {
  if (weekday.empty()) return "";
  return (dates == "scheduled" ? "scheduled days " : "archive dates ") + first_date + ".." +
         last_date;
}

double quantile(const std::vector<double>& sorted, double p) {
  const double h = p * static_cast<double>(sorted.size() - 1);
  const auto lo = static_cast<std::size_t>(std::floor(h));
  if (lo + 1 >= sorted.size()) return sorted.back();
  return sorted[lo] + (h - static_cast<double>(lo)) * (sorted[lo + 1] - sorted[lo]);
}

std::string StatsFilter::label() const {
  std::string out;
  auto add = [&](const char* key, const std::string& v) {
    if (v.empty()) return;
    if (!out.empty()) out += " ";
    out += *key ? std::string(key) + "=" + v : v;  // no key: `v` is labelled already
  };
  add("game", game);
  add("variant", variant);
  add("source", source);
  add("", where_label(where));
  add("tier", tier);
  add("size", size ? std::to_string(size) : "");
  for (const DateKey& d : kDateKeys) add(d.key, this->*d.field);
  add("", score.label());
  return out.empty() ? "all" : out;
}

Expected<void> validate(const StatsFilter& f) {
  if (!f.tier.empty())
    if (auto ok = check_tier(f.game, f.tier); !ok) return Error{"tier: " + ok.error()};
  for (const DateKey& d : kDateKeys) {
    const std::string& v = f.*d.field;
    if (!v.empty() && !is_iso_date(v))
      return make_error(std::string(d.key) + ": expected YYYY-MM-DD, got '" + v + "'");
  }
  if (!f.variant.empty())
    if (auto ok = check_variant(f.game, f.variant); !ok) return Error{"variant: " + ok.error()};
  if (!f.score.band.empty())
    if (auto ok = check_band(f.score.band); !ok) return Error{"band: " + ok.error()};
  if (!f.score.technique.empty())
    if (auto ok = check_technique(f.score.technique); !ok) return Error{"technique: " + ok.error()};
  return {};
}

bool parse_filter_term(const std::string& term, StatsFilter& f, std::string& error) {
  auto eq = term.find('=');
  if (eq == std::string::npos) {
    error = "expected key=value, got \"" + term + "\"";
    return false;
  }
  const std::string key = term.substr(0, eq), value = term.substr(eq + 1);
  for (const DateKey& d : kDateKeys)
    if (key == d.key) {
      f.*d.field = value;
      return true;
    }
  if (key == "game")
    f.game = value;
  else if (key == "variant")
    f.variant = value;
  else if (key == "source")
    f.source = value;
  else if (key == "tier")
    f.tier = value;
  else if (key == "where") {
    if (auto ok = parse_where_term(value, f.where); !ok) {
      error = "where: " + ok.error();
      return false;
    }
  } else if (key == "band")
    f.score.band = value;  // checked by validate, as --band is
  else if (key == "technique")
    f.score.technique = value;  // likewise
  else if (key == "difficulty") {
    if (auto ok = parse_difficulty_range(value, f.score); !ok) {
      error = "difficulty: " + ok.error();
      return false;
    }
  } else if (key == "size") {
    // The whole value must be the number: "7x" is not size 7.
    int size = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), size);
    if (ec != std::errc() || end != value.data() + value.size() || size < 1 || size > 64) {
      error = "size must be a whole number 1..64, got \"" + printable(value) + "\"";
      return false;
    }
    f.size = size;
  } else {
    error =
        "unknown filter key \"" + key +
        "\" (game, variant, source, where, tier, size, created-from, created-to, scheduled-from, "
        "scheduled-to, difficulty, band, technique)";
    return false;
  }
  return true;
}

std::vector<std::string> stored_variants(Store& store, const std::string& game) {
  auto st = store.connection().prepare(
      "SELECT DISTINCT variant FROM puzzles WHERE variant IS NOT NULL AND variant <> '' "
      "AND (?1 = '' OR game = ?1) ORDER BY variant");
  st.bind(1, game);
  std::vector<std::string> out;
  while (st.step()) out.push_back(st.column_text(0));
  return out;
}

Stats compute_stats(Store& store, const StatsFilter& f, StatsGrouping grouping) {
  Connection& db = store.connection();
  Stats s;
  s.label = f.label();
  const std::string from = " FROM puzzles p JOIN grades g ON g.puzzle_id = p.id";
  // Column 1 of every grouped query: the variant, or '' when grouped by game alone.
  const std::string variant = grouping == StatsGrouping::variant ? "coalesce(p.variant, '')" : "''";
  const auto variant_at = [&](Statement& st, int column) {
    return group_variant(grouping, st.column_text(0), st.column_text(column));
  };
  {
    auto st = db.prepare("SELECT count(*), coalesce(avg(g.micros), 0), coalesce(max(g.micros), 0)" +
                         from + kWhere);
    bind_filter(st, f);
    st.step();
    s.puzzles = static_cast<int>(st.column_int(0));
    s.mean_micros = st.column_double(1);
    s.max_micros = st.column_double(2);
  }
  // The graded puzzles of each group (game, variant): the rule shares' denominators.
  std::map<std::pair<std::string, std::string>, int> per_group;
  {
    auto st = db.prepare("SELECT p.game, " + variant +
                         ", g.max_tier, count(*), sum(g.micros), max(g.micros)" + from + kWhere +
                         " GROUP BY 1, 2, 3");
    bind_filter(st, f);
    // Two stored variants may make one group (no variant and the plain one): merged here.
    std::map<std::tuple<std::string, std::string, std::string>, Stats::TierCount> tiers;
    while (st.step()) {
      const std::string game = st.column_text(0), v = variant_at(st, 1), tier = st.column_text(2);
      Stats::TierCount& t = tiers[{game, v, tier}];
      t.game = game;
      t.variant = v;
      t.tier = tier;
      const int n = static_cast<int>(st.column_int(3));
      t.mean_micros = (t.mean_micros * t.count + st.column_double(4)) / (t.count + n);
      t.count += n;
      t.max_micros = std::max(t.max_micros, st.column_double(5));
      per_group[{game, v}] += n;
    }
    for (auto& [key, t] : tiers) s.tiers.push_back(std::move(t));
    std::sort(s.tiers.begin(), s.tiers.end(), [](const auto& a, const auto& b) {
      if (a.game != b.game || a.variant != b.variant)
        return group_less(a.game, a.variant, b.game, b.variant);
      const int ra = tier_rank(a.game, a.tier), rb = tier_rank(b.game, b.tier);
      return ra != rb ? ra < rb : a.tier < b.tier;
    });
  }
  {
    auto st = db.prepare(
        "SELECT p.game, " + variant + ", u.rule, u.tier, count(*), sum(u.hits)" + from +
        " JOIN rule_usage u ON u.puzzle_id = p.id AND u.grader_version = g.grader_version" +
        kWhere + " GROUP BY 1, 2, 3, 4");
    bind_filter(st, f);
    std::map<std::tuple<std::string, std::string, std::string, std::string>, Stats::RuleUse> rules;
    while (st.step()) {
      const std::string game = st.column_text(0), v = variant_at(st, 1);
      Stats::RuleUse& r = rules[{game, v, st.column_text(2), st.column_text(3)}];
      r.game = game;
      r.variant = v;
      r.rule = st.column_text(2);
      r.tier = st.column_text(3);
      r.puzzles += static_cast<int>(st.column_int(4));
      r.hits += st.column_int(5);
    }
    for (auto& [key, r] : rules) {
      const int n = per_group[{r.game, r.variant}];
      r.share = n ? static_cast<double>(r.puzzles) / n : 0;
      r.mean_hits = n ? static_cast<double>(r.hits) / n : 0;
      s.rules.push_back(std::move(r));
    }
    std::sort(s.rules.begin(), s.rules.end(), [](const auto& a, const auto& b) {
      if (a.game != b.game || a.variant != b.variant)
        return group_less(a.game, a.variant, b.game, b.variant);
      const int ra = tier_rank(a.game, a.tier), rb = tier_rank(b.game, b.tier);
      if (ra != rb) return ra < rb;
      return a.puzzles != b.puzzles ? a.puzzles > b.puzzles : a.rule < b.rule;
    });
  }
  {
    auto st = db.prepare("SELECT p.game, " + variant + ", p.rows, p.cols, g.max_tier, count(*)" +
                         from + kWhere + " GROUP BY 1, 2, 3, 4, 5");
    bind_filter(st, f);
    std::map<std::tuple<std::string, std::string, int, int, std::string>, Stats::SizeTier> sizes;
    while (st.step()) {
      const std::string game = st.column_text(0), v = variant_at(st, 1);
      const int rows = static_cast<int>(st.column_int(2)),
                cols = static_cast<int>(st.column_int(3));
      Stats::SizeTier& b = sizes[{game, v, rows, cols, st.column_text(4)}];
      b.game = game;
      b.variant = v;
      b.rows = rows;
      b.cols = cols;
      b.tier = st.column_text(4);
      b.count += static_cast<int>(st.column_int(5));
    }
    for (auto& [key, b] : sizes) s.by_size.push_back(std::move(b));
    std::sort(s.by_size.begin(), s.by_size.end(), [](const auto& a, const auto& b) {
      if (a.game != b.game || a.variant != b.variant)
        return group_less(a.game, a.variant, b.game, b.variant);
      if (a.rows != b.rows) return a.rows < b.rows;
      if (a.cols != b.cols) return a.cols < b.cols;
      const int ra = tier_rank(a.game, a.tier), rb = tier_rank(b.game, b.tier);
      return ra != rb ? ra < rb : a.tier < b.tier;
    });
  }
  {
    // Scores come back one per puzzle and the quantiles are computed here: SQLite has no
    // percentile function, and one pass over a REAL column is cheap next to the GROUP BYs above.
    // A board counts under each source that supplied it, and under the weekday of its scheduled
    // day, or, never scheduled, of its source's "date" key (db/source_filter.hpp).
    auto st = db.prepare("SELECT p.game, " + variant +
                         ", p.rows, p.cols, (SELECT json_group_array(DISTINCT ps.source) FROM "
                         "puzzle_sources ps WHERE ps.puzzle_id = p.id), g.difficulty, g.band, " +
                         scheduled_date_expression() + ", " + source_date_expression(3) +
                         ", g.technique_level, g.technique, g.minutes" + from + kWhere);
    bind_filter(st, f);
    std::map<GroupKey, GroupScores> groups;
    while (st.step()) {
      const std::string game = st.column_text(0), v = variant_at(st, 1);
      const int rows = static_cast<int>(st.column_int(2)),
                cols = static_cast<int>(st.column_int(3));
      const bool scored = !st.column_is_null(5);
      const double score = scored ? st.column_double(5) : 0;
      const std::size_t band = scored ? band_index(st.column_text(6)) : kBandNames.size();
      // Grades stored before the technique level (or the minutes) have none (NULL) until
      // `regrade`.
      const std::size_t technique =
          st.column_is_null(9) ? kTechniqueNames.size() : technique_index(st.column_text(9));
      const GroupKey group{game, !is_plain_variant(v) && !v.empty(), v, 0, 0, 0, ""};
      std::vector<GroupKey> keys{group};
      keys.push_back(group);
      keys.back().kind = 1;
      keys.back().rows = rows;
      keys.back().cols = cols;
      for (const auto& source : nlohmann::json::parse(st.column_text(4))) {
        keys.push_back(group);
        keys.back().kind = 2;
        keys.back().source = source.get<std::string>();
      }
      // The scheduled day, else the archive date: a weekday row counts one kind of date.
      std::string date;
      for (const int column : {7, 8}) {
        if (st.column_is_null(column)) continue;
        if (const auto day = parse_date(st.column_text(column)); day) {
          date = st.column_text(column);
          keys.push_back(group);
          keys.back().kind = column == 7 ? 3 : 4;
          keys.back().cols = weekday_of(*day);
        }
        break;
      }
      for (const GroupKey& key : keys) {
        GroupScores& g = groups[key];
        if (key.kind >= 3) {
          if (g.first_date.empty() || date < g.first_date) g.first_date = date;
          if (date > g.last_date) g.last_date = date;
        }
        if (!scored) {
          ++g.unscored;
          continue;
        }
        g.scores.push_back(score);
        if (band < kBandNames.size()) ++g.bands[band];
        if (technique < kTechniqueNames.size()) ++g.techniques[technique];
        if (!st.column_is_null(10)) g.techniques_values.push_back(st.column_double(10));
        if (!st.column_is_null(11)) g.minutes.push_back(st.column_double(11));
      }
    }
    for (auto& [key, g] : groups) s.scores.push_back(spread_of(key, g));
  }
  return s;
}

}  // namespace dg::db
