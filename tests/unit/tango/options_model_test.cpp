// The seed paper's Tango options in the model: every key reads, writes and reads back the same
// (JSON and text), check_solution applies each rule, and every bad combination is one line that
// names the problem.
#include <catch2/catch.hpp>

#include "solver/common/game.hpp"
#include "solver/tango/counter.hpp"
#include "solver/tango/model.hpp"
#include "solver/tango/variant.hpp"

namespace dg::tango {

namespace {

Puzzle parse(const nlohmann::json& j) {
  auto p = from_json(j);
  INFO((p ? std::string() : p.error()));
  REQUIRE(p);
  return *p;
}

std::string error_of(const nlohmann::json& j) {
  auto p = from_json(j);
  REQUIRE_FALSE(p);
  CHECK(p.error().find('\n') == std::string::npos);
  CHECK(p.error().rfind("tango: ", 0) == 0);
  return p.error();
}

}  // namespace

TEST_CASE("tango options: every key reads, writes and reads back, in JSON and text",
          "[tango][options][model]") {
  const nlohmann::json boards[] = {
      {{"game", "tango"}, {"rows", 3}, {"cols", 5}, {"cells", {"1....", ".....", "....0"}}},
      {{"game", "tango"}, {"size", 5}},
      {{"game", "tango"}, {"size", 4}, {"row_ones", {1, {1, 2}, 2, 3}}, {"col_ones", 2}},
      {{"game", "tango"}, {"rows", 2}, {"cols", 4}, {"row_ones", {{1, 2}, {1, 2}}}},
      {{"game", "tango"},
       {"size", 6},
       {"torus", true},
       {"diagonals", true},
       {"unique_lines", true}},
      {{"game", "tango"},
       {"size", 4},
       {"regions", {{0, 0, 1, 1}, {0, 0, 1, 1}, {2, 2, 3, 3}, {2, 2, 3, 3}}},
       {"region_ones", {1, 2, 2, {2, 3}}}},
      {{"game", "tango"},
       {"size", 4},
       {"long_signs", true},
       {"equal", {{{0, 0}, {3, 3}}, {{0, 1}, {0, 2}}}},
       {"opposite", {{{1, 0}, {2, 3}}, {{2, 2}, {3, 2}}}}},
  };
  for (const auto& j : boards) {
    INFO(j.dump());
    const Puzzle p = parse(j);
    CHECK_FALSE(is_classic(p));
    CHECK(parse(to_json(p)) == p);
    const std::string text = to_text(p);
    INFO(text);
    auto back = from_text(text);
    INFO((back ? std::string() : back.error()));
    REQUIRE(back);
    CHECK(*back == p);
    CHECK(to_text(*back) == text);
    CHECK(variant(p) != "plain");
  }
  // The two-line board keeps its per-line list (a single [1, 2] would read as per-line values).
  CHECK(to_json(parse(boards[3]))["row_ones"] == nlohmann::json{{1, 2}, {1, 2}});
  // A classic board writes no option key, so stored puzzles keep their bytes.
  const Puzzle classic = parse({{"game", "tango"}, {"size", 6}});
  CHECK(is_classic(classic));
  CHECK(to_json(classic).dump() ==
        R"({"cells":["......","......","......","......","......","......"],"equal":[],)"
        R"("game":"tango","opposite":[],"size":6})");
}

TEST_CASE("tango options: the variant names each option", "[tango][options][model]") {
  CHECK(variant(parse({{"rows", 3}, {"cols", 4}})) == "rect+odd");
  CHECK(variant(parse({{"rows", 4}, {"cols", 6}})) == "rect");
  CHECK(variant(parse({{"size", 7}, {"torus", true}, {"unique_lines", true}})) ==
        "unique-lines+odd+torus");
  CHECK(variant(parse({{"size", 4}, {"col_ones", 2}, {"diagonals", true}})) == "counts+diagonals");
  CHECK(variant(parse({{"size", 4}, {"long_signs", true}})) == "long-signs");
  CHECK(variant_label("unique-lines+odd+torus") == "tango unique lines torus");
  CHECK(variant_series("rect+odd") == "tango");
  CHECK(variant_series("long-signs") == "tango:long-signs");
}

TEST_CASE("tango options: check_solution applies each rule", "[tango][options][model]") {
  // 3x3, near balance (1 or 2 suns per line).
  const Puzzle odd = parse({{"size", 3}});
  CHECK(check_solution(odd, {"110", "011", "101"}));
  CHECK_THAT(check_solution(odd, {"111", "000", "101"}).error(),
             Catch::Contains("row 1 has three 1s in a row"));
  // 4x4 torus: "1101" wraps to 1, 1, 1 at columns D, A, B.
  const Puzzle torus = parse({{"size", 4}, {"torus", true}});
  CHECK_THAT(check_solution(torus, {"1101", "0010", "1001", "0110"}).error(),
             Catch::Contains("three 1s in a row") && Catch::Contains("wraps around"));
  const Puzzle diag = parse({{"size", 4}, {"diagonals", true}});
  CHECK_THAT(check_solution(diag, {"1100", "0110", "0011", "1001"}).error(),
             Catch::Contains("three 1s in a row at A1, B2, C3"));
  const Puzzle counts = parse({{"size", 4}, {"row_ones", {1, 2, 2, 3}}});
  CHECK_THAT(check_solution(counts, {"0110", "1001", "0110", "1001"}).error(),
             Catch::Contains("row 1 has 2 ones, expected 1"));
  const Puzzle regions =
      parse({{"size", 4}, {"regions", {{0, 0, 1, 1}, {0, 0, 1, 1}, {2, 2, 3, 3}, {2, 2, 3, 3}}}});
  CHECK(check_solution(regions, {"1100", "0011", "1010", "0101"}));
  CHECK_THAT(check_solution(regions, {"1010", "1100", "0101", "0011"}).error(),
             Catch::Contains("region id 0 has 3 ones"));
  const Puzzle long_signs =
      parse({{"size", 4}, {"long_signs", true}, {"equal", {{{0, 0}, {3, 2}}}}});
  CHECK_THAT(check_solution(long_signs, {"1010", "0101", "1010", "0101"}).error(),
             Catch::Contains("joined by '=' but differ"));
}

TEST_CASE("tango options: every bad combination is one line naming the problem",
          "[tango][options][model]") {
  CHECK_THAT(error_of({{"size", 2}}), Catch::Contains("size 2 is out of range 4..14"));
  CHECK_THAT(error_of({{"rows", 3}, {"cols", 15}}), Catch::Contains("3x15 is out of range"));
  CHECK_THAT(error_of({{"size", 4}, {"rows", 4}, {"cols", 4}}), Catch::Contains("not both"));
  CHECK_THAT(error_of({{"size", 4}, {"cells", {"....", "...."}}}),
             Catch::Contains("\"size\" is 4 but \"cells\" has 2 rows"));
  CHECK_THAT(error_of({{"game", "tango"}}), Catch::Contains("missing key \"cells\""));
  // Two integers on a four-row board: one range for every row.
  CHECK(parse({{"size", 4}, {"row_ones", {1, 2}}}).row_ones == std::vector<OnesRange>(4, {1, 2}));
  CHECK_THAT(error_of({{"size", 4}, {"row_ones", {1, 2, 3}}}),
             Catch::Contains("\"row_ones\" has 3 items"));
  CHECK_THAT(error_of({{"size", 4}, {"col_ones", 5}}),
             Catch::Contains("\"col_ones\"[0] (column A) is 5, expected 0 <= lo <= hi <= 4"));
  CHECK_THAT(error_of({{"size", 4}, {"col_ones", {3, 1}}}), Catch::Contains("lo <= hi"));
  CHECK_THAT(error_of({{"size", 4}, {"row_ones", "two"}}),
             Catch::Contains("must be an integer or [lo, hi]"));
  CHECK_THAT(error_of({{"size", 4}, {"torus", 1}}),
             Catch::Contains("\"torus\" must be true or false, got 1"));
  CHECK_THAT(error_of({{"rows", 2}, {"cols", 5}, {"torus", true}}),
             Catch::Contains("a torus needs at least 3 rows and 3 columns"));
  CHECK_THAT(error_of({{"size", 4}, {"region_ones", 2}}),
             Catch::Contains("\"region_ones\" needs \"regions\""));
  CHECK_THAT(error_of({{"size", 4},
                       {"regions", {{0, 0, 2, 2}, {0, 0, 2, 2}, {0, 0, 2, 2}, {0, 0, 2, 2}}}}),
             Catch::Contains("region id 1 has no cell"));
  CHECK_THAT(error_of({{"size", 4}, {"regions", {{0, 0}, {0, 0}}}}),
             Catch::Contains("\"regions\" must be 4 rows of 4 region ids"));
  CHECK_THAT(error_of({{"size", 4},
                       {"regions", {{0, 0, 1, 1}, {0, 0, 1, 1}, {0, 0, 1, 1}, {0, 0, 1, 1}}},
                       {"region_ones", {2, 9}}}),
             Catch::Contains("\"region_ones\"[1] (region id 1) is 9, expected 0 <= lo <= hi <= 8"));
  CHECK_THAT(error_of({{"size", 4}, {"equal", {{{0, 0}, {2, 2}}}}}),
             Catch::Contains("not orthogonal neighbours") && Catch::Contains("long_signs"));
  CHECK_THAT(error_of({{"size", 4}, {"long_signs", true}, {"equal", {{{1, 1}, {1, 1}}}}}),
             Catch::Contains("joins cell B2 to itself"));
  auto text = from_text("tango spiral\n. .\n");
  REQUIRE_FALSE(text);
  CHECK_THAT(text.error(), Catch::Contains("unknown header option \"spiral\""));
  auto bad_rows = from_text("tango rows=1,2\n. . .\n\n. . .\n\n. . .\n");
  REQUIRE_FALSE(bad_rows);
  CHECK_THAT(bad_rows.error(), Catch::Contains("2 values, expected one or 3"));
}

TEST_CASE("tango options: a board without cells is an empty board to count",
          "[tango][options][model]") {
  const Puzzle p = parse({{"game", "tango"}, {"rows", 4}, {"cols", 6}});
  CHECK(std::all_of(p.cells.begin(), p.cells.end(), [](auto c) { return c < 0; }));
  CHECK(count_solutions(p, 1 << 30).count == count_solutions_cp(p, 1 << 30).count);
}

}  // namespace dg::tango
