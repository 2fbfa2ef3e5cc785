// Issue 26: boards inside the pages people capture (pages.hpp), each built here from our own
// render: LinkedIn's desktop page with buttons and a panel below, a timer bar above, a whole
// desktop with an IDE beside the browser, a dark page, a phone page, a solved Queens board.
#include <catch2/catch.hpp>

#include <vector>

#include "pages.hpp"
#include "synth.hpp"
#include "vision/read.hpp"

namespace {

using nlohmann::json;
using namespace dg::vision;
using namespace dg::vision::test;

const json kQueens = json::parse(R"({"game":"queens","size":8,
 "regions":[[0,0,1,1,1,2,2,2],[0,3,1,3,1,4,2,2],[0,3,1,3,1,2,2,2],[0,3,3,3,1,5,6,2],
            [0,3,3,3,1,5,6,6],[0,3,7,3,1,5,6,6],[7,3,7,3,1,5,5,6],[7,7,7,7,6,6,6,6]]})");
// Its one solution: queen columns by row.
const int kQueensSolution[] = {3, 5, 1, 7, 0, 2, 6, 4};
const json kTango = json::parse(R"({"game":"tango","size":6,
 "cells":["......","......","..00..","......",".1..0.","..11.."],
 "equal":[[[0,1],[0,2]],[[0,3],[0,4]],[[2,0],[3,0]],[[2,5],[3,5]]],
 "opposite":[[[1,0],[2,0]],[[1,5],[2,5]]]})");
const json kZip = json::parse(R"({"game":"zip","rows":6,"cols":6,
 "waypoints":[[0,0],[5,5],[4,1],[2,1],[3,4],[3,2],[1,4],[2,3]],"walls":[]})");

int side_of(const json& p) {
  return p.contains("size") ? p["size"].get<int>() : p["rows"].get<int>();
}

void reads_on(Image (*page)(const Image&, int)) {
  for (const json* p : {&kQueens, &kTango, &kZip}) {
    const std::string game = (*p)["game"];
    INFO(game);
    auto got = read_board(page(board_only(render_puzzle(*p, 500)), side_of(*p)), "");
    REQUIRE(got.ok());
    CHECK(got->game == game);
    CHECK(normalised(got->puzzle) == normalised(*p));
  }
}

}  // namespace

TEST_CASE("a board on LinkedIn's desktop page, buttons and panel below, reads", "[vision][pages]") {
  reads_on([](const Image& b, int n) { return linkedin_page(b, n, false); });
}

TEST_CASE("a board with a timer bar above and buttons below reads", "[vision][pages]") {
  reads_on([](const Image& b, int n) { return linkedin_page(b, n, true); });
}

TEST_CASE("a board on a dark page reads", "[vision][pages]") {
  reads_on([](const Image& b, int n) { return linkedin_page(b, n, false, true); });
}

TEST_CASE("a board on a whole desktop with an IDE beside the browser reads", "[vision][pages]") {
  reads_on([](const Image& b, int n) { return desktop(linkedin_page(b, n, true)); });
}

TEST_CASE("a board on a phone page reads", "[vision][pages]") {
  reads_on([](const Image& b, int n) { return phone_page(b, n); });
}

TEST_CASE("a solved Queens board (crowns drawn) reads as the puzzle", "[vision][pages]") {
  Image board = board_only(render_puzzle(kQueens, 500));
  auto clean = read_board(board, "queens");
  REQUIRE(clean.ok());
  std::vector<std::pair<int, int>> queens;
  for (int r = 0; r < 8; ++r) queens.emplace_back(r, kQueensSolution[r]);
  draw_crowns(board, clean->grid, queens);
  auto got = read_board(linkedin_page(board, 8, false), "");
  REQUIRE(got.ok());
  CHECK(got->game == "queens");
  CHECK(normalised(got->puzzle) == normalised(kQueens));
}
