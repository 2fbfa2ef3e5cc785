// Boards whose inner lines are faint or missing in L* (our renderer draws a Queens region's thin
// lines grey over the fill: over a saturated blue they are as light as the blue), where the line
// search alone settles on every other line or stops short of the border. The colour field's
// lattice check (vision/lattice.hpp) must restore the true lattice, and leave a right one alone.
#include <catch2/catch.hpp>

#include "synth.hpp"
#include "vision/lattice.hpp"
#include "vision/read.hpp"

namespace {

using nlohmann::json;
using namespace dg::vision;
using namespace dg::vision::test;

// LinkedIn's 10x10 and 11x11 boards from corpus/queens (one large blue or green region each).
const json kQueens10 = json::parse(R"({"game":"queens","size":10,"regions":[
 [0,0,0,0,1,1,1,1,1,2],[0,3,3,3,3,3,3,3,3,2],[4,4,4,3,5,5,5,5,3,2],[3,3,4,4,5,3,3,6,3,2],
 [3,3,3,3,3,3,6,6,3,2],[3,3,7,7,3,6,6,3,3,8],[3,3,7,3,3,9,3,3,3,8],[3,3,7,3,3,9,3,3,3,8],
 [3,3,7,9,9,9,3,3,8,8],[3,3,3,3,3,3,3,3,3,3]]})");
const json kQueens11 = json::parse(R"({"game":"queens","size":11,"regions":[
 [0,0,1,1,2,2,2,2,3,3,3],[0,0,1,1,4,4,4,2,3,5,3],[0,0,6,1,4,7,4,2,3,5,3],
 [0,6,6,1,4,7,4,2,3,5,3],[0,0,6,1,4,7,4,2,3,3,3],[0,0,6,1,4,4,4,8,8,8,8],
 [0,0,6,1,1,8,8,8,0,0,0],[0,0,8,8,8,8,0,0,0,0,9],[0,0,0,0,0,0,0,0,9,9,9],
 [0,0,0,0,0,9,9,9,9,10,10],[0,0,9,9,9,9,10,10,10,10,10]]})");
const json kTango = json::parse(R"({"game":"tango","size":6,
 "cells":["......","......","..00..","......",".1..0.","..11.."],
 "equal":[[[0,1],[0,2]]],"opposite":[[[1,0],[2,0]]]})");

constexpr SideRange kQueensSides{1, 30, false};

// Every k-th line of `g` (the comb the line search settles on when the others are faint).
Grid every(const Grid& g, int k) {
  Grid out;
  for (std::size_t i = 0; i < g.xs.size(); i += static_cast<std::size_t>(k))
    out.xs.push_back(g.xs[i]);
  for (std::size_t i = 0; i < g.ys.size(); i += static_cast<std::size_t>(k))
    out.ys.push_back(g.ys[i]);
  return out;
}

void reads_exactly(const Image& img, const json& puzzle) {
  auto got = read_board(img, "");
  REQUIRE(got.ok());
  CHECK(got->game == puzzle["game"]);
  CHECK(normalised(got->puzzle) == normalised(puzzle));
}

}  // namespace

TEST_CASE("Queens boards of 10x10 and 11x11 with faint inner lines read exactly", "[vision]") {
  reads_exactly(render_puzzle(kQueens10, 500), kQueens10);
  reads_exactly(render_puzzle(kQueens11, 500), kQueens11);
  // Blurred, the line search stops two columns short of the 11x11 board's border.
  reads_exactly(blurred(blurred(render_puzzle(kQueens11, 500), 1), 1), kQueens11);
}

TEST_CASE("a comb of every other or every third line is split back into the board's lattice",
          "[vision]") {
  const Image img = render_puzzle(kQueens10, 500);
  auto truth = read_board(img, "queens");
  REQUIRE(truth.ok());
  REQUIRE(truth->grid.rows() == 10);
  for (int k : {2, 3}) {
    INFO("every " << k << " lines");
    // Every third line of 11 lines ends at line 9: the last cell is restored past the end.
    const Grid split = finest_lattice(img, every(truth->grid, k), kQueensSides);
    REQUIRE(split.rows() == 10);
    REQUIRE(split.cols() == 10);
    for (std::size_t i = 0; i < split.xs.size(); ++i) {
      CHECK(split.xs[i] == Approx(truth->grid.xs[i]).margin(2));
      CHECK(split.ys[i] == Approx(truth->grid.ys[i]).margin(2));
    }
  }
  // No split beyond the game's sizes: 5x5 cells never become 10x10 for a game of at most 8.
  const Grid coarse = every(truth->grid, 2);
  CHECK(finest_lattice(img, coarse, SideRange{1, 8, false}).rows() == 5);
}

TEST_CASE("a right lattice is left alone: icons and signs inside cells are not lines", "[vision]") {
  const Image img = render_puzzle(kTango, 500);
  auto got = read_board(img, "tango");
  REQUIRE(got.ok());
  const Grid same = finest_lattice(img, got->grid, SideRange{4, 14, true});
  CHECK(same.rows() == 6);
  CHECK(same.cols() == 6);
}

TEST_CASE("a Zip board full of discs reads exactly when rescaled and soft", "[vision]") {
  // corpus/zip: zip-linkedin-166, 16 numbers on 36 cells. Softened, the discs' rims mark a
  // peak every few pixels, and long fine combs through them outweighed the board's 7 lines.
  const json zip = json::parse(R"({"game":"zip","rows":6,"cols":6,
   "waypoints":[[5,4],[5,5],[4,5],[5,3],[4,2],[3,1],[2,0],[1,0],[0,0],[0,1],[0,2],[2,4],[1,3],
                [2,3],[3,2],[3,5]],"walls":[]})");
  reads_exactly(blurred(scaled(render_puzzle(zip, 600), 0.83), 1), zip);
}

TEST_CASE("a board whose lines differ from the cells in hue only is found through a* and b*",
          "[vision]") {
  // corpus/queens: linkedin-336, one green region around eight single cells. Grey lines over a
  // green as light as they are; after JPEG at quality 40 L* shows no grid at all.
  const json queens = json::parse(R"({"game":"queens","size":9,"regions":[[0,0,0,0,0,1,0,0,0],
   [0,0,0,0,0,0,0,2,0],[0,0,3,0,0,0,0,0,0],[4,0,0,0,5,0,0,0,0],[0,0,0,0,0,0,6,0,0],
   [0,0,0,0,0,0,0,0,5],[0,0,0,0,0,1,0,0,0],[0,0,0,7,0,0,0,0,0],[0,8,0,0,0,0,0,0,0]]})");
  reads_exactly(jpeg_round_trip(render_puzzle(queens, 500), 40), queens);
}
