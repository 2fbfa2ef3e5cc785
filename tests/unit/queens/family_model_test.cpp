// Queens family model: every new key reads, writes and round-trips in both forms; LinkedIn files
// write exactly as before; every invalid combination is one clear line.
#include <catch2/catch.hpp>

#include "solver/common/symmetry.hpp"
#include "solver/queens/canonical.hpp"
#include "solver/queens/model.hpp"
#include "tests/unit/queens/family_boards.hpp"

using namespace dg;
using namespace dg::queens;

namespace {

std::string error_of(const std::string& json_text) {
  auto p = from_json(nlohmann::json::parse(json_text));
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().find('\n') == std::string::npos);
  CHECK(p.error().rfind("queens: ", 0) == 0);
  return p.error();
}

std::string text_error_of(const std::string& text) {
  auto p = from_text(text);
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().find('\n') == std::string::npos);
  return p.error();
}

// A small 2-star board: 6x6 in six 3x2 blocks.
const char* kStarBattle =
    "queens stars=2\n"
    "aaabbb\n"
    "aaabbb\n"
    "cccddd\n"
    "cccddd\n"
    "eeefff\n"
    "eeefff\n";

}  // namespace

TEST_CASE("queens family: LinkedIn JSON and text are written exactly as before",
          "[queens][family]") {
  auto p =
      from_json(nlohmann::json::parse(R"({"game":"queens","size":2,"regions":[[0,1],[1,1]]})"));
  REQUIRE(p.ok());
  CHECK(is_linkedin(*p));
  CHECK(to_json(*p).dump() == R"({"game":"queens","regions":[[0,1],[1,1]],"size":2})");
  CHECK(to_text(*p) == "queens\nab\nbb\n");
  CHECK(canonical_key(*p) == "queens:2:aaab");
  CHECK(solution_json(*p, {0, 1}) == nlohmann::json::array({0, 1}));
  CHECK(solution_json_text(*p, {0, 1}) == "[0,1]");  // the tree's dump, written directly
  CHECK(solution_json_text(*p, {}) == solution_json(*p, {}).dump());
}

TEST_CASE("queens family: every key round-trips in JSON and text", "[queens][family][format]") {
  auto p = from_json(nlohmann::json::parse(R"({"game":"queens","rows":3,"cols":4,
      "regions":[[0,0,1,1],[0,-1,1,1],[2,2,2,1]],"row_counts":[1,1,1],"col_counts":[1,0,1,1],
      "givens":[[2,0]],"torus":true})"));
  REQUIRE(p.ok());
  CHECK_FALSE(is_linkedin(*p));
  CHECK(p->cols == 4);
  CHECK_FALSE(p->on_board(1, 1));
  CHECK(to_text(*p) == "queens 3x4 torus cols=1,0,1,1 givens=A3\naabb\na.bb\ncccb\n");
  auto back = from_text(to_text(*p));
  REQUIRE(back.ok());
  CHECK(*back == *p);
  auto again = from_json(to_json(*p));
  REQUIRE(again.ok());
  CHECK(*again == *p);
  // A list that only repeats "stars" is the same puzzle as none.
  auto star = from_text(kStarBattle);
  REQUIRE(star.ok());
  auto listed = from_json(nlohmann::json::parse(
      R"({"size":6,"stars":2,"row_counts":[2,2,2,2,2,2],"regions":[[0,0,0,1,1,1],[0,0,0,1,1,1],
         [2,2,2,3,3,3],[2,2,2,3,3,3],[4,4,4,5,5,5],[4,4,4,5,5,5]]})"));
  REQUIRE(listed.ok());
  CHECK(*listed == *star);
  CHECK(to_json(*star)["stars"] == 2);
  // Regionless N-queens.
  auto queens8 = from_text(
      "queens diagonals=full\n++++++++\n++++++++\n++++++++\n++++++++\n"
      "++++++++\n++++++++\n++++++++\n++++++++\n");
  REQUIRE(queens8.ok());
  CHECK_FALSE(queens8->has_regions);
  CHECK(to_json(*queens8).dump() == R"({"diagonals":"full","game":"queens","size":8})");
  for (std::uint64_t seed = 1; seed <= 500; ++seed) {
    Rng rng(derive_seed(1403, seed));
    auto q = test::random_family_board(rng, 8);
    if (!q) continue;
    auto t = from_text(to_text(*q));
    REQUIRE(t.ok());
    CHECK(*t == *q);
    auto j = from_json(to_json(*q));
    REQUIRE(j.ok());
    CHECK(*j == *q);
  }
}

TEST_CASE("queens family: solutions in both JSON forms", "[queens][family][format]") {
  auto p = from_text(kStarBattle);
  REQUIRE(p.ok());
  // Two queens per row as [row, col] cells; read back in any order.
  const auto cells = nlohmann::json::parse("[[0,0],[0,4],[1,2],[1,5]]");
  auto partial = solution_from_json(*p, cells);
  REQUIRE_FALSE(partial.ok());
  CHECK_THAT(partial.error(), Catch::Contains("row 3 holds 0 queens, expected 2"));
  auto columns = solution_from_json(*p, nlohmann::json::parse("[0,1,2,3,4,5]"));
  REQUIRE_FALSE(columns.ok());
  CHECK_THAT(columns.error(), Catch::Contains("[row, col] queens"));
  const Solution s = {0, 2, 4, 5, 1, 3, 0, 5, 2, 4, 1, 3};
  auto back = solution_from_json(*p, solution_json(*p, s));
  REQUIRE(back.ok());
  CHECK(*back == s);
}

// docs/formats.md: "rows" and "cols" may be left out when "regions" gives them; a non-square
// grid without them was refused as "grid is not square" (hostile-input r4, outside oracle).
TEST_CASE("queens family: a rectangle without rows or cols takes its shape from the grid",
          "[queens][family][format]") {
  const auto keyed = from_json(nlohmann::json::parse(
      R"({"rows":3,"cols":4,"regions":[[0,0,1,1],[0,-1,1,1],[2,2,2,1]],"col_counts":[1,0,1,1]})"));
  REQUIRE(keyed.ok());
  for (const char* text :
       {R"({"regions":[[0,0,1,1],[0,-1,1,1],[2,2,2,1]],"col_counts":[1,0,1,1]})",
        R"({"rows":3,"regions":[[0,0,1,1],[0,-1,1,1],[2,2,2,1]],"col_counts":[1,0,1,1]})",
        R"({"cols":4,"regions":[[0,0,1,1],[0,-1,1,1],[2,2,2,1]],"col_counts":[1,0,1,1]})"}) {
    const auto inferred = from_json(nlohmann::json::parse(text));
    REQUIRE(inferred.ok());
    CHECK(inferred->rows() == 3);
    CHECK(inferred->cols == 4);
    CHECK(to_json(*inferred) == to_json(*keyed));
  }
  // "size" still asks for a square.
  CHECK_THAT(error_of(R"({"size":3,"regions":[[0,0,1,1],[0,-1,1,1],[2,2,2,1]]})"),
             Catch::Contains("grid is not square"));
}

TEST_CASE("queens family: invalid combinations are one clear line", "[queens][family][errors]") {
  CHECK_THAT(error_of(R"({"rows":2,"cols":3,"regions":[[0,0,1],[0,1,1]]})"),
             Catch::Contains("the rows need 2 queens but the columns need 3"));
  CHECK_THAT(
      error_of(R"({"size":4,"stars":2,"regions":[[0,0,1,1],[0,0,1,1],[2,2,3,3],[2,2,3,3]]})"),
      Catch::Contains("needs 2 queens but can hold at most 1"));
  CHECK_THAT(error_of(R"({"size":2,"regions":[[0,1],[1,1]],"givens":[[0,2]]})"),
             Catch::Contains("given queen C1 is off the board"));
  CHECK_THAT(error_of(R"({"rows":2,"cols":2,"regions":[[0,-1],[1,1]],"givens":[[0,1]]})"),
             Catch::Contains("given queen B1 is on a hole"));
  CHECK_THAT(error_of(R"({"size":2,"regions":[[0,1],[1,1]],"givens":[[0,0],[0,0]]})"),
             Catch::Contains("listed twice"));
  CHECK_THAT(error_of(R"({"size":4})"), Catch::Contains("missing key \"regions\""));
  CHECK_THAT(error_of(R"({"diagonals":"full"})"),
             Catch::Contains("needs \"size\" or \"rows\" and \"cols\""));
  CHECK_THAT(error_of(R"({"size":4,"diagonals":"far"})"),
             Catch::Contains("\"adjacent\" or \"full\", got \"far\""));
  CHECK_THAT(error_of(R"({"size":4,"diagonals":"full","torus":1})"),
             Catch::Contains("\"torus\" must be true or false"));
  CHECK_THAT(error_of(R"({"size":4,"diagonals":"full","region_counts":[4]})"),
             Catch::Contains("\"region_counts\" needs \"regions\""));
  CHECK_THAT(error_of(R"({"size":2,"regions":[[0,1],[1,1]],"row_counts":[1]})"),
             Catch::Contains("\"row_counts\" has 1 entries, expected 2"));
  CHECK_THAT(error_of(R"({"size":2,"regions":[[0,1],[1,1]],"col_counts":[1,-1]})"),
             Catch::Contains("\"col_counts\"[1] must be a count of queens"));
  CHECK_THAT(error_of(R"({"size":3,"regions":[[0,0,0],[1,1,1],[1,1,1]],"region_counts":[1,1]})"),
             Catch::Contains("the rows need 3 queens but the regions need 2"));
  CHECK_THAT(error_of(R"({"size":3,"stars":2,"row_counts":[1,1,1],"col_counts":[1,1,1],
                          "regions":[[0,0,0],[1,1,1],[1,1,1]]})"),
             Catch::Contains("3 queens") && Catch::Contains("2 stars per region"));
  CHECK_THAT(text_error_of("queens diagonals=full\n+.\n++\n"),
             Catch::Contains("without regions cannot have holes"));
  CHECK_THAT(error_of(R"({"rows":2,"size":3,"regions":[[0]]})"),
             Catch::Contains("\"rows\" is 2 but \"size\" is 3"));
  CHECK_THAT(error_of(R"({"rows":2,"cols":3,"regions":[[0,0,1],[0,1]]})"),
             Catch::Contains("regions row 2 has 2 entries, expected 3"));
  CHECK_THAT(error_of(R"({"size":2,"regions":[[0,-2],[1,1]]})"),
             Catch::Contains("has region id -2"));
  CHECK_THAT(error_of(R"({"size":2,"stars":0,"regions":[[0,1],[1,1]]})"),
             Catch::Contains("\"stars\" is 0"));
}

TEST_CASE("queens family: text header errors", "[queens][family][errors]") {
  CHECK_THAT(text_error_of("queens stars=x\nab\nbb\n"), Catch::Contains("expected a number"));
  CHECK_THAT(text_error_of("queens wrap\nab\nbb\n"),
             Catch::Contains("unknown header option \"wrap\""));
  CHECK_THAT(text_error_of("queens givens=3B\nab\nbb\n"), Catch::Contains("expected a cell name"));
  CHECK_THAT(text_error_of("queens 2x3\nab\nbb\n"),
             Catch::Contains("header says 2x3 but the grid is 2x2"));
  CHECK_THAT(text_error_of("queens diagonals=full\n+a\n++\n"),
             Catch::Contains("mixes region letters and '+'"));
}

TEST_CASE("queens family: attacks", "[queens][family]") {
  auto flat = from_json({{"size", 8}, {"diagonals", "full"}});
  REQUIRE(flat.ok());
  CHECK(attacks(*flat, {0, 0}, {7, 7}));
  CHECK(attacks(*flat, {0, 1}, {0, 2}));  // touching in a row
  CHECK_FALSE(attacks(*flat, {0, 0}, {0, 2}));
  CHECK_FALSE(attacks(*flat, {0, 0}, {1, 2}));
  auto torus = from_json({{"size", 5}, {"diagonals", "full"}, {"torus", true}});
  REQUIRE(torus.ok());
  CHECK(attacks(*torus, {0, 0}, {4, 4}));  // touching across the corner
  CHECK(attacks(*torus, {0, 1}, {1, 0}));
  CHECK(attacks(*torus, {0, 3}, {2, 0}));  // (0,3) -> (1,4) -> (2,0) wraps
  CHECK_FALSE(attacks(*torus, {0, 0}, {1, 2}));
  auto king = from_json({{"rows", 3},
                         {"cols", 4},
                         {"torus", true},
                         {"row_counts", {1, 1, 1}},
                         {"col_counts", {1, 1, 1, 0}},
                         {"regions", {{0, 0, 1, 1}, {0, 2, 2, 1}, {2, 2, 2, 2}}}});
  REQUIRE(king.ok());
  CHECK(attacks(*king, {0, 0}, {2, 3}));  // both edges wrap
  CHECK_FALSE(attacks(*king, {0, 0}, {2, 2}));
}

TEST_CASE("queens family: canonical keys follow the board's symmetries",
          "[queens][family][canonical]") {
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    Rng rng(derive_seed(1404, seed));
    auto made = test::random_family_board(rng, 6);
    if (!made) continue;
    const Puzzle& p = *made;
    const std::string key = canonical_key(p);
    // Turned or mirrored, and on a torus also shifted: the same key.
    const int sym = rng.below(kSymmetries);
    Puzzle q = p;
    const bool swap = swaps_dims(sym);
    q.n = swap ? p.cols : p.n;
    q.cols = swap ? p.n : p.cols;
    const int dr = p.torus ? rng.below(q.n) : 0, dc = p.torus ? rng.below(q.cols) : 0;
    q.row_counts.assign(static_cast<std::size_t>(q.n), 0);
    q.col_counts.assign(static_cast<std::size_t>(q.cols), 0);
    auto move = [&](Cell c) {
      Cell t = transform(c, sym, p.n, p.cols);
      return Cell{(t.row + dr) % q.n, (t.col + dc) % q.cols};
    };
    for (int r = 0; r < p.n; ++r)
      for (int c = 0; c < p.cols; ++c) {
        const Cell t = move({r, c});
        q.region[static_cast<std::size_t>(t.row * q.cols + t.col)] = p.region_at(r, c);
      }
    for (int r = 0; r < p.n; ++r) {
      const Cell t = move({r, 0});
      (swap ? q.col_counts[static_cast<std::size_t>(t.col)]
            : q.row_counts[static_cast<std::size_t>(t.row)]) = row_need(p, r);
    }
    for (int c = 0; c < p.cols; ++c) {
      const Cell t = move({0, c});
      (swap ? q.row_counts[static_cast<std::size_t>(t.row)]
            : q.col_counts[static_cast<std::size_t>(t.col)]) = col_need(p, c);
    }
    for (Cell& g : q.givens) g = move(g);
    auto moved = make_puzzle(q);
    REQUIRE(moved.ok());
    INFO("seed " << seed << " sym " << sym << "\n" << to_text(p) << to_text(*moved));
    CHECK(canonical_key(*moved) == key);
  }
  // Torus and flat, full and adjacent: different puzzles, different keys.
  auto flat = from_json({{"size", 5}, {"diagonals", "full"}});
  auto torus = from_json({{"size", 5}, {"diagonals", "full"}, {"torus", true}});
  CHECK(canonical_key(*flat) != canonical_key(*torus));
}
