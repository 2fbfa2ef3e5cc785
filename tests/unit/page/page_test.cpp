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

// A Queens solution's queens as "[r,c]" strings: the column list or the [[r, c], ...] form.
std::set<std::string> queen_cells(const json& sol) {
  std::set<std::string> out;
  for (std::size_t r = 0; r < sol.size(); ++r)
    out.insert(sol[r].is_array() ? sol[r].dump() : json{r, sol[r]}.dump());
  return out;
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
        const json cell = {f[1], f[2]};
        CHECK(queen_cells(sol).count(cell.dump()) == (kind == "q" ? 1u : 0u));
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
  auto unsealed = dg::page::page_data(page);
  REQUIRE(unsealed.ok());
  const json data = *unsealed;
  // Sealed: neither the solution nor a step's words can be read in view-source.
  CHECK(page.find("\"solution\"") == std::string::npos);
  CHECK(page.find(data["sections"][0]["puzzles"][0]["steps"][0]["text"].get<std::string>()) ==
        std::string::npos);
  REQUIRE(data["sections"].size() == 1);
  REQUIRE(data["sections"][0]["puzzles"].size() == 3);
  // Captions are in players' words (the game's name, size, band), whatever the caller wrote.
  const std::string caption = data["sections"][0]["puzzles"][1]["caption"];
  CHECK(caption.rfind("Tango \u00b7 ", 0) == 0);
  CHECK(caption.find("</script>") == std::string::npos);
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
  SECTION("a Queens family board with several solutions (5-queens, full diagonals)") {
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

namespace {

// The browser test's Queens family boards (2-star, 3-star, torus, holes, givens, full
// diagonals, region counts), each with its variant's feature in its puzzle JSON.
std::vector<PuzzleEntry> family_boards() {
  auto text = dg::read_file_text(std::string(DG_SOURCE_DIR) + "/tests/browser/family.jsonl");
  REQUIRE(text.ok());
  auto doc = dg::read_document(*text);
  REQUIRE(doc.ok());
  REQUIRE(doc->size() == 7);
  return std::move(doc).value();
}

}  // namespace

TEST_CASE("page: the family's facts are true of the solution and decide every star", "[page]") {
  const auto boards = family_boards();
  const char* const features[] = {"stars",  "stars",     "torus",        "holes",
                                  "givens", "diagonals", "region_counts"};
  for (std::size_t b = 0; b < boards.size(); ++b) {
    const PuzzleEntry& e = boards[b];
    INFO(e.id);
    const json puzzle = e.puzzle->to_json();
    if (std::string(features[b]) == "holes") {  // -1 in "regions"
      bool hole = false;
      for (const json& row : puzzle["regions"])
        for (const json& id : row) hole = hole || id == -1;
      CHECK(hole);
    } else {
      CHECK(puzzle.contains(features[b]));
    }
    const auto facts = replay(e);  // every fact checked against the solution
    const json sol = solution_of(*e.puzzle);
    std::set<std::string> givens, holes;
    for (const json& g : puzzle.value("givens", json::array())) givens.insert(g.dump());
    if (puzzle.contains("regions"))
      for (std::size_t r = 0; r < puzzle["regions"].size(); ++r)
        for (std::size_t c = 0; c < puzzle["regions"][r].size(); ++c)
          if (puzzle["regions"][r][c] == -1) holes.insert(json{r, c}.dump());
    // Every star not given is some step's fact; no fact is on a hole or a given star.
    for (const std::string& q : queen_cells(sol)) {
      const json cell = json::parse(q);
      CHECK(facts.count(json{"q", cell[0], cell[1]}.dump()) == (givens.count(q) ? 0u : 1u));
    }
    for (const std::string& f : facts) {
      const json fact = json::parse(f);
      const std::string cell = json{fact[1], fact[2]}.dump();
      CHECK(holes.count(cell) == 0);
      CHECK(givens.count(cell) == 0);
    }
  }
}

TEST_CASE("page: every Queens board of the family goes on the page", "[page]") {
  const auto boards = family_boards();
  dg::page::Section section{"family", {}};
  for (const auto& e : boards) section.items.push_back({e.puzzle.get(), nullptr, e.id});
  auto html = dg::page::build_page({section}, "family");
  REQUIRE(html.ok());
  auto unsealed = dg::page::page_data(*html);
  REQUIRE(unsealed.ok());
  const json data = *unsealed;
  for (const json& p : data["sections"][0]["puzzles"]) {
    INFO(p["caption"]);
    CHECK(p["steps"].size() > 0);
    CHECK_FALSE(p["note"].get<std::string>().empty());  // the variant named under the caption
    std::size_t with_facts = 0;
    for (const json& step : p["steps"]) with_facts += step["facts"].empty() ? 0 : 1;
    CHECK(with_facts == p["steps"].size());  // every step concludes something the page can show
  }
}

TEST_CASE("page: place-holders in a title or caption stay text (H06)", "[page]") {
  const auto day = fixture_day();
  const std::string hostile = "{{DATA}} /*{{SCRIPTS}}*/ /*{{CSS}}*/ {{TITLE}}";
  dg::page::Section section{hostile, {{day[0].puzzle.get(), nullptr, hostile}}};
  auto html = dg::page::build_page({section}, hostile);
  REQUIRE(html.ok());
  const std::string& page = *html;
  // The title and heading hold the id as text, once each, and nothing was expanded into them.
  CHECK(page.find("<title>" + hostile + "</title>") != std::string::npos);
  CHECK(page.find("<h1 id=\"dg-title\">" + hostile + "</h1>") != std::string::npos);
  const auto count = [&](const std::string& what) {
    std::size_t n = 0;
    for (auto at = page.find(what); at != std::string::npos; at = page.find(what, at + 1)) ++n;
    return n;
  };
  CHECK(count("GAMES.queens = {") == 1);            // the scripts went in once
  CHECK(count(":root[data-theme=\"dark\"]") == 1);  // the stylesheet too
  CHECK(count("<script type=\"application/json\" id=\"dg-data\">") == 1);
  auto unsealed = dg::page::page_data(page);
  REQUIRE(unsealed.ok());
  const json data = *unsealed;
  CHECK(data["title"] == hostile);
  CHECK(data["sections"][0]["title"] == hostile);
  // The caption shown is in players' words: none of the hostile id gets into it.
  CHECK(data["sections"][0]["puzzles"][0]["caption"].get<std::string>().find("{{") ==
        std::string::npos);
}

TEST_CASE("page: a puzzle key the game's script does not read is refused by name", "[page]") {
  CHECK(dg::page::unplayable_key("queens", json{{"game", "queens"}, {"size", 5}}).empty());
  CHECK(dg::page::unplayable_key(
            "queens", json{{"game", "queens"}, {"stars", 2}, {"torus", true}, {"givens", {}}})
            .empty());
  CHECK(dg::page::unplayable_key("queens", json{{"game", "queens"}, {"knights", true}}) ==
        "knights");
  CHECK(dg::page::unplayable_key("tango", json{{"game", "tango"}, {"unique_lines", true}}).empty());
  CHECK(dg::page::unplayable_key("zip", json{{"game", "zip"}, {"bridges", {}}}) == "bridges");
}

TEST_CASE("page: general Queens boards go on the page with true facts in the board's words",
          "[page]") {
  auto text = dg::read_file_text(std::string(DG_SOURCE_DIR) + "/tests/browser/general.jsonl");
  REQUIRE(text.ok());
  auto doc = dg::read_document(*text);
  REQUIRE(doc.ok());
  REQUIRE(doc->size() == 4);
  dg::page::Section section{"general", {}};
  for (const PuzzleEntry& e : *doc) {
    INFO(e.id);
    const auto facts = replay(e);  // every fact checked against the solution
    CHECK_FALSE(facts.empty());
    section.items.push_back({e.puzzle.get(), nullptr, e.id});
  }
  auto html = dg::page::build_page({section}, "general");
  REQUIRE(html.ok());
  auto unsealed = dg::page::page_data(*html);
  REQUIRE(unsealed.ok());
  for (const json& p : (*unsealed)["sections"][0]["puzzles"]) {
    INFO(p["caption"]);
    for (const json& step : p["steps"]) {
      const std::string words = step["text"];
      CHECK(words.find("star") == std::string::npos);  // "piece" on general boards
    }
  }
  // The keys of the general system the script reads; Max Chess Pieces is refused by the grader.
  CHECK(dg::page::unplayable_key("queens", json{{"game", "queens"},
                                                {"attack", "knight"},
                                                {"pieces", json::array()},
                                                {"lines", false},
                                                {"units", json::array()}})
            .empty());
  CHECK(dg::page::unplayable_key("queens", json{{"game", "queens"}, {"weights", {}}}) == "weights");
  auto max = parse(R"({"game":"queens","size":3,"lines":false,"attack":"king","maximize":true})");
  auto refused = dg::page::build_page({{"", {{max.get(), nullptr, "max #1"}}}}, "m");
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().find("maximize") != std::string::npos);
}
