// Queens model: formats round-trip, and every malformed input gets a one-line error naming it.
#include <catch2/catch.hpp>

#include "generator/queens/random_regions.hpp"
#include "solver/queens/model.hpp"

using namespace dg;
using namespace dg::queens;

namespace {

const char* kWriteupText =
    "queens\n"
    "aabbbccc\nadbdbecc\nadbdbccc\nadddbfgc\nadddbfgg\nadhdbfgg\nhdhdbffg\nhhhhgggg\n";

std::string error_of(const std::string& json_text) {
  auto p = from_json(nlohmann::json::parse(json_text));
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().find('\n') == std::string::npos);
  return p.error();
}

}  // namespace

TEST_CASE("queens text and JSON round-trip", "[queens][format]") {
  auto p = from_text(kWriteupText);
  REQUIRE(p.ok());
  CHECK(p->n == 8);
  CHECK(to_text(*p) == kWriteupText);
  auto back = from_json(to_json(*p));
  REQUIRE(back.ok());
  CHECK(*back == *p);
  Rng rng(5);
  for (int n = 4; n <= 16; ++n) {
    Puzzle q = planted_puzzle(n, rng);
    auto t = from_text(to_text(q));
    REQUIRE(t.ok());
    CHECK(*t == q);
    auto j = from_json(to_json(q));
    REQUIRE(j.ok());
    CHECK(*j == q);
  }
}

TEST_CASE("queens JSON may omit size", "[queens][format]") {
  auto p = from_json(nlohmann::json::parse(R"({"regions":[[0,1],[1,1]]})"));
  // 2x2 is a valid board (it simply has no solution).
  REQUIRE(p.ok());
  CHECK(p->n == 2);
}

TEST_CASE("queens malformed input is rejected with a clear message", "[queens][errors]") {
  CHECK_THAT(error_of(R"({"game":"queens","size":3,"regions":[[0,1,2],[0,1,2]]})"),
             Catch::Contains("\"size\" is 3 but \"regions\" has 2 rows"));
  CHECK_THAT(error_of(R"({"game":"queens","size":3,"regions":[[0,1,2],[0,1],[0,1,2]]})"),
             Catch::Contains("not square") && Catch::Contains("row 2 has 2 entries"));
  // Without "size" the grid gives the shape: ragged rows are refused, not called "not square".
  CHECK_THAT(error_of(R"({"game":"queens","regions":[[0,1,2],[0,1],[0,1,2]]})"),
             Catch::Contains("regions row 2 has 2 entries, expected 3 (as row 1)") &&
                 !Catch::Contains("square"));
  CHECK_THAT(error_of(R"({"game":"queens","regions":[[0,1,2],[0,1,3],[0,1,2]]})"),
             Catch::Contains("cell C2 has region id 3, expected 0..2"));
  CHECK_THAT(error_of(R"({"game":"queens","regions":[[0,1,1],[0,1,1],[0,1,1]]})"),
             Catch::Contains("region count is 2, expected 3") && Catch::Contains("region c, id 2, is missing"));
  CHECK_THAT(error_of(R"({"game":"queens","regions":[[0,"a"],[1,1]]})"),
             Catch::Contains("must be an integer"));
  CHECK_THAT(error_of(R"({"game":"queens","size":4})"), Catch::Contains("missing key \"regions\""));
  CHECK_THAT(error_of(R"({"game":"queens","regions":[]})"), Catch::Contains("non-empty array"));
  CHECK_THAT(error_of(R"({"game":"queens","size":"8","regions":[[0]]})"),
             Catch::Contains("\"size\" must be an integer"));
}

TEST_CASE("queens text errors name the line", "[queens][errors]") {
  auto bad_letter = from_text("queens\nab\nb?\n");
  REQUIRE_FALSE(bad_letter.ok());
  CHECK_THAT(bad_letter.error(), Catch::Contains("line 3, col 2") && Catch::Contains("'?'"));
  auto ragged = from_text("queens\nabc\nab\ncab\n");
  REQUIRE_FALSE(ragged.ok());
  CHECK_THAT(ragged.error(), Catch::Contains("row 1 has 2 cells, expected 3"));
  auto no_rows = from_text("queens\n");
  REQUIRE_FALSE(no_rows.ok());
  CHECK_THAT(no_rows.error(), Catch::Contains("no grid rows"));
}

TEST_CASE("queens disconnected region is a warning, not an error", "[queens][format]") {
  auto p = from_text("queens\nabca\nbbcc\nddcd\ndddd\n");
  REQUIRE(p.ok());
  auto w = warnings(*p);
  REQUIRE(w.size() == 1);
  CHECK_THAT(w[0], Catch::Contains("region a") && Catch::Contains("not 4-connected"));
  auto connected = from_text(kWriteupText);
  CHECK(warnings(*connected).empty());
}

TEST_CASE("queens check_solution names the broken rule", "[queens][check]") {
  auto p = from_text(kWriteupText);
  REQUIRE(p.ok());
  CHECK(check_solution(*p, {3, 5, 1, 7, 0, 2, 6, 4}).ok());
  auto rows = from_text("queens\naaaa\nbbbb\ncccc\ndddd\n");
  REQUIRE(rows.ok());
  auto touch = check_solution(*rows, {0, 1, 3, 2});
  REQUIRE_FALSE(touch.ok());
  CHECK_THAT(touch.error(), Catch::Contains("touch"));
  auto column = check_solution(*p, {3, 5, 1, 7, 0, 2, 6, 3});
  REQUIRE_FALSE(column.ok());
  CHECK_THAT(column.error(), Catch::Contains("column D has two queens"));
  auto region = check_solution(*p, {0, 2, 4, 6, 1, 3, 5, 7});
  REQUIRE_FALSE(region.ok());
  CHECK_THAT(region.error(), Catch::Contains("region"));
  auto short_solution = solution_from_json(*p, nlohmann::json::parse("[1,2]"));
  CHECK_FALSE(short_solution.ok());
}
