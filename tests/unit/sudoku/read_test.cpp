// Sudoku boards drawn by dg::render and read back: 50 generated 6x6 (Mini Sudoku) and 50 9x9
// puzzles, each as PNG and as JPEG, bare and with the solution drawn (which reads as the puzzle),
// must all read back exactly with the game detected (5-10 s each on one core); every box shape
// reads back with its boxes; the other games' boards are not taken for Sudoku; a named Sudoku board
// that is none is refused in words; the overlay writes the solution's digits in the empty cells.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "generator/sudoku/generator.hpp"
#include "tests/unit/sudoku/pictures.hpp"
#include "tests/unit/vision/synth.hpp"
#include "vision/overlay.hpp"
#include "vision/read.hpp"

using namespace dg;
using nlohmann::json;

namespace {

// Why `img` does not read back as `puzzle` with the game detected ("" when it does).
std::string mismatch(const vision::Image& img, const sudoku::Puzzle& puzzle) {
  auto got = vision::read_board(img, "");
  if (!got) return got.error();
  if (got->game != "sudoku") return "detected as " + got->game;
  auto read = sudoku::from_json(got->puzzle);
  if (!read) return "unparsable reading " + got->puzzle.dump() + ": " + read.error();
  if (!(*read == puzzle)) return "read as " + got->puzzle.dump();
  return "";
}

std::vector<sudoku::GeneratedPuzzle> generated(int box_rows, int box_cols, std::size_t count) {
  sudoku::Params p;
  p.box_rows = box_rows;
  p.box_cols = box_cols;
  auto batch = sudoku::generate_batch(p, 2026, count, 0);
  REQUIRE(batch.ok());
  return std::move(batch).value();
}

// Reads `count` generated puzzles of `box_rows` x `box_cols` boxes back from their renders (PNG
// and JPEG at quality 75, bare and with the solution drawn); the boards that did not read back
// exactly, one line each, and how many there were.
void reads_back(int box_rows, int box_cols, std::size_t count) {
  int boards = 0, exact = 0;
  std::string misread;
  for (const auto& g : generated(box_rows, box_cols, count)) {
    const json solution = sudoku::solution_to_json(g.puzzle, g.solution);
    for (const json& drawn : {json(), solution}) {
      const vision::Image png = test::sudoku_picture(g.puzzle, drawn);
      for (const vision::Image& img : {png, vision::test::jpeg_round_trip(png, 75)}) {
        const std::string why = mismatch(img, g.puzzle);
        ++boards;
        exact += why.empty() ? 1 : 0;
        if (!why.empty())
          misread += "seed " + std::to_string(g.seed) + (drawn.is_null() ? "" : " solved") +
                     (&img == &png ? " png: " : " jpeg: ") + why + "\n";
      }
    }
  }
  const int n = box_rows * box_cols;
  INFO(n << "x" << n << ": " << exact << " of " << boards << " read back exactly\n" << misread);
  CHECK(exact == boards);
  CHECK(boards == static_cast<int>(4 * count));
}

}  // namespace

TEST_CASE("50 generated 6x6 Sudoku read back exactly as PNG and JPEG, bare and solved",
          "[sudoku][vision]") {
  reads_back(2, 3, 50);
}

TEST_CASE("50 generated 9x9 Sudoku read back exactly as PNG and JPEG, bare and solved",
          "[sudoku][vision]") {
  reads_back(3, 3, 50);
}

TEST_CASE("Sudoku at render's default size (a pixel a point, 40 px a cell) read back, solved too",
          "[sudoku][vision]") {
  // The size `dailygrid render` writes without --width: on a 6x6 full of solved digits the line
  // search once missed the outline by a cell.
  for (const auto& [br, bc] : {std::pair{2, 3}, std::pair{3, 3}}) {
    int boards = 0, exact = 0;
    for (const auto& g : generated(br, bc, 25)) {
      const json solution = sudoku::solution_to_json(g.puzzle, g.solution);
      for (const json& drawn : {json(), solution}) {
        const std::string why = mismatch(test::sudoku_picture(g.puzzle, drawn, 0), g.puzzle);
        ++boards;
        exact += why.empty() ? 1 : 0;
        if (!why.empty()) UNSCOPED_INFO("seed " << g.seed << ": " << why);
      }
    }
    CHECK(exact == boards);
  }
}

TEST_CASE("every Sudoku box shape reads back with its boxes, 12x12 letters included",
          "[sudoku][vision]") {
  Rng rng(12);
  for (const auto& [br, bc] : test::all_box_shapes()) {
    INFO(br << "x" << bc << " boxes");
    const auto puzzle = test::sparse_board(rng, br, bc).first;
    CHECK(mismatch(test::sudoku_picture(puzzle, nullptr, 700), puzzle) == "");
  }
}

TEST_CASE("small, large, rescaled and soft Sudoku pictures read back", "[sudoku][vision]") {
  Rng rng(9);
  const auto puzzle = test::sparse_board(rng, 3, 3).first;
  CHECK(mismatch(test::sudoku_picture(puzzle, nullptr, 330), puzzle) == "");
  CHECK(mismatch(test::sudoku_picture(puzzle, nullptr, 1400), puzzle) == "");
  const vision::Image clean = test::sudoku_picture(puzzle, nullptr, 600);
  CHECK(mismatch(vision::test::blurred(vision::test::scaled(clean, 0.83), 1), puzzle) == "");
  CHECK(mismatch(vision::test::jpeg_round_trip(clean, 40), puzzle) == "");
}

TEST_CASE("Sudoku is told from the other games, and theirs from it", "[sudoku][vision]") {
  const json tango = json::parse(R"({"game":"tango","size":6,
   "cells":["......","......","..00..","......",".1..0.","..11.."],
   "equal":[[[0,1],[0,2]]],"opposite":[[[1,0],[2,0]]]})");
  const json zip = json::parse(R"({"game":"zip","rows":6,"cols":6,
   "waypoints":[[0,0],[5,5],[4,1],[2,1],[3,4],[3,2],[1,4],[2,3]],"walls":[]})");
  for (const json& other : {tango, zip}) {
    auto got = vision::read_board(vision::test::render_puzzle(other, 500), "");
    REQUIRE(got.ok());
    CHECK(got->game == other["game"].get<std::string>());
  }
  // Named, a board without digits in its cells reads as an empty Sudoku only when it is one:
  // a Zip board's discs are no digits.
  auto refused = vision::read_board(vision::test::render_puzzle(zip, 500), "sudoku");
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().find("no digit") != std::string::npos);
}

TEST_CASE("a solved read of a Sudoku drawn with its solution gives the puzzle",
          "[sudoku][vision]") {
  Rng rng(4);
  const auto [puzzle, full] = test::sparse_board(rng, 2, 3);
  vision::ReadOptions solved;
  solved.solved = true;
  auto got = vision::read_board(
      test::sudoku_picture(puzzle, sudoku::solution_to_json(puzzle, full)), "", nullptr, solved);
  REQUIRE(got.ok());
  CHECK(got->game == "sudoku");
  CHECK(*sudoku::from_json(got->puzzle) == puzzle);
}

TEST_CASE("the Sudoku overlay writes the solution's digits in the empty cells only",
          "[sudoku][vision]") {
  Rng rng(21);
  const auto [puzzle, full] = test::sparse_board(rng, 2, 2);
  const vision::Image img = test::sudoku_picture(puzzle, nullptr);
  auto got = vision::read_board(img, "");
  REQUIRE(got.ok());
  const std::string path = std::filesystem::temp_directory_path() / "dg_sudoku_overlay_test.png";
  REQUIRE(vision::write_overlay(img, *got, sudoku::solution_to_json(puzzle, full), path).ok());
  std::ifstream in(path, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  std::filesystem::remove(path);
  auto drawn = vision::decode_image(bytes.str());
  REQUIRE(drawn.ok());
  const vision::Grid& g = got->grid;
  // Orange pixels in the middle of cell (r, c).
  const auto orange_in = [&](int r, int c) {
    int orange = 0;
    for (int y = static_cast<int>(g.ys[r] + 0.2 * g.pitch()); y < g.ys[r + 1] - 0.2 * g.pitch();
         ++y)
      for (int x = static_cast<int>(g.xs[c] + 0.2 * g.pitch()); x < g.xs[c + 1] - 0.2 * g.pitch();
           ++x) {
        const auto* px = drawn->at(x, y);
        orange += px[0] > 200 && px[1] > 80 && px[1] < 170 && px[2] < 80 ? 1 : 0;
      }
    return orange;
  };
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c) {
      INFO("cell " << r << "," << c);
      CHECK((orange_in(r, c) > 0) == (puzzle.at(r, c) == 0));
    }
}
