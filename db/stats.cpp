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

// The score groups of one game: the whole game, each size, each source, each weekday
// (ScoreSpread's order). Kind 0 all, 1 a size, 2 a source, 3 a weekday (its index in cols).
using GroupKey =
    std::tuple<std::string, int, int, int, std::string>;  // game, kind, rows, cols, source

struct GroupScores {
  std::vector<double> scores;
  std::array<int, kBandNames.size()> bands{};
  std::array<int, kTechniqueNames.size()> techniques{};
  int unscored = 0;
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

Stats::ScoreSpread spread_of(const GroupKey& key, GroupScores& g) {
  Stats::ScoreSpread s;
  s.game = std::get<0>(key);
  if (std::get<1>(key) == 3) {  // a weekday, Monday first: its index sorts in cols
    s.weekday = kWeekdays[std::get<3>(key)];
  } else {
    s.rows = std::get<2>(key);
    s.cols = std::get<3>(key);
  }
  s.source = std::get<4>(key);
  s.scored = static_cast<int>(g.scores.size());
  s.unscored = g.unscored;
  s.bands = g.bands;
  s.techniques = g.techniques;
  if (g.scores.empty()) return s;
  std::sort(g.scores.begin(), g.scores.end());
  s.min = g.scores.front();
  s.p10 = quantile(g.scores, 0.10);
  s.p25 = quantile(g.scores, 0.25);
  s.median = quantile(g.scores, 0.50);
  s.p75 = quantile(g.scores, 0.75);
  s.p90 = quantile(g.scores, 0.90);
  s.max = g.scores.back();
  return s;
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

std::string Stats::ScoreSpread::group() const {
  if (rows > 0) return std::to_string(rows) + "x" + std::to_string(cols);
  if (!weekday.empty()) return weekday;
  return source.empty() ? "all" : "source=" + source;
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

Stats compute_stats(Store& store, const StatsFilter& f) {
  Connection& db = store.connection();
  Stats s;
  s.label = f.label();
  const std::string from = " FROM puzzles p JOIN grades g ON g.puzzle_id = p.id";
  {
    auto st = db.prepare("SELECT count(*), coalesce(avg(g.micros), 0), coalesce(max(g.micros), 0)" +
                         from + kWhere);
    bind_filter(st, f);
    st.step();
    s.puzzles = static_cast<int>(st.column_int(0));
    s.mean_micros = st.column_double(1);
    s.max_micros = st.column_double(2);
  }
  std::map<std::string, int> per_game;
  {
    auto st = db.prepare("SELECT p.game, g.max_tier, count(*), avg(g.micros), max(g.micros)" +
                         from + kWhere + " GROUP BY p.game, g.max_tier");
    bind_filter(st, f);
    while (st.step()) {
      Stats::TierCount t{st.column_text(0), st.column_text(1), static_cast<int>(st.column_int(2)),
                         st.column_double(3), st.column_double(4)};
      per_game[t.game] += t.count;
      s.tiers.push_back(std::move(t));
    }
    std::sort(s.tiers.begin(), s.tiers.end(), [](const auto& a, const auto& b) {
      if (a.game != b.game) return a.game < b.game;
      const int ra = tier_rank(a.game, a.tier), rb = tier_rank(b.game, b.tier);
      return ra != rb ? ra < rb : a.tier < b.tier;
    });
  }
  {
    auto st = db.prepare(
        "SELECT p.game, u.rule, u.tier, count(*), sum(u.hits)" + from +
        " JOIN rule_usage u ON u.puzzle_id = p.id AND u.grader_version = g.grader_version" +
        kWhere + " GROUP BY p.game, u.rule, u.tier");
    bind_filter(st, f);
    while (st.step()) {
      Stats::RuleUse r{st.column_text(0),
                       st.column_text(1),
                       st.column_text(2),
                       static_cast<int>(st.column_int(3)),
                       st.column_int(4),
                       0,
                       0};
      const int n = per_game[r.game];
      r.share = n ? static_cast<double>(r.puzzles) / n : 0;
      r.mean_hits = n ? static_cast<double>(r.hits) / n : 0;
      s.rules.push_back(std::move(r));
    }
    std::sort(s.rules.begin(), s.rules.end(), [](const auto& a, const auto& b) {
      if (a.game != b.game) return a.game < b.game;
      const int ra = tier_rank(a.game, a.tier), rb = tier_rank(b.game, b.tier);
      if (ra != rb) return ra < rb;
      return a.puzzles != b.puzzles ? a.puzzles > b.puzzles : a.rule < b.rule;
    });
  }
  {
    auto st = db.prepare("SELECT p.game, p.rows, p.cols, g.max_tier, count(*)" + from + kWhere +
                         " GROUP BY p.game, p.rows, p.cols, g.max_tier");
    bind_filter(st, f);
    while (st.step())
      s.by_size.push_back({st.column_text(0), static_cast<int>(st.column_int(1)),
                           static_cast<int>(st.column_int(2)), st.column_text(3),
                           static_cast<int>(st.column_int(4))});
    std::sort(s.by_size.begin(), s.by_size.end(), [](const auto& a, const auto& b) {
      if (a.game != b.game) return a.game < b.game;
      if (a.rows != b.rows) return a.rows < b.rows;
      if (a.cols != b.cols) return a.cols < b.cols;
      const int ra = tier_rank(a.game, a.tier), rb = tier_rank(b.game, b.tier);
      return ra != rb ? ra < rb : a.tier < b.tier;
    });
  }
  {
    // Scores come back one per puzzle and the quantiles are computed here: SQLite has no
    // percentile function, and one pass over a REAL column is cheap next to the GROUP BYs above.
    // A board counts under each source that supplied it, and under the weekday of its date
    // (weekday_date_expression: the schedule's date, else its source's "date" key).
    auto st = db.prepare(
        "SELECT p.game, p.rows, p.cols, (SELECT json_group_array(DISTINCT ps.source) FROM "
        "puzzle_sources ps WHERE ps.puzzle_id = p.id), g.difficulty, g.band, " +
        weekday_date_expression(3) + ", g.technique_level" + from + kWhere);
    bind_filter(st, f);
    std::map<GroupKey, GroupScores> groups;
    while (st.step()) {
      const std::string game = st.column_text(0);
      const int rows = static_cast<int>(st.column_int(1)),
                cols = static_cast<int>(st.column_int(2));
      const bool scored = !st.column_is_null(4);
      const double score = scored ? st.column_double(4) : 0;
      const std::size_t band = scored ? band_index(st.column_text(5)) : kBandNames.size();
      // Grades stored before the technique level have none (NULL) until `regrade`.
      const std::size_t technique =
          st.column_is_null(7) ? kTechniqueNames.size() : technique_index(st.column_text(7));
      std::vector<GroupKey> keys{GroupKey{game, 0, 0, 0, ""}, GroupKey{game, 1, rows, cols, ""}};
      for (const auto& source : nlohmann::json::parse(st.column_text(3)))
        keys.push_back(GroupKey{game, 2, 0, 0, source.get<std::string>()});
      if (!st.column_is_null(6))
        if (const auto day = parse_date(st.column_text(6)); day)
          keys.push_back(GroupKey{game, 3, 0, weekday_of(*day), ""});
      for (const GroupKey& key : keys) {
        GroupScores& g = groups[key];
        if (!scored) {
          ++g.unscored;
          continue;
        }
        g.scores.push_back(score);
        if (band < kBandNames.size()) ++g.bands[band];
        if (technique < kTechniqueNames.size()) ++g.techniques[technique];
      }
    }
    for (auto& [key, g] : groups) s.scores.push_back(spread_of(key, g));
  }
  return s;
}

}  // namespace dg::db
