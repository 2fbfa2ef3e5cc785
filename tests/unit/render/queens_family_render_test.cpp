// Rendering Queens family boards: rectangles with holes, stars for k >= 2 and given queens draw in
// every format, and the caption's rule note names the variant (LinkedIn boards get none).
#include <catch2/catch.hpp>

#include <sstream>

#include "render/render.hpp"
#include "solver/common/game.hpp"

using namespace dg;

namespace {

std::string drawn(const AnyPuzzle& p, const nlohmann::json& solution, render::Format f) {
  render::Document doc{{"family", {}}};
  // One caption for every board: a variant's caption names it ("star battle 2★"), and the
  // glyph counts below compare two boards' drawings, not their captions.
  doc[0].boards.push_back({&p, solution, "board #1"});
  std::ostringstream out;
  auto done = render::render_document(doc, f, render::Options{}, out);
  INFO((done.ok() ? std::string() : done.error()));
  REQUIRE(done.ok());
  return out.str();
}

PuzzlePtr parsed(const char* json) {
  auto p = find_game("queens")->from_json(nlohmann::json::parse(json));
  REQUIRE(p.ok());
  return std::move(p).value();
}

}  // namespace

TEST_CASE("queens family boards render with holes, stars and givens", "[render][queens][family]") {
  const auto holes = parsed(R"({"rows":3,"cols":4,"regions":[[0,0,1,1],[0,-1,1,1],[2,2,2,1]],
      "col_counts":[1,1,0,1],"givens":[[2,0]]})");
  const auto stars =
      parsed(R"({"size":5,"stars":2,"row_counts":[1,1,1,1,1],"col_counts":[1,1,1,1,1],
      "regions":[[0,0,0,0,0],[0,0,0,0,0],[1,1,1,1,1],[1,1,1,1,1],[2,2,2,2,2]],"region_counts":[2,2,1]})");
  for (auto f : {render::Format::svg, render::Format::png, render::Format::pdf}) {
    CHECK_FALSE(drawn(*holes, nullptr, f).empty());
    CHECK_FALSE(drawn(*holes, holes->count(1, Budget{}).solutions.at(0), f).empty());
  }
  const auto solution = stars->count(1, Budget{}).solutions;
  REQUIRE_FALSE(solution.empty());
  // A star is one ten-point path (M and 9 L), a crown a seven-point one (M and 6 L).
  auto paths_with = [](const std::string& svg, int lines) {
    int count = 0;
    for (std::size_t at = svg.find("d=\"M"); at != std::string::npos;
         at = svg.find("d=\"M", at + 1)) {
      const std::string path = svg.substr(at, svg.find('"', at + 3) - at);
      int l = 0;
      for (std::size_t i = path.find(" L "); i != std::string::npos; i = path.find(" L ", i + 1))
        ++l;
      count += l == lines;
    }
    return count;
  };
  // The same queens on a LinkedIn board are crowns (the caption's glyphs make the baseline).
  const auto one_star = parsed(
      R"({"size":5,"regions":[[0,0,0,0,0],[1,1,1,1,1],[2,2,2,2,2],[3,3,3,3,3],[4,4,4,4,4]]})");
  const std::string star_svg = drawn(*stars, solution[0], render::Format::svg);
  const std::string crown_svg = drawn(*one_star, solution[0], render::Format::svg);
  CHECK(paths_with(star_svg, 9) == paths_with(crown_svg, 9) + 5);
  CHECK(render::rule_note("queens", holes->to_json()) ==
        "3x4, per-unit counts, holes, given queens");
  CHECK(render::rule_note("queens", stars->to_json()) == "2 stars, per-unit counts");
  CHECK(render::rule_note("queens", parsed(R"({"size":2,"regions":[[0,1],[1,1]]})")->to_json())
            .empty());
}

TEST_CASE("a variant's caption names it, not its game (issue 22)", "[render][queens][family]") {
  const auto star =
      parsed(R"({"size":4,"stars":2,"regions":[[0,0,0,0],[1,1,1,1],[2,2,2,2],[3,3,3,3]]})");
  CHECK(render::caption(*star, "#3", "shapes") ==
        "star battle 2\u2605 #3 \u00b7 4x4 \u00b7 shapes");
  const auto torus = parsed(R"({"regions":[[0,0,1],[0,2,1],[2,2,1]],"torus":true})");
  CHECK(render::caption(*torus, "#1", "") == "queens torus #1 \u00b7 3x3");
  const auto plain = parsed(R"({"regions":[[0,0,1],[0,2,1],[2,2,1]]})");
  CHECK(render::caption(*plain, "#1", "") == "queens #1 \u00b7 3x3");
}
