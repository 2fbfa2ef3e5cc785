// Tango model: JSON and text round trips, one test per malformed-input situation, and
// check_solution rejecting each kind of broken grid.
#include <catch2/catch.hpp>

#include "solver/tango/model.hpp"

namespace {

using nlohmann::json;
namespace tango = dg::tango;

// The CP-SAT write-up's level (seeds/000), known unique.
const char* kExample = R"({"game":"tango","size":6,
  "cells":["......","......","..00..","......",".1..0.","..11.."],
  "equal":[[[0,1],[0,2]],[[0,3],[0,4]],[[2,0],[3,0]],[[2,5],[3,5]]],
  "opposite":[[[1,0],[2,0]],[[1,5],[2,5]]]})";

const char* kExampleText =
    "tango\n"
    ". .=. .=. .\n"
    "\n"
    ". . . . . .\n"
    "x         x\n"
    ". . 0 0 . .\n"
    "=         =\n"
    ". . . . . .\n"
    "\n"
    ". 1 . . 0 .\n"
    "\n"
    ". . 1 1 . .\n";

// Its unique solution (rows).
const tango::Solution kExampleSolution = {"100110", "011001", "110010",
                                          "100110", "011001", "001101"};

std::string error_of(const json& j) {
  auto p = tango::from_json(j);
  return p ? std::string("(parsed)") : p.error();
}

std::string text_error_of(const std::string& text) {
  auto p = tango::from_text(text);
  return p ? std::string("(parsed)") : p.error();
}

}  // namespace

TEST_CASE("tango JSON round trip keeps the puzzle", "[tango][model]") {
  auto p = tango::from_json(json::parse(kExample));
  REQUIRE(p.ok());
  CHECK(p->n == 6);
  CHECK(p->at(2, 2) == 0);
  CHECK(p->at(4, 1) == 1);
  CHECK(p->at(0, 0) == -1);
  CHECK(p->equal.size() == 4);
  CHECK(p->opposite.size() == 2);
  json out = tango::to_json(*p);
  CHECK(out == json::parse(kExample));
  auto again = tango::from_json(out);
  REQUIRE(again.ok());
  CHECK(*again == *p);
}

TEST_CASE("tango JSON normalises sign pairs and allows a missing size", "[tango][model]") {
  json j = json::parse(kExample);
  j.erase("size");
  // Reversed and repeated pairs come out ordered, sorted and once.
  j["equal"] = json::parse("[[[3,5],[2,5]],[[0,2],[0,1]],[[0,1],[0,2]]]");
  auto p = tango::from_json(j);
  REQUIRE(p.ok());
  REQUIRE(p->equal.size() == 2);
  CHECK(p->equal[0] == dg::CellPair{{0, 1}, {0, 2}});
  CHECK(p->equal[1] == dg::CellPair{{2, 5}, {3, 5}});
}

TEST_CASE("tango text round trip and equivalence with JSON", "[tango][model]") {
  auto from_text = tango::from_text(kExampleText);
  REQUIRE(from_text.ok());
  auto from_json = tango::from_json(json::parse(kExample));
  REQUIRE(from_json.ok());
  CHECK(*from_text == *from_json);
  CHECK(tango::to_text(*from_json) == kExampleText);
  // text -> JSON -> text
  auto back = tango::from_json(tango::to_json(*from_text));
  REQUIRE(back.ok());
  CHECK(tango::to_text(*back) == kExampleText);
}

TEST_CASE("tango text accepts padded sign lines, comments and CRLF", "[tango][model]") {
  std::string text =
      "# a comment\n"
      "tango\r\n"
      ". .=. .=. .   \r\n"
      "           \n"
      ". . . . . .\n"
      "# comments may sit anywhere\n"
      "x         x\n"
      ". . 0 0 . .\n"
      "=         =\n"
      ". . . . . .\n"
      "  \n"
      ". 1 . . 0 .\n"
      "\n"
      ". . 1 1 . .\n"
      "\n\n";
  auto p = tango::from_text(text);
  REQUIRE(p.ok());
  CHECK(tango::to_text(*p) == kExampleText);
}

TEST_CASE("tango solution text draws the digits and signs", "[tango][model]") {
  auto p = tango::from_json(json::parse(kExample));
  REQUIRE(p.ok());
  std::string text = tango::solution_text(*p, kExampleSolution);
  CHECK(text.rfind("tango\n1 0=0 1=1 0\n", 0) == 0);
  CHECK(tango::solution_to_json(kExampleSolution) == json(kExampleSolution));
  auto s = tango::solution_from_json(*p, tango::solution_to_json(kExampleSolution));
  REQUIRE(s.ok());
  CHECK(*s == kExampleSolution);
  CHECK_FALSE(tango::solution_from_json(*p, json::parse(R"(["01"])")).ok());
  CHECK_FALSE(tango::solution_from_json(*p, json::parse(R"(["1001a0","0","0","0","0","0"])")).ok());
}

TEST_CASE("tango rejects malformed JSON puzzles with clear errors", "[tango][model]") {
  auto base = json::parse(kExample);
  auto with = [&](const char* key, json v) {
    json j = base;
    j[key] = std::move(v);
    return j;
  };
  SECTION("odd size: near balance (the seed paper's 3.3.1), no longer an error") {
    json j = with("cells", {".....", ".....", ".....", ".....", "....."});
    j.erase("size");
    j.erase("equal");
    j.erase("opposite");
    auto p = tango::from_json(j);
    REQUIRE(p.ok());
    CHECK_FALSE(tango::is_classic(*p));
  }
  SECTION("size out of range") {
    std::vector<std::string> rows(16, std::string(16, '.'));
    json j = with("cells", rows);
    j.erase("size");
    CHECK_THAT(error_of(j), Catch::Contains("size 16 is out of range 4..14"));
    json two = with("cells", {"..", ".."});
    two.erase("size");
    CHECK_THAT(error_of(two), Catch::Contains("size 2 is out of range"));
  }
  SECTION("size does not match the rows") {
    CHECK_THAT(error_of(with("size", 8)),
               Catch::Contains("\"size\" is 8 but \"cells\" has 6 rows"));
  }
  SECTION("rows of different lengths") {
    CHECK_THAT(error_of(with("cells", {"......", "......", "..00..", "......", ".1..0.", "..11."})),
               Catch::Contains("cells row 6 has 5 characters, expected 6"));
  }
  SECTION("bad cell character") {
    CHECK_THAT(
        error_of(with("cells", {"......", "......", "..0a..", "......", ".1..0.", "..11.."})),
        Catch::Contains("cell D3") && Catch::Contains("'a'"));
  }
  SECTION("cells missing or not strings") {
    json j = base;
    j.erase("cells");
    j.erase("size");  // with "size" alone it is an empty board (for counting)
    CHECK_THAT(error_of(j), Catch::Contains("missing key \"cells\""));
    json k = with("cells", {1, 2, 3, 4});
    k.erase("size");
    CHECK_THAT(error_of(k), Catch::Contains("cells row 1 must be a string"));
  }
  SECTION("sign between non-neighbours") {
    CHECK_THAT(
        error_of(with("equal", json::parse("[[[0,0],[1,1]]]"))),
        Catch::Contains("A1 and B2") && Catch::Contains("not orthogonal neighbours"));
    CHECK_THAT(error_of(with("opposite", json::parse("[[[0,0],[0,2]]]"))),
               Catch::Contains("not orthogonal neighbours"));
    CHECK_THAT(error_of(with("opposite", json::parse("[[[2,2],[2,2]]]"))),
               Catch::Contains("joins cell C3 to itself"));
  }
  SECTION("sign off the grid") {
    CHECK_THAT(error_of(with("equal", json::parse("[[[5,5],[5,6]]]"))),
               Catch::Contains("G6 is off the 6x6 grid"));
    CHECK_THAT(error_of(with("opposite", json::parse("[[[-1,0],[0,0]]]"))),
               Catch::Contains("off the 6x6 grid"));
  }
  SECTION("malformed sign entries") {
    CHECK_THAT(error_of(with("equal", json::parse("[[0,1]]"))), Catch::Contains("equal[0]"));
    CHECK_THAT(error_of(with("opposite", json::parse("{}"))), Catch::Contains("must be an array"));
  }
  SECTION("contradicting signs on one pair") {
    CHECK_THAT(error_of(with("opposite", json::parse("[[[0,2],[0,1]]]"))),
               Catch::Contains("B1 and C1") && Catch::Contains("contradicting signs"));
  }
  SECTION("givens against a sign parse, with a warning") {
    auto p = tango::from_json(with("equal", json::parse("[[[2,2],[1,2]],[[4,1],[4,2]]]")));
    REQUIRE(p.ok());
    auto w = tango::warnings(*p);
    CHECK(w.empty());  // (1,2) and (4,2) are empty, so nothing is contradicted outright
    auto q = tango::from_json(with("opposite", json::parse("[[[2,2],[2,3]]]")));
    REQUIRE(q.ok());
    auto wq = tango::warnings(*q);
    REQUIRE(wq.size() == 1);
    CHECK_THAT(wq[0], Catch::Contains("C3 and D3"));
  }
}

TEST_CASE("tango rejects malformed text with line and column", "[tango][model]") {
  CHECK_THAT(text_error_of("queens\nab\n"), Catch::Contains("expected the header \"tango\""));
  CHECK_THAT(text_error_of("tango\n"), Catch::Contains("no grid rows"));
  // Odd sizes and rectangles read (the seed paper's 3.3.1); sides beyond 14 do not.
  CHECK(tango::from_text("tango\n. . . . .\n\n. . . . .\n\n. . . . .\n\n. . . . .\n\n. . . . .\n"));
  auto rect = tango::from_text("tango\n. . . .\n\n. . . .\n\n. . . .\n");
  REQUIRE(rect);
  CHECK((rect->rows() == 3 && rect->width() == 4));
  CHECK_THAT(text_error_of("tango\n" + std::string(29, '.') + "\n"),
             Catch::Contains("1x15 is out of range: each side 1..14"));
  CHECK_THAT(text_error_of("tango\n. . . .\n\n. a . .\n\n. . . .\n\n. . . .\n"),
             Catch::Contains("line 4, col 3") && Catch::Contains("'a'"));
  CHECK_THAT(text_error_of("tango\n. . . .\n\n. .?. .\n\n. . . .\n\n. . . .\n"),
             Catch::Contains("line 4, col 4") && Catch::Contains("'?'"));
  CHECK_THAT(text_error_of("tango\n. . . .\n  =x\n. . . .\n\n. . . .\n\n. . . .\n"),
             Catch::Contains("line 3, col 4"));
  CHECK_THAT(text_error_of("tango\n. . . .\n\n. . .\n\n. . . .\n\n. . . .\n"),
             Catch::Contains("line 4") && Catch::Contains("expected 7"));
  CHECK_THAT(text_error_of("tango\n. . . .\n\n. . . .\n\n. . . .\n\n. . . .  x\n"),
             Catch::Contains("line 8") && Catch::Contains("longer"));
  CHECK_THAT(text_error_of("tango\n. . . .\n\n. . . .\n\n. . . .\n\n. . . . \n. . . .\n"),
             Catch::Contains("line 9, col 1"));
  // Both signs on one pair cannot be written in text, but a vertical 'x' next to a horizontal '='
  // on different pairs is fine.
  CHECK(tango::from_text("tango\n.=. . .\nx\n. . . .\n\n. . . .\n\n. . . .\n").ok());
}

TEST_CASE("tango check_solution accepts the solution and names broken rules", "[tango][model]") {
  auto p = tango::from_json(json::parse(kExample));
  REQUIRE(p.ok());
  CHECK(tango::check_solution(*p, kExampleSolution).ok());
  auto broken = [&](tango::Solution s) {
    auto r = tango::check_solution(*p, s);
    return r ? std::string("(ok)") : r.error();
  };
  SECTION("given changed") {
    auto s = kExampleSolution;
    s[2][2] = '1';
    CHECK_THAT(broken(s), Catch::Contains("cell C3") && Catch::Contains("gives 0"));
  }
  SECTION("three in a row") {
    auto empty =
        tango::from_json(json::parse(R"({"game":"tango","cells":["....","....","....","...."]})"));
    REQUIRE(empty.ok());
    auto r = tango::check_solution(*empty, {"1110", "0001", "1100", "0011"});
    REQUIRE_FALSE(r.ok());
    CHECK_THAT(r.error(), Catch::Contains("row 1 has three 1s in a row"));
    auto c = tango::check_solution(*empty, {"1010", "1001", "1010", "0101"});
    REQUIRE_FALSE(c.ok());
    CHECK_THAT(c.error(), Catch::Contains("column A has three 1s"));
  }
  SECTION("unbalanced") {
    auto empty =
        tango::from_json(json::parse(R"({"game":"tango","cells":["....","....","....","...."]})"));
    REQUIRE(empty.ok());
    auto r = tango::check_solution(*empty, {"1101", "0110", "1001", "0110"});
    REQUIRE_FALSE(r.ok());
    CHECK_THAT(r.error(), Catch::Contains("row 1 has 3 ones"));
    auto c = tango::check_solution(*empty, {"1010", "0101", "1010", "1001"});
    REQUIRE_FALSE(c.ok());
    CHECK_THAT(c.error(), Catch::Contains("column A has 3 ones"));
  }
  SECTION("sign violated") {
    // The solution has (0,0)=1, (0,1)=0, (0,2)=0: add signs it breaks.
    auto eq = *p;
    eq.equal.push_back({{0, 0}, {0, 1}});
    auto r = tango::check_solution(eq, kExampleSolution);
    REQUIRE_FALSE(r.ok());
    CHECK_THAT(r.error(), Catch::Contains("A1 and B1 are joined by '=' but differ"));
    auto opp = *p;
    opp.opposite.push_back({{0, 1}, {0, 2}});
    auto o = tango::check_solution(opp, kExampleSolution);
    REQUIRE_FALSE(o.ok());
    CHECK_THAT(o.error(), Catch::Contains("B1 and C1 are joined by 'x' but are equal"));
  }
  SECTION("wrong shape") {
    CHECK_THAT(broken({"100110"}), Catch::Contains("1 rows, expected 6"));
    auto s = kExampleSolution;
    s[3] = "10011";
    CHECK_THAT(broken(s), Catch::Contains("solution row 4"));
  }
}
