// Queens family grader: single rules on hand-made 2-star positions (the Star Battle deductions
// of the packing and 2x2-block rules, capacities in confinement), and the words of their steps.
#include <catch2/catch.hpp>

#include "grader/queens/family_rules.hpp"
#include "grader/queens/grader.hpp"

using namespace dg;
using namespace dg::queens;

namespace {

// An n x n 2-star board whose regions are its rows (valid, and the rows' units say it all).
Puzzle rows_board(int n) {
  Puzzle p;
  p.n = p.cols = n;
  p.stars = 2;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) p.region.push_back(r);
  auto valid = make_puzzle(p);
  REQUIRE(valid.ok());
  return *valid;
}

// Kills the cells of row r outside `keep` (columns).
void keep_only(FamilyGrid& g, int r, std::initializer_list<int> keep) {
  CellSet dying;
  for (int c = 0; c < g.cols(); ++c)
    if (std::find(keep.begin(), keep.end(), c) == keep.end())
      dying.set(static_cast<std::size_t>(g.index(r, c)));
  g.kill(dying);
}

bool dead(const FamilyGrid& g, int r, int c) {
  const int i = g.index(r, c);
  return !g.is_live(i) && !g.stars()[static_cast<std::size_t>(i)];
}

}  // namespace

TEST_CASE("queens family rules: a row needing 2 with two separate pairs left", "[queens][family]") {
  // Row 2 keeps B2, C2, E2, F2: one star in B2-C2, one in E2-F2, so the cells touching both cells
  // of a pair (B1, C1, B3, C3 and E1, F1, E3, F3) are empty; A1 touches only B2 and stays.
  FamilyGrid g(rows_board(7));
  keep_only(g, 1, {1, 2, 4, 5});
  Trace trace;
  REQUIRE(unit_placements(g, 1, &trace) == Step::progress);
  for (int c : {1, 2, 4, 5}) {
    CHECK(dead(g, 0, c));
    CHECK(dead(g, 2, c));
  }
  CHECK(g.is_live(g.index(0, 0)));
  CHECK(g.is_live(g.index(0, 3)));
  REQUIRE(trace.steps.size() == 1);
  CHECK(trace.steps[0].rule == "unit_packing");
  CHECK(trace.steps[0].text.rfind("row 2 needs 2 more stars among B2, C2, E2 and F2", 0) == 0);
}

TEST_CASE("queens family rules: two rows that fit in as many 2x2 blocks as they need stars",
          "[queens][family]") {
  // Rows 1-2 need 4 stars; their cells left fit in the blocks A-B, D-E, F-G and I-J. Block D-E
  // has one cell left, D1: a star.
  FamilyGrid g(rows_board(10));
  keep_only(g, 0, {0, 1, 3, 5, 6, 8, 9});
  keep_only(g, 1, {0, 1, 5, 6, 8, 9});
  Trace trace;
  REQUIRE(two_by_two_blocks(g, 0, &trace) == Step::progress);
  CHECK(g.stars()[static_cast<std::size_t>(g.index(0, 3))]);
  REQUIRE(trace.steps.size() == 1);
  CHECK(trace.steps[0].text.find("fit in 4 2x2 blocks (columns A-B, D-E, F-G and I-J)") !=
        std::string::npos);
  // One block fewer than the stars needed is a contradiction.
  FamilyGrid tight(rows_board(10));
  keep_only(tight, 0, {0, 1, 5, 6, 8, 9});
  keep_only(tight, 1, {0, 1, 5, 6, 8, 9});
  CHECK(two_by_two_blocks(tight, 0, nullptr) == Step::contradiction);
}

TEST_CASE("queens family rules: a unit with as many cells left as it needs stars",
          "[queens][family]") {
  // Row 1 keeps A1 and E1 and needs 2: unit_fill makes both stars.
  FamilyGrid g(rows_board(6));
  keep_only(g, 0, {0, 4});
  Trace trace;
  REQUIRE(unit_fill(g, 0, &trace) == Step::progress);
  CHECK(g.stars()[static_cast<std::size_t>(g.index(0, 0))]);
  CHECK(g.stars()[static_cast<std::size_t>(g.index(0, 4))]);
  CHECK(trace.steps[0].text ==
        "row 1 needs 2 more stars and has 2 cells left, so they are all "
        "stars: A1 and E1");
  // The stars' neighbours die one star at a time.
  REQUIRE(star_kill(g, 0, nullptr) == Step::progress);
  CHECK(dead(g, 1, 0));
  CHECK(dead(g, 1, 1));
  CHECK(g.is_live(g.index(1, 4)));
  // Row 1 (and its region) has both stars.
  CHECK(g.unit_rem(0) == 0);
}

TEST_CASE("queens family rules: a placement that breaks a unit", "[queens][family]") {
  // Row 1 keeps A1, C1 and E1 and needs 2. A star on B2 kills A1 and C1 (its neighbours) and
  // leaves E1 alone for row 1's two stars: row 1 breaks. A star on F4 leaves row 1 alone.
  FamilyGrid g(rows_board(6));
  keep_only(g, 0, {0, 2, 4});
  CHECK(star_contradicts(g, g.index(1, 1)));
  CHECK_FALSE(star_contradicts(g, g.index(3, 5)));
}

TEST_CASE("queens family rules: givens are placed before the first step", "[queens][family]") {
  auto p = from_json(nlohmann::json::parse(
      R"({"game":"queens","size":5,"diagonals":"full","givens":[[0,0],[1,2]]})"));
  REQUIRE(p.ok());
  Trace trace;
  const Grade grade_ = grade(*p, -1, &trace);
  CHECK(grade_.status == Status::solved);
  REQUIRE(!trace.steps.empty());
  CHECK(trace.steps[0].rule == "star_kill");
  CHECK(trace.steps[0].text.rfind("the star on A1 rules out", 0) == 0);
  CHECK(trace.steps[0].text.find("around it and on its diagonals") != std::string::npos);
}
