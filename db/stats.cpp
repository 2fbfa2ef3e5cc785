// Statistics queries (see stats.hpp): GROUP BYs over the matching puzzles, with the score spread's
// quantiles gathered by SQL functions (stats_spread.hpp). Output formats live in stats_report.cpp.
#include "db/stats.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <map>
#include <tuple>

#include "db/daily.hpp"
#include "db/date_text.hpp"
#include "db/stats_rules.hpp"
#include "db/stats_spread.hpp"
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

// The statistics in one statement, so that the puzzles that match the filter are found once (a
// materialized CTE; the store is read-only, and temporary tables would be writes) and every
// section reads them: its rows come tagged with their section and the columns each one uses. The
// puzzles are read in id order (CROSS JOIN: SQLite keeps that order), their grades looked up by
// key: the other order, by the grades' index, reads the wide puzzle rows at random (3.7 s against
// 1.0 s for a million). Every later join then looks its rows up in id order too.
//   1 tiers by size: game, variant, rows, cols, tier, count, sum(micros), max(micros), scores
//   2 rules:         game, variant, then dg_rule_hits' index of the group's RuleHitGroup
//   3 sources:       game, variant, source, ..., scores
//   4 weekdays:      game, variant, kind (3 scheduled, 4 archive), weekday, ..., first and last
//                    date, scores
// "scores" is dg_scores' index of the group's GroupScores (stats_spread.hpp). `variant` is the
// stored variant, or '' when grouped by game alone (StatsGrouping); `archive` the source's date,
// read only for a puzzle never scheduled (a scheduled one counts under its day alone).
std::string stats_query(StatsGrouping grouping) {
  const std::string variant = grouping == StatsGrouping::variant ? "coalesce(p.variant, '')" : "''";
  const std::string scores = "dg_scores(difficulty, band, technique_level, technique, minutes)";
  return "WITH m AS MATERIALIZED (SELECT p.id AS id, p.game AS game, " + variant +
         " AS variant, p.rows AS rows, p.cols AS cols, g.max_tier AS tier, g.micros AS micros, "
         "g.difficulty AS difficulty, g.band AS band, g.technique_level AS technique_level, "
         "g.technique AS technique, g.minutes AS minutes, g.hits AS hits, " +
         scheduled_date_expression() + " AS scheduled, CASE WHEN " + scheduled_date_expression() +
         " IS NULL THEN " + source_date_expression(3) +
         " END AS archive FROM puzzles p CROSS JOIN grades g ON g.puzzle_id = p.id" + kWhere +
         ") SELECT 1, game, variant, rows, cols, tier, count(*), sum(micros), max(micros), NULL, " +
         scores +
         " FROM m GROUP BY 2, 3, 4, 5, 6"
         // The grades' compact hits read by dg_rule_hits (stats_rules.hpp), not the rule_usage
         // view's row a rule a puzzle.
         " UNION ALL SELECT 2, game, variant, NULL, NULL, NULL, NULL, NULL, NULL, NULL, "
         "dg_rule_hits(hits) FROM m WHERE hits IS NOT NULL GROUP BY 2, 3"
         // A board counts under every file that supplied it, once a file (however many ids it
         // has there), whatever --source asked for.
         " UNION ALL SELECT 3, m.game, m.variant, ps.source, NULL, NULL, NULL, NULL, NULL, NULL, "
         "dg_scores(m.difficulty, m.band, m.technique_level, m.technique, m.minutes) FROM m JOIN "
         "puzzle_sources ps ON ps.puzzle_id = m.id WHERE NOT EXISTS (SELECT 1 FROM "
         "puzzle_sources o WHERE o.puzzle_id = ps.puzzle_id AND o.source = ps.source AND "
         "o.external_id < ps.external_id) GROUP BY 2, 3, 4"
         " UNION ALL SELECT 4, game, variant, kind, weekday, NULL, NULL, NULL, min(date), "
         "max(date), " +
         scores +
         " FROM (SELECT *, CASE WHEN scheduled IS NULL THEN 4 ELSE 3 END AS kind, "
         "coalesce(scheduled, archive) AS date, dg_weekday(coalesce(scheduled, archive)) AS "
         "weekday FROM m) WHERE weekday IS NOT NULL GROUP BY 2, 3, 4, 5";
}

// The key of one section row before its variant is grouped (group_variant): two stored variants
// may make one group (no variant and the plain one).
using TierKey = std::tuple<std::string, std::string, std::string>;  // game, variant, tier

// Counts and grading times of one (game, stored variant, tier): exact integer sums, so that
// adding sizes up gives what one GROUP BY over the tier would.
struct TierSums {
  int count = 0;
  std::int64_t micros = 0, max_micros = 0;
};

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
  std::vector<GroupScores> gathered;  // dg_scores' groups, by the index it returns
  const StatsFunctions functions(db, gathered);
  std::vector<RuleHitGroup> rule_groups;  // dg_rule_hits' groups, by the index it returns
  const RuleHitsFunction rule_function(db, rule_groups);
  std::map<std::int64_t, std::pair<std::string, std::string>> rule_names;  // id -> rule, tier
  for (auto names = db.prepare("SELECT id, rule, tier FROM rules"); names.step();)
    rule_names[names.column_int(0)] = {names.column_text(1), names.column_text(2)};
  Stats s;
  s.label = f.label();
  std::map<GroupKey, GroupScores> groups;
  const auto group_key = [&](const std::string& game, const std::string& stored_variant) {
    const std::string v = group_variant(grouping, game, stored_variant);
    return GroupKey{game, !is_plain_variant(v) && !v.empty(), v, 0, 0, 0, ""};
  };
  // The group dg_scores gathered for the row in hand.
  const auto scores_of = [&](Statement& st) -> GroupScores& {
    return gathered.at(static_cast<std::size_t>(st.column_int(10)));
  };
  std::map<TierKey, TierSums> tier_sums;
  std::map<std::tuple<std::string, std::string, int, int, std::string>, Stats::SizeTier> sizes;
  std::map<std::tuple<std::string, std::string, std::string, std::string>, Stats::RuleUse> rules;
  std::int64_t micros = 0, max_micros = 0;
  auto st = db.prepare(stats_query(grouping));
  bind_filter(st, f);
  while (st.step()) {
    const std::string game = st.column_text(1), stored = st.column_text(2);
    GroupKey key = group_key(game, stored);
    switch (st.column_int(0)) {
      case 1: {  // a tier of a size: the tier's, the size's and the whole group's figures
        const int rows = static_cast<int>(st.column_int(3)),
                  cols = static_cast<int>(st.column_int(4)), n = static_cast<int>(st.column_int(6));
        const std::string tier = st.column_text(5);
        TierSums& t = tier_sums[{game, stored, tier}];
        t.count += n;
        t.micros += st.column_int(7);
        t.max_micros = std::max(t.max_micros, st.column_int(8));
        s.puzzles += n;
        micros += st.column_int(7);
        max_micros = std::max(max_micros, st.column_int(8));
        Stats::SizeTier& b = sizes[{game, key.variant, rows, cols, tier}];
        b.game = game;
        b.variant = key.variant;
        b.rows = rows;
        b.cols = cols;
        b.tier = tier;
        b.count += n;
        groups[key].merge(GroupScores(scores_of(st)));
        key.kind = 1;
        key.rows = rows;
        key.cols = cols;
        groups[key].merge(std::move(scores_of(st)));
        break;
      }
      case 2:  // a rule with no row in rules counts nowhere, as in the rule_usage view
        for (const auto& [id, use] :
             rule_groups.at(static_cast<std::size_t>(st.column_int(10))).by_rule) {
          const auto named = rule_names.find(id);
          if (named == rule_names.end()) continue;
          const auto& [rule, tier] = named->second;
          Stats::RuleUse& r = rules[{game, key.variant, rule, tier}];
          r.game = game;
          r.variant = key.variant;
          r.rule = rule;
          r.tier = tier;
          r.puzzles += use.puzzles;
          r.hits += use.hits;
        }
        break;
      case 3:
        key.kind = 2;
        key.source = st.column_text(3);
        groups[key].merge(std::move(scores_of(st)));
        break;
      case 4: {  // the weekday's index (Monday first) sorts in cols
        key.kind = static_cast<int>(st.column_int(3));
        key.cols = static_cast<int>(st.column_int(4));
        GroupScores& g = scores_of(st);
        g.first_date = st.column_text(8);
        g.last_date = st.column_text(9);
        groups[key].merge(std::move(g));
        break;
      }
    }
  }
  s.mean_micros = s.puzzles ? static_cast<double>(micros) / s.puzzles : 0;
  s.max_micros = static_cast<double>(max_micros);
  for (auto& [key, b] : sizes) s.by_size.push_back(std::move(b));
  std::sort(s.by_size.begin(), s.by_size.end(), [](const auto& a, const auto& b) {
    if (a.game != b.game || a.variant != b.variant)
      return group_less(a.game, a.variant, b.game, b.variant);
    if (a.rows != b.rows) return a.rows < b.rows;
    if (a.cols != b.cols) return a.cols < b.cols;
    const int ra = tier_rank(a.game, a.tier), rb = tier_rank(b.game, b.tier);
    return ra != rb ? ra < rb : a.tier < b.tier;
  });
  // The graded puzzles of each group (game, variant): the rule shares' denominators.
  std::map<std::pair<std::string, std::string>, int> per_group;
  {
    // Stored variants that make one group are merged in the order SQL sorts them, a running mean.
    std::map<std::tuple<std::string, std::string, std::string>, Stats::TierCount> tiers;
    for (const auto& [key, sums] : tier_sums) {
      const auto& [game, stored, tier] = key;
      const std::string v = group_variant(grouping, game, stored);
      Stats::TierCount& t = tiers[{game, v, tier}];
      t.game = game;
      t.variant = v;
      t.tier = tier;
      t.mean_micros =
          (t.mean_micros * t.count + static_cast<double>(sums.micros)) / (t.count + sums.count);
      t.count += sums.count;
      t.max_micros = std::max(t.max_micros, static_cast<double>(sums.max_micros));
      per_group[{game, v}] += sums.count;
    }
    for (auto& [key, t] : tiers) s.tiers.push_back(std::move(t));
    std::sort(s.tiers.begin(), s.tiers.end(), [](const auto& a, const auto& b) {
      if (a.game != b.game || a.variant != b.variant)
        return group_less(a.game, a.variant, b.game, b.variant);
      const int ra = tier_rank(a.game, a.tier), rb = tier_rank(b.game, b.tier);
      return ra != rb ? ra < rb : a.tier < b.tier;
    });
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
  for (auto& [key, g] : groups) {
    Stats::ScoreSpread spread = spread_of(g);
    spread.game = key.game;
    spread.variant = key.variant;
    if (key.kind >= 3) {
      spread.weekday = kWeekdays[static_cast<std::size_t>(key.cols)];
      spread.dates = key.kind == 3 ? "scheduled" : "archive";
    } else {
      spread.rows = key.rows;
      spread.cols = key.cols;
      spread.first_date.clear();
      spread.last_date.clear();
    }
    spread.source = key.source;
    s.scores.push_back(std::move(spread));
  }
  return s;
}

}  // namespace dg::db
