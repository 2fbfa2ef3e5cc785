// A grading made ahead (page::grade_steps, as render makes it for the caption's tier) goes on the
// page as it is: the same page as when the page grades the puzzle itself, and nothing graded
// again (a grading altered on purpose shows through).
#include <catch2/catch.hpp>

#include <memory>
#include <string>

#include "page/graded_steps.hpp"
#include "page/page.hpp"
#include "solver/common/document.hpp"
#include "tests/unit/common/corpus.hpp"

TEST_CASE("page: a grading made ahead is embedded, not made again", "[page]") {
  const auto day = dg::test::load_entries("tests/browser/day.jsonl");
  REQUIRE(day.size() == 3);
  dg::page::Section plain{"2026-12-07", {}}, ahead{"2026-12-07", {}};
  for (const auto& e : day) {
    plain.items.push_back({e.puzzle.get(), nullptr, e.id});
    auto graded = dg::page::grade_steps(*e.puzzle);
    REQUIRE(graded != nullptr);
    CHECK(graded->grade.status == dg::Status::solved);
    ahead.items.push_back({e.puzzle.get(), nullptr, e.id, graded});
  }
  const auto by_page = dg::page::build_page({plain}, "day");
  const auto given = dg::page::build_page({ahead}, "day");
  REQUIRE(by_page.ok());
  REQUIRE(given.ok());
  CHECK(*by_page == *given);

  // An altered grading shows through: the page did not grade the puzzle itself.
  auto altered = std::make_shared<dg::page::GradedSteps>(*ahead.items[1].graded);
  altered->grade.tier = "made-ahead";
  altered->steps = nlohmann::json::array();
  ahead.items[1].graded = altered;
  const auto shown = dg::page::build_page({ahead}, "day");
  REQUIRE(shown.ok());
  const auto data = dg::page::page_data(*shown);
  REQUIRE(data.ok());
  const auto& puzzles = (*data)["sections"][0]["puzzles"];
  CHECK(puzzles[1]["tier"] == "made-ahead");
  CHECK(puzzles[1]["steps"].empty());
  CHECK(puzzles[0]["tier"] != "made-ahead");
}

TEST_CASE("page: grade_steps gives nothing for a puzzle its grader refuses", "[page]") {
  // A Tango torus: counted, not graded, so the page has no steps for it and build_page says why.
  auto doc = dg::read_document(
      R"({"game":"tango","size":6,"cells":["1.....","......","......","......","......",)"
      R"("......"],"torus":true})");
  REQUIRE(doc.ok());
  REQUIRE(doc->size() == 1);
  const auto& p = *(*doc)[0].puzzle;
  CHECK(dg::page::find_grade_steps(p.game()) != nullptr);
  CHECK(dg::page::grade_steps(p) == nullptr);
}
