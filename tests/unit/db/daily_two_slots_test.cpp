// Two slots of one game on a day (issue 39, E5): a curve may give Sunday a LinkedIn Queens and a
// Star Battle 2★ side by side, each numbered in its own series, so the LinkedIn series does not
// skip Sundays; fills, re-rolls and clears handle both slots; the store refuses a second slot of
// one series on a day (schema 9, upgraded from a version 8 store); and an unscheduling with
// keep_puzzles gives its puzzles back (issue 39, the missing undo).
#include <catch2/catch.hpp>

#include <fstream>
#include <set>
#include <sstream>

#include "db/daily.hpp"
#include "db/schema.hpp"
#include "db/store.hpp"
#include "tests/unit/db/file_text.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

namespace {

const long kSaturday = *db::parse_date("2026-12-05");
const long kSunday = kSaturday + 1;

const nlohmann::json kLinkedin{{"game", "queens"}, {"size", 7}, {"tier", "any"}};
const nlohmann::json kStars{{"game", "queens"}, {"size", 10}, {"stars", 2}, {"tier", "any"}};

// LinkedIn Queens every day, and a Star Battle beside it on Sunday (`star_first`: listed first).
nlohmann::json two_on_sunday(bool star_first = false) {
  nlohmann::json c;
  for (const char* day : db::kWeekdays) c[day] = nlohmann::json::array({kLinkedin});
  c["sunday"] = star_first ? nlohmann::json::array({kStars, kLinkedin})
                           : nlohmann::json::array({kLinkedin, kStars});
  return c;
}

db::Curve curve_of(const nlohmann::json& j) {
  auto c = db::parse_curve(j);
  REQUIRE(c);
  return *c;
}

db::DailyOptions queens_only() {
  db::DailyOptions o;
  o.games = {"queens"};
  o.seed = 7;
  o.jobs = 1;
  o.today = kSaturday - 10;
  return o;
}

// "date series #number" of each slot from `from` to `to`.
std::vector<std::string> slots(db::Store& store, long from, long to) {
  std::vector<std::string> out;
  for (const auto& s : db::schedule_between(store, from, to))
    out.push_back(s.date + " " + s.series + " #" + std::to_string(s.number));
  return out;
}

std::set<std::int64_t> puzzles_on(db::Store& store, long day) {
  std::set<std::int64_t> out;
  for (const auto& s : db::schedule_between(store, day, day)) out.insert(s.puzzle_id);
  return out;
}

}  // namespace

TEST_CASE("daily: a game's entries on one day must be of different series", "[db][daily][slots]") {
  CHECK(db::parse_curve(two_on_sunday()));
  nlohmann::json same = two_on_sunday();
  same["sunday"] = nlohmann::json::array({kLinkedin, {{"game", "queens"}, {"size", 9}}});
  auto refused = db::parse_curve(same);
  REQUIRE_FALSE(refused);
  CHECK_THAT(refused.error(),
             Catch::StartsWith("curve: sunday: two entries for queens of one variant (a day "
                               "holds one slot per series"));
  // Zip has one series: never two Zips on a day, whatever their walls.
  nlohmann::json zips = two_on_sunday();
  zips["monday"] = nlohmann::json::array(
      {{{"game", "zip"}, {"size", 6}}, {{"game", "zip"}, {"size", 6}, {"walls", "2..4"}}});
  auto zip = db::parse_curve(zips);
  REQUIRE_FALSE(zip);
  CHECK(zip.error() ==
        "curve: monday: two entries for zip (a day holds one slot per series, and zip has one)");
  // Read back as written, both entries.
  const auto again = db::parse_curve(nlohmann::json(db::curve_to_json(curve_of(two_on_sunday()))));
  REQUIRE(again);
  CHECK(again->by_weekday[6].size() == 2);
}

TEST_CASE("daily: LinkedIn Queens and a Star Battle side by side on Sunday", "[db][daily][slots]") {
  TempDb tmp("daily_two_slots");
  db::Store store(tmp.path.string());
  const db::Curve curve = curve_of(two_on_sunday());
  db::DailyOptions o = queens_only();
  const auto filled = db::fill_daily(store, curve, kSaturday, 2, o);
  CHECK(filled.scheduled == 3);
  CHECK(filled.missing.empty());
  // The LinkedIn series does not skip Sunday; the Star Battle has numbers of its own.
  CHECK(slots(store, kSaturday, kSunday) ==
        std::vector<std::string>{"2026-12-05 queens #1", "2026-12-06 queens #2",
                                 "2026-12-06 queens:stars2 #1"});
  // Idempotent: both Sunday slots are kept.
  const auto again = db::fill_daily(store, curve, kSaturday, 2, o);
  CHECK(again.kept == 3);
  CHECK(again.scheduled == 0);
  CHECK(db::empty_slots(store, kSaturday, kSunday, {}).empty());
  // The store itself refuses a second slot of one series on a day (schema 9).
  CHECK_THROWS(store.connection().exec(
      "INSERT INTO daily (date, game, slot, puzzle_id, series) SELECT date, game, 5, "
      "(SELECT max(id) FROM puzzles), series FROM daily WHERE date = '2026-12-06' AND "
      "series = 'queens'"));

  // A re-roll takes each slot from its own entry: numbers and series stay.
  const auto before = puzzles_on(store, kSunday);
  const auto rerolled = db::replace_daily(store, curve, kSunday, o);
  CHECK(rerolled.scheduled == 2);
  CHECK(rerolled.missing.empty());
  CHECK(slots(store, kSunday, kSunday) ==
        std::vector<std::string>{"2026-12-06 queens #2", "2026-12-06 queens:stars2 #1"});
  for (std::int64_t id : puzzles_on(store, kSunday)) CHECK(before.count(id) == 0);

  // Clearing the day clears both slots, each named in its series.
  const auto cleared = db::unschedule_daily(store, kSunday, 1, o);
  CHECK(cleared.removed == 2);
  CHECK(cleared.cleared ==
        std::vector<std::string>{"2026-12-06 queens #2", "2026-12-06 star battle 2\u2605 #1"});
  CHECK(db::empty_slots(store, kSaturday, kSunday, {}) ==
        std::vector<std::string>{"2026-12-06 queens"});
}

TEST_CASE("daily: a day filled before its curve gained a second entry gets a slot for it",
          "[db][daily][slots]") {
  TempDb tmp("daily_two_slots_later");
  db::Store store(tmp.path.string());
  db::DailyOptions o = queens_only();
  nlohmann::json linkedin_only = two_on_sunday();
  linkedin_only["sunday"] = nlohmann::json::array({kLinkedin});
  REQUIRE(db::fill_daily(store, curve_of(linkedin_only), kSunday, 1, o).scheduled == 1);
  const auto linkedin = puzzles_on(store, kSunday);
  // The Star Battle listed first: the stored LinkedIn slot still stands for the LinkedIn entry.
  const auto added = db::fill_daily(store, curve_of(two_on_sunday(true)), kSunday, 1, o);
  CHECK(added.kept == 1);
  CHECK(added.scheduled == 1);
  CHECK(slots(store, kSunday, kSunday) ==
        std::vector<std::string>{"2026-12-06 queens #1", "2026-12-06 queens:stars2 #1"});
  CHECK(puzzles_on(store, kSunday).count(*linkedin.begin()) == 1);
}

TEST_CASE("daily: an unscheduling with keep_puzzles gives its puzzles back",
          "[db][daily][slots][undo]") {
  TempDb tmp("daily_keep_puzzles");
  db::Store store(tmp.path.string());
  const db::Curve curve = curve_of(two_on_sunday());
  db::DailyOptions o = queens_only();
  REQUIRE(db::fill_daily(store, curve, kSaturday, 2, o).scheduled == 3);
  const auto sunday = puzzles_on(store, kSunday);

  db::DailyOptions keep = o;
  keep.keep_puzzles = true;
  CHECK(db::unschedule_daily(store, kSunday, 1, keep).removed == 2);
  const auto refilled = db::fill_daily(store, curve, kSunday, 1, o);
  CHECK(refilled.scheduled == 2);
  CHECK(refilled.generated == 0);
  CHECK(puzzles_on(store, kSunday) == sunday);  // the same puzzles, as if never cleared
  CHECK(slots(store, kSunday, kSunday) ==
        std::vector<std::string>{"2026-12-06 queens #2", "2026-12-06 queens:stars2 #1"});

  // Without it they stay retired.
  CHECK(db::unschedule_daily(store, kSunday, 1, o).removed == 2);
  db::fill_daily(store, curve, kSunday, 1, o);
  for (std::int64_t id : puzzles_on(store, kSunday)) CHECK(sunday.count(id) == 0);

  // A published day's puzzles were played: never given back, forced or not.
  keep.today = kSunday;
  keep.force_reason = "wrong day";
  const auto refused = db::unschedule_daily(store, kSaturday, 2, keep);
  CHECK(refused.published_kept == std::vector<std::string>{"2026-12-05", "2026-12-06"});
  CHECK(refused.removed == 0);
  CHECK(slots(store, kSaturday, kSunday).size() == 3);
}

TEST_CASE("schema 9: a version 8 store gets the one-slot-per-series index", "[db][schema]") {
  TempDb tmp("schema_v9");
  {
    db::Connection c(tmp.path.string());
    c.exec(text_of(std::string(DG_SOURCE_DIR) + "/tests/unit/db/schema_v8.sql"));
    c.exec("PRAGMA user_version = 8");
    c.exec(R"sql(
      INSERT INTO puzzles (id, game, rows, cols, puzzle, solution, canonical_key, source, variant)
        VALUES (1, 'queens', 3, 3, '{"game":"queens","regions":[[0,0,1],[0,2,1],[2,2,1]]}', '[]',
                'k1', 'generated', 'linkedin'),
               (2, 'queens', 3, 3, '{"game":"queens","regions":[[0,0,1],[0,2,1],[2,2,2]]}', '[]',
                'k2', 'generated', 'linkedin');
      INSERT INTO daily (date, game, slot, puzzle_id, number, series)
        VALUES ('2026-12-06', 'queens', 0, 1, 1, 'queens');
    )sql");
    CHECK(db::schema_difference(c, db::SchemaStrictness::foreign).empty());  // a true schema 8
  }
  db::Store store(tmp.path.string());
  CHECK(db::schema_version(store.connection()) == db::kSchemaVersion);
  CHECK(db::schema_difference(store.connection(), db::SchemaStrictness::foreign).empty());
  CHECK(slots(store, kSunday, kSunday) == std::vector<std::string>{"2026-12-06 queens #1"});
  CHECK_THROWS(
      store.connection().exec("INSERT INTO daily (date, game, slot, puzzle_id, number, series) "
                              "VALUES ('2026-12-06', 'queens', 1, 2, 2, 'queens')"));
}
