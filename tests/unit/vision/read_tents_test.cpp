// Tents boards drawn by dg::render and read back: random boards of every size the generator
// makes (and rectangles), hidden counts, given tents and grass, a solution drawing, JPEG, a
// rescaled board; the game detected among the others; failures said in words; the overlay.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "solver/common/rng.hpp"
#include "synth.hpp"
#include "vision/load_image.hpp"
#include "vision/overlay.hpp"
#include "vision/read.hpp"

namespace {

using nlohmann::json;
using namespace dg::vision;
using namespace dg::vision::test;

// A random valid board: tents placed apart at random (about one cell in five), each with its
// tree on a free side; the counts read off the tents.
json random_board(dg::Rng& rng, int rows, int cols) {
  std::vector<int> kind(static_cast<std::size_t>(rows * cols), 0);  // 1 tent, 2 tree
  auto at = [&](int r, int c) -> int& { return kind[static_cast<std::size_t>(r * cols + c)]; };
  std::vector<int> row_counts(static_cast<std::size_t>(rows), 0),
      col_counts(static_cast<std::size_t>(cols), 0);
  json trees = json::array();
  const int want = rows * cols / 5;
  for (int tries = 0, placed = 0; tries < 50 * want && placed < want; ++tries) {
    const int r = rng.below(rows), c = rng.below(cols);
    bool free = at(r, c) == 0;
    for (int dr = -1; dr <= 1 && free; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        const int rr = r + dr, cc = c + dc;
        if (rr >= 0 && rr < rows && cc >= 0 && cc < cols && at(rr, cc) == 1) free = false;
      }
    if (!free) continue;
    std::vector<std::pair<int, int>> sides;
    for (auto [rr, cc] :
         {std::pair{r - 1, c}, std::pair{r + 1, c}, std::pair{r, c - 1}, std::pair{r, c + 1}})
      if (rr >= 0 && rr < rows && cc >= 0 && cc < cols && at(rr, cc) == 0)
        sides.emplace_back(rr, cc);
    if (sides.empty()) continue;
    const auto [tr, tc] =
        sides[static_cast<std::size_t>(rng.below(static_cast<int>(sides.size())))];
    at(r, c) = 1;
    at(tr, tc) = 2;
    ++row_counts[static_cast<std::size_t>(r)];
    ++col_counts[static_cast<std::size_t>(c)];
    ++placed;
  }
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (at(r, c) == 2) trees.push_back({r, c});
  return {{"game", "tents"},
          {"rows", rows},
          {"cols", cols},
          {"trees", trees},
          {"row_counts", row_counts},
          {"col_counts", col_counts}};
}

// A PNG width that gives cells of about `cell` pixels.
int width_for(const json& p, int cell) {
  return std::max(300, cell * (p["cols"].get<int>() + 1) + 80);
}

// Whether `img` reads back as `p` with the game detected; the reason when not.
std::string mismatch(const Image& img, const json& p) {
  auto got = read_board(img, "");
  if (!got) return got.error();
  if (got->game != "tents") return "detected as " + got->game;
  if (normalised(got->puzzle) != normalised(p)) return "read as " + got->puzzle.dump();
  return "";
}

struct Shape {
  int rows, cols;
};
constexpr Shape kShapes[] = {{5, 5},   {6, 6},  {7, 7},  {8, 8},  {10, 10}, {12, 12}, {15, 15},
                             {20, 20}, {5, 10}, {10, 5}, {8, 15}, {15, 8},  {12, 20}, {20, 12}};

}  // namespace

TEST_CASE("random Tents boards of every size read back at 20, 28 and 40 px a cell",
          "[vision][tents]") {
  dg::Rng rng(2026);
  int boards = 0, read = 0;
  for (const Shape s : kShapes)
    for (int k = 0; k < 3; ++k) {
      const json p = random_board(rng, s.rows, s.cols);
      for (int cell : {20, 28, 40}) {
        ++boards;
        const std::string why = mismatch(render_puzzle(p, width_for(p, cell)), p);
        if (why.empty()) {
          ++read;
        } else {
          UNSCOPED_INFO(s.rows << "x" << s.cols << " at " << cell << " px: " << why);
        }
      }
    }
  INFO(read << " of " << boards << " boards read back");
  CHECK(read == boards);
  CHECK(boards == 126);
}

TEST_CASE("hidden counts read as null, including every count of a side", "[vision][tents]") {
  dg::Rng rng(7);
  json p = random_board(rng, 8, 8);
  p["row_counts"][2] = nullptr;
  p["col_counts"][0] = nullptr;
  p["col_counts"][7] = nullptr;
  CHECK(mismatch(render_puzzle(p, 500), p) == "");
  for (auto& c : p["col_counts"]) c = nullptr;
  CHECK(mismatch(render_puzzle(p, 500), p) == "");
}

TEST_CASE("a rectangle with two-digit counts reads back", "[vision][tents]") {
  // A 6x20 board with 10 tents in its first row: a count of 10 beside a row of 20.
  json trees = json::array(), col_counts = json::array();
  for (int c = 0; c < 20; ++c) {
    if (c % 2 == 0) trees.push_back({1, c});
    col_counts.push_back(c % 2 == 0 ? 1 : 0);
  }
  const json p = {{"game", "tents"},
                  {"rows", 6},
                  {"cols", 20},
                  {"trees", trees},
                  {"row_counts", {10, 0, 0, 0, 0, 0}},
                  {"col_counts", col_counts}};
  CHECK(mismatch(render_puzzle(p, 900), p) == "");
}

TEST_CASE("given tents and grass read back: a drawn solution reads as its puzzle",
          "[vision][tents]") {
  dg::Rng rng(11);
  json p = random_board(rng, 7, 9);
  // Given grass, on cells two steps or more from every tree (never a tent's).
  json with = p;
  with["grass"] = json::array();
  for (int r = 0; r < 7 && with["grass"].size() < 3; ++r)
    for (int c = 0; c < 9 && with["grass"].size() < 3; ++c) {
      bool near_tree = false;
      for (const auto& t : p["trees"])
        if (std::abs(t[0].get<int>() - r) + std::abs(t[1].get<int>() - c) <= 2) near_tree = true;
      if (!near_tree) with["grass"].push_back({r, c});
    }
  REQUIRE(!with["grass"].empty());
  CHECK(mismatch(render_puzzle(with, 600), with) == "");

  // The smallest board with a known solution: trees in column 0, tents in column 2.
  const json solved = {{"game", "tents"},
                       {"rows", 5},
                       {"cols", 5},
                       {"trees", {{0, 1}, {2, 1}, {4, 1}}},
                       {"row_counts", {1, 0, 1, 0, 1}},
                       {"col_counts", {0, 0, 3, 0, 0}}};
  json given = solved;
  given["tents"] = {{2, 2}};
  CHECK(mismatch(render_puzzle(given, 500), given) == "");
  json drawn = solved;
  drawn["tents"] = {{0, 2}, {2, 2}, {4, 2}};  // every tent: the solution drawn over the puzzle
  CHECK(mismatch(render_puzzle(drawn, 500), solved) == "");
}

TEST_CASE("JPEG-compressed, rescaled and blurred Tents boards read back", "[vision][tents]") {
  dg::Rng rng(5);
  for (const Shape s : {Shape{10, 10}, Shape{8, 15}, Shape{15, 15}}) {
    INFO(s.rows << "x" << s.cols);
    const json p = random_board(rng, s.rows, s.cols);
    const Image clean = render_puzzle(p, width_for(p, 36));
    CHECK(mismatch(jpeg_round_trip(clean, 40), p) == "");
    CHECK(mismatch(blurred(scaled(clean, 0.83), 1), p) == "");
    CHECK(mismatch(scaled(clean, 2.0), p) == "");
  }
}

TEST_CASE("a Tents board is told from the other games, and theirs from it", "[vision][tents]") {
  dg::Rng rng(3);
  const json p = random_board(rng, 6, 6);
  auto tents = read_board(render_puzzle(p, 500), "");
  REQUIRE(tents.ok());
  CHECK(tents->game == "tents");
  const json tango = json::parse(R"({"game":"tango","size":6,
   "cells":["......","......","..00..","......",".1..0.","..11.."],
   "equal":[[[0,1],[0,2]]],"opposite":[[[1,0],[2,0]]]})");
  auto other = read_board(render_puzzle(tango, 500), "");
  REQUIRE(other.ok());
  CHECK(other->game == "tango");
  // Named, a Tents board without trees is refused in words.
  const json empty_tango = json::parse(R"({"game":"tango","size":6,
   "cells":["......","......","......","......","......","......"],"equal":[],"opposite":[]})");
  auto refused = read_board(render_puzzle(empty_tango, 500), "tents");
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().find("no tree") != std::string::npos);
}

TEST_CASE("counts cut off by the image's edge are refused in words", "[vision][tents]") {
  dg::Rng rng(9);
  const json p = random_board(rng, 8, 8);
  const Image full = render_puzzle(p, 500);
  auto seen = read_board(full, "");
  REQUIRE(seen.ok());
  // Cut just right of the board's border.
  const int cut = static_cast<int>(seen->grid.xs.back()) + 3;
  Image cropped(cut, full.height);
  for (int y = 0; y < full.height; ++y)
    for (int x = 0; x < cut; ++x)
      for (int ch = 0; ch < 3; ++ch) cropped.at(x, y)[ch] = full.at(x, y)[ch];
  auto got = read_board(cropped, "tents");
  REQUIRE_FALSE(got.ok());
  CHECK(got.error().find("cut off") != std::string::npos);
}

TEST_CASE("the Tents overlay draws the solution's tents in their cells", "[vision][tents]") {
  const json p = {{"game", "tents"},
                  {"rows", 5},
                  {"cols", 5},
                  {"trees", {{0, 1}, {2, 1}, {4, 1}}},
                  {"row_counts", {1, 0, 1, 0, 1}},
                  {"col_counts", {0, 0, 3, 0, 0}}};
  const Image img = render_puzzle(p, 500);
  auto got = read_board(img, "");
  REQUIRE(got.ok());
  const std::string path = std::filesystem::temp_directory_path() / "dg_tents_overlay_test.png";
  REQUIRE(write_overlay(img, *got, json{{0, 2}, {2, 2}, {4, 2}}, path).ok());
  std::ifstream in(path, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  std::filesystem::remove(path);
  auto drawn = decode_image(bytes.str());
  REQUIRE(drawn.ok());
  const Grid& g = got->grid;
  const auto orange_at = [&](int r, int c) {
    const auto* px = drawn->at(static_cast<int>((g.xs[c] + g.xs[c + 1]) / 2),
                               static_cast<int>((g.ys[r] + g.ys[r + 1]) / 2));
    return px[0] > 200 && px[1] > 80 && px[1] < 170 && px[2] < 80;
  };
  for (int r = 0; r < 5; ++r) CHECK(orange_at(r, 2) == (r % 2 == 0));
  CHECK_FALSE(orange_at(2, 3));
}

TEST_CASE("with --solved, a part-played Tents board reads as its trees and counts",
          "[vision][tents]") {
  const json puzzle = {{"game", "tents"},
                       {"rows", 5},
                       {"cols", 5},
                       {"trees", {{0, 1}, {2, 1}, {4, 1}}},
                       {"row_counts", {1, 0, 1, 0, 1}},
                       {"col_counts", {0, 0, 3, 0, 0}}};
  json played = puzzle;  // one tent and some grass a player marked, not every tent
  played["tents"] = {{0, 2}};
  played["grass"] = {{1, 3}, {3, 4}};
  const Image img = render_puzzle(played, 500);
  ReadOptions solved;
  solved.solved = true;
  auto got = read_board(img, "", nullptr, solved);
  REQUIRE(got);
  CHECK(got->game == "tents");
  CHECK(normalised(got->puzzle) == normalised(puzzle));
  // Without it the marks are givens, as they are drawn.
  CHECK(mismatch(img, played) == "");
}
