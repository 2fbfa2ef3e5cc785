// Sudoku formats: JSON, text, the one-line board and SGT Solo IDs read back what they write, for
// every box shape; bad input of each kind gives a one-line error naming what is wrong.
#include <catch2/catch.hpp>

#include "solver/sudoku/game.hpp"
#include "solver/sudoku/line.hpp"
#include "solver/sudoku/sgt.hpp"
#include "solver/sudoku/variant.hpp"
#include "tests/unit/sudoku/boards.hpp"

namespace sudoku = dg::sudoku;

TEST_CASE("sudoku formats round trip on every box shape", "[sudoku][model]") {
  for (auto [br, bc] :
       {std::pair{2, 2}, std::pair{2, 3}, std::pair{3, 2}, std::pair{2, 4}, std::pair{3, 3},
        std::pair{2, 5}, std::pair{3, 4}, std::pair{4, 3}, std::pair{2, 6}}) {
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      dg::Rng rng(seed * 31 + static_cast<std::uint64_t>(br * 7 + bc));
      sudoku::Puzzle p = *sudoku::make_puzzle(br, bc, dg::test::random_full_grid(rng, br, bc));
      for (auto& d : p.givens)
        if (rng.chance(2, 3)) d = 0;
      INFO(sudoku::to_text(p));
      auto j = sudoku::from_json(sudoku::to_json(p));
      REQUIRE(j.ok());
      CHECK(*j == p);
      auto t = sudoku::from_text(sudoku::to_text(p));
      REQUIRE(t.ok());
      CHECK(*t == p);
      auto s = sudoku::from_sgt(sudoku::to_sgt(p));
      REQUIRE(s.ok());
      CHECK(*s == p);
      if (auto line = sudoku::to_line(p); line.ok()) {
        CHECK(sudoku::looks_like_line(*line));
        auto l = sudoku::from_line(*line);
        REQUIRE(l.ok());
        CHECK(*l == p);
      }
    }
  }
}

TEST_CASE("sudoku reads qqwing lines and SGT Solo IDs", "[sudoku][model]") {
  auto p = sudoku::from_line(
      "..6.4..........1...93....746..5.48..4.86.351..159...3..6.4....8.8.....5...7.9.3..");
  REQUIRE(p.ok());
  CHECK(p->n == 9);
  CHECK(p->at(0, 2) == 6);
  CHECK(sudoku::from_line(std::string(81, '0'))->givens == std::vector<std::uint8_t>(81, 0));
  auto mini = sudoku::from_line("1.....2.....3.....4.....5.....6.....");
  REQUIRE(mini.ok());
  CHECK(mini->box_rows == 2);
  CHECK(mini->box_cols == 3);
  CHECK(sudoku::variant(*mini) == "mini");
  // Solo's description: runs of empty cells as letters, '_' between adjacent numbers; parameter
  // letters after the size are skipped.
  auto solo = sudoku::from_sgt("2x3db:a1_2c3zc");
  REQUIRE(solo.ok());
  CHECK(solo->at(0, 1) == 1);
  CHECK(solo->at(0, 2) == 2);
  CHECK(solo->at(1, 0) == 3);
  CHECK(sudoku::to_sgt(*solo) == "2x3:a1_2c3zc");
  CHECK(sudoku::looks_like_sgt_id("3x3:a1_2c3x"));
  CHECK(sudoku::looks_like_sgt_id("3:i"));
  // 12x12: numbers past 9 are two digits.
  auto big = sudoku::from_sgt("3x4:12_11" + std::string(5, 'z') + "l");
  REQUIRE(big.ok());
  CHECK(big->at(0, 0) == 12);
  CHECK(big->at(0, 1) == 11);
}

TEST_CASE("sudoku refuses bad input with one-line errors", "[sudoku][model]") {
  const std::pair<std::string, std::string> texts[] = {
      {"sudok\n1234\n", "expected the header"},
      {"sudoku 2x2\n12.4\n", "1 rows of 4 cells"},
      {"sudoku 2x2\n12x4\n3412\n2143\n4321\n", "expected '.' or a digit"},
      {"sudoku 1x4\n", "not supported"},
      {"sudoku 7x7\n", "not supported"},
      {"sudoku\n12345\n23451\n34512\n45123\n51234\n", "has no usual boxes"},
      {"sudoku 2x2\n1234\n3412\n214\n4321\n", "row has 3 cells"},
      {"sudoku 2x2\n1239\n3412\n2143\n4321\n", "digit 9"},
      {"sudoku 2x2\n1234\n3412\n2143\n4321\n1234\n", "more than 4 rows"},
      {"", "expected the header"},
  };
  for (const auto& [text, want] : texts) {
    auto p = sudoku::from_text(text);
    INFO(text);
    REQUIRE_FALSE(p.ok());
    CHECK_THAT(p.error(), Catch::Contains(want));
    CHECK(p.error().find('\n') == std::string::npos);
  }
  const std::pair<std::string, std::string> lines[] = {
      {"12345", "16, 36, 64, 81 or 144"},
      {"1234567x................", "16, 36, 64, 81 or 144"},
      {"5...............", "expected '.', '0' or a digit 1..4"},
  };
  for (const auto& [line, want] : lines) {
    auto p = sudoku::from_line(line);
    REQUIRE_FALSE(p.ok());
    CHECK_THAT(p.error(), Catch::Contains(want));
  }
  const std::pair<std::string, std::string> ids[] = {
      {"3x3:", "not enough data"}, {"3x3:zzzz", "too much data"}, {"3x3j:a", "jigsaw"},
      {"3x3x:a", "X Sudoku"},      {"3x3k:a", "killer"},          {"3x3:a,b", "extra parts"},
      {"3x3:10z", "out of range"}, {"3x3:a!", "unexpected '!'"},  {"1x9:a", "not supported"},
      {"3x3", "expected ':'"},     {"x3:a", "box size"},
  };
  for (const auto& [id, want] : ids) {
    auto p = sudoku::from_sgt(id);
    INFO(id);
    REQUIRE_FALSE(p.ok());
    CHECK_THAT(p.error(), Catch::Contains(want));
  }
  const std::pair<nlohmann::json, std::string> objects[] = {
      {{{"game", "sudoku"}}, "size"},
      {{{"size", 7}, {"cells", nlohmann::json::array()}}, "no usual boxes"},
      {{{"size", 6}, {"box", {3, 3}}}, "does not make a board"},
      {{{"size", 4}, {"box", "2x2"}}, "\"box\" must be"},
      {{{"size", 4}}, "missing key \"cells\""},
      {{{"size", 4}, {"cells", {"1234", "3412", "2143"}}}, "array of 4 strings"},
      {{{"size", 4}, {"cells", {"1234", "3412", "2143", 4321}}}, "must be a string"},
      {{{"size", 4}, {"cells", {"1234", "3412", "2143", "43z1"}}}, "cell C4"},
      {{{"size", 4}, {"cells", {"1234", "3412", "2143", "43215"}}}, "has 5 cells"},
  };
  for (const auto& [object, want] : objects) {
    auto p = sudoku::from_json(object);
    INFO(object.dump());
    REQUIRE_FALSE(p.ok());
    CHECK_THAT(p.error(), Catch::Contains(want));
  }
}

TEST_CASE("sudoku checks solutions and warns of clashing givens", "[sudoku][model]") {
  auto p = sudoku::from_text("sudoku 2x2\n1...\n....\n....\n...1\n");
  REQUIRE(p.ok());
  auto good = sudoku::solution_from_json(*p, {"1234", "3412", "2143", "4321"});
  REQUIRE(good.ok());
  CHECK(sudoku::check_solution(*p, *good).ok());
  auto twice = sudoku::solution_from_json(*p, {"1234", "3412", "2143", "4231"});
  REQUIRE(twice.ok());
  CHECK_THAT(sudoku::check_solution(*p, *twice).error(), Catch::Contains("holds"));
  auto given = sudoku::solution_from_json(*p, {"2143", "3412", "1234", "4321"});
  REQUIRE(given.ok());
  CHECK_THAT(sudoku::check_solution(*p, *given).error(), Catch::Contains("is given 1"));
  CHECK_FALSE(sudoku::solution_from_json(*p, {"1234", "3412", "2.43", "4321"}).ok());
  CHECK(sudoku::warnings(*p).empty());
  auto clash = sudoku::from_text("sudoku\n1..1\n....\n....\n....\n");
  REQUIRE(clash.ok());
  REQUIRE(sudoku::warnings(*clash).size() == 1);
  CHECK_THAT(sudoku::warnings(*clash)[0], Catch::Contains("row 1 holds 1 twice (A1, D1)"));
}

TEST_CASE("sudoku plugs into the game adapter", "[sudoku][model]") {
  const dg::GameInfo& info = sudoku::game_info();
  CHECK(info.name == "sudoku");
  auto any = info.from_text("sudoku 2x3\n1.....\n......\n......\n......\n......\n.....2\n");
  REQUIRE(any.ok());
  CHECK((*any)->rows() == 6);
  CHECK(info.variant_of((*any)->to_json()) == "mini");
  CHECK(info.variant_label("mini") == "mini sudoku");
  CHECK(info.variant_series("plain") == "sudoku");
  const auto count = (*any)->count(2, {});
  CHECK(count.count == 2);
  REQUIRE(count.solutions.size() == 2);
  CHECK((*any)->check(count.solutions[0]).ok());
  CHECK(sudoku::line_id_info().looks_like("1....................................."
                                          "..........................................") == false);
  CHECK(sudoku::sgt_id_info().looks_like("2x3:a1_2c3x"));
}
