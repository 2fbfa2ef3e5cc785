// The curve check: a slot asking a band its board cannot reach is refused, naming the weekday,
// the board and what the probe saw; the default curve passes; only the weekdays and games asked
// are probed; a refused slot the store already covers is left to the fill; and a curve's
// "minutes" matches stored puzzles by their grade's own minutes.
#include <catch2/catch.hpp>

#include <string>

#include "db/curve_check.hpp"
#include "db/daily.hpp"
#include "db/generated.hpp"
#include "db/store.hpp"
#include "generator/common/generators.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

namespace {

const long kMonday = *db::parse_date("2026-11-23");

// A curve with `spec` on `weekday` only.
db::Curve only_on(int weekday, const db::DaySpec& spec) {
  db::Curve c;
  c.by_weekday[static_cast<std::size_t>(weekday)] = {spec};
  return c;
}

// A 5x5 basic Queens asked for expert: the smallest board with the easiest rules, whatever scale
// the bands are read on, is never more than a band above easy.
db::DaySpec expert_5x5() {
  return {"queens", 5, 5, "basic", {{"band", "expert"}}};
}

db::DailyOptions queens_options() {
  db::DailyOptions o;
  o.games = {"queens"};
  o.seed = 4;
  o.jobs = 1;
  o.today = kMonday - 1;
  return o;
}

}  // namespace

TEST_CASE("a slot asking a band its board cannot reach is refused, saying what the probe saw",
          "[db][daily][curve][probe]") {
  db::Curve c = only_on(6, expert_5x5());
  c.by_weekday[5] = {expert_5x5()};  // the same slot on Saturday: one slot, one probe
  const db::CurveCheck check = db::check_curve(c);
  CHECK(check.slots == 1);
  CHECK(check.probes == 1);
  REQUIRE(check.refused.size() == 1);
  CHECK(check.not_judged.empty());
  const db::CurveSlotCheck& slot = check.refused.front();
  CHECK(slot.weekdays == std::vector<int>{5, 6});
  CHECK(slot.verdict.hits == 0);
  CHECK_THAT(slot.message(), Catch::StartsWith("curve: saturday, sunday: queens 5x5 tier basic, "
                                               "band expert: not reachable: "));
  CHECK_THAT(slot.message(), Catch::Matches(".*: not reachable: [0-9]+ probe puzzles in [0-9.]+ s "
                                            "were .*; ask a band up to .*, or another board or "
                                            "tier"));
  CHECK(slot.message().find('\n') == std::string::npos);
}

TEST_CASE("a minutes range no puzzle comes near is refused", "[db][daily][curve][probe]") {
  const db::Curve c = only_on(0, {"tango", 6, 6, "basic", {{"minutes", "500.."}}});
  const db::CurveCheck check = db::check_curve(c);
  REQUIRE(check.refused.size() == 1);
  CHECK_THAT(
      check.refused.front().message(),
      Catch::StartsWith("curve: monday: tango 6x6 tier basic, minutes 500..: not reachable"));
}

TEST_CASE("the default curve passes the check", "[db][daily][curve][probe]") {
  const db::CurveCheck check = db::check_curve(db::default_curve());
  CHECK(check.slots >= 14);
  CHECK(check.probes >= 10);
  for (const auto& slot : check.refused) FAIL_CHECK(slot.message());
  for (const auto& slot : check.not_judged) WARN(slot.message());
}

TEST_CASE("only the weekdays and games asked are probed", "[db][daily][curve][probe]") {
  const db::Curve c = only_on(6, expert_5x5());
  db::CurveCheckOptions monday;
  monday.weekdays = db::weekdays_between(kMonday, 1);
  const db::CurveCheck on_monday = db::check_curve(c, monday);
  CHECK(on_monday.probes == 0);
  CHECK(on_monday.refused.empty());
  db::CurveCheckOptions tango;
  tango.games = {"tango"};
  CHECK(db::check_curve(c, tango).probes == 0);
  CHECK(db::weekdays_between(kMonday + 6, 1) ==
        std::array<bool, 7>{false, false, false, false, false, false, true});
  CHECK(db::weekdays_between(kMonday + 3, 30) ==
        std::array<bool, 7>{true, true, true, true, true, true, true});
  // A slot without a score request is probed too: it passes when its board makes a puzzle.
  const db::Curve plain = only_on(6, {"queens", 5, 5, "basic", nlohmann::json::object()});
  const db::CurveCheck tier_only = db::check_curve(plain);
  CHECK(tier_only.slots == 1);
  CHECK(tier_only.probes == 1);
  CHECK(tier_only.refused.empty());
  CHECK(tier_only.not_judged.empty());
}

TEST_CASE("a refused slot the store already covers is left to the fill",
          "[db][daily][curve][probe]") {
  TempDb tmp("curve_covered");
  db::Store store(tmp.path.string());
  const GeneratorEntry* gen = find_generator("queens");
  REQUIRE(gen);
  auto made = gen->make({{"size", 5}, {"tier", "any"}}, 11, 2, 1);
  REQUIRE(made.ok());
  REQUIRE(made->size() == 2);
  db::store_generated(store, *made, {"queens", "1", "{}"}, std::nullopt);
  // A slot asking any solve time (a score request every puzzle the rules solve meets), taken as
  // refused: the two stored puzzles cover two of its days.
  const db::DaySpec spec{"queens", 5, 5, "any", {{"minutes", "0.."}}};
  const db::Curve c = only_on(0, spec);
  db::CurveSlotCheck refused{spec, {0}, {}};
  const auto o = queens_options();
  CHECK(db::count_fitting(store, spec, o, 10) == 2);
  // One Monday: 2 stored puzzles fit it. Three Mondays: they cannot fill them all.
  CHECK(db::uncovered(store, c, {refused}, kMonday, 1, o).empty());
  CHECK(db::uncovered(store, c, {refused}, kMonday, 14, o).empty());
  CHECK(db::uncovered(store, c, {refused}, kMonday, 21, o).size() == 1);
  // A day already scheduled needs nothing.
  CHECK(!db::is_scheduled(store, db::format_date(kMonday), "queens"));
  db::fill_daily(store, c, kMonday, 1, o);
  CHECK(db::is_scheduled(store, db::format_date(kMonday), "queens"));
  CHECK(db::uncovered(store, c, {refused}, kMonday, 1, o).empty());
  CHECK(db::count_fitting(store, spec, o, 10) == 1);
  // Another game's slots are not this fill's business.
  db::DailyOptions tango_only = o;
  tango_only.games = {"tango"};
  CHECK(db::uncovered(store, c, {refused}, kMonday, 21, tango_only).empty());
}

TEST_CASE("a curve's minutes are matched against each stored puzzle's own minutes",
          "[db][daily][curve][score]") {
  TempDb tmp("curve_minutes");
  db::Store store(tmp.path.string());
  const GeneratorEntry* gen = find_generator("queens");
  REQUIRE(gen);
  auto made = gen->make({{"size", 5}, {"tier", "any"}}, 12, 3, 1);
  REQUIRE(made.ok());
  db::store_generated(store, *made, {"queens", "1", "{}"}, std::nullopt);
  const auto o = queens_options();
  const auto fits = [&](const char* minutes) {
    return db::count_fitting(store, {"queens", 5, 5, "any", {{"minutes", minutes}}}, o, 10);
  };
  CHECK(fits("0..") == made->size());  // every solve time is at least 0
  CHECK(fits("500..") == 0);
  // A fill takes one of them for a slot asking any time.
  const db::Curve c = only_on(0, {"queens", 5, 5, "any", {{"minutes", "0.."}}});
  const db::DailySummary s = db::fill_daily(store, c, kMonday, 1, o);
  CHECK(s.scheduled == 1);
  CHECK(s.generated == 0);
}
