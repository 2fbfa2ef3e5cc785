// Daily schedule filling (see daily.hpp).
#include "db/daily.hpp"

#include <chrono>
#include <cstdio>

#include "db/export.hpp"
#include "db/generated.hpp"
#include "generator/common/generators.hpp"
#include "grader/common/graders.hpp"
#include "solver/common/rng.hpp"

namespace dg::db {

namespace {

constexpr const char* kWeekdays[] = {"monday", "tuesday",  "wednesday", "thursday",
                                     "friday", "saturday", "sunday"};

// Candidates generated at a time when the store has nothing that fits a slot.
constexpr std::size_t kGenerateBatch = 4;

// Monday = 0.
int weekday_of(long days) {
  const std::chrono::weekday wd{std::chrono::sys_days{std::chrono::days{days}}};
  return static_cast<int>(wd.iso_encoding()) - 1;
}

// An unscheduled stored puzzle that fits `spec`, or 0.
std::int64_t find_fitting(Store& store, const DaySpec& spec) {
  auto st = store.connection().prepare(
      "SELECT p.id FROM puzzles p JOIN grades g ON g.puzzle_id = p.id AND g.grader_version = ?1 "
      "WHERE p.game = ?2 AND p.rows = ?3 AND p.cols = ?4 AND g.status = 'solved' "
      "AND (?5 = 'any' OR g.max_tier = ?5) "
      // Daily sets keep the games' standard rules: a variant (Tango's unique lines) would be
      // solved by the standard rules' players with a different rule set in mind.
      "AND json_extract(p.puzzle, '$.unique_lines') IS NOT 1 "
      "AND NOT EXISTS (SELECT 1 FROM daily d WHERE d.puzzle_id = p.id) ORDER BY p.id LIMIT 1");
  st.bind(1, std::string(kGraderVersion)).bind(2, spec.game).bind(3, spec.rows).bind(4, spec.cols);
  st.bind(5, spec.tier);
  return st.step() ? st.column_int(0) : 0;
}

bool scheduled(Store& store, const std::string& date, const std::string& game) {
  auto st =
      store.connection().prepare("SELECT 1 FROM daily WHERE date = ?1 AND game = ?2 AND slot = 0");
  st.bind(1, date).bind(2, game);
  return st.step();
}

nlohmann::json generator_params(const DaySpec& spec) {
  nlohmann::json p{{"tier", spec.tier}};
  if (spec.game == "zip") {
    p["rows"] = spec.rows;
    p["cols"] = spec.cols;
  } else {
    p["size"] = spec.rows;
  }
  return p;
}

}  // namespace

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
  struct Row {
    int queens;
    const char* queens_tier;
    const char* tango_tier;
    int zip;
    const char* zip_tier;
  };
  // Monday .. Sunday. Tier names are the graders' (grader/<game>/); boards grow through the week.
  const Row rows[7] = {
      {7, "basic", "basic", 6, "basic"},           {7, "basic", "signs", 6, "basic"},
      {8, "shapes", "signs", 7, "regions"},        {8, "shapes", "near_complete", 7, "regions"},
      {9, "shapes", "near_complete", 7, "parity"}, {9, "pigeonhole", "line", 8, "parity"},
      {9, "pigeonhole", "line", 8, "parity"}};
  Curve c;
  for (int d = 0; d < 7; ++d) {
    const Row& r = rows[d];
    c.by_weekday[static_cast<std::size_t>(d)] = {{"queens", r.queens, r.queens, r.queens_tier},
                                                 {"tango", 6, 6, r.tango_tier},
                                                 {"zip", r.zip, r.zip, r.zip_tier}};
  }
  return c;
}

Expected<Curve> parse_curve(const nlohmann::json& j) {
  if (!j.is_object()) return make_error("curve: expected an object keyed by weekday");
  Curve c;
  for (int d = 0; d < 7; ++d) {
    if (!j.contains(kWeekdays[d]))
      return make_error(std::string("curve: missing \"") + kWeekdays[d] + "\"");
    const auto& list = j[kWeekdays[d]];
    if (!list.is_array())
      return make_error(std::string("curve: \"") + kWeekdays[d] + "\" must be an array");
    for (const auto& e : list) {
      if (!e.is_object() || !e.contains("game") || !e["game"].is_string())
        return make_error(std::string("curve: an entry of \"") + kWeekdays[d] +
                          "\" has no \"game\"");
      DaySpec s;
      s.game = e["game"].get<std::string>();
      const int size = e.value("size", 0);
      s.rows = e.value("rows", size);
      s.cols = e.value("cols", size);
      s.tier = e.value("tier", std::string("any"));
      if (s.rows <= 0 || s.cols <= 0)
        return make_error("curve: " + std::string(kWeekdays[d]) + " " + s.game +
                          " needs \"size\" or \"rows\"/\"cols\"");
      if (const GraderInfo* g = find_grader(s.game); g && s.tier != "any") {
        bool known = false;
        for (auto t : g->tiers) known = known || t == s.tier;
        if (!known) return make_error("curve: " + s.game + " has no tier \"" + s.tier + "\"");
      }
      c.by_weekday[static_cast<std::size_t>(d)].push_back(s);
    }
  }
  return c;
}

nlohmann::json curve_to_json(const Curve& c) {
  nlohmann::json j = nlohmann::json::object();
  for (int d = 0; d < 7; ++d) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& s : c.by_weekday[static_cast<std::size_t>(d)])
      list.push_back({{"game", s.game}, {"rows", s.rows}, {"cols", s.cols}, {"tier", s.tier}});
    j[kWeekdays[d]] = list;
  }
  return j;
}

DailySummary fill_daily(Store& store, const Curve& curve, long from, int days,
                        const std::vector<std::string>& games, std::uint64_t seed, int jobs) {
  DailySummary s;
  for (long day = from; day < from + days; ++day) {
    const std::string date = format_date(day);
    for (const DaySpec& spec : curve.by_weekday[static_cast<std::size_t>(weekday_of(day))]) {
      std::size_t game_index = 0;
      while (game_index < games.size() && games[game_index] != spec.game) ++game_index;
      if (game_index == games.size()) continue;
      if (scheduled(store, date, spec.game)) {
        ++s.kept;
        continue;
      }
      const std::string what = date + " " + spec.game + " " + std::to_string(spec.rows) + "x" +
                               std::to_string(spec.cols) + " " + spec.tier;
      std::int64_t id = find_fitting(store, spec);
      if (!id) {
        const GeneratorEntry* gen = find_generator(spec.game);
        if (!gen) {
          s.missing.push_back(what + ": none stored and no generator for " + spec.game + " yet");
          continue;
        }
        const auto item_seed = derive_seed(seed, static_cast<std::uint64_t>(day) * 8 + game_index);
        auto made = gen->make(generator_params(spec), item_seed, kGenerateBatch, jobs);
        if (!made) {
          s.missing.push_back(what + ": " + made.error());
          continue;
        }
        auto stored = store_generated(
            store, *made,
            {std::string(spec.game), std::to_string(gen->version), generator_params(spec).dump()},
            std::nullopt);
        s.generated += stored.added;
        id = find_fitting(store, spec);
        if (!id) {
          s.missing.push_back(what + ": generated puzzles did not fit");
          continue;
        }
      }
      // Re-check inside the write transaction: another process may have filled the slot or
      // taken the puzzle meanwhile.
      Store::Transaction tx(store);
      if (scheduled(store, date, spec.game)) {
        ++s.kept;
        continue;
      }
      id = find_fitting(store, spec);
      if (!id) {
        s.missing.push_back(what + ": taken by another process");
        continue;
      }
      auto st = store.connection().prepare(
          "INSERT INTO daily (date, game, slot, puzzle_id) VALUES (?1, ?2, 0, ?3)");
      st.bind(1, date).bind(2, spec.game).bind(3, id);
      st.step();
      tx.commit();
      ++s.scheduled;
    }
  }
  return s;
}

nlohmann::json daily_puzzles(Store& store, const std::string& date) {
  ExportFilter f;
  f.from = f.to = date;
  return export_puzzles(store, f);
}

}  // namespace dg::db
