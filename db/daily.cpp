// Daily schedule: curves, filling, re-rolls, unscheduling and publication numbers (see daily.hpp).
#include "db/daily.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <limits>
#include <map>
#include <set>

#include "db/day_slots.hpp"
#include "db/export.hpp"
#include "db/generated.hpp"
#include "db/series.hpp"
#include "generator/common/batch.hpp"
#include "generator/common/generators.hpp"
#include "generator/common/score_filter.hpp"
#include "grader/common/graders.hpp"
#include "grader/common/scorers.hpp"
#include "solver/common/game.hpp"
#include "solver/common/printable.hpp"
#include "solver/common/rng.hpp"

namespace dg::db {

namespace {

// Candidates generated at a time when the store has nothing that fits a slot.
constexpr std::size_t kGenerateBatch = 4;
// Generation rounds for one slot before it is reported empty (each round a new seed).
constexpr int kGenerateRounds = 3;
// Where the seeds of single-item calls start (apart from the rounds' 0, 1, 2, ...).
constexpr std::uint64_t kSingleSeeds = std::uint64_t{1} << 40;

// A generator gives all of a batch or nothing, so a board it makes only now and then (a Tents
// 9x9 `matching`: about 3 items in 5) rarely comes as a batch of four. When the batch fails, each
// item is tried alone (seeded apart, in parallel, kept in index order) and whatever was made is
// kept; the error of the last item when none was.
Expected<std::vector<nlohmann::json>> make_slot_batch(const GeneratorEntry& gen,
                                                      const nlohmann::json& params,
                                                      std::uint64_t seed, int jobs) {
  auto made = gen.make(params, seed, kGenerateBatch, jobs);
  if (made) return made;
  std::vector<Expected<std::vector<nlohmann::json>>> singles(kGenerateBatch,
                                                             Error{made.error()});
  parallel_indices(kGenerateBatch, jobs, [&](std::size_t k) {
    singles[k] = gen.make(params, derive_seed(seed, kSingleSeeds + k), 1, 1);
  });
  std::vector<nlohmann::json> out;
  for (auto& one : singles)
    if (one)
      for (auto& j : *one) out.push_back(std::move(j));
  if (out.empty()) return Error{singles.back().error()};
  return out;
}

std::string describe(const std::string& date, const DaySpec& spec) {
  // The generator's other options too ("stars 2", "torus true", "walls 0..3"): a Star Battle
  // slot must not read like the LinkedIn slot of the same size.
  std::string options;
  for (const auto& item : spec.options.items()) {
    if (item.key() == "band" || item.key() == "difficulty" || item.key() == "minutes") continue;
    options += " " + item.key() + " " +
               (item.value().is_string() ? item.value().get<std::string>() : item.value().dump());
  }
  return date + " " + spec.game + " " + std::to_string(spec.rows) + "x" +
         std::to_string(spec.cols) + " " + spec.tier + options +
         (spec.options.contains("band") ? " " + spec.options["band"].get<std::string>() : "") +
         (spec.options.contains("difficulty") ? " difficulty " + spec.options["difficulty"].dump()
                                              : "") +
         (spec.options.contains("minutes") ? " minutes " + spec.options["minutes"].dump() : "");
}

nlohmann::json allowed_sources(const DailyOptions& o) {
  nlohmann::json list = nlohmann::json::array({"generated"});
  for (const auto& s : o.sources) list.push_back(s);
  return list;
}

// True when the game's grader refuses to grade the stored puzzle (a variant it does not handle
// yet, e.g. a Star Battle while the Queens rules are LinkedIn's), so it has no grade to match.
bool grader_refuses(const std::string& game, const std::string& puzzle_json) {
  const GraderInfo* grader = find_grader(game);
  const GameInfo* info = find_game(game);
  if (!grader || !info) return false;
  auto puzzle = info->from_json(nlohmann::json::parse(puzzle_json, nullptr, false));
  return puzzle && !unsupported_reason(*grader, **puzzle).empty();
}

// The predicted minutes of a stored puzzle (Difficulty::minutes of the game's scorer, the grader
// version the store's grades are of): the store keeps no minutes beside a grade, so a curve's
// "minutes" is matched by scoring the puzzle again. nullopt when the rules do not solve it.
std::optional<double> stored_minutes(const std::string& game, const std::string& puzzle_json) {
  const ScorerInfo* scorer = find_scorer(game);
  const GameInfo* info = find_game(game);
  if (!scorer || !info) return std::nullopt;
  auto puzzle = info->from_json(nlohmann::json::parse(puzzle_json, nullptr, false));
  if (!puzzle) return std::nullopt;
  ScoredGrade scored = scorer->grade_and_score(**puzzle, nullptr);
  if (!scored.difficulty) return std::nullopt;
  return scored.difficulty->minutes;
}

// The stored puzzles that fit `spec`, were never scheduled, and came only from allowed sources:
// the first `limit` of them in id order, so a store and a curve give one schedule. A curve's
// "difficulty" and "band" are matched against the grade's stored score (a grade made before
// scores were kept has none, and fits no such request until `regrade`), and its "minutes" against
// the puzzle scored again (stored_minutes), last, so only a candidate that fits everything else
// costs a grade. A puzzle without a grade fits a slot of tier "any" without a score only when its
// grader refuses it (stored ungraded on purpose: a Star Battle slot while the grader grades
// LinkedIn boards only); once the grader grades the variant, its puzzles are graded and matched
// like any other.
//
// `held`: series the day already holds in another slot of the game (a day holds one slot per
// series, day_slots.hpp); a puzzle of one of them does not fit. A puzzle counts as scheduled
// before when schedule_log has a row of it after its last "released" row (an unscheduling with
// --keep-puzzles gives its puzzle back).
std::vector<std::int64_t> fitting(Store& store, const DaySpec& spec, const DailyOptions& o,
                                  std::size_t limit, const std::set<std::string>& held = {}) {
  std::vector<std::int64_t> out;
  if (limit == 0) return out;
  const GeneratorEntry* gen = find_generator(spec.game);
  const auto score = score_filter_param(spec.options);  // checked when the curve was read
  const bool by_score = score && score->active();
  auto st = store.connection().prepare(
      "SELECT p.id, p.puzzle, (SELECT params FROM generator_params WHERE id = p.params_id), "
      "g.difficulty, coalesce(g.band, ''), g.status IS NULL, "
      "coalesce(p.variant, '') "
      "FROM puzzles p LEFT JOIN grades g ON g.puzzle_id = p.id AND g.grader_version = ?1 "
      "WHERE p.game = ?2 AND p.rows = ?3 AND p.cols = ?4 "
      "AND ((?5 = 'any' AND (g.status = 'solved' OR (?7 AND g.status IS NULL))) "
      "     OR (?5 <> 'any' AND g.max_tier = ?5)) "
      "AND NOT EXISTS (SELECT 1 FROM schedule_log l WHERE l.puzzle_id = p.id AND l.id > "
      "  coalesce((SELECT max(r.id) FROM schedule_log r WHERE r.puzzle_id = p.id "
      "            AND r.action = 'released'), 0)) "
      "AND NOT EXISTS (SELECT 1 FROM daily d WHERE d.puzzle_id = p.id) "
      "AND NOT EXISTS (SELECT 1 FROM puzzle_sources s WHERE s.puzzle_id = p.id "
      "                AND s.source NOT IN (SELECT value FROM json_each(?6))) "
      "ORDER BY p.id");
  st.bind(1, std::string(kGraderVersion)).bind(2, spec.game).bind(3, spec.rows).bind(4, spec.cols);
  st.bind(5, spec.tier).bind(6, allowed_sources(o).dump()).bind(7, by_score ? 0 : 1);
  const nlohmann::json params = spec.generator_params();
  // The stored score and band first; minutes, when asked, once everything else fits.
  dg::ScoreFilter stored_part;
  if (by_score) {
    stored_part = *score;
    stored_part.minutes_min = -std::numeric_limits<double>::infinity();
    stored_part.minutes_max = std::numeric_limits<double>::infinity();
  }
  while (st.step()) {
    if (by_score &&
        (st.column_is_null(3) || !stored_part.accepts(st.column_double(3), st.column_text(4), 0.0)))
      continue;
    if (st.column_int(5) != 0 && !grader_refuses(spec.game, st.column_text(1))) continue;
    if (!held.empty() && held.count(series_of_variant(spec.game, st.column_text(6)))) continue;
    if (gen) {
      const auto puzzle = nlohmann::json::parse(st.column_text(1), nullptr, false);
      const auto made_with = st.column_is_null(2)
                                 ? nlohmann::json()
                                 : nlohmann::json::parse(st.column_text(2), nullptr, false);
      if (!gen->fits(params, puzzle, made_with)) continue;
    }
    if (by_score && score->asks_minutes()) {
      const auto minutes = stored_minutes(spec.game, st.column_text(1));
      if (!minutes || *minutes < score->minutes_min || *minutes > score->minutes_max) continue;
    }
    out.push_back(st.column_int(0));
    if (out.size() >= limit) break;
  }
  return out;
}

// The first of them, or 0 when there is none.
std::int64_t find_fitting(Store& store, const DaySpec& spec, const DailyOptions& o,
                          const std::set<std::string>& held) {
  const auto ids = fitting(store, spec, o, 1, held);
  return ids.empty() ? 0 : ids.front();
}

// `reason`: why a published day was changed anyway (--force), "" (stored as NULL) otherwise.
void log_action(Store& store, const std::string& date, const std::string& game, std::int64_t puzzle,
                const char* action, const std::string& reason = "") {
  auto st = store.connection().prepare(
      "INSERT INTO schedule_log (date, game, puzzle_id, action, reason) "
      "VALUES (?1, ?2, ?3, ?4, NULLIF(?5, ''))");
  st.bind(1, date).bind(2, game).bind(3, puzzle).bind(4, action).bind(5, reason);
  st.step();
}

// True when `day` is published (on or before today) and a forced change was not asked for.
bool locked(long day, const DailyOptions& o) {
  return day <= o.today && o.force_reason.empty();
}

// Publication numbers of every series of `game` (see daily.hpp, series.hpp). Pre: inside a
// transaction.
void renumber(Store& store, const std::string& game, long today) {
  std::vector<std::string> series;
  {
    auto st = store.connection().prepare(
        "SELECT DISTINCT series FROM daily WHERE game = ?1 AND series IS NOT NULL");
    st.bind(1, game);
    while (st.step()) series.push_back(st.column_text(0));
  }
  for (const auto& s : series) renumber_series(store.connection(), s, today);
}

std::size_t game_index(const std::string& game) {
  std::size_t i = 0;
  for (const GeneratorEntry& g : all_generators()) {
    if (g.game == game) return i;
    ++i;
  }
  return i;
}

bool wanted(const DailyOptions& o, const std::string& game) {
  for (const auto& g : o.games)
    if (g == game) return true;
  return false;
}

// A puzzle for `spec` on `day`: a stored one, or one generated now (up to kGenerateRounds
// batches, round r seeded from `round_base + r`). `entry`: the spec's place among its game's
// entries that day (0 for the first: the seed earlier versions used); `held`: the series the day
// holds in the game's other slots. 0 and a reason in `why` when none fits.
std::int64_t obtain(Store& store, const DaySpec& spec, long day, int entry, int round_base,
                    const std::set<std::string>& held, const DailyOptions& o, DailySummary& s,
                    std::string& why) {
  if (std::int64_t id = find_fitting(store, spec, o, held)) return id;
  const GeneratorEntry* gen = find_generator(spec.game);
  if (!gen) {
    why = "none stored and no generator for " + spec.game;
    return 0;
  }
  auto slot_seed = derive_seed(o.seed, static_cast<std::uint64_t>(day) * 8 + game_index(spec.game));
  if (entry > 0)  // apart from the generation rounds' seeds (1, 2, ...)
    slot_seed =
        derive_seed(slot_seed, (std::uint64_t{1} << 32) + static_cast<std::uint64_t>(entry));
  for (int round = round_base; round < round_base + kGenerateRounds; ++round) {
    // Round 0 keeps the seed earlier versions used, so existing schedules regenerate the same.
    const auto seed =
        round == 0 ? slot_seed : derive_seed(slot_seed, static_cast<std::uint64_t>(round));
    auto made = make_slot_batch(*gen, spec.generator_params(), seed, o.jobs);
    if (!made) {
      why = made.error();
      return 0;
    }
    auto stored = store_generated(
        store, *made, {spec.game, std::to_string(gen->version), spec.generator_params().dump()},
        o.run);
    s.generated += stored.added;
    if (std::int64_t id = find_fitting(store, spec, o, held)) return id;
  }
  why = held.empty() ? "generated puzzles were all scheduled before or did not fit"
                     : "generated puzzles were all scheduled before, did not fit, or are of a "
                       "series the day holds already (a day holds one slot per series)";
  return 0;
}

int log_count(Store& store, const std::string& date, const std::string& game) {
  auto st =
      store.connection().prepare("SELECT count(*) FROM schedule_log WHERE date = ?1 AND game = ?2");
  st.bind(1, date).bind(2, game);
  st.step();
  return static_cast<int>(st.column_int(0));
}

Expected<DaySpec> spec_from_entry(const nlohmann::json& e, const std::string& where) {
  if (!e.is_object()) return make_error(where + ": an entry must be an object");
  if (!e.contains("game") || !e["game"].is_string())
    return make_error(where + ": an entry has no \"game\"");
  DaySpec s;
  s.game = e["game"].get<std::string>();
  const GeneratorEntry* gen = find_generator(s.game);
  if (!gen) return make_error(where + ": unknown game \"" + printable(s.game) + "\"");
  const std::string at = where + ", " + s.game;
  const auto int_key = [&](const char* key, int& out) -> Expected<void> {
    if (!e.contains(key)) return {};
    if (!e[key].is_number_integer() || e[key].get<long long>() < 1 || e[key].get<long long>() > 64)
      return make_error(at + ": \"" + std::string(key) + "\" must be a board side (1..64)");
    out = e[key].get<int>();
    return {};
  };
  int size = 0;
  for (auto [key, out] : {std::pair{"size", &size}, {"rows", &s.rows}, {"cols", &s.cols}})
    if (auto ok = int_key(key, *out); !ok) return Error{ok.error()};
  if (size != 0 && (s.rows != 0 || s.cols != 0))
    return make_error(at + ": give \"size\" or \"rows\"/\"cols\", not both");
  if (size != 0) s.rows = s.cols = size;
  if (s.rows == 0 || s.cols == 0)
    return make_error(at + ": needs \"size\" (or \"rows\" and \"cols\")");
  if (!gen->rectangular && !gen->rect_by_rows_cols && s.rows != s.cols)
    return make_error(at + ": " + s.game + " boards are square (\"rows\" and \"cols\" differ)");
  if (e.contains("tier")) {
    if (!e["tier"].is_string()) return make_error(at + ": \"tier\" must be a string");
    s.tier = e["tier"].get<std::string>();
  }
  for (const auto& item : e.items())
    if (item.key() != "game" && item.key() != "size" && item.key() != "rows" &&
        item.key() != "cols" && item.key() != "tier")
      s.options[item.key()] = item.value();
  // The generator's message may quote the file's values (an unknown tier): keep it on one line.
  if (auto ok = gen->check(s.generator_params()); !ok)
    return make_error(at + ": " + printable(ok.error()));
  return s;
}

}  // namespace

nlohmann::json DaySpec::generator_params() const {
  nlohmann::json p = options;
  const GeneratorEntry* gen = find_generator(game);
  if (gen && (gen->rectangular || (gen->rect_by_rows_cols && rows != cols))) {
    p["rows"] = rows;
    p["cols"] = cols;
  } else {
    p["size"] = rows;
  }
  p["tier"] = tier;
  return p;
}

nlohmann::ordered_json DaySpec::to_json() const {
  nlohmann::ordered_json j;
  j["game"] = game;
  if (rows == cols) {
    j["size"] = rows;
  } else {
    j["rows"] = rows;
    j["cols"] = cols;
  }
  j["tier"] = tier;
  for (const auto& item : options.items()) j[item.key()] = item.value();
  return j;
}

int weekday_of(long days) {
  const std::chrono::weekday wd{std::chrono::sys_days{std::chrono::days{days}}};
  return static_cast<int>(wd.iso_encoding()) - 1;
}

Expected<long> parse_date(const std::string& text) {
  int y = 0;
  unsigned m = 0, d = 0;
  char tail = 0;
  if (std::sscanf(text.c_str(), "%4d-%2u-%2u%c", &y, &m, &d, &tail) != 3 || text.size() != 10)
    return make_error("expected a date YYYY-MM-DD, got \"" + text + "\"");
  const std::chrono::year_month_day ymd{std::chrono::year{y}, std::chrono::month{m},
                                        std::chrono::day{d}};
  if (!ymd.ok()) return make_error("no such date: " + text);
  return static_cast<long>(std::chrono::sys_days{ymd}.time_since_epoch().count());
}

std::string format_date(long days) {
  const std::chrono::year_month_day ymd{std::chrono::sys_days{std::chrono::days{days}}};
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", static_cast<int>(ymd.year()),
                static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
  return buf;
}

Curve default_curve() {
  // One entry per weekday and game, Monday .. Sunday, from each game's generator entry
  // (GeneratorEntry::default_week, generator/<game>/json_entry.cpp), in the generator table's
  // order. Tier names are the graders' (grader/<game>/), score ranges docs/difficulty.md's: each
  // game's week is fitted to LinkedIn's weekday medians of the score, or to the profile of real
  // boards where there is no dated archive (each entry says which). Score ranges, not bands: since
  // grader version 4 a band is a range of minutes shared by every game, far coarser than
  // LinkedIn's week, so each day keeps the score range its weekday group had under version 3's
  // per-game bands (easy Mon-Tue, medium Wed-Thu, hard Fri, expert Sat-Sun), intersected with its
  // own range. docs/difficulty.md ("Minutes") says what each day comes to in minutes (about 0.5 on
  // Monday, 1.5 on Sunday).
  Curve c;
  for (std::size_t d = 0; d < 7; ++d)
    for (const GeneratorEntry& g : all_generators()) {
      if (g.default_week.size() != 7) continue;
      const DailySlot& e = g.default_week[d];
      c.by_weekday[d].push_back({std::string(g.game), e.size, e.size, std::string(e.tier),
                                 nlohmann::json::parse(e.options)});
    }
  return c;
}

Expected<Curve> parse_curve(const nlohmann::json& j) {
  if (!j.is_object()) return make_error("curve: expected an object keyed by weekday");
  for (const auto& item : j.items()) {
    bool known = false;
    for (const char* d : kWeekdays) known = known || item.key() == d;
    if (!known)
      return make_error("curve: unknown key \"" + printable(item.key()) + "\" (monday .. sunday)");
  }
  Curve c;
  for (int d = 0; d < 7; ++d) {
    const std::string day = kWeekdays[d];
    if (!j.contains(day)) return make_error("curve: missing \"" + day + "\"");
    const auto& list = j[day];
    if (!list.is_array()) return make_error("curve: " + day + " must be an array of entries");
    auto& entries = c.by_weekday[static_cast<std::size_t>(d)];
    for (const auto& e : list) {
      auto spec = spec_from_entry(e, "curve: " + day);
      if (!spec) return Error{spec.error()};
      // A day holds one slot per series (day_slots.hpp): a game's second entry asks another one.
      for (const DaySpec& other : entries)
        if (other.game == spec->game)
          if (auto ok = may_share_day(other, *spec); !ok)
            return make_error("curve: " + day + ": two entries for " + spec->game + " " +
                              ok.error());
      entries.push_back(std::move(spec).value());
    }
  }
  return c;
}

nlohmann::ordered_json curve_to_json(const Curve& c) {
  nlohmann::ordered_json j = nlohmann::ordered_json::object();
  for (int d = 0; d < 7; ++d) {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const auto& s : c.by_weekday[static_cast<std::size_t>(d)]) list.push_back(s.to_json());
    j[kWeekdays[d]] = list;
  }
  return j;
}

std::vector<std::string> unknown_sources(Store& store, const std::vector<std::string>& sources) {
  std::vector<std::string> unknown;
  auto st = store.connection().prepare("SELECT 1 FROM puzzle_sources WHERE source = ?1 LIMIT 1");
  for (const auto& s : sources) {
    st.reset();
    st.bind(1, s);
    if (!st.step()) unknown.push_back(s);
  }
  return unknown;
}

namespace {

bool day_has_slots(Store& store, const std::string& date) {
  auto st = store.connection().prepare("SELECT 1 FROM daily WHERE date = ?1 LIMIT 1");
  st.bind(1, date);
  return st.step();
}

// The first published day of `series` after `date` that holds a number ("2026-11-04 #2"), or "":
// a slot added on `date` now would be numbered after it, out of date order.
std::string later_published(Store& store, const std::string& series, const std::string& date,
                            long today) {
  auto st = store.connection().prepare(
      "SELECT date, number FROM daily WHERE series = ?1 AND date > ?2 AND date <= ?3 "
      "AND number IS NOT NULL ORDER BY date LIMIT 1");
  st.bind(1, series).bind(2, date).bind(3, format_date(today));
  if (!st.step()) return "";
  return st.column_text(0) + " #" + std::to_string(st.column_int(1));
}

// Published days of the range (on or before today) that already hold a slot and would gain one:
// what was published that day would change. Empty when forced.
std::vector<std::string> locked_fill_days(Store& store, const Curve& curve, long from, int days,
                                          const DailyOptions& o) {
  std::vector<std::string> out;
  for (long day = from; day < from + days && day <= o.today; ++day) {
    const std::string date = format_date(day);
    if (!locked(day, o) || !day_has_slots(store, date)) continue;
    bool gains = false;
    std::set<std::string> games;
    for (const DaySpec& first : curve.by_weekday[static_cast<std::size_t>(weekday_of(day))]) {
      if (!wanted(o, first.game) || !games.insert(first.game).second) continue;
      const auto entries = entries_of(curve, day, first.game);
      for (int claimed : claim_slots(store, entries, slots_on(store, date, first.game)))
        gains = gains || claimed < 0;
    }
    if (gains) out.push_back(date);
  }
  return out;
}

}  // namespace

DailySummary fill_daily(Store& store, const Curve& curve, long from, int days,
                        const DailyOptions& o) {
  DailySummary s;
  // A published day keeps what it was published with: a fill adds no slot to it unless forced.
  s.locked = locked_fill_days(store, curve, from, days, o);
  if (!s.locked.empty()) return s;
  int total = 0, done = 0;
  for (long day = from; day < from + days; ++day)
    for (const DaySpec& spec : curve.by_weekday[static_cast<std::size_t>(weekday_of(day))])
      total += wanted(o, spec.game) ? 1 : 0;
  for (long day = from; day < from + days; ++day) {
    const std::string date = format_date(day);
    std::set<std::string> games_done;
    for (const DaySpec& first : curve.by_weekday[static_cast<std::size_t>(weekday_of(day))]) {
      if (!wanted(o, first.game) || !games_done.insert(first.game).second) continue;
      // The game's entries that day, each with a slot of its own (day_slots.hpp).
      const std::vector<const DaySpec*> entries = entries_of(curve, day, first.game);
      for (std::size_t e = 0; e < entries.size(); ++e) {
        const DaySpec& spec = *entries[e];
        if (o.progress) o.progress(done++, total);
        auto rows = slots_on(store, date, spec.game);
        if (claim_slots(store, entries, rows)[e] >= 0) {
          ++s.kept;
          continue;
        }
        std::string why;
        std::int64_t id =
            obtain(store, spec, day, static_cast<int>(e), 0, held_series(rows), o, s, why);
        // Re-check inside the write transaction: another process may have filled the slot or
        // taken the puzzle meanwhile.
        Store::Transaction tx(store);
        rows = slots_on(store, date, spec.game);
        if (id && claim_slots(store, entries, rows)[e] >= 0) {
          ++s.kept;
          continue;
        }
        if (id) id = find_fitting(store, spec, o, held_series(rows));
        if (!id) {
          s.missing.push_back(describe(date, spec) + ": " +
                              (why.empty() ? "taken meanwhile" : why));
          continue;
        }
        const std::string series = series_of_puzzle(store.connection(), id);
        // Published numbers never change, so a slot added before a published day of its
        // series could only be numbered out of date order: only when forced (a withdrawn
        // day refilled), with the reason in the log.
        if (locked(day, o))
          if (const std::string later = later_published(store, series, date, o.today);
              !later.empty()) {
            s.missing.push_back(describe(date, spec) + ": a later day of its series (" + later +
                                ") is published, so its number would be out of date order (--force REASON to number "
                                "it anyway)");
            continue;
          }
        auto st = store.connection().prepare(
            "INSERT INTO daily (date, game, slot, puzzle_id, spec, series) "
            "VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
        st.bind(1, date).bind(2, spec.game).bind(3, free_slot(rows)).bind(4, id);
        st.bind(5, spec.to_json().dump()).bind(6, series);
        st.step();
        log_action(store, date, spec.game, id, "scheduled", day <= o.today ? o.force_reason : "");
        renumber_series(store.connection(), series, o.today);
        tx.commit();
        ++s.scheduled;
      }
    }
  }
  if (o.progress) o.progress(done, total);
  return s;
}

namespace {

// The curve entry `rows[index]` was filled for (daily.spec), or the entry of `curve` it stands
// for (slots filled before specs were kept); nullopt when there is none.
std::optional<DaySpec> spec_of_slot(Store& store, const Curve& curve, long day,
                                    const std::string& game, const std::vector<SlotRow>& rows,
                                    std::size_t index) {
  if (!rows[index].spec.empty()) {
    auto parsed = spec_from_entry(nlohmann::json::parse(rows[index].spec, nullptr, false),
                                  "slot " + format_date(day));
    if (parsed) return std::move(parsed).value();
  }
  const auto entries = entries_of(curve, day, game);
  const auto claimed = claim_slots(store, entries, rows);
  for (std::size_t e = 0; e < entries.size(); ++e)
    if (claimed[e] == static_cast<int>(index)) return *entries[e];
  return std::nullopt;
}

}  // namespace

DailySummary replace_daily(Store& store, const Curve& curve, long day, const DailyOptions& o) {
  DailySummary s;
  const std::string date = format_date(day);
  if (locked(day, o))
    for (const auto& game : o.games)
      if (!slots_on(store, date, game).empty()) {
        s.locked.push_back(date);
        return s;
      }
  for (const auto& game : o.games) {
    // Every slot of the game that day (a Queens and a Star Battle), each from its own entry.
    const std::vector<SlotRow> before = slots_on(store, date, game);
    for (std::size_t i = 0; i < before.size(); ++i) {
      const SlotRow& current = before[i];
      const std::optional<DaySpec> spec = spec_of_slot(store, curve, day, game, before, i);
      if (!spec) {
        s.missing.push_back(date + " " + game + ": no curve entry to re-roll from");
        continue;
      }
      // The series the game's other slots hold that day stay theirs.
      std::set<std::string> held;
      for (const SlotRow& other : slots_on(store, date, game))
        if (other.slot != current.slot) held.insert(other.series);
      std::string why;
      // Each re-roll of a slot draws new seeds: its history length moves the generation rounds on.
      std::int64_t id = obtain(store, *spec, day, current.slot,
                               log_count(store, date, game) * kGenerateRounds, held, o, s, why);
      Store::Transaction tx(store);
      if (id) id = find_fitting(store, *spec, o, held);
      if (!id) {
        s.missing.push_back(describe(date, *spec) + ": " + (why.empty() ? "taken meanwhile" : why));
        continue;
      }
      // The number stays, unless the new puzzle is of another series (a holes range that takes
      // 0 holes too): it is then numbered in its own series, after that series' published days.
      const std::string series = series_of_puzzle(store.connection(), id);
      auto st = store.connection().prepare(
          "UPDATE daily SET puzzle_id = ?3, spec = ?4, "
          "number = CASE WHEN series IS ?5 THEN number END, series = ?5 "
          "WHERE date = ?1 AND game = ?2 AND slot = ?6");
      st.bind(1, date).bind(2, game).bind(3, id).bind(4, spec->to_json().dump()).bind(5, series);
      st.bind(6, current.slot);
      st.step();
      renumber(store, game, o.today);
      const std::string reason = day <= o.today ? o.force_reason : "";
      log_action(store, date, game, current.puzzle, "replaced", reason);
      log_action(store, date, game, id, "scheduled", reason);
      tx.commit();
      ++s.scheduled;
    }
  }
  return s;
}

DailySummary unschedule_daily(Store& store, long from, int days, const DailyOptions& o) {
  DailySummary s;
  Store::Transaction tx(store);
  // Published dates are checked first, so a refused range changes nothing at all.
  for (long day = from; day < from + days && day <= o.today; ++day)
    for (const auto& game : o.games)
      if (!slots_on(store, format_date(day), game).empty()) {
        // Locked unless forced; and a published day's puzzles were played, so they are never
        // given back (--keep-puzzles), forced or not.
        if (locked(day, o)) s.locked.push_back(format_date(day));
        if (o.keep_puzzles) s.published_kept.push_back(format_date(day));
        break;
      }
  if (!s.locked.empty() || !s.published_kept.empty()) return s;
  for (long day = from; day < from + days; ++day) {
    const std::string date = format_date(day);
    for (const auto& game : o.games) {
      const GameInfo* info = find_game(game);  // the series' name: "star battle 2★ #3"
      for (const SlotRow& row : slots_on(store, date, game)) {
        s.cleared.push_back(date + " " + (info ? info->variant_label(row.variant) : game) + " #" +
                            std::to_string(row.number));
        auto del = store.connection().prepare(
            "DELETE FROM daily WHERE date = ?1 AND game = ?2 AND slot = ?3");
        del.bind(1, date).bind(2, game).bind(3, row.slot);
        del.step();
        log_action(store, date, game, row.puzzle, o.keep_puzzles ? "released" : "unscheduled",
                   day <= o.today ? o.force_reason : "");
        ++s.removed;
      }
    }
  }
  for (const auto& game : o.games) renumber(store, game, o.today);
  tx.commit();
  return s;
}

std::vector<ScheduledSlot> schedule_between(Store& store, long from, long to) {
  auto st = store.connection().prepare(
      "SELECT date, weekday, game, number, puzzle_id, rows, cols, coalesce(tier, ''), "
      "coalesce(band, ''), coalesce(variant, ''), coalesce(series, game) FROM schedule "
      "WHERE date >= ?1 AND date <= ?2 ORDER BY date, game, series");
  st.bind(1, format_date(from)).bind(2, format_date(to));
  std::vector<ScheduledSlot> out;
  while (st.step()) {
    out.push_back({st.column_text(0), st.column_text(1), st.column_text(2),
                   static_cast<int>(st.column_int(3)), st.column_int(4),
                   static_cast<int>(st.column_int(5)), static_cast<int>(st.column_int(6)),
                   st.column_text(7), st.column_text(8), st.column_text(9), st.column_text(10),
                   ""});
    const GameInfo* game = find_game(out.back().game);
    out.back().label = game ? game->variant_label(out.back().variant) : out.back().game;
  }
  return out;
}

std::size_t count_fitting(Store& store, const DaySpec& spec, const DailyOptions& o,
                          std::size_t limit) {
  return fitting(store, spec, o, limit).size();
}

bool is_scheduled(Store& store, const std::string& date, const std::string& game) {
  return !slots_on(store, date, game).empty();
}

bool entry_scheduled(Store& store, const Curve& curve, long day, const DaySpec& spec) {
  const auto entries = entries_of(curve, day, spec.game);
  const auto claimed = claim_slots(store, entries, slots_on(store, format_date(day), spec.game));
  for (std::size_t e = 0; e < entries.size(); ++e)
    if (entries[e] == &spec) return claimed[e] >= 0;
  return false;
}

nlohmann::json daily_puzzles(Store& store, long from, long to) {
  ExportFilter f;
  f.from = format_date(from);
  f.to = format_date(to);
  return export_puzzles(store, f);
}

}  // namespace dg::db

namespace dg::db {

namespace {

// The games each fill run (runs.params of `daily --from`) wanted on each day from `from` to `to`,
// with the slots each wanted (its curve's entries of the game that weekday): its --games that its
// curve (the default one when it named none) schedules on that weekday.
std::vector<std::map<std::string, std::size_t>> games_filled(Store& store, long from, long to) {
  std::vector<std::map<std::string, std::size_t>> wanted_on(
      static_cast<std::size_t>(to - from + 1));
  auto st = store.connection().prepare(
      "SELECT params FROM runs WHERE command = 'daily' AND json_valid(params) "
      "AND json_extract(params, '$.mode') = 'fill'");
  while (st.step()) {
    const auto p = nlohmann::json::parse(st.column_text(0), nullptr, false);
    if (!p.is_object() || !p.contains("date") || !p["date"].is_string() || !p.contains("days") ||
        !p["days"].is_number_integer() || !p.contains("games") || !p["games"].is_array())
      continue;
    const auto start = parse_date(p["date"].get<std::string>());
    if (!start) continue;
    Curve curve = default_curve();
    if (p.contains("curve"))
      if (auto parsed = parse_curve(p["curve"])) curve = std::move(parsed).value();
    const long end = *start + p["days"].get<long>() - 1;
    for (long day = std::max(from, *start); day <= std::min(to, end); ++day)
      for (const auto& g : p["games"]) {
        if (!g.is_string()) continue;
        const std::size_t slots = entries_of(curve, day, g.get<std::string>()).size();
        std::size_t& want = wanted_on[static_cast<std::size_t>(day - from)][g.get<std::string>()];
        if (slots > 0) want = std::max(want, slots);
      }
  }
  return wanted_on;
}

}  // namespace

std::vector<std::string> empty_slots(Store& store, long from, long to,
                                     const std::vector<std::string>& games) {
  std::vector<std::map<std::string, std::size_t>> expected;
  if (games.empty()) {
    expected = games_filled(store, from, to);
  } else {
    std::map<std::string, std::size_t> each;
    for (const auto& g : games) each[g] = 1;
    expected.assign(static_cast<std::size_t>(to - from + 1), each);
  }
  if (games.empty()) {
    auto logged = store.connection().prepare(
        "SELECT DISTINCT date, game FROM schedule_log WHERE date >= ?1 AND date <= ?2");
    logged.bind(1, format_date(from)).bind(2, format_date(to));
    while (logged.step())
      if (auto day = parse_date(logged.column_text(0))) {
        std::size_t& want = expected[static_cast<std::size_t>(*day - from)][logged.column_text(1)];
        want = std::max<std::size_t>(want, 1);
      }
  }
  std::vector<std::string> out;
  for (long day = from; day <= to; ++day)
    for (const auto& [game, want] : expected[static_cast<std::size_t>(day - from)])
      if (want > 0 && slots_on(store, format_date(day), game).size() < want)
        out.push_back(format_date(day) + " " + game);
  return out;
}

}  // namespace dg::db
