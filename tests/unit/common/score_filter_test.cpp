// Score filters as `generate --difficulty/--band` and curve entries give them: the range text,
// the JSON keys with errors that name the key, and which scores and bands they accept.
#include <catch2/catch.hpp>

#include <cmath>

#include "generator/common/score_filter.hpp"

using namespace dg;

TEST_CASE("score ranges read MIN..MAX and open ends", "[generator][score]") {
  auto both = parse_score_range("9.4..10.25");
  REQUIRE(both.ok());
  CHECK(both->min == 9.4);
  CHECK(both->max == 10.25);
  auto from = parse_score_range("9..");
  REQUIRE(from.ok());
  CHECK(from->accepts(1e9, "expert", 0));
  CHECK_FALSE(from->accepts(8.99, "easy", 0));
  auto upto = parse_score_range("..8.5");
  REQUIRE(upto.ok());
  CHECK(upto->accepts(-3, "easy", 0));
  CHECK_FALSE(upto->accepts(8.51, "easy", 0));
  auto exact = parse_score_range("9..9");
  REQUIRE(exact.ok());
  CHECK(exact->accepts(9, "medium", 0));
  CHECK_FALSE(exact->accepts(9.001, "medium", 0));
  for (const char* bad :
       {"", "9", "..", "10..9", "9..x", "a..b", "9...10", "nan..1", "1..inf", " 9..10"}) {
    INFO(bad);
    auto r = parse_score_range(bad);
    REQUIRE_FALSE(r.ok());
    CHECK_THAT(r.error(), Catch::Contains(std::string("\"") + bad + "\""));
  }
}

TEST_CASE("the difficulty and band keys make a filter: mistakes name the key",
          "[generator][score]") {
  auto none = score_filter_param(nlohmann::json::object());
  REQUIRE(none.ok());
  CHECK_FALSE(none->active());
  CHECK(none->accepts(-1e300, "", 0));
  CHECK(describe(*none).empty());

  auto both = score_filter_param({{"difficulty", "9..10"}, {"band", "medium"}});
  REQUIRE(both.ok());
  CHECK(both->active());
  CHECK(both->accepts(9.5, "medium", 0));
  CHECK_FALSE(both->accepts(9.5, "hard", 0));     // the band must match too
  CHECK_FALSE(both->accepts(10.5, "medium", 0));  // and the range
  CHECK(describe(*both) == "difficulty 9..10, band medium");

  auto open = score_filter_param({{"difficulty", "9.5.."}});
  REQUIRE(open.ok());
  CHECK(open->accepts(9.5, "medium", 0));
  CHECK(describe(*open) == "difficulty 9.5..");

  auto band_only = score_filter_param({{"band", "expert"}});
  REQUIRE(band_only.ok());
  CHECK(band_only->active());
  CHECK(describe(*band_only) == "band expert");

  const std::pair<nlohmann::json, const char*> mistakes[] = {
      {{{"band", "hardd"}}, "\"band\": unknown band \"hardd\" (easy, medium, hard, expert)"},
      {{{"band", 2}}, "\"band\" must be one of easy, medium, hard, expert"},
      {{{"difficulty", "9..x"}}, "\"difficulty\": MAX is not a number in \"9..x\""},
      {{{"difficulty", true}}, "\"difficulty\" must be a score range"},
      {{{"difficulty", 9.5}}, "\"difficulty\" must be a score range"},
  };
  for (const auto& [params, message] : mistakes) {
    INFO(params.dump());
    auto f = score_filter_param(params);
    REQUIRE_FALSE(f.ok());
    CHECK_THAT(f.error(), Catch::Contains(message));
  }
}

TEST_CASE("minutes ranges read MIN..MAX in minutes, decimals and open ends", "[generator][score]") {
  auto both = parse_minutes_range("2..5.5");
  REQUIRE(both.ok());
  CHECK(both->minutes_min == 2);
  CHECK(both->minutes_max == 5.5);
  CHECK(both->active());
  CHECK(both->asks_minutes());
  CHECK(both->accepts(99, "expert", 2));
  CHECK(both->accepts(-5, "easy", 5.5));
  CHECK_FALSE(both->accepts(9, "medium", 1.99));
  CHECK_FALSE(both->accepts(9, "medium", 5.51));
  auto from = parse_minutes_range("12.5..");
  REQUIRE(from.ok());
  CHECK(from->accepts(9, "hard", 1e6));
  CHECK_FALSE(from->accepts(9, "hard", 12.4));
  auto upto = parse_minutes_range("..0.5");
  REQUIRE(upto.ok());
  CHECK(upto->accepts(9, "easy", 0));
  CHECK_FALSE(upto->accepts(9, "easy", 0.6));
  // The score part of a minutes-only filter is open, and the reverse.
  CHECK(std::isinf(both->min));
  auto score_only = parse_score_range("9..10");
  REQUIRE(score_only.ok());
  CHECK_FALSE(score_only->asks_minutes());
  CHECK(score_only->accepts(9.5, "medium", 1e9));
  for (const char* bad : {"", "3", "..", "5..2", "2..x", "x..2", "2...5", "nan..1", "1..inf",
                          " 2..5", "-1..5", "..-0.5", "2 ..5"}) {
    INFO(bad);
    auto r = parse_minutes_range(bad);
    REQUIRE_FALSE(r.ok());
    CHECK_THAT(r.error(), Catch::Contains(std::string("\"") + bad + "\""));
    CHECK(r.error().find('\n') == std::string::npos);
  }
}

TEST_CASE("the minutes key joins the filter: every part must hold, mistakes name the key",
          "[generator][score]") {
  auto all = score_filter_param({{"difficulty", "9..10"}, {"band", "medium"}, {"minutes", "2..5"}});
  REQUIRE(all.ok());
  CHECK(all->accepts(9.5, "medium", 3));
  CHECK_FALSE(all->accepts(9.5, "medium", 6));   // minutes out
  CHECK_FALSE(all->accepts(9.5, "hard", 3));     // band out
  CHECK_FALSE(all->accepts(10.5, "medium", 3));  // score out
  CHECK(describe(*all) == "difficulty 9..10, band medium, minutes 2..5");
  Difficulty d;
  d.score = 9.5;
  d.band = "medium";
  d.minutes = 4.5;
  CHECK(all->accepts(d));  // a grade's own minutes
  d.minutes = 0;
  CHECK_FALSE(all->accepts(d));

  auto open = score_filter_param({{"minutes", "..1.5"}});
  REQUIRE(open.ok());
  CHECK(open->active());
  CHECK(describe(*open) == "minutes ..1.5");

  const std::pair<nlohmann::json, const char*> mistakes[] = {
      {{{"minutes", 3}}, "\"minutes\" must be a range in minutes \"MIN..MAX\""},
      {{{"minutes", "3"}}, "\"minutes\": expected a range in minutes MIN..MAX"},
      {{{"minutes", "five..6"}}, "\"minutes\": MIN is not a number in \"five..6\""},
      {{{"minutes", "6..2"}}, "\"minutes\": MIN is above MAX in \"6..2\""},
      {{{"minutes", "-2..2"}}, "\"minutes\": minutes cannot be negative, got \"-2..2\""},
  };
  for (const auto& [params, message] : mistakes) {
    INFO(params.dump());
    auto f = score_filter_param(params);
    REQUIRE_FALSE(f.ok());
    CHECK_THAT(f.error(), Catch::Contains(message));
  }
}
