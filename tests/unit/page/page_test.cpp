// The playable page (page/): each step's facts replay the grade to the solution and only ever
// state what the solution holds; the page is one self-contained file whose data block survives
// hostile captions; puzzles that cannot be played are refused with a one-line reason.
#include <catch2/catch.hpp>

#include <filesystem>
#include <set>
#include <string>

#include "page/graded_steps.hpp"
#include "page/page.hpp"
#include "solver/common/document.hpp"

namespace {

using dg::PuzzleEntry;
using nlohmann::json;

std::vector<PuzzleEntry> fixture_day() {
  auto text = dg::read_file_text(std::string(DG_SOURCE_DIR) + "/tests/browser/day.jsonl");
  REQUIRE(text.ok());
  auto doc = dg::read_document(*text);
  REQUIRE(doc.ok());
  REQUIRE(doc->size() == 3);
  return std::move(doc).value();
}

dg::PuzzlePtr parse(const std::string& text) {
  auto doc = dg::read_document(text);
  REQUIRE(doc.ok());
  REQUIRE(doc->size() == 1);
  REQUIRE((*doc)[0].puzzle);
  return std::move((*doc)[0].puzzle);
}

json solution_of(const dg::AnyPuzzle& p) {
  const auto c = p.count(2, dg::Budget{});
  REQUIRE(c.count == 1);
  return c.solutions[0];
}

// The facts every step concluded, checked one by one against the solution, as a set of strings.
std::set<std::string> replay(const PuzzleEntry& e) {
  const auto fn = dg::page::find_grade_steps(e.puzzle->game());
  REQUIRE(fn != nullptr);
  const auto graded = fn(*e.puzzle);
  REQUIRE(graded.grade.status == dg::Status::solved);
  REQUIRE(graded.steps.size() == static_cast<std::size_t>(graded.grade.steps));
  const json sol = solution_of(*e.puzzle);
  std::set<std::string> facts;
  for (const json& step : graded.steps) {
    REQUIRE(step.contains("rule"));
    REQUIRE(step.contains("cells"));
    REQUIRE(step.contains("text"));
    for (const json& f : step["facts"]) {
      const std::string kind = f[0];
      if (kind == "q" || kind == "x") {  // a queen exactly where the solution has one
        const int r = f[1], c = f[2];
        CHECK((sol[static_cast<std::size_t>(r)].get<int>() == c) == (kind == "q"));
      } else if (kind == "v") {
        const int r = f[1], c = f[2], v = f[3];
        CHECK(sol[static_cast<std::size_t>(r)].get<std::string>()[static_cast<std::size_t>(c)] ==
              static_cast<char>('0' + v));
      } else {  // a Zip edge: on exactly when the path steps between its cells
        REQUIRE((kind == "on" || kind == "off"));
        const json a = {f[1], f[2]}, b = {f[3], f[4]};
        CHECK(std::abs(f[1].get<int>() - f[3].get<int>()) +
                  std::abs(f[2].get<int>() - f[4].get<int>()) ==
              1);
        bool stepped = false;
        for (std::size_t k = 0; k + 1 < sol.size(); ++k)
          stepped = stepped || (sol[k] == a && sol[k + 1] == b) || (sol[k] == b && sol[k + 1] == a);
        CHECK(stepped == (kind == "on"));
      }
      facts.insert(f.dump());
    }
  }
  return facts;
}

}  // namespace

TEST_CASE("page: the steps' facts decide every cell or edge as the solution does", "[page]") {
  const auto day = fixture_day();
  SECTION("queens: every queen of the solution is some step's fact") {
    const auto facts = replay(day[0]);
    const json sol = solution_of(*day[0].puzzle);
    for (std::size_t r = 0; r < sol.size(); ++r)
      CHECK(facts.count(json{"q", r, sol[r]}.dump()) == 1);
  }
  SECTION("tango: every cell not given is some step's fact") {
    const auto facts = replay(day[1]);
    const json sol = solution_of(*day[1].puzzle);
    const json cells = day[1].puzzle->to_json()["cells"];
    for (std::size_t r = 0; r < sol.size(); ++r)
      for (std::size_t c = 0; c < sol.size(); ++c)
        if (cells[r].get<std::string>()[c] == '.')
          CHECK(facts.count(json{"v", r, c, sol[r].get<std::string>()[c] - '0'}.dump()) == 1);
  }
  SECTION("zip: every step of the path is some step's fact") {
    const auto facts = replay(day[2]);
    const json sol = solution_of(*day[2].puzzle);
    for (std::size_t k = 0; k + 1 < sol.size(); ++k) {
      json a = sol[k], b = sol[k + 1];
      if (b < a) std::swap(a, b);
      CHECK(facts.count(json{"on", a[0], a[1], b[0], b[1]}.dump()) == 1);
    }
  }
}

TEST_CASE("page: one self-contained file with the day's data", "[page]") {
  const auto day = fixture_day();
  dg::page::Section section{"2026-12-07", {}};
  for (const auto& e : day)
    section.items.push_back({e.puzzle.get(), nullptr, e.id + " </script><b>"});
  auto html = dg::page::build_page({section}, "dailygrid <2026-12-07>");
  REQUIRE(html.ok());
  const std::string& page = *html;
  CHECK(page.find("{{") == std::string::npos);  // every place-holder filled
  CHECK(page.find("/*{{") == std::string::npos);
  CHECK(page.find("<title>dailygrid &lt;2026-12-07&gt;</title>") != std::string::npos);
  // No network: no external script, style, image or font.
  CHECK(page.find(" src=") == std::string::npos);
  CHECK(page.find("<link") == std::string::npos);
  CHECK(page.find("@import") == std::string::npos);
  CHECK(page.find("url(") == std::string::npos);
  // The hostile captions stay inside the data block: only the two real scripts close.
  std::size_t closes = 0;
  for (auto at = page.find("</script>"); at != std::string::npos;
       at = page.find("</script>", at + 1))
    ++closes;
  CHECK(closes == 2);
  const std::string open = "<script type=\"application/json\" id=\"dg-data\">";
  const auto from = page.find(open) + open.size();
  const json data = json::parse(page.substr(from, page.find("</script>", from) - from));
  REQUIRE(data["sections"].size() == 1);
  REQUIRE(data["sections"][0]["puzzles"].size() == 3);
  CHECK(data["sections"][0]["puzzles"][1]["caption"] == day[1].id + " </script><b>");
  CHECK(data["palette"].size() == 18);
  CHECK(data["palette"][0] == "#44bb99");
  for (const json& p : data["sections"][0]["puzzles"]) CHECK_FALSE(p["steps"].empty());
  CHECK(page.size() < 200 * 1024);  // the issue's target for a three-puzzle day
}

TEST_CASE("page: puzzles that cannot be played are refused", "[page]") {
  SECTION("no puzzle") {
    auto html = dg::page::build_page({}, "empty");
    REQUIRE_FALSE(html.ok());
    CHECK(html.error() == "no puzzle to put on the page");
  }
  SECTION("several solutions") {
    auto p = parse(R"({"game":"tango","size":4,"cells":["....","....","....","...."]})");
    auto html = dg::page::build_page({{"", {{p.get(), nullptr, "tango #1"}}}}, "t");
    REQUIRE_FALSE(html.ok());
    CHECK(html.error() == "tango #1: several solutions, so it cannot be played");
  }
  SECTION("a Queens variant the grader refuses") {
    auto p = parse("queens diagonals=full\n+++++\n+++++\n+++++\n+++++\n+++++\n");
    auto html = dg::page::build_page({{"", {{p.get(), nullptr, "queens #2"}}}}, "q");
    REQUIRE_FALSE(html.ok());
    CHECK(html.error().rfind("queens #2: ", 0) == 0);
  }
  SECTION("a given solution that is not the puzzle's") {
    const auto day = fixture_day();
    auto html = dg::page::build_page(
        {{"", {{day[0].puzzle.get(), json::array({0, 0, 0, 0, 0, 0, 0}), "queens #3"}}}}, "q");
    REQUIRE_FALSE(html.ok());
    CHECK(html.error().rfind("queens #3: the solution given is not this puzzle's", 0) == 0);
  }
  SECTION("a folder that does not exist") {
    const auto day = fixture_day();
    auto done = dg::page::write_page({{"", {{day[2].puzzle.get(), nullptr, "zip #4"}}}}, "z",
                                     "/nonexistent-dg-folder/day.html");
    REQUIRE_FALSE(done.ok());
    CHECK(done.error().find("/nonexistent-dg-folder/day.html") != std::string::npos);
  }
}
