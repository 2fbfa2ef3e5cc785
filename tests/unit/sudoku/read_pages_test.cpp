// Sudoku boards inside the pages people capture (tests/unit/vision/pages.hpp, built around our
// own render): LinkedIn's desktop page with and without a timer, a dark page, a whole desktop,
// a phone page and a card with margins. Each reads back with the game detected, for a 6x6 Mini
// Sudoku, a 9x9 and a 4x4.
#include <catch2/catch.hpp>

#include <string>

#include "tests/unit/sudoku/pictures.hpp"
#include "tests/unit/vision/pages.hpp"
#include "vision/read.hpp"

using namespace dg;
using namespace dg::vision::test;

namespace {

using Page = vision::Image (*)(const vision::Image&, int);

void reads_on(Page page) {
  Rng rng(26);
  for (const auto& [br, bc] : {std::pair{2, 3}, std::pair{3, 3}, std::pair{2, 2}}) {
    const auto puzzle = test::sparse_board(rng, br, bc).first;
    INFO(br * bc << "x" << br * bc);
    auto got =
        vision::read_board(page(board_only(test::sudoku_picture(puzzle, nullptr)), br * bc), "");
    REQUIRE(got.ok());
    CHECK(got->game == "sudoku");
    CHECK(*sudoku::from_json(got->puzzle) == puzzle);
  }
}

}  // namespace

TEST_CASE("a Sudoku on LinkedIn's desktop page reads", "[sudoku][vision][pages]") {
  reads_on([](const vision::Image& b, int n) { return linkedin_page(b, n, false); });
  reads_on([](const vision::Image& b, int n) { return linkedin_page(b, n, true); });
}

TEST_CASE("a Sudoku on a dark page reads", "[sudoku][vision][pages]") {
  reads_on([](const vision::Image& b, int n) { return linkedin_page(b, n, false, true); });
}

TEST_CASE("a Sudoku on a whole desktop with an IDE beside the browser reads",
          "[sudoku][vision][pages]") {
  reads_on([](const vision::Image& b, int n) { return desktop(linkedin_page(b, n, true)); });
}

TEST_CASE("a Sudoku on a phone page and on a card reads", "[sudoku][vision][pages]") {
  reads_on([](const vision::Image& b, int n) { return phone_page(b, n); });
  reads_on([](const vision::Image& b, int n) { return card_page(b, n, true); });
}
