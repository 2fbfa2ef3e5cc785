// Zip boards of 2 rows (or 2 columns): the grid search accepts a grid 2 cells thin only when its
// cells hold number discs, so chrome (a row of buttons, a header) never reads as a board.
#include <catch2/catch.hpp>

#include "synth.hpp"
#include "vision/grid.hpp"
#include "vision/read.hpp"

namespace {

using nlohmann::json;
using namespace dg::vision;
using namespace dg::vision::test;

// corpus/zip: zip-hand-rect-2x7-b.
const json kZip2x7 = json::parse(R"({"game":"zip","rows":2,"cols":7,
 "waypoints":[[0,0],[0,6],[1,4],[1,0]],"walls":[]})");
// The same board turned: 7 rows of 2.
const json kZip7x2 = json::parse(R"({"game":"zip","rows":7,"cols":2,
 "waypoints":[[0,0],[6,0],[4,1],[0,1]],"walls":[]})");

void reads_exactly(const Image& img, const json& puzzle) {
  auto got = read_board(img, "");
  REQUIRE(got.ok());
  CHECK(got->game == "zip");
  CHECK(normalised(got->puzzle) == normalised(puzzle));
}

// A grid of `rows` x `cols` cells of `pitch` px drawn with grey lines at (x, y), nothing inside.
void draw_empty_grid(Image& img, int x, int y, int rows, int cols, int pitch) {
  for (int r = 0; r <= rows; ++r)
    for (int t = 0; t <= cols * pitch; ++t) {
      auto* p = img.at(x + t, y + r * pitch);
      p[0] = p[1] = p[2] = 90;
    }
  for (int c = 0; c <= cols; ++c)
    for (int t = 0; t <= rows * pitch; ++t) {
      auto* p = img.at(x + c * pitch, y + t);
      p[0] = p[1] = p[2] = 90;
    }
}

}  // namespace

TEST_CASE("a Zip board of 2 rows or 2 columns reads exactly", "[vision]") {
  reads_exactly(render_puzzle(kZip2x7, 500), kZip2x7);
  reads_exactly(render_puzzle(kZip7x2, 300), kZip7x2);
  reads_exactly(jpeg_round_trip(render_puzzle(kZip2x7, 500), 40), kZip2x7);
  reads_exactly(
      on_page(render_puzzle(kZip2x7, 560), 640, 1390, 40, 260, Rgb{248, 249, 251}, Rgb{30, 30, 30}),
      kZip2x7);
}

TEST_CASE("a grid 2 cells thin without number discs is no board", "[vision]") {
  // Two rows of five outlined buttons, cells of 60 px: evenly spaced lines, nothing inside.
  Image img(500, 300);
  draw_empty_grid(img, 40, 100, 2, 5, 60);
  auto got = read_board(img, "");
  REQUIRE_FALSE(got.ok());
  CHECK(got.error().find("no grid") != std::string::npos);
  // The same with three rows is a grid (of an empty board), so the 2-row refusal is the cue's.
  Image three(500, 300);
  draw_empty_grid(three, 40, 60, 3, 5, 60);
  CHECK(locate_grid(three).ok());
}
