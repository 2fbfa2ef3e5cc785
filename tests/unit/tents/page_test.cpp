// The playable page for Tents: each step's facts state only what the solution holds and, in all,
// decide every cell the givens leave open; the page embeds tents.js and the puzzle's data.
#include <catch2/catch.hpp>

#include <set>

#include "page/graded_steps.hpp"
#include "page/page.hpp"
#include "solver/common/document.hpp"

TEST_CASE("tents page: the steps' facts decide every cell as the solution does", "[tents][page]") {
  auto doc =
      dg::read_document("10x10:ebc_fdadgj_d_jbcicaea,1,3,1,4,1,2,2,2,1,3,3,2,1,2,2,2,2,2,1,3\n");
  REQUIRE(doc.ok());
  const auto& p = *(*doc)[0].puzzle;
  const auto fn = dg::page::find_grade_steps("tents");
  REQUIRE(fn != nullptr);
  const auto graded = fn(p);
  REQUIRE(graded.grade.status == dg::Status::solved);
  REQUIRE(graded.steps.size() == static_cast<std::size_t>(graded.grade.steps));
  const auto sol = p.count(2, dg::Budget{}).solutions.at(0);
  std::set<std::pair<int, int>> tents;
  for (const auto& c : sol) tents.insert({c[0].get<int>(), c[1].get<int>()});
  std::set<std::pair<int, int>> decided;
  for (const auto& step : graded.steps)
    for (const auto& f : step["facts"]) {
      const std::pair<int, int> cell{f[1].get<int>(), f[2].get<int>()};
      CHECK((f[0] == "t") == (tents.count(cell) == 1));
      decided.insert(cell);
    }
  const auto trees = p.to_json()["trees"].size();
  CHECK(decided.size() == 100 - trees);
  dg::page::Item item{(*doc)[0].puzzle.get(), nullptr, "tents #1 · 10x10"};
  auto html = dg::page::build_page({{"day", {item}}}, "tents", {});
  REQUIRE(html.ok());
  CHECK(html->find("GAMES.tents") != std::string::npos);
  auto data = dg::page::page_data(*html);
  REQUIRE(data.ok());
  CHECK((*data)["sections"][0]["puzzles"][0]["game"] == "tents");
}
