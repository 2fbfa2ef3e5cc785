// Zip model: JSON and text round trips (walls, non-square boards), validation errors, and
// check_solution naming the first broken rule.
#include <catch2/catch.hpp>

#include "solver/zip/model.hpp"

using dg::Cell;
using dg::CellPair;
namespace zip = dg::zip;

namespace {

nlohmann::json parse(const char* s) {
  return nlohmann::json::parse(s);
}

// Error text of from_json on `s`, or "" when it parses.
std::string json_error(const char* s) {
  auto p = zip::from_json(parse(s));
  return p ? std::string() : p.error();
}

std::string text_error(const char* s) {
  auto p = zip::from_text(s);
  return p ? std::string() : p.error();
}

// A 3x4 board (non-square) with two vertical and two horizontal walls.
const char* kRect =
    R"({"game":"zip","rows":3,"cols":4,"waypoints":[[0,0],[2,3],[1,1]],)"
    R"("walls":[[[0,1],[0,2]],[[1,3],[0,3]],[[2,0],[2,1]],[[1,2],[2,2]],[[0,1],[0,2]]]})";

}  // namespace

TEST_CASE("zip JSON round trip normalises walls", "[zip][model]") {
  auto p = zip::from_json(parse(kRect));
  REQUIRE(p);
  CHECK(p->rows == 3);
  CHECK(p->cols == 4);
  CHECK(p->walls.size() == 4);  // the duplicate is gone
  CHECK(p->walls.front() == CellPair{Cell{0, 1}, Cell{0, 2}});
  nlohmann::json j = zip::to_json(*p);
  CHECK(j["game"] == "zip");
  CHECK(j["waypoints"] == parse("[[0,0],[2,3],[1,1]]"));
  CHECK(j["walls"][1] == parse("[[0,3],[1,3]]"));  // ordered, sorted
  auto again = zip::from_json(j);
  REQUIRE(again);
  CHECK(*again == *p);
  CHECK(zip::to_json(*again) == j);
}

TEST_CASE("zip text round trip with walls on a non-square board", "[zip][model]") {
  auto p = zip::from_json(parse(kRect));
  REQUIRE(p);
  const std::string text = zip::to_text(*p);
  CHECK(text ==
        "zip 3x4\n"
        "1 .|. .\n"
        "      -\n"
        ". 3 . .\n"
        "    -\n"
        ".|. . 2\n");
  auto back = zip::from_text(text);
  REQUIRE(back);
  CHECK(*back == *p);
  CHECK(zip::to_text(*back) == text);
}

TEST_CASE("zip text with two-digit numbers, comments and loose spacing", "[zip][model]") {
  const char* text =
      "# a comment\n"
      "zip\n"
      " 1  2  3  4  5  6\n"
      "\n"
      "12 11 10  9  8  7\n"
      "   --\n"
      " .  .  .  .| .  .\n";
  auto p = zip::from_text(text);
  REQUIRE(p);
  CHECK(p->rows == 3);
  CHECK(p->cols == 6);
  CHECK(p->waypoints.size() == 12);
  CHECK(p->waypoints[11] == Cell{1, 0});
  REQUIRE(p->walls.size() == 2);
  CHECK(p->walls[0] == CellPair{Cell{1, 1}, Cell{2, 1}});
  CHECK(p->walls[1] == CellPair{Cell{2, 3}, Cell{2, 4}});
  auto back = zip::from_text(zip::to_text(*p));
  REQUIRE(back);
  CHECK(*back == *p);
  // JSON -> text -> JSON as well.
  auto via = zip::from_text(zip::to_text(*zip::from_json(zip::to_json(*p))));
  REQUIRE(via);
  CHECK(zip::to_json(*via) == zip::to_json(*p));
}

TEST_CASE("zip JSON validation errors", "[zip][model]") {
  CHECK_THAT(json_error(R"({"game":"zip","rows":0,"cols":3,"waypoints":[[0,0],[0,1]]})"),
             Catch::Contains("zip: size 0x3 is out of range") && Catch::Contains("1..16"));
  CHECK_THAT(json_error(R"({"game":"zip","rows":17,"cols":3,"waypoints":[[0,0],[0,1]]})"),
             Catch::Contains("out of range"));
  CHECK_THAT(json_error(R"({"game":"zip","rows":3,"cols":3,"waypoints":[[0,0],[3,1]]})"),
             Catch::Contains("zip: number 2 at B4 is off the 3x3 grid"));
  CHECK_THAT(json_error(R"({"game":"zip","rows":3,"cols":3,"waypoints":[[0,0],[1,1],[0,0]]})"),
             Catch::Contains("repeated waypoint") && Catch::Contains("numbers 1 and 3"));
  CHECK_THAT(json_error(R"({"game":"zip","rows":3,"cols":3,"waypoints":[[0,0]]})"),
             Catch::Contains("need at least 2"));
  CHECK_THAT(json_error(R"({"game":"zip","rows":1,"cols":1,"waypoints":[[0,0]]})"),
             Catch::Contains("need at least 2"));
  CHECK_THAT(json_error(R"({"game":"zip","rows":3,"cols":3,"waypoints":[[0,0],[1,1]],)"
                        R"("walls":[[[0,0],[1,1]]]})"),
             Catch::Contains("not orthogonal neighbours"));
  CHECK_THAT(json_error(R"({"game":"zip","rows":3,"cols":3,"waypoints":[[0,0],[1,1]],)"
                        R"("walls":[[[2,2],[2,3]]]})"),
             Catch::Contains("off the grid"));
  CHECK_THAT(json_error(R"({"game":"zip","cols":3,"waypoints":[[0,0],[1,1]]})"),
             Catch::Contains("zip: missing key \"rows\""));
  CHECK_THAT(json_error(R"({"game":"zip","rows":3,"cols":3})"),
             Catch::Contains("zip: missing key \"waypoints\""));
  CHECK_THAT(json_error(R"({"game":"zip","rows":3.5,"cols":3,"waypoints":[[0,0],[1,1]]})"),
             Catch::Contains("\"rows\" must be an integer"));
  CHECK_THAT(json_error(R"({"game":"zip","rows":3,"cols":3,"waypoints":[[0,0],[1,"x"]]})"),
             Catch::Contains("waypoints[1] must be a [row, col] pair"));
  CHECK_THAT(json_error(R"({"game":"zip","rows":3,"cols":3,"waypoints":[[0,0],[1,1]],)"
                        R"("walls":[[0,0]]})"),
             Catch::Contains("walls[0][0] must be a [row, col] pair"));
  CHECK(json_error(R"({"game":"zip","rows":16,"cols":16,"waypoints":[[0,0],[15,15]]})").empty());
  CHECK(json_error(R"({"game":"zip","rows":1,"cols":2,"waypoints":[[0,0],[0,1]]})").empty());
}

TEST_CASE("zip text validation errors name the line", "[zip][model]") {
  CHECK_THAT(text_error("zap\n1 2\n"), Catch::Contains("zip: line 1: expected the header"));
  CHECK_THAT(text_error("zip 2x3\n1 2\n. .\n"), Catch::Contains("header says 2x3"));
  CHECK_THAT(text_error("zip\n1 2\n. x\n"), Catch::Contains("zip: line 3, col 3"));
  CHECK_THAT(text_error("zip\n1 2 .\n. .\n"), Catch::Contains("line 3: row has 2 cells"));
  CHECK_THAT(text_error("zip\n1 2\n2 .\n"), Catch::Contains("line 3: number 2 appears twice"));
  CHECK_THAT(text_error("zip\n1 3\n. .\n"), Catch::Contains("number 2 is missing"));
  CHECK_THAT(text_error("zip\n1 .\n. .\n"), Catch::Contains("need at least 2"));
  CHECK_THAT(text_error("zip\n1|\n. 2\n"), Catch::Contains("line 2: '|' after the last cell"));
  CHECK_THAT(text_error("zip\n1 2\n    -\n. .\n"),
             Catch::Contains("line 3, col 5: '-' is not under"));
  CHECK_THAT(text_error("zip\n1 2\n. .\n-\n"), Catch::Contains("wall line after the last row"));
  CHECK_THAT(text_error("zip\n"), Catch::Contains("no grid rows"));
  CHECK_THAT(text_error("zip\n12.\n"), Catch::Contains("separated"));
}

TEST_CASE("zip check_solution names the broken rule", "[zip][model]") {
  // 2x3 board, numbers 1 (0,0), 2 (1,2), 3 (1,0); wall between (0,1) and (1,1).
  auto p = zip::make_puzzle(2, 3, {{0, 0}, {1, 2}, {1, 0}}, {{{0, 1}, {1, 1}}});
  REQUIRE(p);
  const zip::Solution good{{0, 0}, {0, 1}, {0, 2}, {1, 2}, {1, 1}, {1, 0}};
  CHECK(zip::check_solution(*p, good));
  auto error = [&](zip::Solution s) {
    auto r = zip::check_solution(*p, s);
    return r ? std::string() : r.error();
  };
  CHECK_THAT(error({{0, 0}, {0, 1}, {0, 2}, {1, 2}, {1, 1}}), Catch::Contains("not every cell"));
  CHECK_THAT(error({{0, 0}, {0, 1}, {0, 2}, {1, 2}, {1, 1}, {0, 1}}),
             Catch::Contains("repeated cell B1"));
  CHECK_THAT(error({{0, 0}, {0, 1}, {0, 2}, {1, 2}, {1, 0}, {1, 1}}),
             Catch::Contains("are not neighbours"));
  CHECK_THAT(error({{0, 0}, {1, 0}, {1, 1}, {0, 1}, {0, 2}, {1, 2}}),
             Catch::Contains("cross a wall"));
  CHECK_THAT(error({{1, 0}, {0, 0}, {0, 1}, {0, 2}, {1, 2}, {1, 1}}),
             Catch::Contains("wrong start"));
  auto q = zip::make_puzzle(2, 3, {{0, 0}, {1, 1}, {1, 2}}, {});
  REQUIRE(q);
  auto r = zip::check_solution(*q, {{0, 0}, {1, 0}, {1, 1}, {0, 1}, {0, 2}, {1, 2}});
  CHECK(r);
  r = zip::check_solution(*q, {{0, 0}, {0, 1}, {0, 2}, {1, 2}, {1, 1}, {1, 0}});
  REQUIRE(!r);
  CHECK_THAT(r.error(), Catch::Contains("wrong end"));
  auto o = zip::make_puzzle(2, 3, {{0, 0}, {1, 1}, {0, 2}, {1, 0}}, {});
  REQUIRE(o);
  r = zip::check_solution(*o, {{0, 0}, {0, 1}, {0, 2}, {1, 2}, {1, 1}, {1, 0}});
  REQUIRE(!r);
  CHECK_THAT(r.error(), Catch::Contains("waypoint out of order: number 3"));
}

TEST_CASE("zip solution JSON and drawing", "[zip][model]") {
  auto p = zip::make_puzzle(2, 3, {{0, 0}, {1, 0}}, {});
  REQUIRE(p);
  const zip::Solution s{{0, 0}, {0, 1}, {0, 2}, {1, 2}, {1, 1}, {1, 0}};
  auto j = zip::solution_to_json(s);
  CHECK(j == parse("[[0,0],[0,1],[0,2],[1,2],[1,1],[1,0]]"));
  auto back = zip::solution_from_json(*p, j);
  REQUIRE(back);
  CHECK(*back == s);
  CHECK(!zip::solution_from_json(*p, parse("[[0,0],[5,5]]")));
  CHECK(!zip::solution_from_json(*p, parse("{}")));
  CHECK(zip::solution_text(*p, s) ==
        "zip 2x3\n"
        "1-o-o\n"
        "    |\n"
        "2-o-o\n");
}
