// Sudoku drawn by dg::render: every box shape in every format, with and without its solution;
// the thick lines fall on the box edges; givens are black and solved digits mid grey (so a drawn
// solution is told from the puzzle), and the rule note is empty (the boxes show in the lines).
#include <catch2/catch.hpp>

#include <string>

#include "render/render.hpp"
#include "tests/unit/sudoku/pictures.hpp"

using namespace dg;
using nlohmann::json;

namespace {

bool starts_with(const std::string& bytes, const std::string& magic) {
  return bytes.compare(0, magic.size(), magic) == 0;
}

// Shares of the picture's pixels that are near black (givens, thick lines) and mid grey (the
// solved digits, and the thin lines).
std::pair<double, double> black_and_grey(const vision::Image& img) {
  double black = 0, grey = 0;
  for (int y = 0; y < img.height; ++y)
    for (int x = 0; x < img.width; ++x) {
      const int g = img.at(x, y)[1];
      black += g < 60 ? 1 : 0;
      grey += g >= 125 && g <= 155 ? 1 : 0;
    }
  const double all = static_cast<double>(img.width) * img.height;
  return {black / all, grey / all};
}

// How many bands of near-black lines run across at least 40 % of the picture: horizontal ones
// (`rows`) or vertical ones. Digits never run so long, and the thin lines are mid grey.
int long_dark_lines(const vision::Image& img, bool rows) {
  const int lines = rows ? img.height : img.width, along = rows ? img.width : img.height;
  int bands = 0;
  bool in_band = false;
  for (int i = 0; i < lines; ++i) {
    int dark = 0;
    for (int j = 0; j < along; ++j) dark += (rows ? img.at(j, i) : img.at(i, j))[1] < 60 ? 1 : 0;
    const bool line = dark >= 0.4 * along;
    bands += line && !in_band ? 1 : 0;
    in_band = line;
  }
  return bands;
}

}  // namespace

TEST_CASE("every Sudoku box shape draws to PNG, SVG and PDF, with and without its solution",
          "[sudoku][render]") {
  Rng rng(38);
  int drawn = 0;
  for (const auto& [br, bc] : test::all_box_shapes()) {
    INFO(br << "x" << bc << " boxes");
    const auto [puzzle, full] = test::sparse_board(rng, br, bc);
    const json solution = sudoku::solution_to_json(puzzle, full);
    const auto bare = black_and_grey(test::sudoku_picture(puzzle, nullptr));
    for (const json& s : {json(), solution}) {
      CHECK(starts_with(test::sudoku_bytes(puzzle, s, render::Format::png), "\x89PNG"));
      CHECK(starts_with(test::sudoku_bytes(puzzle, s, render::Format::pdf), "%PDF"));
      const std::string svg = test::sudoku_bytes(puzzle, s, render::Format::svg);
      CHECK(svg.find("<svg") != std::string::npos);
      // The solution adds grey digits and no black.
      const auto [black, grey] = black_and_grey(test::sudoku_picture(puzzle, s));
      CHECK(black == Approx(bare.first));
      CHECK(grey > bare.second + (s.is_null() ? -1e-9 : 0.002));
      drawn += 3;
    }
  }
  CHECK(drawn == 6 * static_cast<int>(test::all_box_shapes().size()));
  CHECK(render::rule_note("sudoku", sudoku::to_json(test::sparse_board(rng, 3, 3).first)) == "");
}

TEST_CASE("Sudoku's thick lines lie on the box edges: 2x3 and 3x2 boxes differ",
          "[sudoku][render]") {
  Rng rng(6);
  for (const auto& [br, bc] : {std::pair{2, 3}, std::pair{3, 2}, std::pair{3, 4}}) {
    INFO(br << "x" << bc << " boxes");
    const auto puzzle = test::sparse_board(rng, br, bc).first;
    const vision::Image img = test::sudoku_picture(puzzle, nullptr, 600);
    // The outer border's two sides and a line after every box.
    CHECK(long_dark_lines(img, true) == bc + 1);  // n / br box rows
    CHECK(long_dark_lines(img, false) == br + 1);
  }
}
