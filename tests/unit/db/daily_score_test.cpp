// Daily curves by difficulty: a slot's "band" and "difficulty" pick stored puzzles by their
// stored score and reach the generator when it must generate; a bad band is refused when the
// curve is read, naming the weekday and the key; the default curve asks for a score every day.
#include <catch2/catch.hpp>

#include <limits>

#include <cmath>

#include "db/daily.hpp"
#include "db/generated.hpp"
#include "db/store.hpp"
#include "generator/common/score_filter.hpp"
#include "generator/tango/generator.hpp"
#include "grader/common/difficulty.hpp"
#include "grader/tango/grader.hpp"
#include "tests/unit/db/temp_db.hpp"

using namespace dg;

namespace {

const long kMonday = *db::parse_date("2026-11-23");

db::Curve tango_band_curve(const std::string& band) {
  db::Curve c;
  for (auto& day : c.by_weekday) day = {{"tango", 6, 6, "basic", {{"band", band}}}};
  return c;
}

db::DailyOptions tango_options() {
  db::DailyOptions o;
  o.games = {"tango"};
  o.seed = 8;
  o.jobs = 1;
  o.today = kMonday - 1;
  return o;
}

std::int64_t scheduled_on(db::Store& store, long day) {
  auto st = store.connection().prepare("SELECT puzzle_id FROM daily WHERE date = ?1");
  st.bind(1, db::format_date(day));
  return st.step() ? st.column_int(0) : 0;
}

std::string stored_band(db::Store& store, std::int64_t puzzle) {
  auto st = store.connection().prepare(
      "SELECT coalesce(band, '') FROM puzzle_grades WHERE puzzle_id = ?1");
  st.bind(1, puzzle);
  return st.step() ? st.column_text(0) : "";
}

// A generated basic 6x6 Tango of `band`, stored as `generate --db` stores it.
std::int64_t store_tango(db::Store& store, const std::string& band, std::uint64_t seed) {
  tango::Params p;
  p.tier = tango::kBasic;
  p.score.band = band;
  auto made = tango::generate(p, seed);
  REQUIRE(made.ok());
  db::store_generated(store, {tango::generated_to_json(*made)}, {"tango", "1", "{}"}, std::nullopt);
  auto st = store.connection().prepare("SELECT max(id) FROM puzzles");
  REQUIRE(st.step());
  return st.column_int(0);
}

}  // namespace

TEST_CASE("a band slot takes a stored puzzle of that band, and generates that band",
          "[db][daily][score]") {
  TempDb tmp("daily_score_band");
  db::Store store(tmp.path.string());
  const std::int64_t easy = store_tango(store, "easy", 1);
  const std::int64_t medium = store_tango(store, "medium", 2);
  REQUIRE(stored_band(store, easy) == "easy");
  REQUIRE(stored_band(store, medium) == "medium");
  auto s = db::fill_daily(store, tango_band_curve("medium"), kMonday, 1, tango_options());
  CHECK(s.scheduled == 1);
  CHECK(s.generated == 0);  // the stored medium one fits (the lower id, easy, does not)
  CHECK(scheduled_on(store, kMonday) == medium);
  // The next days have nothing stored that fits: the generator is asked for the band.
  s = db::fill_daily(store, tango_band_curve("medium"), kMonday + 1, 3, tango_options());
  CHECK(s.scheduled == 3);
  CHECK(s.generated >= 1);
  for (long day = kMonday + 1; day < kMonday + 4; ++day) {
    const std::int64_t id = scheduled_on(store, day);
    CHECK(id != easy);
    CHECK(stored_band(store, id) == "medium");
  }
}

TEST_CASE("a score-range slot fits only stored scores in range", "[db][daily][score]") {
  TempDb tmp("daily_score_range");
  db::Store store(tmp.path.string());
  const std::int64_t easy = store_tango(store, "easy", 1);
  // A range starting just above the stored easy puzzle's score.
  auto score =
      store.connection().prepare("SELECT difficulty FROM puzzle_grades WHERE puzzle_id = ?1");
  score.bind(1, easy);
  REQUIRE(score.step());
  const std::string from = std::to_string(score.column_double(0) + 0.01) + "..";
  db::Curve c;
  for (auto& day : c.by_weekday) day = {{"tango", 6, 6, "basic", {{"difficulty", from}}}};
  REQUIRE(db::fill_daily(store, c, kMonday, 2, tango_options()).scheduled == 2);
  for (long day = kMonday; day < kMonday + 2; ++day) {
    const std::int64_t id = scheduled_on(store, day);
    CHECK(id != easy);
    auto st =
        store.connection().prepare("SELECT difficulty FROM puzzle_grades WHERE puzzle_id = ?1");
    st.bind(1, id);
    REQUIRE(st.step());
    CHECK(st.column_double(0) >= std::stod(from.substr(0, from.size() - 2)));
  }
}

TEST_CASE("curve score keys are checked when read, naming the weekday and the key",
          "[db][daily][curve][score]") {
  const auto with = [](const std::string& entry) {
    return db::parse_curve(
        nlohmann::json::parse(R"({"monday": [], "tuesday": [], "wednesday": [], "thursday": [)" +
                              entry + R"(], "friday": [], "saturday": [], "sunday": []})"));
  };
  REQUIRE(with(R"({"game": "queens", "size": 8, "band": "hard", "difficulty": "9.9..10.1"})").ok());
  const std::pair<const char*, const char*> mistakes[] = {
      {R"({"game": "queens", "size": 8, "band": "brutal"})",
       "thursday, queens: \"band\": unknown band \"brutal\""},
      {R"({"game": "tango", "size": 6, "difficulty": "hard"})",
       "thursday, tango: \"difficulty\": expected a score range"},
      {R"({"game": "zip", "size": 6, "band": 3})", "thursday, zip: \"band\" must be one of"},
  };
  for (const auto& [entry, message] : mistakes) {
    INFO(entry);
    auto c = with(entry);
    REQUIRE_FALSE(c.ok());
    CHECK_THAT(c.error(), Catch::Contains(message));
  }
}

TEST_CASE("the default curve asks every day for a score range, never falling through the week",
          "[db][daily][curve][score]") {
  // Score ranges, not bands: since grader version 4 a band is minutes shared by every game, too
  // coarse for LinkedIn's week (db/daily.cpp, default_curve).
  const db::Curve c = db::default_curve();
  for (const char* game : {"queens", "tango", "zip"}) {
    INFO(game);
    double last_max = -std::numeric_limits<double>::infinity();
    for (std::size_t d = 0; d < 7; ++d) {
      INFO(db::kWeekdays[d]);
      const db::DaySpec* spec = nullptr;
      for (const auto& s : c.by_weekday[d])
        if (s.game == game) spec = &s;
      REQUIRE(spec);
      auto f = score_filter_param(spec->options);
      REQUIRE(f.ok());
      CHECK(f->active());
      CHECK(f->band.empty());
      CHECK(std::isfinite(f->max));
      CHECK(f->max >= last_max);
      last_max = f->max;
    }
  }
}
