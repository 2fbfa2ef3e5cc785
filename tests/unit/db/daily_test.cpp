// Daily sets as an editor relies on them: only our own puzzles unless a source is opted in,
// re-rolls and unscheduling that never bring a puzzle back, publication numbers in date order
// that stay put once published, and curve files checked when they are read.
#include <catch2/catch.hpp>

#include <set>

#include "db/daily.hpp"
#include "db/generated.hpp"
#include "db/ingest.hpp"
#include "db/store.hpp"
#include "generator/tango/generator.hpp"
#include "grader/tango/grader.hpp"
#include "solver/common/document.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

namespace {

// Every weekday: one Tango 6x6 basic slot.
db::Curve tango_curve() {
  db::Curve c;
  for (auto& day : c.by_weekday) day = {{"tango", 6, 6, "basic"}};
  return c;
}

db::DailyOptions tango_options(long today) {
  db::DailyOptions o;
  o.games = {"tango"};
  o.seed = 3;
  o.jobs = 1;
  o.today = today;
  return o;
}

// A basic 6x6 Tango as generate emits it (interchange JSON with "solution").
nlohmann::json tango_basic(std::uint64_t seed) {
  tango::Params p;
  p.tier = tango::kBasic;
  auto made = tango::generate(p, seed);
  REQUIRE(made.ok());
  return tango::generated_to_json(*made);
}

std::int64_t import_one(db::Store& store, const nlohmann::json& puzzle, const std::string& source) {
  auto entries = read_document(puzzle.dump());
  REQUIRE(entries.ok());
  db::import_entries(store, *entries, source, std::nullopt);
  auto st = store.connection().prepare(
      "SELECT puzzle_id FROM puzzle_sources WHERE source = ?1 ORDER BY puzzle_id DESC LIMIT 1");
  st.bind(1, source);
  REQUIRE(st.step());
  return st.column_int(0);
}

std::int64_t scheduled_on(db::Store& store, long day, const std::string& game = "tango") {
  auto st = store.connection().prepare("SELECT puzzle_id FROM daily WHERE date = ?1 AND game = ?2");
  st.bind(1, db::format_date(day)).bind(2, game);
  return st.step() ? st.column_int(0) : 0;
}

int number_on(db::Store& store, long day) {
  auto st = store.connection().prepare("SELECT number FROM daily WHERE date = ?1");
  st.bind(1, db::format_date(day));
  return st.step() ? static_cast<int>(st.column_int(0)) : 0;
}

const long kMonday = *db::parse_date("2026-11-23");

}  // namespace

TEST_CASE("daily schedules only generated puzzles unless a source is opted in", "[db][daily]") {
  TempDb tmp("daily_sources");
  db::Store store(tmp.path.string());
  const std::int64_t theirs = import_one(store, tango_basic(101), "linkedin.json");
  auto o = tango_options(kMonday - 1);
  REQUIRE(db::fill_daily(store, tango_curve(), kMonday, 1, o).scheduled == 1);
  CHECK(scheduled_on(store, kMonday) != theirs);
  CHECK(db::unknown_sources(store, {"linkedin.json", "linkedin"}) ==
        std::vector<std::string>{"linkedin"});
  o.sources = {"linkedin.json"};
  REQUIRE(db::fill_daily(store, tango_curve(), kMonday + 1, 1, o).scheduled == 1);
  CHECK(scheduled_on(store, kMonday + 1) == theirs);  // the lowest id that fits
}

TEST_CASE("a generated board that is also in an imported archive is not ours to publish",
          "[db][daily]") {
  TempDb tmp("daily_shared_board");
  db::Store store(tmp.path.string());
  const nlohmann::json board = tango_basic(202);
  db::store_generated(store, {board}, {"tango", "1", "{}"}, std::nullopt);
  const std::int64_t shared = import_one(store, board, "archive.json");
  auto st = store.connection().prepare("SELECT count(*) FROM puzzle_sources WHERE puzzle_id = ?1");
  st.bind(1, shared);
  REQUIRE(st.step());
  REQUIRE(st.column_int(0) == 2);  // one puzzle, two sources
  auto o = tango_options(kMonday - 1);
  const auto s = db::fill_daily(store, tango_curve(), kMonday, 1, o);
  CHECK(s.scheduled == 1);
  CHECK(s.generated >= 1);
  CHECK(scheduled_on(store, kMonday) != shared);
}

TEST_CASE("a re-roll gives a puzzle never scheduled before and keeps the number", "[db][daily]") {
  TempDb tmp("daily_replace");
  db::Store store(tmp.path.string());
  const auto o = tango_options(kMonday - 1);
  REQUIRE(db::fill_daily(store, tango_curve(), kMonday, 2, o).scheduled == 2);
  std::set<std::int64_t> seen = {scheduled_on(store, kMonday), scheduled_on(store, kMonday + 1)};
  const int number = number_on(store, kMonday + 1);
  CHECK(number == 2);
  for (int reroll = 0; reroll < 6; ++reroll) {  // more re-rolls than one generated batch holds
    REQUIRE(db::replace_daily(store, tango_curve(), kMonday + 1, o).scheduled == 1);
    const std::int64_t now = scheduled_on(store, kMonday + 1);
    CHECK(seen.insert(now).second);
    CHECK(number_on(store, kMonday + 1) == number);
  }
  // Unscheduled puzzles stay retired: filling the cleared day again draws a new one.
  CHECK(db::unschedule_daily(store, kMonday + 1, 1, o).removed == 1);
  CHECK(scheduled_on(store, kMonday + 1) == 0);
  REQUIRE(db::fill_daily(store, tango_curve(), kMonday + 1, 1, o).scheduled == 1);
  CHECK(seen.insert(scheduled_on(store, kMonday + 1)).second);
}

TEST_CASE("publication numbers follow the dates and stay put once published", "[db][daily]") {
  TempDb tmp("daily_numbers");
  db::Store store(tmp.path.string());
  auto o = tango_options(kMonday - 1);
  // Filled out of date order: numbers still follow the dates.
  REQUIRE(db::fill_daily(store, tango_curve(), kMonday + 2, 1, o).scheduled == 1);
  REQUIRE(db::fill_daily(store, tango_curve(), kMonday, 2, o).scheduled == 2);
  CHECK(number_on(store, kMonday) == 1);
  CHECK(number_on(store, kMonday + 1) == 2);
  CHECK(number_on(store, kMonday + 2) == 3);
  // Monday and Tuesday are published now; clearing Monday (forced: it is published) leaves
  // Tuesday's number alone.
  o.today = kMonday + 1;
  o.force_reason = "withdrawn";
  REQUIRE(db::unschedule_daily(store, kMonday, 1, o).removed == 1);
  o.force_reason.clear();
  CHECK(number_on(store, kMonday + 1) == 2);
  CHECK(number_on(store, kMonday + 2) == 3);
  // Clearing an unpublished day renumbers the later unpublished ones.
  REQUIRE(db::fill_daily(store, tango_curve(), kMonday + 3, 1, o).scheduled == 1);
  CHECK(number_on(store, kMonday + 3) == 4);
  db::unschedule_daily(store, kMonday + 2, 1, o);
  CHECK(number_on(store, kMonday + 3) == 3);
  // A published day refilled would be numbered after a later published day: refused, the slot
  // left empty and named, unless forced; then it gets the next number, not an earlier one.
  const auto refused = db::fill_daily(store, tango_curve(), kMonday, 1, o);
  CHECK(refused.scheduled == 0);
  REQUIRE(refused.missing.size() == 1);
  CHECK(refused.missing[0].find("2026-11-24 #2") != std::string::npos);
  CHECK(number_on(store, kMonday) == 0);
  o.force_reason = "withdrawn puzzle replaced";
  REQUIRE(db::fill_daily(store, tango_curve(), kMonday, 1, o).scheduled == 1);
  CHECK(number_on(store, kMonday) == 3);
  CHECK(number_on(store, kMonday + 3) == 4);
}

TEST_CASE("published days are locked: re-rolls and clearing refuse them unless forced",
          "[db][daily]") {
  TempDb tmp("daily_locked");
  db::Store store(tmp.path.string());
  auto o = tango_options(kMonday - 1);
  REQUIRE(db::fill_daily(store, tango_curve(), kMonday, 3, o).scheduled == 3);
  const std::int64_t monday = scheduled_on(store, kMonday),
                     tuesday = scheduled_on(store, kMonday + 1);
  o.today = kMonday + 1;  // Monday and Tuesday are published
  auto s = db::replace_daily(store, tango_curve(), kMonday + 1, o);
  CHECK(s.locked == std::vector<std::string>{"2026-11-24"});
  CHECK(s.scheduled == 0);
  CHECK(scheduled_on(store, kMonday + 1) == tuesday);
  // A range reaching into the published days changes nothing, not even its unpublished day.
  s = db::unschedule_daily(store, kMonday, 3, o);
  CHECK(s.locked == std::vector<std::string>{"2026-11-23", "2026-11-24"});
  CHECK(s.removed == 0);
  CHECK(scheduled_on(store, kMonday) == monday);
  CHECK(scheduled_on(store, kMonday + 2) != 0);
  // Unpublished days stay free to change, and leave no reason in the log.
  s = db::unschedule_daily(store, kMonday + 2, 1, o);
  CHECK(s.locked.empty());
  CHECK(s.cleared == std::vector<std::string>{"2026-11-25 tango #3"});
  // Forced: done, and the reason is kept beside the change.
  o.force_reason = "misprint in the paper";
  REQUIRE(db::replace_daily(store, tango_curve(), kMonday + 1, o).scheduled == 1);
  CHECK(scheduled_on(store, kMonday + 1) != tuesday);
  CHECK(number_on(store, kMonday + 1) == 2);
  auto st = store.connection().prepare(
      "SELECT group_concat(action || ':' || coalesce(reason, '-'), ' ') FROM "
      "(SELECT action, reason FROM schedule_log WHERE action <> 'scheduled' OR reason IS NOT NULL "
      "ORDER BY id)");
  REQUIRE(st.step());
  CHECK(st.column_text(0) ==
        "unscheduled:- replaced:misprint in the paper scheduled:misprint in the paper");
}

TEST_CASE("empty slots: the games asked for, else the ones the schedule wanted that day",
          "[db][daily]") {
  TempDb tmp("daily_empty");
  db::Store store(tmp.path.string());
  const auto o = tango_options(kMonday - 1);
  REQUIRE(db::fill_daily(store, tango_curve(), kMonday, 3, o).scheduled == 3);
  CHECK(db::empty_slots(store, kMonday, kMonday + 3, {}).empty());  // Thursday was never filled
  REQUIRE(db::unschedule_daily(store, kMonday + 1, 1, o).removed == 1);
  CHECK(db::empty_slots(store, kMonday, kMonday + 3, {}) ==
        std::vector<std::string>{"2026-11-24 tango"});
  CHECK(db::empty_slots(store, kMonday, kMonday, {"tango", "zip"}) ==
        std::vector<std::string>{"2026-11-23 zip"});
  // A fill that wanted Zip too (the default curve has it every day) and left it empty.
  store.connection().exec(
      "INSERT INTO runs (command, params) VALUES ('daily', '{\"mode\": \"fill\", \"date\": "
      "\"2026-11-25\", \"days\": 2, \"games\": [\"tango\", \"zip\"]}')");
  CHECK(db::empty_slots(store, kMonday, kMonday + 3, {}) ==
        std::vector<std::string>{"2026-11-24 tango", "2026-11-25 zip", "2026-11-26 tango",
                                 "2026-11-26 zip"});
}

TEST_CASE("curve options reach the generator and the choice of stored puzzles", "[db][daily]") {
  TempDb tmp("daily_options");
  db::Store store(tmp.path.string());
  auto curve = db::parse_curve(nlohmann::json::parse(R"({
    "monday": [{"game": "zip", "rows": 5, "cols": 6, "tier": "basic", "walls": "2..3", "numbers": "4..6"}],
    "tuesday": [], "wednesday": [], "thursday": [], "friday": [], "saturday": [], "sunday": []})"));
  REQUIRE(curve.ok());
  db::DailyOptions o;
  o.games = {"zip"};
  o.jobs = 1;
  o.today = kMonday - 1;
  for (long week = 0; week < 3; ++week)
    REQUIRE(db::fill_daily(store, *curve, kMonday + 7 * week, 1, o).scheduled == 1);
  const auto set = db::daily_puzzles(store, kMonday, kMonday + 14);
  REQUIRE(set["puzzles"].size() == 3);
  for (const auto& p : set["puzzles"]) {
    CHECK(p["rows"] == 5);
    CHECK(p["cols"] == 6);
    CHECK(p["walls"].size() >= 2);
    CHECK(p["walls"].size() <= 3);
    CHECK(p["waypoints"].size() >= 4);
    CHECK(p["waypoints"].size() <= 6);
  }
}

TEST_CASE("curve files are checked when they are read, naming the weekday and the key",
          "[db][daily][curve]") {
  const auto with = [](const std::string& tuesday) {
    std::string text =
        R"({"monday": [{"game": "queens", "size": 7, "tier": "basic"}], "tuesday": )" + tuesday +
        R"(, "wednesday": [], "thursday": [], "friday": [], "saturday": [], "sunday": []})";
    return db::parse_curve(nlohmann::json::parse(text));
  };
  REQUIRE(with(R"([{"game": "zip", "size": 6, "tier": "basic", "walls": "0..2"}])").ok());
  REQUIRE(with(R"([{"game": "tango", "size": 6, "givens": "8..12", "signs": 4}])").ok());
  const std::pair<const char*, const char*> mistakes[] = {
      {R"([{"game": "zip", "size": 6, "teir": "basic"}])", "tuesday, zip: unknown key \"teir\""},
      {R"([{"game": "queens", "size": 7, "tier": "hard"}])", "tuesday, queens: --tier"},
      {R"([{"game": "queens", "size": 40}])", "tuesday, queens: "},
      {R"([{"game": "tango", "size": 2}])", "tuesday, tango: tango: each side must be 3..14"},
      {R"([{"game": "tango", "size": 6, "givens": "40..50"}])", "tuesday, tango: tango: givens"},
      {R"([{"game": "zip", "size": 6, "walls": "many"}])", "tuesday, zip: --walls"},
      {R"([{"game": "zip", "size": "6"}])", "tuesday, zip: \"size\" must be a board side"},
      {R"([{"game": "queens", "rows": 7, "cols": 8}])", "queens boards are square"},
      {R"([{"game": "zip", "tier": "basic"}])", "tuesday, zip: needs \"size\""},
      {R"([{"game": "chess", "size": 8}])", "tuesday: unknown game \"chess\""},
      {R"([{"size": 8}])", "tuesday: an entry has no \"game\""},
      {R"([{"game": "tango", "size": 6}, {"game": "tango", "size": 8}])",
       "tuesday: two entries for tango"},
      {R"({"game": "tango"})", "tuesday must be an array"},
  };
  for (const auto& [tuesday, message] : mistakes) {
    INFO(tuesday);
    auto c = with(tuesday);
    REQUIRE_FALSE(c.ok());
    CHECK_THAT(c.error(), Catch::Contains(message));
  }
  auto missing = db::parse_curve(nlohmann::json::parse(R"({"monday": []})"));
  REQUIRE_FALSE(missing.ok());
  CHECK_THAT(missing.error(), Catch::Contains("missing \"tuesday\""));
  auto misspelled = db::parse_curve(nlohmann::json::parse(R"({"mondya": []})"));
  REQUIRE_FALSE(misspelled.ok());
  CHECK_THAT(misspelled.error(), Catch::Contains("unknown key \"mondya\""));
}

TEST_CASE("the printed curve is the documented format, in calendar order, and reads back",
          "[db][daily][curve]") {
  const auto printed = db::curve_to_json(db::default_curve());
  std::vector<std::string> keys;
  for (const auto& item : printed.items()) keys.push_back(item.key());
  CHECK(keys == std::vector<std::string>{"monday", "tuesday", "wednesday", "thursday", "friday",
                                         "saturday", "sunday"});
  CHECK(printed["monday"][0].dump() ==
        R"({"game":"queens","size":7,"tier":"shapes","difficulty":"..9"})");
  auto again = db::parse_curve(nlohmann::json::parse(printed.dump()));
  REQUIRE(again.ok());
  CHECK(db::curve_to_json(*again).dump() == printed.dump());
}
