// A Star Battle slot in a daily curve: a Queens entry with "stars" reads back as written, fills
// its day with a board of exactly that variant (stored or generated), and never lends a board to
// a LinkedIn slot, nor takes one from it. A board the grader refuses fills a "tier any" slot
// ungraded; where the grader grades it, it is matched by its grade like any other.
#include <catch2/catch.hpp>

#include "db/daily.hpp"
#include "db/store.hpp"
#include "grader/common/graders.hpp"
#include "solver/common/game.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

namespace {

nlohmann::json curve_json(const nlohmann::json& weekday_entry, const nlohmann::json& sunday) {
  nlohmann::json c;
  for (const char* day : db::kWeekdays)
    c[day] = nlohmann::json::array({std::string(day) == "sunday" ? sunday : weekday_entry});
  return c;
}

nlohmann::json puzzle_on(db::Store& store, long day) {
  const auto set = db::daily_puzzles(store, day, day);
  REQUIRE(set["puzzles"].size() == 1);
  return set["puzzles"][0];
}

const long kSaturday = *db::parse_date("2026-12-05");
const long kSunday = kSaturday + 1;

}  // namespace

TEST_CASE("daily: a Star Battle slot is a Queens entry with stars", "[db][daily][family]") {
  const nlohmann::json linkedin{{"game", "queens"}, {"size", 10}, {"tier", "any"}};
  const nlohmann::json star{{"game", "queens"}, {"size", 10}, {"stars", 2}, {"tier", "any"}};
  auto curve = db::parse_curve(curve_json(linkedin, star));
  REQUIRE(curve);
  CHECK(nlohmann::json(db::curve_to_json(*curve))["sunday"][0] == star);
  auto again = db::parse_curve(nlohmann::json(db::curve_to_json(*curve)));
  REQUIRE(again);

  TempDb tmp("daily_star_battle");
  db::Store store(tmp.path.string());
  db::DailyOptions o;
  o.games = {"queens"};
  o.seed = 5;
  o.jobs = 1;
  o.today = kSaturday;
  // Sunday first: its generated Star Battles are in the store when Saturday's LinkedIn slot of
  // the same size looks for a puzzle, and must not be taken.
  auto sunday = db::fill_daily(store, *curve, kSunday, 1, o);
  CHECK(sunday.scheduled == 1);
  CHECK(sunday.missing.empty());
  auto saturday = db::fill_daily(store, *curve, kSaturday, 1, o);
  CHECK(saturday.scheduled == 1);
  CHECK(saturday.generated > 0);  // nothing stored fitted: the Star Battles are not LinkedIn's

  const nlohmann::json sb = puzzle_on(store, kSunday);
  CHECK(sb.value("stars", 1) == 2);
  const nlohmann::json plain = puzzle_on(store, kSaturday);
  CHECK_FALSE(plain.contains("stars"));
  CHECK(plain.contains("grade"));

  // Each is numbered in its own series (issue 22): the Star Battle never takes a Queens number,
  // and the schedule names it as what it is.
  const auto slots = db::schedule_between(store, kSaturday, kSunday);
  REQUIRE(slots.size() == 2);
  CHECK(slots[0].series == "queens");
  CHECK(slots[0].label == "queens");
  CHECK(slots[0].number == 1);
  CHECK(slots[1].variant == "stars2");
  CHECK(slots[1].series == "queens:stars2");
  CHECK(slots[1].label == "star battle 2\u2605");
  CHECK(slots[1].number == 1);

  // The Star Battle is graded exactly when the grader grades its variant.
  auto board = find_game("queens")->from_json(sb);
  REQUIRE(board);
  const bool refused = !unsupported_reason(*find_grader("queens"), **board).empty();
  CHECK(sb.contains("grade") == !refused);

  // A re-roll gives another Star Battle for the same slot.
  auto rerolled = db::replace_daily(store, *curve, kSunday, o);
  CHECK(rerolled.scheduled == 1);
  const nlohmann::json next = puzzle_on(store, kSunday);
  CHECK(next.value("stars", 1) == 2);
  CHECK(next["id"] != sb["id"]);
}

TEST_CASE("daily: family slots are checked when the curve is read", "[db][daily][family]") {
  const nlohmann::json linkedin{{"game", "queens"}, {"size", 8}};
  auto too_big =
      db::parse_curve(curve_json(linkedin, {{"game", "queens"}, {"size", 12}, {"stars", 2}}));
  REQUIRE_FALSE(too_big);
  CHECK(too_big.error().find("curve: sunday, queens: queens: 2 stars at size 12") == 0);
  auto bad_holes =
      db::parse_curve(curve_json(linkedin, {{"game", "queens"}, {"size", 8}, {"holes", "30"}}));
  CHECK_FALSE(bad_holes);
  auto torus = db::parse_curve(
      curve_json(linkedin, {{"game", "queens"}, {"size", 9}, {"torus", true}, {"holes", "2..4"}}));
  CHECK(torus);
}
