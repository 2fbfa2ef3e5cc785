// Issue 26: boards inside the pages people capture (pages.hpp), each built here from our own
// render: LinkedIn's desktop page with buttons and a panel below, a timer bar above, a whole
// desktop with an IDE beside the browser, a dark page, a phone page, a solved Queens board.
#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include "pages.hpp"
#include "synth.hpp"
#include "vision/load_image.hpp"
#include "vision/overlay.hpp"
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

using Page = Image (*)(const Image&, int);

void reads_on(Page page, std::vector<const json*> puzzles = {&kQueens, &kTango, &kZip}) {
  for (const json* p : puzzles) {
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

TEST_CASE("a failed read names the board it took and hands it back for an overlay",
          "[vision][pages]") {
  // A 7x7 Queens board read as Zip: it has no number discs, so the read fails after a grid was
  // found.
  const json queens7 = json::parse(R"({"game":"queens","size":7,
   "regions":[[0,0,0,1,1,1,1],[0,2,2,2,1,1,1],[0,2,3,3,3,1,1],[0,2,3,4,3,5,1],
              [0,2,3,4,4,5,1],[6,6,6,4,5,5,1],[6,6,6,4,4,5,5]]})");
  const Image page = linkedin_page(board_only(render_puzzle(queens7, 420)), 7, true);
  Grid seen;
  auto got = read_board(page, "zip", &seen);
  REQUIRE_FALSE(got.ok());
  CHECK(got.error().find("board taken: 7x7 cells") != std::string::npos);
  REQUIRE(seen.rows() == 7);
  REQUIRE(seen.cols() == 7);
  // The board taken is the board, not the page furniture around it.
  auto clean = read_board(page, "queens");
  REQUIRE(clean.ok());
  CHECK(std::abs(seen.ys.back() - clean->grid.ys.back()) < 3);
  // And it can be drawn: the overlay file decodes to an image of the page's size.
  const std::string path =
      (std::filesystem::temp_directory_path() / "dg_pages_test_overlay.png").string();
  REQUIRE(write_grid_overlay(page, seen, path).ok());
  std::ifstream f(path, std::ios::binary);
  std::stringstream bytes;
  bytes << f.rdbuf();
  auto back = decode_image(bytes.str());
  std::filesystem::remove(path);
  REQUIRE(back.ok());
  CHECK(back->width == page.width);
  CHECK(back->height == page.height);
}

namespace {

// A Zip board with walls (our generator's), so a path crossing an edge must not read as one.
const json kZipWalls = json::parse(R"({"game":"zip","rows":6,"cols":6,
 "waypoints":[[3,3],[5,3],[1,1],[4,1],[2,2],[5,2]],
 "walls":[[[2,3],[2,4]],[[3,2],[3,3]],[[3,3],[3,4]],[[4,4],[4,5]]]})");

// The clean render's board and the grid its own read finds (to draw pieces on).
std::pair<Image, Grid> board_and_grid(const json& puzzle) {
  Image board = board_only(render_puzzle(puzzle, 500));
  auto clean = read_board(board, puzzle["game"].get<std::string>());
  REQUIRE(clean.ok());
  return {board, clean->grid};
}

dg::Expected<Reading> read_solved_page(const Image& page, const std::string& game = "") {
  ReadOptions options;
  options.solved = true;
  return read_board(page, game, nullptr, options);
}

}  // namespace

TEST_CASE("a board on a card with margins and no frame reads", "[vision][pages]") {
  reads_on([](const Image& b, int n) { return card_page(b, n, true); });
}

TEST_CASE("a solved Queens board with crowns and X marks reads as the puzzle", "[vision][pages]") {
  auto [board, grid] = board_and_grid(kQueens);
  std::vector<std::pair<int, int>> queens, marks;
  for (int r = 0; r < 8; ++r) {
    queens.emplace_back(r, kQueensSolution[r]);
    marks.emplace_back(r, (kQueensSolution[r] + 2) % 8);
    marks.emplace_back(r, (kQueensSolution[r] + 5) % 8);
  }
  draw_crowns(board, grid, queens);
  draw_x_marks(board, grid, marks);
  for (bool solved : {false, true}) {
    INFO("solved " << solved);
    ReadOptions options;
    options.solved = solved;
    auto got = read_board(card_page(board, 8, false), "", nullptr, options);
    REQUIRE(got.ok());
    CHECK(got->game == "queens");
    CHECK(normalised(got->puzzle) == normalised(kQueens));
  }
}

TEST_CASE("a solved Tango board reads as its givens when read as solved", "[vision][pages]") {
  auto [board, grid] = board_and_grid(kTango);
  const json solution = first_solution(kTango);
  REQUIRE(solution.is_array());
  draw_tango_pieces(board, grid, kTango, solution);
  const Image page = linkedin_page(board, 6, true);
  for (const std::string game : {"", "tango"}) {
    INFO("game '" << game << "'");
    auto got = read_solved_page(page, game);
    REQUIRE(got.ok());
    CHECK(got->game == "tango");
    CHECK(normalised(got->puzzle) == normalised(kTango));
  }
  // Without --solved every piece is read: a full board, not the puzzle.
  auto plain = read_board(page, "tango");
  REQUIRE(plain.ok());
  CHECK(plain->puzzle["cells"][0] != kTango["cells"][0]);
}

TEST_CASE("a solved read says so when no piece lies on a grey given cell", "[vision][pages]") {
  // A theme that draws givens on white: pieces everywhere, none on grey.
  const json no_givens = json::parse(R"({"game":"tango","size":6,
   "cells":["......","......","......","......","......","......"],
   "equal":[[[0,1],[0,2]],[[0,3],[0,4]],[[2,0],[3,0]],[[2,5],[3,5]]],
   "opposite":[[[1,0],[2,0]],[[1,5],[2,5]]]})");
  auto [board, grid] = board_and_grid(kTango);
  draw_tango_pieces(board, grid, no_givens, first_solution(kTango));
  // The givens' grey cells painted white, as that theme draws them.
  for (int y = 0; y < board.height; ++y)
    for (int x = 0; x < board.width; ++x) {
      auto* px = board.at(x, y);
      if (px[0] == px[1] && px[1] == px[2] && px[0] > 200) px[0] = px[1] = px[2] = 255;
    }
  auto got = read_solved_page(linkedin_page(board, 6, true), "tango");
  REQUIRE_FALSE(got.ok());
  CHECK(got.error().find("cannot be told from placed pieces") != std::string::npos);
}

TEST_CASE("a Zip board with its path drawn reads as the puzzle when read as solved",
          "[vision][pages]") {
  auto [board, grid] = board_and_grid(kZipWalls);
  const json solution = first_solution(kZipWalls);
  REQUIRE(solution.is_array());
  draw_zip_path(board, grid, solution);
  const Image page = linkedin_page(board, 6, true);
  for (const std::string game : {"", "zip"}) {
    INFO("game '" << game << "'");
    auto got = read_solved_page(page, game);
    REQUIRE(got.ok());
    CHECK(got->game == "zip");
    CHECK(normalised(got->puzzle) == normalised(kZipWalls));
  }
}

TEST_CASE("a Tango board with faint lines and a row line of signs reads", "[vision][pages]") {
  // Row line 3 carries a sign on each of its six edges: the line shows only between them.
  const json puzzle = with_sign_row(kTango, first_solution(kTango), 3);
  REQUIRE(puzzle["equal"].size() + puzzle["opposite"].size() >= 6);
  for (int cell : {50, 65}) {
    INFO("cell " << cell);
    auto got = read_board(card_page(faint_tango(puzzle, cell), 6, true), "");
    REQUIRE(got.ok());
    CHECK(got->game == "tango");
    CHECK(normalised(got->puzzle) == normalised(puzzle));
  }
}

TEST_CASE("a 10x10 Queens board whose comb runs into the page is squared down", "[vision][pages]") {
  // A corpus board (linkedin-10) whose lines inside its one large region are faint: on a JPEG
  // page and on the whole desktop the line search ran one band into the furniture (11x10).
  const json queens10 = json::parse(R"({"game":"queens","size":10,"regions":[
   [0,0,0,0,1,1,1,1,1,2],[0,3,3,3,3,3,3,3,3,2],[4,4,4,3,5,5,5,5,3,2],[3,3,4,4,5,3,3,6,3,2],
   [3,3,3,3,3,3,6,6,3,2],[3,3,7,7,3,6,6,3,3,8],[3,3,7,3,3,9,3,3,3,8],[3,3,7,3,3,9,3,3,3,8],
   [3,3,7,9,9,9,3,3,8,8],[3,3,3,3,3,3,3,3,3,3]]})");
  const Image board = board_only(render_puzzle(queens10, 500));
  for (int page = 0; page < 2; ++page) {
    INFO("page " << page);
    const Image shown = page == 0 ? jpeg_round_trip(linkedin_page(board, 10, true), 60)
                                  : desktop(linkedin_page(board, 10, true));
    auto got = read_board(shown, "");
    REQUIRE(got.ok());
    CHECK(got->game == "queens");
    CHECK(normalised(got->puzzle) == normalised(queens10));
  }
}
