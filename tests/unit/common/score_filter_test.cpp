// Score filters as `generate --difficulty/--band` and curve entries give them: the range text,
// the JSON keys with errors that name the key, and which scores and bands they accept.
#include <catch2/catch.hpp>

#include "generator/common/score_filter.hpp"

using namespace dg;

TEST_CASE("score ranges read MIN..MAX and open ends", "[generator][score]") {
  auto both = parse_score_range("9.4..10.25");
  REQUIRE(both.ok());
  CHECK(both->min == 9.4);
  CHECK(both->max == 10.25);
  auto from = parse_score_range("9..");
  REQUIRE(from.ok());
  CHECK(from->accepts(1e9, "expert"));
  CHECK_FALSE(from->accepts(8.99, "easy"));
  auto upto = parse_score_range("..8.5");
  REQUIRE(upto.ok());
  CHECK(upto->accepts(-3, "easy"));
  CHECK_FALSE(upto->accepts(8.51, "easy"));
  auto exact = parse_score_range("9..9");
  REQUIRE(exact.ok());
  CHECK(exact->accepts(9, "medium"));
  CHECK_FALSE(exact->accepts(9.001, "medium"));
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
  CHECK(none->accepts(-1e300, ""));
  CHECK(describe(*none).empty());

  auto both = score_filter_param({{"difficulty", "9..10"}, {"band", "medium"}});
  REQUIRE(both.ok());
  CHECK(both->active());
  CHECK(both->accepts(9.5, "medium"));
  CHECK_FALSE(both->accepts(9.5, "hard"));     // the band must match too
  CHECK_FALSE(both->accepts(10.5, "medium"));  // and the range
  CHECK(describe(*both) == "difficulty 9..10, band medium");

  auto open = score_filter_param({{"difficulty", "9.5.."}});
  REQUIRE(open.ok());
  CHECK(open->accepts(9.5, "medium"));
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
